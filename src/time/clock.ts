/** The one source of "now" in the service; tests inject a fixed or stepping clock. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

const DAY_MS = 86_400_000;

/** Start of the UTC day containing `ms`, as a YYYY-MM-DD window id and bounds. */
export function utcDayWindow(ms: number): { id: string; startsAt: number; endsAt: number } {
  const startsAt = Math.floor(ms / DAY_MS) * DAY_MS;
  return { id: new Date(startsAt).toISOString().slice(0, 10), startsAt, endsAt: startsAt + DAY_MS };
}

/** The calendar month (UTC) containing `ms`, as a YYYY-MM window id and bounds. */
export function utcMonthWindow(ms: number): { id: string; startsAt: number; endsAt: number } {
  const d = new Date(ms);
  const startsAt = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const endsAt = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return { id: new Date(startsAt).toISOString().slice(0, 7), startsAt, endsAt };
}
