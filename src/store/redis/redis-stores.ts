import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { fail, succeed, type Outcome } from '../../errors.js';
import { createStoreHealth, type StoreHealth } from '../store-health.js';
import { createStoreGuard, SHARED_STORE_BREAKER } from '../store-guard.js';
import type { BlobStore, CacheStore, CounterStore, Stores } from '../ports.js';

export interface RedisStoreOptions {
  /** `redis://[user:password@]host[:port][/db]` or `rediss://…`. */
  readonly url: string;
  /** Prefix of every key; instances that share limits and cache share it. */
  readonly keyPrefix?: string;
  readonly connectTimeoutMs?: number;
  /** Where outages are reported (and probed from while it is down); default: a registry of its own. */
  readonly health?: StoreHealth;
}

/**
 * Raises the window's counter unless it reached the limit, in one step on the server, so
 * instances racing for the last call can never push it past the limit. The first count of a
 * window sets its expiry. Returns [admitted (0|1), count].
 */
const CONSUME = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return {0, count} end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIREAT', KEYS[1], ARGV[2]) end
return {1, count}`;

/** Lowers the counter by one unless it is missing or already 0 (an expired window stays gone). */
const REFUND = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Where the target is, without its password, for messages. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'the configured Redis URL';
  }
}

/**
 * The shared adapter (PAGELENS_REDIS_URL): rate-limit counters, the result cache and the
 * screenshot images in Redis, so every instance sees the same limits, answers and links.
 * Redis expires keys itself; expiry is still checked against the service's clock on read.
 * A command that fails (Redis gone) throws StoreUnavailableError: 503 `unavailable`; a circuit
 * breaker (store-guard.ts) then keeps calls off a dead server but for one trial a second.
 */
export interface RedisStores extends Stores {
  /** The link-signing secret every instance shares: made by the first, read by the rest. */
  readonly signingSecret: Buffer;
}

export async function openRedisStores(options: RedisStoreOptions): Promise<Outcome<RedisStores>> {
  const target = describe(options.url);
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix ?? 'pagelens:',
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 5_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  redis.on('error', () => undefined); // each failing command reports itself
  let signingSecret: Buffer;
  try {
    await redis.connect();
    await redis.set('signing-secret', randomBytes(32).toString('base64'), 'NX');
    signingSecret = Buffer.from((await redis.get('signing-secret')) ?? '', 'base64');
    if (signingSecret.length < 32) throw new Error('the shared signing secret is malformed');
  } catch (error) {
    redis.disconnect();
    return fail('unavailable', `Could not reach Redis at ${target} (PAGELENS_REDIS_URL): ${error instanceof Error ? error.message : String(error)}`);
  }
  const health = options.health ?? createStoreHealth();
  health.register('redis', async () => {
    await redis.ping();
  });
  // Every failed command is an outage to the caller (a command of ours that Redis refuses is one too).
  const guard = createStoreGuard({ component: 'redis', label: `Redis at ${target}`, isUnavailable: () => true, health, breaker: SHARED_STORE_BREAKER });
  const guarded = <T>(operation: string, work: () => Promise<T>): Promise<T> => guard.run(operation, work);

  const counters: CounterStore = {
    consume: (key, windowId, limit, expiresAt) =>
      guarded('counters.consume', async () => {
        const [admitted, count] = (await redis.eval(CONSUME, 1, `counter:${key}:${windowId}`, limit, expiresAt)) as [number, number];
        return { admitted: admitted === 1, count };
      }),
    peek: (key, windowId) => guarded('counters.peek', async () => Number((await redis.get(`counter:${key}:${windowId}`)) ?? 0)),
    refund: (key, windowId) =>
      guarded('counters.refund', async () => {
        await redis.eval(REFUND, 1, `counter:${key}:${windowId}`);
      }),
  };

  const cache: CacheStore = {
    get: (key, now) =>
      guarded('cache.get', async () => {
        const [value, expiresAt] = await redis.hmget(`cache:${key}`, 'value', 'expiresAt');
        if (value == null || expiresAt == null || Number(expiresAt) <= now) return undefined;
        return { value, expiresAt: Number(expiresAt) };
      }),
    set: (key, value, expiresAt) =>
      guarded('cache.set', async () => {
        await redis.multi().hset(`cache:${key}`, { value, expiresAt: String(expiresAt) }).pexpireat(`cache:${key}`, expiresAt).exec();
      }),
  };

  const blobs: BlobStore = {
    put: (key, blob) =>
      guarded('blobs.put', async () => {
        await redis
          .multi()
          .hset(`blob:${key}`, { contentType: blob.contentType, bytes: blob.bytes, expiresAt: String(blob.expiresAt) })
          .pexpireat(`blob:${key}`, blob.expiresAt)
          .exec();
      }),
    get: (key, now) =>
      guarded('blobs.get', async () => {
        const [contentType, bytes, expiresAt] = await redis.hmgetBuffer(`blob:${key}`, 'contentType', 'bytes', 'expiresAt');
        if (!contentType || !bytes || !expiresAt || Number(expiresAt.toString()) <= now) return undefined;
        return { contentType: contentType.toString(), bytes, expiresAt: Number(expiresAt.toString()) };
      }),
  };

  return succeed({
    signingSecret,
    counters,
    cache,
    blobs,
    // Redis drops expired keys itself.
    purgeExpired: async () => 0,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  });
}
