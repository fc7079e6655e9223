/** Waiting in tests: poll for the thing awaited instead of sleeping a fixed time and hoping. */

export interface WaitOptions {
  /** Give up after this long (default 10 s): the check's last error is thrown. */
  readonly timeoutMs?: number;
  /** Pause between tries (default 50 ms). */
  readonly intervalMs?: number;
}

/**
 * Calls `check` until it passes — returns without throwing, and not `false` — and returns what it
 * returned. At the deadline it throws the check's last error, so an `expect` inside the check says
 * what was last seen. The check runs at least once more after the deadline has passed.
 */
export async function waitFor<T>(check: () => T | Promise<T>, { timeoutMs = 10_000, intervalMs = 50 }: WaitOptions = {}): Promise<Exclude<T, false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown;
    try {
      const value = await check();
      if (value !== false) return value as Exclude<T, false>;
      failure = undefined;
    } catch (error) {
      failure = error;
    }
    const left = deadline - Date.now();
    if (left < 0) throw failure ?? new Error(`waitFor: still false after ${timeoutMs} ms: ${String(check)}`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, left)));
  }
}
