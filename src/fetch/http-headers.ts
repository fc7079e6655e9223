import type { IncomingHttpHeaders } from 'node:http';
import type { ExpectedContent } from './content-type.js';

export const DEFAULT_USER_AGENT = 'Pagelens/0.1 (+https://github.com/pagelens/pagelens)';

const ACCEPT: Readonly<Record<ExpectedContent, string>> = {
  html: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  page: 'text/html,application/xhtml+xml;q=0.9,application/pdf;q=0.8,*/*;q=0.5',
  text: 'text/plain,text/*;q=0.9,application/xml;q=0.9,*/*;q=0.5',
  image: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8',
};

/** Headers a caller may not set: they belong to the connection or to body decoding. */
const RESERVED = new Set([
  'host',
  'accept-encoding',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'te',
  'upgrade',
  'proxy-connection',
]);

export function buildRequestHeaders(
  expect: ExpectedContent,
  userAgent: string,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    accept: ACCEPT[expect],
    'accept-language': 'en;q=0.9,*;q=0.5',
    'user-agent': userAgent,
  };
  for (const [name, value] of Object.entries(extra)) {
    const key = name.toLowerCase();
    if (!RESERVED.has(key)) headers[key] = value;
  }
  // The fetcher decompresses itself so it can count decoded bytes (see read-body.ts).
  headers['accept-encoding'] = 'gzip, deflate, br';
  return headers;
}

export interface FlatHeaders {
  /** Lower-case names; repeated fields joined with ", " (set-cookie too, as fetch's Headers.get does). */
  readonly headers: Record<string, string>;
  readonly setCookies: string[];
}

export function flattenHeaders(raw: IncomingHttpHeaders): FlatHeaders {
  const headers: Record<string, string> = {};
  const setCookies: string[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const values = Array.isArray(value) ? value : [value];
    if (key === 'set-cookie') setCookies.push(...values);
    headers[key] = headers[key] === undefined ? values.join(', ') : [headers[key], ...values].join(', ');
  }
  return { headers, setCookies };
}

/** One value of a possibly repeated header; the last one wins (as for Location). */
export function lastValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}
