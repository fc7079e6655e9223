import { ERROR_REGISTRY, type ErrorCode } from '../errors.js';

/** Who a counted call is charged to: a key's monthly quota, or an IP's keyless daily allowance. */
export type Payer = 'key' | 'keyless';

/** Statuses that refuse a call before anything is fetched: 400, 401, 403, 404, 405, 413, 415, 429, 451. */
const REFUSED_BEFORE_FETCH_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 405, 413, 415, 429, 451]);

/** Codes of calls refused before anything was fetched: such a call never counts, keyed or keyless. */
export const REFUSED_BEFORE_FETCH: ReadonlySet<ErrorCode> = new Set(
  (Object.keys(ERROR_REGISTRY) as ErrorCode[]).filter((code) => REFUSED_BEFORE_FETCH_STATUSES.has(ERROR_REGISTRY[code].status)),
);

/**
 * Whether a call that ended in `code` stays counted (docs/reference/real-web.md#billing). A keyed
 * call counts only when it answers 200, so any failure gives its quota unit back; a keyless call
 * that fetched a page counts against the IP's allowance whatever the page was, and one refused
 * before anything was fetched, or failed by a fault of ours (500, 503), does not.
 */
export function isBilled(code: ErrorCode, payer: Payer): boolean {
  return payer === 'keyless' && !REFUSED_BEFORE_FETCH.has(code) && !OUR_FAULTS.has(code);
}

/** A bug or an overload of ours is not an outcome of the page: not counted for a keyless caller either. */
const OUR_FAULTS: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['internal_error', 'unavailable']);

/** One counted call that can be given back when it is not billed. */
export interface Charge {
  refund(): Promise<void>;
}

export const NOTHING_CHARGED: Charge = { refund: async () => {} };
