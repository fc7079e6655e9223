import type { ErrorCode } from '../errors.js';

/**
 * Failures that are the service's own doing — overloaded, out of analysis time or memory, a
 * bug — cost the caller nothing: the call or batch item they end is given back to the quota
 * or keyless allowance it was counted against. Failures of the caller's input or of the
 * upstream site (blocked_url, upstream_error, upstream_timeout, unsupported_content) are billed:
 * the work was done and the answer is the site's.
 */
export const UNBILLED_FAILURES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['unavailable', 'page_too_complex', 'internal_error']);

export function isBilled(code: ErrorCode): boolean {
  return !UNBILLED_FAILURES.has(code);
}

/** One counted call that can be given back when it fails for the service's own reasons. */
export interface Charge {
  refund(): Promise<void>;
}

export const NOTHING_CHARGED: Charge = { refund: async () => {} };
