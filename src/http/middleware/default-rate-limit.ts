import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CounterStore } from '../../store/ports.js';
import { utcDayWindow, type Clock } from '../../time/clock.js';
import { keylessCounterKey } from './keyless-limit.js';
import { setRateLimitHeaders } from './rate-limit-headers.js';

export interface DefaultRateLimitOptions {
  readonly counters: CounterStore;
  readonly clock: Clock;
  /** The keyless /preview allowance per IP per UTC day. */
  readonly perDay: number;
}

/**
 * SPEC §5.9: every response carries X-RateLimit-*. A metered endpoint has set them already
 * (the key's quota, or the keyless limit it enforced). Anything else — /healthz, /, the docs,
 * /fixtures, image links, 401/404 answers — describes the caller's general allowance: the
 * keyless /preview calls its IP has left today, read without counting anything.
 */
export function defaultRateLimitHeaders(options: DefaultRateLimitOptions) {
  // A callback hook: a metered answer (headers set already) costs no promise.
  return function addDefaultRateLimit(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void {
    if (reply.hasHeader('X-RateLimit-Limit')) return done(null, payload);
    const day = utcDayWindow(options.clock.now());
    options.counters.peek(keylessCounterKey('preview', request.ip), day.id).catch(() => 0).then((used) => {
      setRateLimitHeaders(reply, { limit: options.perDay, remaining: options.perDay - used, resetsAt: day.endsAt });
      done(null, payload);
    });
  };
}
