import { collapseWhitespace, resolveHttpUrl } from '../../page/index.js';
import type { Page } from '../../page/index.js';
import type { Accept } from './first-valid.js';

/** Longest URL a preview hands out; longer ones are treated as garbage, not cut. */
export const MAX_URL_CHARS = 4096;
/** A cut that would lose more than this share of the limit is made mid-word instead. */
const MIN_WORD_CUT_SHARE = 0.6;

/**
 * Shortens `text` to at most `maxChars` characters, ending at a word boundary
 * with "…" where one falls late enough (text without spaces, e.g. Japanese, is cut hard).
 */
export function truncateAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  let cut = text.slice(0, maxChars - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1); // never split a surrogate pair
  const endsAtWord = /\s/.test(text.charAt(cut.length));
  const space = cut.lastIndexOf(' ');
  if (!endsAtWord && space >= maxChars * MIN_WORD_CUT_SHARE) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** Accepts non-empty text: whitespace collapsed, capped at `maxChars`. */
export function acceptText(maxChars: number): Accept {
  return (raw) => {
    const text = collapseWhitespace(raw);
    return text === '' ? undefined : truncateAtWord(text, maxChars);
  };
}

/** Accepts a URL resolvable against the page's base URL to absolute http(s). */
export const acceptHttpUrl: Accept = (raw: string, page: Page) => {
  const url = resolveHttpUrl(raw, page.baseUrl);
  return url !== undefined && url.length <= MAX_URL_CHARS ? url : undefined;
};
