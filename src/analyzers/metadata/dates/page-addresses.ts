import type { Page } from '../../../page/index.js';
import { urlPathDate } from './url-date.js';

/**
 * The page's own address as other parts of it name it, for the day in its path: its share links,
 * its other versions, where it sends its reader. Each gives the addresses in document order.
 */

/**
 * A link's query parameter holding an address (`sharer.php?u=https%3A%2F%2F…`, `share?url=https://…`,
 * `intent/tweet?url=…`), as written in the HTML: read from the markup rather than from the page's
 * parsed links, which a page of thousands of links makes costly to build.
 */
const SHARED_ADDRESS = /\bhref\s*=\s*["']?[^"'\s>]*?[?&](?:amp;)?(?:u|url)=(https?(?::|%3a)[^"'\s>&]+)/gi;
/** How much of the page the share-link search reads. */
const SHARED_SEARCH_CHARS = 2_000_000;

/** The page's address as its share links pass it on. */
export function sharedAddresses(page: Page): string[] {
  const html = page.html.length > SHARED_SEARCH_CHARS ? page.html.slice(0, SHARED_SEARCH_CHARS) : page.html;
  const shared: string[] = [];
  SHARED_ADDRESS.lastIndex = 0;
  for (let m = SHARED_ADDRESS.exec(html); m !== null; m = SHARED_ADDRESS.exec(html)) {
    try {
      shared.push(decodeURIComponent(m[1]!));
    } catch {
      // a malformed escape: not an address
    }
  }
  return shared;
}

/** The page's other versions: its AMP page, its short link, its translations (`rel=alternate hreflang`). */
export function alternateAddresses(page: Page): string[] {
  return page.linkTags
    .filter((tag) => tag.rel.some((rel) => rel === 'amphtml' || rel === 'shortlink' || (rel === 'alternate' && tag.hreflang !== undefined)))
    .map((tag) => tag.href);
}

/** `location.href = "…"`, `location = "…"`, `location.replace("…")` in a script. */
const SCRIPT_REDIRECT = /\blocation(?:\.href)?\s*=\s*["']([^"'\s]{8,500})["']|\blocation\.replace\(\s*["']([^"'\s]{8,500})["']/g;
/** How much of the page the redirect search reads: a page that sends its reader on is short. */
const REDIRECT_SEARCH_CHARS = 200_000;

/** Where the page sends its reader: `<meta http-equiv=refresh content="0; url=…">`, or a script setting `location`. */
export function redirectAddresses(page: Page): string[] {
  const targets: string[] = [];
  const refresh = page.metaTags.find((tag) => tag.httpEquiv?.toLowerCase() === 'refresh')?.content;
  const refreshUrl = refresh === undefined ? undefined : /url\s*=\s*['"]?([^'"\s]+)/i.exec(refresh)?.[1];
  if (refreshUrl !== undefined) targets.push(refreshUrl);
  const html = page.html.length > REDIRECT_SEARCH_CHARS ? page.html.slice(0, REDIRECT_SEARCH_CHARS) : page.html;
  SCRIPT_REDIRECT.lastIndex = 0;
  for (let m = SCRIPT_REDIRECT.exec(html); m !== null; m = SCRIPT_REDIRECT.exec(html)) targets.push(m[1] ?? m[2]!);
  return targets.flatMap((target) => {
    try {
      return [new URL(target, page.baseUrl).href];
    } catch {
      return [];
    }
  });
}

/** The days the paths of `addresses` name, in order. */
export function addressDays(addresses: readonly string[]): string[] {
  return addresses.map(urlPathDate).filter((day): day is string => day !== undefined);
}
