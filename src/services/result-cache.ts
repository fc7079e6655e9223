import type { CacheStore } from '../store/ports.js';
import type { Clock } from '../time/clock.js';
import type { Outcome } from '../errors.js';
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
  getOrCompute<T>(key: string, compute: () => Promise<Outcome<T>>): Promise<Outcome<CachedValue<T>>>;
}

export interface ResultCacheOptions {
  readonly ttlMs: number;
  /** Parsed results kept in process memory in front of the store (least recently used go first). */
  readonly memoryEntries: number;
}

interface MemoryEntry {
  readonly value: unknown;
  readonly expiresAt: number;
}

/** A bounded LRU of parsed values: a hit costs a map lookup instead of a store read and a JSON.parse. */
function createMemoryTier(maxEntries: number) {
  const entries = new Map<string, MemoryEntry>();
  return {
    get(key: string, now: number): MemoryEntry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now) return undefined;
      entries.set(key, entry);
      return entry;
    },
    set(key: string, entry: MemoryEntry): void {
      if (maxEntries <= 0) return;
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

export function createResultCache(store: CacheStore, clock: Clock, options: ResultCacheOptions): ResultCache {
  const flights = createSingleFlight<Outcome<unknown>>();
  const memory = createMemoryTier(options.memoryEntries);

  async function lookup(key: string): Promise<{ value: unknown } | undefined> {
    const now = clock.now();
    const remembered = memory.get(key, now);
    if (remembered) return remembered;
    const stored = await store.get(key, now);
    if (stored === undefined) return undefined;
    const value: unknown = JSON.parse(stored.value);
    memory.set(key, { value, expiresAt: stored.expiresAt });
    return { value };
  }

  return {
    async getOrCompute<T>(key: string, compute: () => Promise<Outcome<T>>) {
      const hit = await lookup(key);
      if (hit) return { ok: true, value: { value: hit.value as T, cached: true } };
      const outcome = (await flights.run(key, async () => {
        const computed = await compute();
        if (computed.ok) {
          const expiresAt = clock.now() + options.ttlMs;
          await store.set(key, JSON.stringify(computed.value), expiresAt);
          memory.set(key, { value: computed.value, expiresAt });
        }
        return computed;
      })) as Outcome<T>;
      if (!outcome.ok) return outcome;
      return { ok: true, value: { value: outcome.value, cached: false } };
    },
  };
}
