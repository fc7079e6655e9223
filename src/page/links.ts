import type { Element } from 'domhandler';
import { findDescendant } from './find-descendant.js';
import { ELEMENT_TEXT_LIMIT, collapseWhitespace, textOf } from './text.js';
import type { PageLink } from './types.js';
import { createLinkClassifier, parseLinkUrl } from './url.js';

/** Lower-cased, de-duplicated tokens of a space-separated attribute such as `rel`. */
export function relTokens(value: string | undefined): string[] {
  if (value === undefined) return [];
  return [...new Set(value.toLowerCase().split(/\s+/).filter((t) => t !== ''))];
}

/** Text a reader or crawler would take for the link when it has no text of its own. */
function fallbackText(el: Element): string {
  for (const name of ['aria-label', 'title']) {
    const value = collapseWhitespace(el.attribs[name] ?? '');
    if (value !== '') return value;
  }
  const img = findDescendant(el, (e) => e.name === 'img' && e.attribs['alt'] !== undefined, ELEMENT_TEXT_LIMIT);
  return collapseWhitespace(img?.attribs['alt'] ?? '');
}

/**
 * Every `<a href>` whose target resolves (against `baseUrl`) to http(s), mailto: or
 * tel:. A raw `#…` href is an `anchor` even when a `<base>` points elsewhere:
 * the author meant this page.
 */
export function collectLinks(anchors: readonly Element[], baseUrl: URL, pageUrl: URL): PageLink[] {
  const classify = createLinkClassifier(pageUrl);
  const links: PageLink[] = [];
  for (const el of anchors) {
    const raw = el.attribs['href'] ?? '';
    const url = parseLinkUrl(raw, baseUrl);
    if (url === undefined) continue;
    const type = raw.trim().startsWith('#') ? 'anchor' : classify(url);
    const text = textOf(el, ELEMENT_TEXT_LIMIT) || fallbackText(el);
    links.push({ href: url.href, text, type, rel: relTokens(el.attribs['rel']) });
  }
  return links;
}
