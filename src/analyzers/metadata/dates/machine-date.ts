import { calendarDate, normalizeOffset, withTime, type PageDate } from './calendar.js';
import { monthOf } from './month-names.js';
import { firstTextDate, type NumericOrderSource } from './text-dates.js';

/** Optional time of day and offset after a date: `T10:30`, ` 10:30:00.123`, `+01:00`, `Z`, ` GMT`. */
const TIME = '(?:[T\\s]+(\\d{1,2}):(\\d{2})(?::(\\d{1,2})(?:[.,]\\d+)?)?\\s*(Z|UTC|GMT|[+-]\\d{2}(?::?\\d{2})?)?)?';
const ISO = new RegExp(`^(\\d{4})-(\\d{1,2})-(\\d{1,2})${TIME}`, 'i');
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:T?(\d{2})(\d{2})(\d{2})?(Z|[+-]\d{2}:?\d{2})?)?$/i;
/** `06-08-2009T14:12:32+0200`: day first with dashes, as some blog themes write their `title`s. */
const DAY_FIRST = new RegExp(`^(\\d{1,2})[-.](\\d{1,2})[-.](\\d{4})${TIME}`, 'i');
/** RFC 2822 and JavaScript's Date#toString: `Sun, 11 Oct 2020 07:34:36 GMT`, `Mon Jan 13 13:37:49 UTC 2020`. */
const RFC_2822 = /^(?:[a-z]{3},?\s+)?(\d{1,2})\s+([a-z]{3,})\.?\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(Z|UTC|GMT|[+-]\d{4})?/i;
const DATE_TO_STRING = /^[a-z]{3}\s+([a-z]{3})\s+(\d{1,2})\s+(\d{1,2}):(\d{2}):(\d{2})\s+(?:(UTC|GMT|[+-]\d{4})\s+)?(\d{4})/i;

function timed(date: PageDate | undefined, h?: string, m?: string, s?: string, offset?: string): PageDate | undefined {
  if (date === undefined || h === undefined || m === undefined || offset === undefined) return date;
  const normalized = normalizeOffset(offset);
  return normalized === undefined ? date : withTime(date, Number(h), Number(m), Number(s ?? '0'), normalized);
}

/**
 * A date from a machine-readable value (a meta tag's content, a JSON-LD property, a `datetime` or
 * `title` attribute): ISO 8601 (a date-time keeps its offset; one without an offset gives its day
 * only), `YYYYMMDD`, day-first `DD-MM-YYYY`, RFC 2822, Date#toString, else the first date
 * written out in it (`23. Juli 2017`, `03/14/2021` read in `numericOrder`).
 */
export function parseMachineDate(raw: string, numericOrder: NumericOrderSource): PageDate | undefined {
  const text = raw.trim();
  if (text === '' || text.length > 200) return undefined;
  let m = ISO.exec(text);
  if (m) return timed(calendarDate(Number(m[1]), Number(m[2]), Number(m[3])), m[4], m[5], m[6], m[7]);
  m = COMPACT.exec(text);
  if (m) return timed(calendarDate(Number(m[1]), Number(m[2]), Number(m[3])), m[4], m[5], m[6], m[7]);
  m = DAY_FIRST.exec(text);
  if (m && !text.includes('/')) return timed(calendarDate(Number(m[3]), Number(m[2]), Number(m[1])), m[4], m[5], m[6], m[7]);
  m = RFC_2822.exec(text);
  if (m) return timed(calendarDate(Number(m[3]), monthOf(m[2]!) ?? 0, Number(m[1])), m[4], m[5], m[6], m[7]);
  m = DATE_TO_STRING.exec(text);
  if (m) return timed(calendarDate(Number(m[7]), monthOf(m[1]!) ?? 0, Number(m[2])), m[3], m[4], m[5], m[6]);
  return firstTextDate(text, numericOrder);
}
