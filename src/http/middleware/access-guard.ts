import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountStore, Scope, UsageStore } from '../../store/account-ports.js';
import type { CounterStore } from '../../store/ports.js';
import { verifyApiKey } from '../../keys/verify-key.js';
import { quotaFor, type PlanQuotas } from '../../plans/plans.js';
import { utcMonthWindow, type Clock } from '../../time/clock.js';
import { sendProblem } from '../problem.js';
import { keylessDailyLimit } from './keyless-limit.js';
import { readPresentedKey } from './presented-key.js';
import { setRateLimitHeaders, setRetryAfter } from './rate-limit-headers.js';
import type { Access } from './access.js';

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
    request.access = { kind: 'key', env: verified.key.env, account: verified.account, key: verified.key };
    return countAgainstQuota(request, reply, policy.endpoint, deps);
  };
}

async function countAgainstQuota(request: FastifyRequest, reply: FastifyReply, endpoint: Scope, deps: AccessDeps) {
  const access = request.access as Extract<Access, { kind: 'key' }>;
  const now = deps.clock.now();
  const month = utcMonthWindow(now);
  const limit = quotaFor(deps.plans, access.account.plan, endpoint);
  if (access.env === 'test') {
    const used = await deps.usage.peek(access.account.id, endpoint, month.id);
    setRateLimitHeaders(reply, { limit, remaining: limit - used, resetsAt: month.endsAt });
    return;
  }
  const { admitted, used } = await deps.usage.consume(access.account.id, endpoint, month.id, limit);
  setRateLimitHeaders(reply, { limit, remaining: limit - used, resetsAt: month.endsAt });
  if (admitted) return;
  setRetryAfter(reply, month.endsAt, now);
  return sendProblem(reply, {
    code: 'quota_exceeded',
    detail: `The ${access.account.plan} plan's ${limit} ${endpoint} calls for ${month.id} are used; the quota resets at ${new Date(month.endsAt).toISOString()}.`,
  });
}
