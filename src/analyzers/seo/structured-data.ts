import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { jsonLdTypes } from '../../page/index.js';
import type { JsonLdNode, Page } from '../../page/index.js';

/** One typed item of structured data: a JSON-LD node or a microdata `itemscope` element. */
export type SchemaItem =
  | { readonly source: 'json-ld'; readonly types: readonly string[]; readonly node: JsonLdNode }
  | { readonly source: 'microdata'; readonly types: readonly string[]; readonly element: Element };

/** "https://schema.org/LocalBusiness" → "LocalBusiness". */
function typeName(itemtype: string): string {
  return itemtype.replace(/[#/]+$/, '').split(/[/#]/).pop() ?? itemtype;
}

export function microdataItems(page: Page): SchemaItem[] {
  const elements = selectAll<AnyNode, Element>('[itemtype]', page.document);
  return elements.flatMap((element) => {
    const types = (element.attribs['itemtype'] ?? '').split(/\s+/).filter((t) => t !== '').map(typeName);
    return types.length === 0 ? [] : [{ source: 'microdata' as const, types, element }];
  });
}

/** Every typed JSON-LD node (arrays and `@graph` flattened) and microdata item, in document order per source. */
export function schemaItems(page: Page): SchemaItem[] {
  const jsonLd = page.jsonLd.flatMap((node) => {
    const types = jsonLdTypes(node);
    return types.length === 0 ? [] : [{ source: 'json-ld' as const, types, node }];
  });
  return [...jsonLd, ...microdataItems(page)];
}

/** Distinct type names, first occurrence first. */
export function schemaTypes(items: readonly SchemaItem[]): string[] {
  return [...new Set(items.flatMap((i) => i.types))];
}
