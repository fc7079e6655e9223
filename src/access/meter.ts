import { succeed, type Outcome } from '../errors.js';
import { isBilled, NOTHING_CHARGED, type Charge } from '../plans/billing.js';
import type { Scope } from '../domain/operations.js';
import type { Allowance } from './allowance.js';
import type { Payer } from './caller.js';
import { consumeQuota, refundQuota, type QuotaDeps } from './quota.js';

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
  // Units given back after the latest count: they are free again, and X-RateLimit-Remaining says so.
  let givenBack = 0;
  return {
    async admit() {
      const metered = await consumeQuota(deps, payer, endpoint);
      latest = metered.allowance;
      givenBack = 0;
      if (!metered.ok) return metered;
      const charge = metered.value;
      return {
        ...metered,
        value: {
          async refund() {
            await charge.refund();
            givenBack += 1;
          },
        },
      };
    },
    latest: () => (latest && givenBack > 0 ? { ...latest, used: Math.max(0, latest.used - givenBack) } : latest),
  };
}

/**
 * For a unit counted already, by a run that died before it answered (a job URL whose unit was taken
 * over): admits without counting again; its refund gives that earlier count back.
 */
export function paidMeter(deps: QuotaDeps, payer: Payer, endpoint: Scope): Meter {
  return {
    admit: async () => succeed({ refund: () => refundQuota(deps, payer, endpoint) }),
    latest: () => undefined,
  };
}

/** Counts nothing: work the operator runs on the service's own behalf (the CLI's batch). */
export const UNMETERED: Meter = {
  admit: async () => succeed(NOTHING_CHARGED),
  latest: () => undefined,
};

/** Gives a key's charge back when the item it paid for did not succeed (plans/billing.ts: keyed work counts only its answers). */
export async function settleCharge(charge: Charge, outcome: Outcome<unknown>): Promise<void> {
  if (!outcome.ok && !isBilled(outcome.failure.code, 'key')) await charge.refund();
}
