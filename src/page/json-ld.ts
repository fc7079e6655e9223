import { isText } from 'domhandler';
import type { Element } from 'domhandler';
import type { JsonLdNode } from './types.js';

const MAX_FLATTEN_DEPTH = 4;
const WRAPPER_START = /^\s*(?:\/\/\s*)?(?:<!--|<!\[CDATA\[)/;
const WRAPPER_END = /(?:\/\/\s*)?(?:-->|\]\]>)\s*$/;
const SCHEMA_PREFIX = /^(?:https?:\/\/schema\.org\/|schema:)/i;

function isObject(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseTolerantly(source: string): unknown {
  const text = source.replace(WRAPPER_START, '').replace(WRAPPER_END, '').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Raw newlines and tabs inside strings are the commonest real-world breakage.
    try {
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return undefined;
    }
  }
}

function flatten(value: unknown, out: JsonLdNode[], depth: number): void {
  if (depth > MAX_FLATTEN_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) flatten(item, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  const graph = value['@graph'];
  const hasOwnData = Object.keys(value).some((k) => k !== '@context' && k !== '@graph');
  if (graph === undefined || hasOwnData) out.push(value);
  if (graph !== undefined) flatten(graph, out, depth + 1);
}

/**
 * Parses every JSON-LD script tolerantly (HTML comment/CDATA wrappers and raw
 * control characters are forgiven; still-invalid JSON is skipped) and flattens
 * top-level arrays and `@graph` into one document-ordered list of objects.
 */
export function parseJsonLdScripts(scripts: readonly Element[]): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  for (const script of scripts) flatten(parseJsonLdScript(script), nodes, 0);
  return nodes;
}

/** One JSON-LD script's value as parsed (tolerantly, as above), not flattened; `undefined` when invalid or empty. */
export function parseJsonLdScript(script: Element): unknown {
  return parseTolerantly(script.children.map((c) => (isText(c) ? c.data : '')).join(''));
}

/** The node's `@type` values, with any `https://schema.org/` or `schema:` prefix removed. */
export function jsonLdTypes(node: JsonLdNode): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim().replace(SCHEMA_PREFIX, ''))
    .filter((t) => t !== '');
}

/**
 * Follows a bare `{"@id": …}` reference to the node with that `@id` in `nodes`;
 * returns embedded objects unchanged and `undefined` for anything else.
 */
export function dereferenceJsonLd(value: unknown, nodes: readonly JsonLdNode[]): JsonLdNode | undefined {
  if (!isObject(value)) return undefined;
  const id = value['@id'];
  if (typeof id !== 'string' || Object.keys(value).length > 1) return value;
  return nodes.find((n) => n['@id'] === id && n !== value) ?? value;
}
