/**
 * The waits before each retry, ×4 apart: 6 tries in all over about 5½ minutes. Failed
 * deliveries of many jobs do not retry in lock-step because each wait is jittered.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = Object.freeze([1_000, 4_000, 16_000, 64_000, 256_000]);

/** Each wait is drawn uniformly from this share of its base delay, either side. */
export const JITTER_SHARE = 0.2;

/** A base delay with jitter: uniform in [base × 0.8, base × 1.2], whole milliseconds. `random` is in [0, 1). */
export function jitteredDelay(baseMs: number, random: () => number): number {
  return Math.round(baseMs * (1 - JITTER_SHARE + 2 * JITTER_SHARE * random()));
}
