import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteStores } from '../store/sqlite/sqlite-stores.js';
import { createResultCache } from './result-cache.js';
import { fail, succeed } from '../errors.js';

function cacheAt(nowMs: { value: number }, memoryBytes = 100_000) {
  const stores = openSqliteStores(fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-cache-')), 'tool');
  if (!stores.ok) throw new Error(stores.failure.detail);
  return createResultCache(stores.value.cache, { now: () => nowMs.value }, { ttlMs: 1000, memoryBytes });
}

describe.each([100_000, 0])("result cache (%i bytes in memory)", (memoryBytes) => {
  it('computes once for concurrent identical calls and serves later ones from cache', async () => {
    const now = { value: 0 };
    const cache = cacheAt(now, memoryBytes);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((r) => setTimeout(r, 20));
      return succeed({ n: computed });
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.getOrCompute('k', compute)));
    expect(computed).toBe(1);
    expect(results.every((r) => r.ok && !r.value.cached && r.value.value.n === 1)).toBe(true);
    const later = await cache.getOrCompute('k', compute);
    expect(later.ok && later.value).toEqual({ value: { n: 1 }, cached: true });
    now.value = 1000;
    const expired = await cache.getOrCompute('k', compute);
    expect(expired.ok && expired.value).toEqual({ value: { n: 2 }, cached: false });
  });

  it('never caches a failure', async () => {
    const cache = cacheAt({ value: 0 }, memoryBytes);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return fail('upstream_error', 'upstream answered 500');
    };
    await cache.getOrCompute('k', compute);
    const second = await cache.getOrCompute('k', compute);
    expect(calls).toBe(2);
    expect(second.ok).toBe(false);
  });
});
