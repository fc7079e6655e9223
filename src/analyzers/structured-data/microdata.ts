import { hasChildren, isTag } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { elementValue, absolute } from './element-values.js';
import { PropertyBag, schemaTerm, tokens, typeHead, type JsonValue, type StructuredItem } from './terms.js';

/** Items nest at most this deep; a deeper one (or an `itemref` loop back into an ancestor) is left out. */
const MAX_DEPTH = 16;

export interface MicrodataContext {
  readonly baseUrl: URL;
  /** The element with an id, for `itemref` (looked up only when an item has one). */
  readonly byId: (id: string) => Element | undefined;
  /** Elements all items of the page may still visit: `itemref`s can make items share subtrees, so the walks are bounded together. */
  readonly budget: { left: number };
}

/** The elements an item's properties are looked for in: its children, then the elements its `itemref` names. */
function roots(item: Element, context: MicrodataContext): AnyNode[] {
  const referenced = tokens(item.attribs['itemref']).map(context.byId).filter((el): el is Element => el !== undefined && el !== item);
  return [...item.children, ...referenced];
}

/**
 * One microdata item (WHATWG HTML §5.2: an `itemscope` element) as a JSON-LD object: its
 * `itemtype`s as `@type`, `itemid` as `@id`, each `itemprop` (a nested `itemscope` is an
 * item of its own, its properties are not its parent's) in tree order.
 */
export function microdataItem(element: Element, context: MicrodataContext, ancestors: readonly Element[] = []): StructuredItem {
  const types = tokens(element.attribs['itemtype']).map(schemaTerm);
  const bag = new PropertyBag();
  const lineage = [...ancestors, element];
  const pending = roots(element, context).reverse();
  const seen = new Set<AnyNode>();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!isTag(node) || seen.has(node) || node.name === 'template') continue;
    if (--context.budget.left < 0) break;
    seen.add(node);
    const names = tokens(node.attribs['itemprop']).map(schemaTerm);
    const scoped = node.attribs['itemscope'] !== undefined;
    if (names.length > 0) {
      const value = propertyValue(node, scoped, context, lineage);
      if (value !== undefined) for (const name of names) bag.add(name, value);
    }
    if (scoped || !hasChildren(node)) continue;
    for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]!);
  }
  const id = element.attribs['itemid'];
  return bag.toItem(typeHead(types, id === undefined ? undefined : absolute(id, context.baseUrl)));
}

function propertyValue(node: Element, scoped: boolean, context: MicrodataContext, lineage: readonly Element[]): JsonValue | undefined {
  if (!scoped) return elementValue(node, context.baseUrl);
  if (lineage.includes(node) || lineage.length >= MAX_DEPTH) return undefined;
  return microdataItem(node, context, lineage);
}
