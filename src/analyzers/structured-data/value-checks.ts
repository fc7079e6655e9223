import type { JsonValue } from './terms.js';
import { isItem } from './terms.js';

type ScalarKind = 'text' | 'url' | 'image' | 'date' | 'duration' | 'price' | 'currency' | 'number';

/** ISO 8601 date, or date and time with an optional offset (Google's date properties). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** ISO 8601 duration (PT1H30M, P1D). */
const ISO_DURATION = /^P(?=\d|T\d)(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$/;
/** A price as schema.org asks: digits with "." as the decimal point, no currency sign nor thousands separator. */
const PRICE = /^\d+(?:\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

function isDate(text: string): boolean {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return false;
  const [, , month, day, hour, minute] = match;
  return Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31
    && (hour === undefined || (Number(hour) <= 23 && Number(minute) <= 59));
}

function isUrl(text: string, baseUrl: URL): boolean {
  if (/\s/.test(text.trim())) return false;
  try {
    const url = new URL(text.trim(), baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An image is a URL or an ImageObject with one. */
function imageUrl(value: JsonValue): JsonValue | undefined {
  if (!isItem(value)) return value;
  return value['url'] ?? value['contentUrl'] ?? value['@id'];
}

/** What is wrong with a value of this kind ("Invalid date"…), or `undefined` when it is fine. */
export function valueProblem(value: JsonValue, kind: ScalarKind, baseUrl: URL): string | undefined {
  const raw = kind === 'image' ? imageUrl(value) : value;
  if (kind === 'text') return typeof raw === 'string' || typeof raw === 'number' || isItem(raw) ? undefined : 'Invalid text';
  if (kind === 'price' || kind === 'number') {
    if (typeof raw === 'number') return Number.isFinite(raw) && (kind === 'number' || raw >= 0) ? undefined : `Invalid ${kind}`;
    return typeof raw === 'string' && (kind === 'price' ? PRICE : NUMBER).test(raw.trim()) ? undefined : `Invalid ${kind} (a number such as 149.00 expected)`;
  }
  if (typeof raw !== 'string') return `Invalid ${kind === 'image' ? 'image URL' : kind}`;
  switch (kind) {
    case 'url':
    case 'image': return isUrl(raw, baseUrl) ? undefined : `Invalid ${kind === 'image' ? 'image URL' : 'URL'}`;
    case 'date': return isDate(raw) ? undefined : 'Invalid date (ISO 8601 expected, e.g. 2026-05-14 or 2026-05-14T19:30+02:00)';
    case 'duration': return ISO_DURATION.test(raw.trim()) ? undefined : 'Invalid duration (ISO 8601 expected, e.g. PT30M)';
    case 'currency': return CURRENCY.test(raw.trim()) ? undefined : 'Invalid currency (an ISO 4217 code such as EUR expected)';
  }
}

/** A value as quoted in a message: JSON, cut at 60 characters. */
export function describeValue(value: JsonValue): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
}
