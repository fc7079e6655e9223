import type { Element } from 'domhandler';
import type { MetaTag } from './types.js';

function attr(el: Element, name: string): string | undefined {
  return el.attribs[name]?.trim();
}

/** Every `<meta>` as a {@link MetaTag}; only attributes present are set. */
export function collectMetaTags(metas: readonly Element[]): MetaTag[] {
  return metas.map((el) => {
    const tag: {
      name?: string; property?: string; httpEquiv?: string;
      charset?: string; itemprop?: string; content: string;
    } = { content: attr(el, 'content') ?? '' };
    const name = attr(el, 'name');
    const property = attr(el, 'property');
    const httpEquiv = attr(el, 'http-equiv');
    const charset = attr(el, 'charset');
    const itemprop = attr(el, 'itemprop');
    if (name !== undefined) tag.name = name;
    if (property !== undefined) tag.property = property;
    if (httpEquiv !== undefined) tag.httpEquiv = httpEquiv;
    if (charset !== undefined) tag.charset = charset;
    if (itemprop !== undefined) tag.itemprop = itemprop;
    return tag;
  });
}

/** Lower-cased `name` and `property` keys → first non-empty content. */
export function indexMetaContent(tags: readonly MetaTag[]): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const tag of tags) {
    if (tag.content === '') continue;
    for (const key of [tag.name, tag.property]) {
      if (key === undefined || key === '') continue;
      const lower = key.toLowerCase();
      if (!map.has(lower)) map.set(lower, tag.content);
    }
  }
  return map;
}

/**
 * Meta content whose lower-cased key starts with `prefix` ("og:", "twitter:"),
 * first value per key. Sites put Open Graph keys in `name` and Twitter keys in
 * `property` often enough that both attributes are read.
 */
export function metaWithPrefix(
  content: ReadonlyMap<string, string>,
  prefix: string,
): Readonly<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const [key, value] of content) {
    if (key.startsWith(prefix) && key.length > prefix.length) result[key] = value;
  }
  return result;
}
