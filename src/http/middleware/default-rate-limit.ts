import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeylessDeps } from '../../access/keyless-allowance.js';
import { peekKeylessAllowance } from '../../access/keyless-allowance.js';
import { utcDayWindow } from '../../time/clock.js';
import { setRateLimitHeaders } from './rate-limit-headers.js';

export interface DefaultRateLimitOptions extends KeylessDeps {
  /** The keyless /preview allowance per IP per UTC day. */
  readonly perDay: number;
}

/**
 * Every response carries X-RateLimit-* (docs/reference/access.md#rate-limit-headers). A metered endpoint has set them already
 * (the key's quota, or the keyless limit it enforced). Anything else — /healthz, /, the docs,
 * /fixtures, image links, 401/404 answers — describes the caller's general allowance: the
 * keyless /preview calls its IP has left today, read without counting anything.
 */
export function defaultRateLimitHeaders(options: DefaultRateLimitOptions) {
  const preview = { endpoint: 'preview', perDay: options.perDay };
  // A callback hook: a metered answer (headers set already) costs no promise.
  return function addDefaultRateLimit(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void {
    if (reply.hasHeader('X-RateLimit-Limit')) return done(null, payload);
    // Headers only: an unreadable store shows the whole allowance rather than failing the answer.
    peekKeylessAllowance(options, preview, request.ip).catch(() => ({ limit: options.perDay, used: 0, resetsAt: utcDayWindow(options.clock.now()).endsAt })).then((allowance) => {
      setRateLimitHeaders(reply, allowance);
      done(null, payload);
    });
  };
}
