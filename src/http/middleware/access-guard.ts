import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountStore, Scope, UsageStore } from '../../store/account-ports.js';
import type { CounterStore } from '../../store/ports.js';
import { verifyApiKey } from '../../keys/verify-key.js';
import { quotaFor, type PlanQuotas } from '../../plans/plans.js';
import { utcDayWindow, utcMonthWindow, type Clock } from '../../time/clock.js';
import { sendProblem } from '../problem.js';
import { keylessDailyLimit } from './keyless-limit.js';
import { readPresentedKey } from './presented-key.js';
import { setRateLimitHeaders, setRetryAfter } from './rate-limit-headers.js';
import type { KeyAccess } from './access.js';
import { NOTHING_CHARGED, type Charge } from '../../plans/billing.js';

export interface AccessDeps {
  readonly accounts: AccountStore;
  readonly usage: UsageStore;
  readonly counters: CounterStore;
  readonly plans: PlanQuotas;
  readonly clock: Clock;
}

export interface AccessPolicy {
  readonly endpoint: Scope;
  /** Calls per IP per UTC day without a key; absent: a key is required. */
  readonly keylessPerDay?: number;
  /** 'per-item': the handler meters each item against its own quota (POST /batch). Default 'per-call'. */
  readonly metering?: 'per-call' | 'per-item';
}

export interface QuotaCount {
  readonly admitted: boolean;
  readonly limit: number;
  readonly used: number;
  /** Unix ms: the first moment of the next UTC month. */
  readonly resetsAt: number;
  /** Gives the counted call back (a failure of ours); a no-op when nothing was counted. */
  readonly charge: Charge;
}

/**
 * Counts one call of `endpoint` against the account's monthly quota (live keys); test keys
 * only read it. The one place quotas are counted, for single calls and batch items alike.
 */
export async function countQuota(deps: AccessDeps, access: KeyAccess, endpoint: Scope): Promise<QuotaCount> {
  const month = utcMonthWindow(deps.clock.now());
  const limit = quotaFor(deps.plans, access.account.plan, endpoint);
  if (access.env === 'test') {
    const used = await deps.usage.peek(access.account.id, endpoint, month.id);
    return { admitted: true, limit, used, resetsAt: month.endsAt, charge: NOTHING_CHARGED };
  }
  const day = utcDayWindow(deps.clock.now()).id;
  const { admitted, used } = await deps.usage.consume(access.account.id, endpoint, month.id, limit, day);
  const charge: Charge = admitted ? { refund: () => deps.usage.refund(access.account.id, endpoint, month.id, day) } : NOTHING_CHARGED;
  return { admitted, limit, used, resetsAt: month.endsAt, charge };
}

export function quotaExceeded(access: KeyAccess, endpoint: Scope, count: QuotaCount) {
  return {
    code: 'quota_exceeded' as const,
    detail: `The ${access.account.plan} plan's ${count.limit} ${endpoint} calls this month are used; the quota resets at ${new Date(count.resetsAt).toISOString()}.`,
  };
}

/**
 * Who is calling and whether they may, for one endpoint: a key that is sent must be valid
 * (401) and carry the endpoint's scope (403); live keys count against the account's monthly
 * quota (429 quota_exceeded); test keys count nothing; no key means the keyless daily limit
 * per IP, where the endpoint has one. Sets `request.access` and the X-RateLimit-* headers.
 */
export function accessGuard(policy: AccessPolicy, deps: AccessDeps) {
  const keyless = policy.keylessPerDay === undefined
    ? undefined
    : keylessDailyLimit({ endpoint: policy.endpoint, perDay: policy.keylessPerDay, counters: deps.counters, clock: deps.clock });

  return async function guardAccess(request: FastifyRequest, reply: FastifyReply) {
    const presented = readPresentedKey(request.headers);
    if (presented.kind === 'malformed') return sendProblem(reply, { code: 'unauthorized', detail: presented.detail });
    if (presented.kind === 'none') {
      if (keyless) {
        request.access = { kind: 'keyless' };
        return keyless(request, reply);
      }
      return sendProblem(reply, { code: 'unauthorized', detail: `An API key is required for /${policy.endpoint}: send "Authorization: Bearer <key>" or "X-API-Key: <key>".` });
    }
    const verified = await verifyApiKey(deps.accounts, presented.key);
    if (verified.kind === 'unknown') return sendProblem(reply, { code: 'unauthorized', detail: 'Unknown API key.' });
    if (verified.kind === 'revoked') {
      return sendProblem(reply, { code: 'unauthorized', detail: verified.rotated ? 'This API key was rotated; use its replacement.' : 'This API key was revoked.' });
    }
    if (!verified.scopes.includes(policy.endpoint)) {
      return sendProblem(reply, { code: 'forbidden', detail: `This key has no access to /${policy.endpoint}; ask the operator to grant it.` });
    }
    const access: KeyAccess = { kind: 'key', env: verified.key.env, account: verified.account, key: verified.key, scopes: verified.scopes };
    request.access = access;
    if (policy.metering === 'per-item') return;
    const count = await countQuota(deps, access, policy.endpoint);
    setRateLimitHeaders(reply, { limit: count.limit, remaining: count.limit - count.used, resetsAt: count.resetsAt });
    if (count.admitted) {
      request.charge = count.charge;
      return;
    }
    setRetryAfter(reply, count.resetsAt, deps.clock.now());
    return sendProblem(reply, quotaExceeded(access, policy.endpoint, count));
  };
}
