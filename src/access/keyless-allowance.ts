import type { CounterStore } from '../store/ports.js';
import { utcDayWindow, type Clock } from '../time/clock.js';
import { secondsUntil, type Allowance, type Metered } from './allowance.js';

export interface KeylessDeps {
  readonly counters: CounterStore;
  readonly clock: Clock;
}

/** An endpoint's keyless allowance: calls per client IP per UTC day (docs/reference/access.md#keyless-calls). */
export interface KeylessLimit {
  readonly endpoint: string;
  readonly perDay: number;
}

/** The counter of an IP's keyless calls of `endpoint`. */
export function keylessCounterKey(endpoint: string, ip: string): string {
  return `keyless:${endpoint}:${ip}`;
}

/**
 * Counts one keyless call from `ip`, atomically in the store so the limit holds across restarts
 * and processes; refused with rate_limit_exceeded once the day's allowance is used.
 */
export async function consumeKeylessCall(deps: KeylessDeps, limit: KeylessLimit, ip: string): Promise<Metered> {
  const now = deps.clock.now();
  const day = utcDayWindow(now);
  const key = keylessCounterKey(limit.endpoint, ip);
  const { admitted, count } = await deps.counters.consume(key, day.id, limit.perDay, day.endsAt);
  const allowance = { limit: limit.perDay, used: count, resetsAt: day.endsAt };
  if (admitted) return { ok: true, value: { refund: () => deps.counters.refund(key, day.id) }, allowance };
  const detail = `The keyless limit of ${limit.perDay} ${limit.endpoint} calls per IP per day is reached; it resets at ${new Date(day.endsAt).toISOString()}. Send an API key to use your plan's quota.`;
  return { ok: false, failure: { code: 'rate_limit_exceeded', detail, retryAfterSeconds: secondsUntil(day.endsAt, now) }, allowance };
}

/** What is left of `ip`'s keyless allowance today, counting nothing. */
export async function peekKeylessAllowance(deps: KeylessDeps, limit: KeylessLimit, ip: string): Promise<Allowance> {
  const day = utcDayWindow(deps.clock.now());
  const used = await deps.counters.peek(keylessCounterKey(limit.endpoint, ip), day.id);
  return { limit: limit.perDay, used, resetsAt: day.endsAt };
}
