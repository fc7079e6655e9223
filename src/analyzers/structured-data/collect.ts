import { hasChildren, isTag } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { parseJsonLdScript, type Page } from '../../page/index.js';
import { jsonLdItems, jsonLdNodeItem } from './json-ld-items.js';
import { microdataItem, type MicrodataContext } from './microdata.js';
import { rdfaItem } from './rdfa.js';
import type { StructuredItem } from './terms.js';

/** At most this many items are read from one page (a real page has a handful). */
export const MAX_STRUCTURED_ITEMS = 200;
/** Elements the microdata items of one page may visit in all (a page's own items visit each element about once). */
const MICRODATA_VISITS = 100_000;

const JSON_LD_TYPE = /^\s*application\/ld\+json\s*(;|$)/i;
/**
 * A page without these attributes in its HTML has no microdata or RDFa item: its items are its
 * JSON-LD, read from the page's own parsed view, and its tree is not walked again.
 */
const MICRODATA_OR_RDFA = /\bitemscope\b|\btypeof\s*=/i;

/** Items per page, read once whoever asks (/extract's structured_data, its key facts, /seo's validation). */
const memo = new WeakMap<Page, readonly StructuredItem[]>();

/**
 * Every JSON-LD, microdata and RDFa Lite item of the page as a JSON-LD object, in document
 * order (docs/reference/api.md#structured-data): a JSON-LD script's array and `@graph` members
 * are items of their own; a microdata item is an `itemscope` without `itemprop`; an RDFa item a
 * `typeof` without `property`. Nested items stay in their parent. Pure; never throws.
 */
export function structuredDataOf(page: Page): readonly StructuredItem[] {
  let items = memo.get(page);
  if (items === undefined) {
    try {
      items = MICRODATA_OR_RDFA.test(page.html) ? collect(page) : page.jsonLd.flatMap(jsonLdNodeItem).slice(0, MAX_STRUCTURED_ITEMS);
    } catch {
      items = [];
    }
    memo.set(page, items);
  }
  return items;
}

function idLookup(document: AnyNode): (id: string) => Element | undefined {
  let ids: Map<string, Element> | undefined;
  return (id) => {
    if (ids === undefined) {
      ids = new Map();
      const stack: AnyNode[] = [document];
      for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
        if (isTag(node) && node.attribs['id'] !== undefined && !ids.has(node.attribs['id'])) ids.set(node.attribs['id'], node);
        if (hasChildren(node)) for (const child of node.children) stack.push(child);
      }
    }
    return ids.get(id);
  };
}

function collect(page: Page): StructuredItem[] {
  const items: StructuredItem[] = [];
  const context: MicrodataContext = { baseUrl: page.baseUrl, byId: idLookup(page.document), budget: { left: MICRODATA_VISITS } };
  // Elements only (text is most of a page's nodes, and never an item).
  const stack: AnyNode[] = [page.document];
  for (let node = stack.pop(); node !== undefined && items.length < MAX_STRUCTURED_ITEMS; node = stack.pop()) {
    if (isTag(node)) {
      if (node.name === 'template') continue;
      itemsAt(node, context, items);
    }
    if (!hasChildren(node)) continue;
    const { children } = node;
    for (let i = children.length - 1; i >= 0; i--) if (isTag(children[i]!)) stack.push(children[i]!);
  }
  return items.slice(0, MAX_STRUCTURED_ITEMS);
}

function itemsAt(el: Element, context: MicrodataContext, items: StructuredItem[]): void {
  const { attribs } = el;
  if (el.name === 'script') {
    if (JSON_LD_TYPE.test(attribs['type'] ?? '')) jsonLdItems(parseJsonLdScript(el), items);
    return;
  }
  // An item that says nothing (an empty itemscope, typeof="") is not one.
  const push = (item: StructuredItem) => void (Object.keys(item).length > 0 && items.push(item));
  if (attribs['itemscope'] !== undefined && attribs['itemprop'] === undefined) push(microdataItem(el, context));
  if (attribs['typeof'] !== undefined && attribs['property'] === undefined) push(rdfaItem(el, context.baseUrl));
}
