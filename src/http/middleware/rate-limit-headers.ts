import type { FastifyReply } from 'fastify';
import { secondsUntil, type Allowance } from '../../access/allowance.js';

/** X-RateLimit-*, Reset in Unix seconds (docs/reference/access.md#rate-limit-headers). */
export function setRateLimitHeaders(reply: FastifyReply, allowance: Allowance): void {
  reply.header('X-RateLimit-Limit', String(allowance.limit));
  reply.header('X-RateLimit-Remaining', String(Math.max(0, allowance.limit - allowance.used)));
  reply.header('X-RateLimit-Reset', String(Math.floor(allowance.resetsAt / 1000)));
}

export function setRetryAfter(reply: FastifyReply, resetsAt: number, now: number): void {
  reply.header('Retry-After', String(secondsUntil(resetsAt, now)));
}
