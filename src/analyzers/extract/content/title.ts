import type { Element } from 'domhandler';
import type { Page } from '../../../page/index.js';
import { ELEMENT_TEXT_LIMIT, textOf } from '../../../page/index.js';

/** Tells whether an element's text is the page's title (which the content leaves out). */
export type TitleMatcher = (el: Element) => boolean;

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-cased words joined by single spaces, with a space at both ends for whole-word search. */
function normalize(text: string): string {
  const words = text.toLowerCase().match(WORD);
  return words === null ? '' : ` ${words.join(' ')} `;
}

function titles(page: Page): string[] {
  const found = [page.title, page.openGraph['title'], page.twitter['title'], ...page.jsonLd.map((n) => n['headline'])];
  return [...new Set(found.filter((t): t is string => typeof t === 'string').map(normalize))].filter((t) => t.length > 2);
}

/**
 * Matches an element whose text is one of the page's titles (`<title>`, og:title,
 * twitter:title, JSON-LD headline) or a whole-word part of one that is at least half
 * of it (a `<title>` often adds the site's name: "Headline | Site").
 */
export function titleMatcher(page: Page): TitleMatcher {
  const known = titles(page);
  return (el) => {
    if (known.length === 0) return false;
    const text = normalize(textOf(el, ELEMENT_TEXT_LIMIT));
    if (text.length <= 2) return false;
    return known.some((title) => title === text || (title.includes(text) && 2 * text.length >= title.length));
  };
}
