import { schemaTerm, isItem, type JsonValue, type StructuredItem } from './terms.js';

/** Arrays and `@graph`s nest at most this deep at the top of a script; objects at most this deep in all. */
const MAX_TOP_DEPTH = 4;
const MAX_DEPTH = 16;

/** A JSON value with `@context` dropped and schema.org's IRI prefix taken off property names and types. */
function normalise(value: unknown, depth: number): JsonValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((v) => normalise(v, depth + 1)).filter((v): v is JsonValue => v !== undefined);
  if (!isItem(value)) return undefined;
  const out: Record<string, JsonValue> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (key === '@context') continue;
    const name = key.startsWith('@') ? key : schemaTerm(key);
    const normalised = key === '@type' ? types(raw) : normalise(raw, depth + 1);
    if (normalised !== undefined) out[name] = normalised;
  }
  return out;
}

function types(raw: unknown): JsonValue | undefined {
  if (typeof raw === 'string') return schemaTerm(raw);
  if (Array.isArray(raw)) return raw.filter((t): t is string => typeof t === 'string').map(schemaTerm);
  return undefined;
}

/**
 * The items of one JSON-LD script's value: a top-level array's members and a `@graph`'s
 * members are items of their own (an object holding a `@graph` is one too when it says more
 * than its context); nested objects stay nested.
 */
export function jsonLdItems(value: unknown, out: StructuredItem[], depth = 0): void {
  if (depth > MAX_TOP_DEPTH) return;
  if (Array.isArray(value)) {
    for (const member of value) jsonLdItems(member, out, depth + 1);
    return;
  }
  if (!isItem(value)) return;
  const { '@graph': graph, ...rest } = value;
  const ownData = Object.keys(rest).some((k) => k !== '@context');
  if (graph === undefined || ownData) {
    const item = normalise(rest, 0);
    if (isItem(item)) out.push(item);
  }
  if (graph !== undefined) jsonLdItems(graph, out, depth + 1);
}

/**
 * The item of one node of the page's own JSON-LD view (`page.jsonLd`: arrays and `@graph`s
 * already flattened as above), normalised; a node holding a `@graph` loses it (its members are
 * nodes of their own there).
 */
export function jsonLdNodeItem(node: Readonly<Record<string, unknown>>): StructuredItem[] {
  const { '@graph': _graph, ...rest } = node;
  const item = normalise(rest, 0);
  return isItem(item) ? [item] : [];
}
