/**
 * A date as a page states it: the day, and the time with its offset only when the page gives
 * both. No clock and no time zone database: a date-time is written back in the page's own offset.
 */
export interface PageDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** `HH:MM:SS` and the offset (`Z` or `±HH:MM`), only when the page gave a time with an offset. */
  readonly time?: { readonly clock: string; readonly offset: string };
}

/** The earliest day a publication or modification date may name: the web before it had few dated pages. */
export const EARLIEST_DAY = '1995-01-01';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar date when year, month and day name a real day (years 1000–9999), else `undefined`. */
export function calendarDate(year: number, month: number, day: number): PageDate | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return undefined;
  return day <= daysInMonth(year, month) ? { year, month, day } : undefined;
}

/**
 * An offset as `Z` or `±HH:MM` from `Z`, `UTC`, `GMT`, `+01`, `+0100`, `+01:00`;
 * `undefined` when it is none of those or beyond ±14:00.
 */
export function normalizeOffset(raw: string): string | undefined {
  const text = raw.trim().toUpperCase();
  if (text === 'Z' || text === 'UTC' || text === 'GMT') return 'Z';
  const match = /^(?:UTC|GMT)?([+-])(\d{1,2}):?(\d{2})?$/.exec(text);
  if (!match) return undefined;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? '0');
  if (hours > 14 || minutes > 59) return undefined;
  return `${match[1]}${pad(hours)}:${pad(minutes)}`;
}

/** `date` with a time of day and an offset, or `date` itself when the time is not a valid clock time. */
export function withTime(date: PageDate, hours: number, minutes: number, seconds: number, offset: string): PageDate {
  if (hours > 23 || minutes > 59 || seconds > 59) return date;
  return { ...date, time: { clock: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`, offset } };
}

/** `YYYY-MM-DD`. */
export function dayOf(date: PageDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** ISO 8601: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM:SS` with the page's offset when it gave one. */
export function formatPageDate(date: PageDate): string {
  return date.time === undefined ? dayOf(date) : `${dayOf(date)}T${date.time.clock}${date.time.offset}`;
}

/** Days from `a` to `b` (positive when `b` is later), by calendar day. */
export function daysBetween(a: string, b: string): number {
  return (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
}
