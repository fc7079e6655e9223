import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import type { StoreHealth } from './store-health.js';
import { DEFAULT_RETRY_AFTER_SECONDS, describeStoreFault, StoreUnavailableError, type StoreComponent } from './store-unavailable.js';

export interface BreakerOptions {
  /** Consecutive unavailable answers that open the circuit. */
  readonly consecutiveFailures: number;
  /** How long an open circuit refuses calls before one trial call goes through (half-open). */
  readonly halfOpenAfterMs: number;
}

/** A dead shared store is tried by one call a second, not by every request (docs/reference/operations.md#store-outages). */
export const SHARED_STORE_BREAKER: BreakerOptions = { consecutiveFailures: 5, halfOpenAfterMs: 1_000 };

export interface StoreGuardOptions {
  readonly component: StoreComponent;
  /** Where it is, for messages: "PostgreSQL at 10.0.0.5:5432" (never credentials). */
  readonly label: string;
  /** Which errors mean the store cannot serve now (the rest are the caller's to handle). */
  readonly isUnavailable: (error: unknown) => boolean;
  readonly health: StoreHealth;
  /** A circuit breaker in front of the store (the shared ones); none for the embedded file. */
  readonly breaker?: BreakerOptions;
  /**
   * A call that succeeds says the store is up again. Not for the embedded file, whose reads
   * succeed on a full disk: its writes say so (open-stores.ts).
   */
  readonly successMeansUp?: boolean;
}

export interface StoreGuard {
  /** Runs one store call: an outage (or an open circuit) throws StoreUnavailableError; other errors pass through. */
  run<T>(operation: string, work: () => Promise<T>): Promise<T>;
  /** The breaker refuses calls now. */
  readonly open: boolean;
}

/**
 * The one door of a store's calls: maps its outages to StoreUnavailableError (503 `unavailable`
 * with Retry-After), tells the health registry, and keeps a circuit breaker (cockatiel) so a dead
 * database is not piled with calls: after `consecutiveFailures` outages in a row the circuit opens
 * and calls fail at once for `halfOpenAfterMs`, then one trial call decides.
 */
export function createStoreGuard(options: StoreGuardOptions): StoreGuard {
  const { component, label, health } = options;
  const successMeansUp = options.successMeansUp ?? true;
  const breakerOptions = options.breaker;
  const breaker: CircuitBreakerPolicy | undefined = breakerOptions
    ? circuitBreaker(handleWhen((error) => options.isUnavailable(error)), {
        halfOpenAfter: breakerOptions.halfOpenAfterMs,
        breaker: new ConsecutiveBreaker(breakerOptions.consecutiveFailures),
      })
    : undefined;
  let openedAt = 0;
  let lastDetail = 'unavailable';
  breaker?.onBreak(() => (openedAt = Date.now()));
  const retryAfterSeconds = (): number => {
    if (!breakerOptions) return DEFAULT_RETRY_AFTER_SECONDS;
    // Open: until the trial call; else about one breaker period.
    const left = breaker?.state === CircuitState.Open ? openedAt + breakerOptions.halfOpenAfterMs - Date.now() : breakerOptions.halfOpenAfterMs;
    return Math.max(1, Math.ceil(left / 1000));
  };

  return {
    async run<T>(operation: string, work: () => Promise<T>): Promise<T> {
      try {
        const value = breaker ? await breaker.execute(() => work()) : await work();
        if (successMeansUp) health.ok(component);
        return value;
      } catch (error) {
        if (error instanceof BrokenCircuitError) {
          throw new StoreUnavailableError(`${label} is unavailable (${lastDetail}); calls to it are paused a moment`, component, retryAfterSeconds());
        }
        if (!options.isUnavailable(error)) throw error;
        lastDetail = describeStoreFault(error);
        health.fault(component, operation, error);
        throw new StoreUnavailableError(`${label} is unavailable: ${lastDetail}`, component, retryAfterSeconds(), { cause: error });
      }
    },
    get open() {
      return breaker !== undefined && breaker.state !== CircuitState.Closed;
    },
  };
}

type Method = (...args: unknown[]) => unknown;

/**
 * The same store with each method (but those in `skip`: synchronous, fire-and-forget ones) run
 * through the guard; `name` prefixes the operation in logs and metrics ("usage.consume").
 */
export function guardMethods<T extends object>(target: T, guard: StoreGuard, name: string, skip: readonly string[] = []): T {
  const guarded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(target)) {
    if (typeof value !== 'function' || skip.includes(key)) {
      guarded[key] = value;
      continue;
    }
    const method = value as Method;
    guarded[key] = (...args: unknown[]) => guard.run(`${name}.${key}`, async () => method.apply(target, args));
  }
  return guarded as T;
}
