import type { JsonLdNode } from '../../page/index.js';
import type { SchemaItem } from '../seo/index.js';

/** True when some JSON-LD node holds a non-empty value under one of `keys`. */
export function jsonLdHas(items: readonly SchemaItem[], keys: readonly string[]): boolean {
  return items.some((i) => i.source === 'json-ld' && keys.some((k) => isPresent(i.node[k])));
}

/** A value that says something: non-blank text, a number, a non-empty object or array. */
export function isPresent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.some(isPresent);
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

/** JSON-LD nodes of any of `types`. */
export function jsonLdNodesOf(items: readonly SchemaItem[], types: ReadonlySet<string>): JsonLdNode[] {
  return items.flatMap((i) => (i.source === 'json-ld' && i.types.some((t) => types.has(t)) ? [i.node] : []));
}

/** Every item (either source) of any of `types`. */
export function itemsOf(items: readonly SchemaItem[], types: ReadonlySet<string>): SchemaItem[] {
  return items.filter((i) => i.types.some((t) => types.has(t)));
}
