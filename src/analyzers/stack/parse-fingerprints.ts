import type {
  FingerprintData, RawCategory, RawDomRule, RawPatternMap, RawPatterns, RawTechnology,
} from './fingerprint-types.js';

/**
 * Narrows the two JSON documents to {@link FingerprintData}. The files are a pinned
 * dependency, but they are still input: a field of an unexpected shape is dropped
 * (that technology loses that rule type) rather than trusted.
 */
export function parseFingerprints(technologies: unknown, categories: unknown): FingerprintData {
  return {
    technologies: new Map(entriesOf(technologies).map(([name, raw]) => [name, toTechnology(raw)])),
    prose: entriesOf(technologies)
      .map(([, raw]) => (isObject(raw) && typeof raw['description'] === 'string' ? raw['description'] : ''))
      .join('\n'),
    categories: new Map(entriesOf(categories).flatMap(([id, raw]) => {
      const category = toCategory(raw);
      return category && /^\d+$/.test(id) ? [[Number(id), category] as const] : [];
    })),
  };
}

type Json = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entriesOf(value: unknown): [string, unknown][] {
  return isObject(value) ? Object.entries(value) : [];
}

/** A string, number or list of them, as strings; numbers appear in a few `implies`-like lists. */
function toPatterns(value: unknown): RawPatterns | undefined {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const strings = list.flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'number' ? [String(v)] : []));
  return strings.length > 0 ? strings : undefined;
}

function toNumbers(value: unknown): readonly number[] | undefined {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const numbers = list.filter((v): v is number => typeof v === 'number' && Number.isInteger(v));
  return numbers.length > 0 ? numbers : undefined;
}

function toPatternMap(value: unknown): RawPatternMap | undefined {
  const entries = entriesOf(value).flatMap(([key, v]) => {
    const patterns = toPatterns(v);
    return patterns ? [[key, patterns] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function toStringMap(value: unknown): Readonly<Record<string, string>> | undefined {
  const entries = entriesOf(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function toDomRule(value: unknown): RawDomRule {
  if (!isObject(value)) return { exists: '' };
  const { exists, text, attributes, properties } = value;
  return {
    ...(typeof exists === 'string' ? { exists } : {}),
    ...(typeof text === 'string' ? { text } : {}),
    ...(toStringMap(attributes) ? { attributes: toStringMap(attributes) } : {}),
    ...(toStringMap(properties) ? { properties: toStringMap(properties) } : {}),
  };
}

/** `dom` is a selector, a list of selectors, or selector → sub-rules. */
function toDom(value: unknown): Readonly<Record<string, RawDomRule>> | undefined {
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([s, r]) => [s, toDomRule(r)]));
  const selectors = toPatterns(value);
  return selectors ? Object.fromEntries(selectors.map((s) => [s, { exists: '' }])) : undefined;
}

function toTechnology(raw: unknown): RawTechnology {
  const value = isObject(raw) ? raw : {};
  return {
    cats: toNumbers(value['cats']) ?? [],
    html: toPatterns(value['html']),
    scriptSrc: toPatterns(value['scriptSrc']),
    scripts: toPatterns(value['scripts']),
    url: toPatterns(value['url']),
    css: toPatterns(value['css']),
    text: toPatterns(value['text']),
    headers: toPatternMap(value['headers']),
    cookies: toPatternMap(value['cookies']),
    meta: toPatternMap(value['meta']),
    dom: toDom(value['dom']),
    implies: toPatterns(value['implies']),
    excludes: toPatterns(value['excludes']),
    requires: toPatterns(value['requires']),
    requiresCategory: toNumbers(value['requiresCategory']),
  };
}

function toCategory(raw: unknown): RawCategory | undefined {
  if (!isObject(raw) || typeof raw['name'] !== 'string') return undefined;
  const priority = typeof raw['priority'] === 'number' ? raw['priority'] : 10;
  return { name: raw['name'], priority };
}
