import { isItem, typesOf, type JsonValue, type StructuredItem } from './terms.js';

/** The values of a property: a list as it is, one value as a list of one, none as none. */
export function valuesOf(item: StructuredItem, property: string): readonly JsonValue[] {
  const value = item[property];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value as JsonValue];
}

/** The first text (or number) of a property, trimmed; an item's `name` (or `@id`) when the value is an item. */
export function textOf(value: JsonValue | undefined): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (isItem(value)) return textOf(value['name']) ?? textOf(value['@id']);
  if (Array.isArray(value)) return textOf(value[0] as JsonValue | undefined);
  return undefined;
}

export function firstText(item: StructuredItem, property: string): string | undefined {
  for (const value of valuesOf(item, property)) {
    const text = textOf(value);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** The first value of a property that is an item. */
export function firstItem(item: StructuredItem, property: string): StructuredItem | undefined {
  return valuesOf(item, property).find(isItem);
}

/** Whether the item is of one of `types` (its own `@type`, schema.org's prefix taken off). */
export function isOfType(item: StructuredItem, types: ReadonlySet<string>): boolean {
  return typesOf(item).some((t) => types.has(t));
}
