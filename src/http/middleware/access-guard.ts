import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessDeps } from '../../access/access-deps.js';
import type { Metered } from '../../access/allowance.js';
import { KEYLESS } from '../../access/caller.js';
import { checkScope, identifyCaller } from '../../access/identify-caller.js';
import { consumeKeylessCall } from '../../access/keyless-allowance.js';
import { consumeQuota } from '../../access/quota.js';
import type { Scope } from '../../domain/operations.js';
import { sendProblem } from '../problem.js';
import { readPresentedKey } from './presented-key.js';
import { setRateLimitHeaders } from './rate-limit-headers.js';

export type { AccessDeps } from '../../access/access-deps.js';

export interface AccessPolicy {
  readonly endpoint: Scope;
  /** Calls per IP per UTC day without a key; absent: a key is required. */
  readonly keylessPerDay?: number;
  /** 'per-item': the handler meters each item against its own quota (POST /batch). Default 'per-call'. */
  readonly metering?: 'per-call' | 'per-item';
}

/** X-RateLimit-* from the count; an admitted call keeps its charge for refund-unbilled.ts. */
function answerMetered(request: FastifyRequest, reply: FastifyReply, metered: Metered) {
  setRateLimitHeaders(reply, metered.allowance);
  if (!metered.ok) return sendProblem(reply, metered.failure);
  request.charge = metered.value;
  return undefined;
}

/**
 * The HTTP face of src/access for one endpoint: reads the presented key, and answers the
 * outcome — 401 for a malformed header or a key src/access refuses, 403 without the scope, 429
 * past the quota or keyless limit. Sets `request.access` and the X-RateLimit-* headers.
 */
export function accessGuard(policy: AccessPolicy, deps: AccessDeps) {
  const keyless = policy.keylessPerDay === undefined ? undefined : { endpoint: policy.endpoint, perDay: policy.keylessPerDay };

  return async function guardAccess(request: FastifyRequest, reply: FastifyReply) {
    const presented = readPresentedKey(request.headers);
    if (presented.kind === 'malformed') return sendProblem(reply, { code: 'unauthorized', detail: presented.detail });
    if (presented.kind === 'none') {
      if (!keyless) {
        return sendProblem(reply, { code: 'unauthorized', detail: `An API key is required for /${policy.endpoint}: send "Authorization: Bearer <key>" or "X-API-Key: <key>".` });
      }
      request.access = KEYLESS;
      return answerMetered(request, reply, await consumeKeylessCall(deps, keyless, request.ip));
    }
    const identified = await identifyCaller(deps.accounts, presented.key);
    const caller = identified.ok ? checkScope(identified.value, policy.endpoint) : identified;
    if (!caller.ok) return sendProblem(reply, caller.failure);
    request.access = caller.value;
    if (policy.metering === 'per-item') return undefined;
    return answerMetered(request, reply, await consumeQuota(deps, caller.value, policy.endpoint));
  };
}
