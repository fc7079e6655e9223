import { createHash } from 'node:crypto';
import type { CounterStore } from '../store/ports.js';
import type { Clock } from '../time/clock.js';

/** 10 failed logins per email or per IP in a 15-minute window (fixed windows in the CounterStore, so shared via Redis). */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const keyOf = (kind: string, value: string) => `login:${kind}:${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;

export function createLoginThrottle(counters: CounterStore, clock: Clock) {
  const window = () => {
    const start = Math.floor(clock.now() / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS;
    return { id: String(start), endsAt: start + LOGIN_WINDOW_MS };
  };
  return {
    /** Unix ms when the caller may try again, or undefined when not throttled. */
    async blockedUntil(email: string, ip: string): Promise<number | undefined> {
      const w = window();
      const counts = await Promise.all([counters.peek(keyOf('email', email), w.id), counters.peek(keyOf('ip', ip), w.id)]);
      return counts.some((c) => c >= LOGIN_FAILURE_LIMIT) ? w.endsAt : undefined;
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      const w = window();
      await Promise.all([
        counters.consume(keyOf('email', email), w.id, LOGIN_FAILURE_LIMIT, w.endsAt),
        counters.consume(keyOf('ip', ip), w.id, LOGIN_FAILURE_LIMIT, w.endsAt),
      ]);
    },
  };
}
