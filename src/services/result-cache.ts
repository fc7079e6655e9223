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
   * time. Only successful outcomes are stored; failures are never cached.
   */
  getOrCompute<T>(key: string, compute: () => Promise<Outcome<T>>): Promise<Outcome<CachedValue<T>>>;
}

export function createResultCache(store: CacheStore, clock: Clock, ttlMs: number): ResultCache {
  const flights = createSingleFlight<Outcome<unknown>>();
  return {
    async getOrCompute<T>(key: string, compute: () => Promise<Outcome<T>>) {
      const hit = await store.get(key, clock.now());
      if (hit !== undefined) return { ok: true, value: { value: JSON.parse(hit) as T, cached: true } };
      const outcome = (await flights.run(key, async () => {
        const computed = await compute();
        if (computed.ok) await store.set(key, JSON.stringify(computed.value), clock.now() + ttlMs);
        return computed;
      })) as Outcome<T>;
      if (!outcome.ok) return outcome;
      return { ok: true, value: { value: outcome.value, cached: false } };
    },
  };
}
