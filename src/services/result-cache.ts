import type { CacheStore } from '../store/ports.js';
import type { Clock } from '../time/clock.js';
import type { Outcome } from '../errors.js';
import { createByteLru, type IdleEmptying } from './byte-lru.js';
import { createSingleFlight } from './single-flight.js';

export interface CachedValue<T> {
  readonly value: T;
  /** True when served from the cache rather than computed for this call. */
  readonly cached: boolean;
}

export interface ResultCache {
  /**
   * Serve `key` from the cache, or compute it once however many callers ask at the same
   * time. Only successful outcomes are stored; failures are never cached. Values handed
   * out are shared between callers and must not be mutated.
   */
  getOrCompute<T>(key: string, compute: () => Promise<Outcome<T>>, options?: Freshness<T>): Promise<Outcome<CachedValue<T>>>;
  /** Results held in memory now, and their size. */
  memoryStats(): { readonly entries: number; readonly bytes: number };
}

export interface Freshness<T> {
  /** A cached value this rejects is computed again (and replaces the old one): maxAge. */
  readonly isFresh?: (value: T) => boolean;
}

export interface ResultCacheOptions {
  readonly ttlMs: number;
  /**
   * Bytes of parsed results kept in process memory in front of the store (least recently used go
   * first): a hit costs a map lookup instead of a store read and a JSON.parse. A result counts
   * twice its JSON's length: once for itself, once for the answer built from it and that
   * answer's bytes, which live beside it while it is held (services/hit-answers.ts).
   */
  readonly memoryBytes: number;
  /** The memory part empties once unused a while (the store keeps every result); default: never. */
  readonly emptyWhenIdle?: IdleEmptying;
}

/** What a result held in memory is counted as (ResultCacheOptions.memoryBytes). */
const heldBytes = (json: string): number => 2 * json.length;

export function createResultCache(store: CacheStore, clock: Clock, settings: ResultCacheOptions): ResultCache {
  const flights = createSingleFlight<Outcome<unknown>>();
  const memory = createByteLru<{ readonly value: unknown }>({ maxBytes: settings.memoryBytes, emptyWhenIdle: settings.emptyWhenIdle });

  async function lookup(key: string): Promise<{ readonly value: unknown } | undefined> {
    const now = clock.now();
    const remembered = memory.get(key, now);
    if (remembered) return remembered;
    const stored = await store.get(key, now);
    if (stored === undefined) return undefined;
    const found = { value: JSON.parse(stored.value) as unknown };
    memory.set(key, found, heldBytes(stored.value), stored.expiresAt);
    return found;
  }

  return {
    async getOrCompute<T>(key: string, compute: () => Promise<Outcome<T>>, options: Freshness<T> = {}) {
      const hit = await lookup(key);
      if (hit && (!options.isFresh || options.isFresh(hit.value as T))) return { ok: true, value: { value: hit.value as T, cached: true } };
      const outcome = (await flights.join(key, async () => {
        const computed = await compute();
        if (computed.ok) {
          const expiresAt = clock.now() + settings.ttlMs;
          const json = JSON.stringify(computed.value);
          await store.set(key, json, expiresAt);
          memory.set(key, { value: computed.value }, heldBytes(json), expiresAt);
        }
        return computed;
      })) as Outcome<T>;
      if (!outcome.ok) return outcome;
      return { ok: true, value: { value: outcome.value, cached: false } };
    },
    memoryStats: () => ({ entries: memory.size, bytes: memory.bytes }),
  };
}
