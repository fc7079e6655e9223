import type { Clock } from '../time/clock.js';

/** Waits `ms` (resolving early, never rejecting, when `signal` aborts). */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export interface HostGate {
  /** Runs `work` when the host has a free slot and its spacing allows another request. */
  withSlot<T>(work: () => Promise<T>): Promise<T>;
}

export interface HostGateOptions {
  /** Requests to the host at once. */
  readonly concurrency: number;
  /** Least time between the starts of two requests (a Crawl-delay); 0 for none. */
  readonly intervalMs: number;
  readonly clock: Clock;
  readonly sleep: Sleep;
  readonly signal: AbortSignal;
}

/**
 * Politeness for one host: at most `concurrency` requests in flight, started at least
 * `intervalMs` apart, in the order they asked. A start time is reserved when a slot is taken,
 * so two requests never share one interval, and pushed on by a late start (exact spacing from
 * the actual starts with concurrency 1, which is how a Crawl-delay is honoured).
 */
export function createHostGate(options: HostGateOptions): HostGate {
  const waiting: Array<() => void> = [];
  let active = 0;
  let nextStartAt = -Infinity;

  async function acquire(): Promise<void> {
    if (active >= options.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    const startAt = Math.max(options.clock.now(), nextStartAt);
    nextStartAt = startAt + options.intervalMs;
    // A timer is armed against the event loop's cached time, so it may end a few ms early.
    for (let left = startAt - options.clock.now(); left > 0 && !options.signal.aborted; left = startAt - options.clock.now()) {
      await options.sleep(left, options.signal);
    }
    // Spaced from when it really starts: a busy event loop may have let it start late.
    nextStartAt = Math.max(nextStartAt, options.clock.now() + options.intervalMs);
  }

  function release(): void {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `active` stays as it is.
    if (next) next();
    else active -= 1;
  }

  return {
    async withSlot(work) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
