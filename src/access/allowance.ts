import type { Outcome } from '../errors.js';
import type { Charge } from '../plans/billing.js';

/** What X-RateLimit-* describe: a key's monthly quota for an endpoint, or an IP's keyless day. */
export interface Allowance {
  readonly limit: number;
  /** Calls counted in the window, this one included when it was admitted. */
  readonly used: number;
  /** Unix ms: when the window ends and the count starts again. */
  readonly resetsAt: number;
}

/**
 * One call counted against an allowance — its charge gives it back — or refused because the
 * allowance is used up (quota_exceeded, rate_limit_exceeded, with retryAfterSeconds).
 */
export type Metered = Outcome<Charge> & { readonly allowance: Allowance };

/** Whole seconds from `now` until `resetsAt`, at least 1 (Retry-After). */
export function secondsUntil(resetsAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetsAt - now) / 1000));
}
