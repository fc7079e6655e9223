import { collapseWhitespace } from '../../../page/index.js';
import type { Page } from '../../../page/index.js';
import { Region } from './regions.js';

/** A heading the scan read (h1–h3), where its text starts, and its region flags. */
export interface Heading {
  readonly level: number;
  readonly start: number;
  readonly text: string;
  readonly flags: number;
}

/** The words of a text, lower-cased, as a set. */
export function wordsOf(text: string): Set<string> {
  return new Set(collapseWhitespace(text).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== ''));
}

/** How well a heading matches the page's title: the words they share, over the words of the longer one. */
export function titleMatch(heading: ReadonlySet<string>, titles: readonly ReadonlySet<string>[]): number {
  return Math.max(0, ...titles.map((title) => {
    let shared = 0;
    for (const word of heading) if (title.has(word)) shared += 1;
    return shared / Math.max(heading.size, title.size, 1);
  }));
}

/** A heading sharing at least this share of words with the `<title>` (or og:title) is the page's title. */
const MIN_TITLE_MATCH = 0.3;

/**
 * The page's title among its headings: the `<h1>` that best matches the `<title>` or og:title
 * (else such an `<h2>`, else an `<h3>`), else the first `<h1>` with words outside the site header.
 */
export function titleWords(page: Page): ReadonlySet<string>[] {
  return [page.title, page.openGraph['og:title']].filter((t): t is string => t !== undefined).map(wordsOf);
}

export function titleHeading(page: Page, headings: readonly Heading[]): { start: number; end: number } | undefined {
  const titles = titleWords(page);
  const named = headings.map((h) => ({ ...h, match: titleMatch(wordsOf(h.text), titles) })).filter((h) => h.text.length >= 3);
  const best = (level: number) => named.filter((h) => h.level === level && h.match >= MIN_TITLE_MATCH).sort((a, b) => b.match - a.match)[0];
  const h1s = named.filter((h) => h.level === 1 && (h.flags & Region.chrome) === 0);
  const chosen = best(1) ?? best(2) ?? best(3) ?? h1s.find((h) => (h.flags & Region.siteHeader) === 0) ?? h1s[0];
  return chosen === undefined ? undefined : { start: chosen.start, end: chosen.start + chosen.text.length + 2 };
}
