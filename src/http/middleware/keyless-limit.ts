import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CounterStore } from '../../store/ports.js';
import { utcDayWindow, type Clock } from '../../time/clock.js';
import { sendProblem } from '../problem.js';
import { setRateLimitHeaders, setRetryAfter } from './rate-limit-headers.js';

export interface KeylessLimitOptions {
  readonly endpoint: string;
  readonly perDay: number;
  readonly counters: CounterStore;
  readonly clock: Clock;
}

/** The counter of an IP's keyless calls of `endpoint`. */
export function keylessCounterKey(endpoint: string, ip: string): string {
  return `keyless:${endpoint}:${ip}`;
}

/**
 * Keyless calls: N per client IP per UTC day (SPEC §8), counted atomically in the store so
 * the limit holds across restarts and processes. Every admitted call counts unless it fails for the service's own reasons (plans/billing.ts).
 */
export function keylessDailyLimit(options: KeylessLimitOptions) {
  return async function enforceKeylessLimit(request: FastifyRequest, reply: FastifyReply) {
    const now = options.clock.now();
    const day = utcDayWindow(now);
    const key = keylessCounterKey(options.endpoint, request.ip);
    const { admitted, count } = await options.counters.consume(key, day.id, options.perDay, day.endsAt);
    setRateLimitHeaders(reply, { limit: options.perDay, remaining: options.perDay - count, resetsAt: day.endsAt });
    if (admitted) {
      request.charge = { refund: () => options.counters.refund(key, day.id) };
      return;
    }
    setRetryAfter(reply, day.endsAt, now);
    return sendProblem(reply, {
      code: 'rate_limit_exceeded',
      detail: `The keyless limit of ${options.perDay} ${options.endpoint} calls per IP per day is reached; it resets at ${new Date(day.endsAt).toISOString()}. Send an API key to use your plan's quota.`,
    });
  };
}
