import type { Element } from 'domhandler';
import { ELEMENT_TEXT_LIMIT, resolveUrl, textOf } from '../../page/index.js';

/** Elements whose microdata value is a URL, and the attribute holding it (WHATWG HTML §5.2.4). */
const URL_ATTRIBUTE: Readonly<Record<string, string>> = {
  a: 'href', area: 'href', link: 'href',
  audio: 'src', embed: 'src', iframe: 'src', img: 'src', source: 'src', track: 'src', video: 'src',
  object: 'data',
};

/** `raw` resolved against the page (as it is when it does not resolve). */
export function absolute(raw: string, baseUrl: URL): string {
  return resolveUrl(raw.trim(), baseUrl) ?? raw.trim();
}

/**
 * The value an `itemprop` (microdata) or `property` (RDFa) element gives: a `content`
 * attribute first (schema.org's usage, on any element), then the URL of a link or media
 * element (resolved against the page), `value` of `<data>`/`<meter>`, `datetime` of `<time>`,
 * else the element's text. `rdfa` also reads `resource` and `href`/`src` on any element.
 */
export function elementValue(el: Element, baseUrl: URL, rdfa = false): string {
  const { attribs } = el;
  const content = attribs['content'];
  if (content !== undefined) return content.trim();
  if (rdfa) {
    const iri = attribs['resource'] ?? attribs['href'] ?? attribs['src'];
    if (iri !== undefined) return absolute(iri, baseUrl);
  }
  const urlAttribute = URL_ATTRIBUTE[el.name];
  if (urlAttribute !== undefined) return absolute(attribs[urlAttribute] ?? '', baseUrl);
  if (el.name === 'data' || el.name === 'meter') return (attribs['value'] ?? '').trim();
  if (el.name === 'time' && attribs['datetime'] !== undefined) return attribs['datetime'].trim();
  return textOf(el, ELEMENT_TEXT_LIMIT);
}
