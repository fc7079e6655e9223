import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedisStores, type RedisStores } from './redis-stores.js';
import { REDIS_URL } from '../../../test/needs-stores.js';

/** The machine's Redis (127.0.0.1:6379 unless PAGELENS_TEST_REDIS_URL names another); each run in its own key prefix. */

async function open(prefix: string): Promise<RedisStores> {
  const opened = await openRedisStores({ url: REDIS_URL, keyPrefix: prefix });
  if (!opened.ok) throw new Error(opened.failure.detail);
  return opened.value;
}

describe('the Redis stores (PAGELENS_REDIS_URL)', () => {
  const prefix = `pagelens-test:${randomUUID()}:`;
  let a: RedisStores;
  let b: RedisStores;

  beforeAll(async () => {
    [a, b] = await Promise.all([open(prefix), open(prefix)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('admits exactly `limit` calls however many race, from two connections at once', async () => {
    const consume = (stores: RedisStores) => stores.counters.consume('k', '2026-11-22', 100, Date.now() + 60_000);
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => consume(i % 2 ? a : b)));
    expect(results.filter((r) => r.admitted)).toHaveLength(100);
    expect(results.filter((r) => !r.admitted).every((r) => r.count === 100)).toBe(true);
    expect(await b.counters.peek('k', '2026-11-22')).toBe(100);
  });

  it('keeps separate windows and keys, and lets a window expire', async () => {
    await a.counters.consume('w', 'd1', 5, Date.now() + 60_000);
    await a.counters.consume('w', 'd2', 5, Date.now() + 60_000);
    await a.counters.consume('gone', 'd1', 5, Date.now() - 1);
    expect(await b.counters.peek('w', 'd1')).toBe(1);
    expect(await b.counters.peek('w', 'd2')).toBe(1);
    expect(await b.counters.peek('other', 'd1')).toBe(0);
    expect(await b.counters.peek('gone', 'd1')).toBe(0);
  });

  it('shares cache entries, each until its expiry by the service clock', async () => {
    const now = Date.now();
    await a.cache.set('page', '{"title":"Hi"}', now + 60_000);
    expect(await b.cache.get('page', now)).toEqual({ value: '{"title":"Hi"}', expiresAt: now + 60_000 });
    expect(await b.cache.get('page', now + 60_000)).toBeUndefined();
    expect(await b.cache.get('missing', now)).toBeUndefined();
  });

  it('shares binary blobs byte for byte, until their expiry', async () => {
    const now = Date.now();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await a.blobs.put('shot', { contentType: 'image/png', bytes, expiresAt: now + 60_000 });
    const got = await b.blobs.get('shot', now);
    expect(got?.contentType).toBe('image/png');
    expect(got?.bytes.equals(bytes)).toBe(true);
    expect(await b.blobs.get('shot', now + 60_000)).toBeUndefined();
  });

  it('gives every instance the same link-signing secret', () => {
    expect(a.signingSecret.length).toBe(32);
    expect(a.signingSecret.equals(b.signingSecret)).toBe(true);
  });

  it('says where and why when Redis cannot be reached, without the password', async () => {
    const opened = await openRedisStores({ url: 'redis://user:s3cret@127.0.0.1:1/0', connectTimeoutMs: 1_000 });
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.failure.code).toBe('unavailable');
    expect(opened.failure.detail).toMatch(/redis:\/\/127\.0\.0\.1:1/);
    expect(opened.failure.detail).not.toMatch(/s3cret/);
  });
});
