import { succeed, type Outcome } from '../errors.js';
import { isBilled, NOTHING_CHARGED, type Charge } from '../plans/billing.js';
import type { Scope } from '../domain/operations.js';
import type { Allowance } from './allowance.js';
import type { Payer } from './caller.js';
import { consumeQuota, type QuotaDeps } from './quota.js';

/**
 * Per-item metering: each unit of work (a batch URL, a queued job's URL) is counted as it
 * starts, so when the quota runs out the remaining units are refused and the rest succeed.
 */
export interface Meter {
  /** Counts one unit; a failure (quota_exceeded) refuses it. */
  admit(): Promise<Outcome<Charge>>;
  /** The allowance as the latest count left it (X-RateLimit-*); undefined before the first. */
  latest(): Allowance | undefined;
}

/** Counts each unit against the payer's monthly quota for `endpoint` (consumeQuota). */
export function quotaMeter(deps: QuotaDeps, payer: Payer, endpoint: Scope): Meter {
  let latest: Allowance | undefined;
  return {
    async admit() {
      const metered = await consumeQuota(deps, payer, endpoint);
      latest = metered.allowance;
      return metered;
    },
    latest: () => latest,
  };
}

/** Counts nothing: work the operator runs on the service's own behalf (the CLI's batch). */
export const UNMETERED: Meter = {
  admit: async () => succeed(NOTHING_CHARGED),
  latest: () => undefined,
};

/** Gives the charge back when the work it paid for failed for the service's own reasons (plans/billing.ts). */
export async function settleCharge(charge: Charge, outcome: Outcome<unknown>): Promise<void> {
  if (!outcome.ok && !isBilled(outcome.failure.code)) await charge.refund();
}
