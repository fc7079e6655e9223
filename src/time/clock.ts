/** The one source of "now" in the service; tests inject a fixed or stepping clock. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

const DAY_MS = 86_400_000;

export interface TimeWindow {
  readonly id: string;
  readonly startsAt: number;
  readonly endsAt: number;
}

let lastDay: TimeWindow = { id: '', startsAt: 0, endsAt: 0 };

/** The UTC day containing `ms`, as a YYYY-MM-DD window id and bounds (memoised: asked per request). */
export function utcDayWindow(ms: number): TimeWindow {
  if (ms >= lastDay.startsAt && ms < lastDay.endsAt) return lastDay;
  const startsAt = Math.floor(ms / DAY_MS) * DAY_MS;
  lastDay = { id: new Date(startsAt).toISOString().slice(0, 10), startsAt, endsAt: startsAt + DAY_MS };
  return lastDay;
}

let lastMonth: TimeWindow = { id: '', startsAt: 0, endsAt: 0 };

/** The calendar month (UTC) containing `ms`, as a YYYY-MM window id and bounds (memoised: asked per keyed call). */
export function utcMonthWindow(ms: number): TimeWindow {
  if (ms >= lastMonth.startsAt && ms < lastMonth.endsAt) return lastMonth;
  const d = new Date(ms);
  const startsAt = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const endsAt = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  lastMonth = { id: new Date(startsAt).toISOString().slice(0, 7), startsAt, endsAt };
  return lastMonth;
}
