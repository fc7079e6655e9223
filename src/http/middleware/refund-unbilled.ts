import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../errors.js';
import { isBilled, type Charge } from '../../plans/billing.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The quota or keyless allowance this call was counted against, set by the access guard. */
    charge: Charge | null;
    /** The code of the problem the call answered with, set by sendProblem. */
    failureCode: ErrorCode | null;
  }
}

/**
 * onSend: a counted call that is not billed (plans/billing.ts: a keyed call that failed, a call
 * refused before anything was fetched) is given back before the answer leaves, so the caller's
 * next call already sees it, and X-RateLimit-Remaining says so.
 */
export function refundUnbilledFailure(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void {
  const { charge, failureCode } = request;
  // A callback hook: the usual answer (nothing to give back) costs no promise.
  if (!charge || !failureCode || isBilled(failureCode, request.access?.kind === 'keyless' ? 'keyless' : 'key')) return done(null, payload);
  request.charge = null;
  charge.refund().then(
    () => {
      const remaining = Number(reply.getHeader('X-RateLimit-Remaining'));
      const limit = Number(reply.getHeader('X-RateLimit-Limit'));
      if (Number.isFinite(remaining) && Number.isFinite(limit)) reply.header('X-RateLimit-Remaining', String(Math.min(limit, remaining + 1)));
      done(null, payload);
    },
    (err: unknown) => {
      request.log.error({ err }, 'quota refund failed');
      done(null, payload);
    },
  );
}
