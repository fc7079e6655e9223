import { describe, expect, it, vi } from 'vitest';
import { createByteLru } from './byte-lru.js';
import { cachesAtRest } from './caches-at-rest.js';

describe('caches at rest', () => {
  it('a cache emptied when idle is followed by a full collection: what it held is freed though nothing else runs', async () => {
    const collected = vi.fn();
    const registry = new FinalizationRegistry<string>(collected);
    const cache = createByteLru<{ readonly page: Uint8Array }>({ maxBytes: 10_000_000, maxEntryBytes: 10_000_000, emptyWhenIdle: cachesAtRest(50) });
    (() => {
      const held = { page: new Uint8Array(1_000_000) };
      registry.register(held, 'page');
      cache.set('https://example.com/', held, held.page.byteLength, Infinity);
    })();
    await vi.waitFor(() => expect(cache.size).toBe(0), { timeout: 5000 });
    await vi.waitFor(() => expect(collected).toHaveBeenCalledWith('page'), { timeout: 5000, interval: 100 });
  });
});
