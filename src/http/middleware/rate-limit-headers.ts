import type { FastifyReply } from 'fastify';

export interface LimitState {
  readonly limit: number;
  readonly remaining: number;
  /** Unix ms when the window resets. */
  readonly resetsAt: number;
}

/** X-RateLimit-* as CONTRACT §4: Reset in Unix seconds. */
export function setRateLimitHeaders(reply: FastifyReply, state: LimitState): void {
  reply.header('X-RateLimit-Limit', String(state.limit));
  reply.header('X-RateLimit-Remaining', String(Math.max(0, state.remaining)));
  reply.header('X-RateLimit-Reset', String(Math.floor(state.resetsAt / 1000)));
}

export function setRetryAfter(reply: FastifyReply, resetsAt: number, now: number): void {
  reply.header('Retry-After', String(Math.max(1, Math.ceil((resetsAt - now) / 1000))));
}
