/** Structured-data terms and values as /extract returns them (docs/reference/api.md#structured-data). */

/** A JSON value of an item: what JSON-LD, microdata and RDFa values all become. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | StructuredItem;

/** One item as a JSON-LD object: `@type`, maybe `@id`, and its properties (schema.org terms without IRI prefix). */
export interface StructuredItem {
  readonly [property: string]: JsonValue;
}

const SCHEMA_IRI = /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i;

/** "https://schema.org/Product", "schema:Product" → "Product"; any other term or IRI as it is. */
export function schemaTerm(term: string): string {
  return term.trim().replace(SCHEMA_IRI, '');
}

/** Whether `vocab` (an RDFa `vocab` or a microdata type's IRI) is schema.org's. */
export function isSchemaVocab(vocab: string | undefined): boolean {
  return vocab === undefined || vocab === '' || SCHEMA_IRI.test(vocab);
}

/** Whitespace-separated tokens of an attribute, empty ones dropped. */
export function tokens(value: string | undefined): string[] {
  return value === undefined ? [] : value.split(/\s+/).filter((t) => t !== '');
}

export function isItem(value: unknown): value is StructuredItem {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An item's `@type` values (one string or a list), without schema.org's prefix. */
export function typesOf(item: StructuredItem): string[] {
  const raw = item['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === 'string' && t.trim() !== '').map(schemaTerm);
}

/** Values collected per property, in the order met, written as JSON-LD writes them: one value bare, several as a list. */
export class PropertyBag {
  readonly #values = new Map<string, JsonValue[]>();

  add(name: string, value: JsonValue): void {
    const list = this.#values.get(name);
    if (list) list.push(value);
    else this.#values.set(name, [value]);
  }

  /** `head` (`@type`, `@id`) first, then the properties in the order first met. */
  toItem(head: Record<string, JsonValue>): StructuredItem {
    const item: Record<string, JsonValue> = { ...head };
    for (const [name, values] of this.#values) item[name] = values.length === 1 ? values[0]! : values;
    return item;
  }
}

/** `@type` written as JSON-LD writes it: one type bare, several as a list; none: absent. */
export function typeHead(types: readonly string[], id: string | undefined): Record<string, JsonValue> {
  return {
    ...(types.length === 0 ? {} : { '@type': types.length === 1 ? types[0]! : [...types] }),
    ...(id ? { '@id': id } : {}),
  };
}
