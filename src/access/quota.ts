import { NOTHING_CHARGED } from '../plans/billing.js';
import { quotaFor, type PlanQuotas } from '../plans/plans.js';
import type { UsageStore } from '../store/account-ports.js';
import type { Scope } from '../domain/operations.js';
import { utcDayWindow, utcMonthWindow, type Clock } from '../time/clock.js';
import { secondsUntil, type Metered } from './allowance.js';
import type { Payer } from './caller.js';

export interface QuotaDeps {
  readonly usage: UsageStore;
  readonly plans: PlanQuotas;
  readonly clock: Clock;
}

/**
 * Counts one call of `endpoint` against the payer's monthly quota (live keys); test keys only
 * read it and are never refused. The one place quotas are counted: single calls, batch items
 * and work run outside a request alike.
 */
export async function consumeQuota(deps: QuotaDeps, payer: Payer, endpoint: Scope): Promise<Metered> {
  const now = deps.clock.now();
  const month = utcMonthWindow(now);
  const limit = quotaFor(deps.plans, payer.account.plan, endpoint);
  const accountId = payer.account.id;
  if (payer.env === 'test') {
    const used = await deps.usage.peek(accountId, endpoint, month.id);
    return { ok: true, value: NOTHING_CHARGED, allowance: { limit, used, resetsAt: month.endsAt } };
  }
  const day = utcDayWindow(now).id;
  const { admitted, used } = await deps.usage.consume(accountId, endpoint, month.id, limit, day);
  const allowance = { limit, used, resetsAt: month.endsAt };
  if (admitted) return { ok: true, value: { refund: () => deps.usage.refund(accountId, endpoint, month.id, day) }, allowance };
  const detail = `The ${payer.account.plan} plan's ${limit} ${endpoint} calls this month are used; the quota resets at ${new Date(month.endsAt).toISOString()}.`;
  return { ok: false, failure: { code: 'quota_exceeded', detail, retryAfterSeconds: secondsUntil(month.endsAt, now) }, allowance };
}

/**
 * Gives back one call of `endpoint` counted earlier, in this month and day's counts (the count of a
 * job URL whose first run died with its process, when its run now fails: keyed work counts only answers).
 */
export async function refundQuota(deps: QuotaDeps, payer: Payer, endpoint: Scope): Promise<void> {
  if (payer.env === 'test') return;
  const now = deps.clock.now();
  await deps.usage.refund(payer.account.id, endpoint, utcMonthWindow(now).id, utcDayWindow(now).id);
}
