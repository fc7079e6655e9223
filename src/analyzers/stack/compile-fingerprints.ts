import { shortCategory } from './categories.js';
import type { CompiledPattern } from './compile-patterns.js';
import { compilePattern } from './compile-patterns.js';
import { compileDomRules } from './compile-dom-rules.js';
import type { FingerprintData, RawPatternMap, RawTechnology } from './fingerprint-types.js';
import { parsePatternSyntax } from './pattern-syntax.js';
import type { ImpliedTechnology, PatternRule, Rule, Technology } from './rule-types.js';

export interface CompileStats {
  readonly technologies: number;
  readonly rules: number;
  /** Patterns JavaScript rejects, and dom rules whose sub-rules all need a browser: skipped. */
  readonly skipped: number;
}

export interface CompiledFingerprints {
  readonly technologies: readonly Technology[];
  readonly rules: readonly Rule[];
  readonly stats: CompileStats;
}

type ListType = 'html' | 'scriptSrc' | 'scripts' | 'css' | 'text' | 'url';
type KeyedType = 'headers' | 'cookies' | 'meta';
const LIST_TYPES: readonly ListType[] = ['html', 'scriptSrc', 'scripts', 'css', 'text', 'url'];
const KEYED_TYPES: readonly KeyedType[] = ['headers', 'cookies', 'meta'];

/** Compiles every technology's patterns, selectors and relations once. */
export function compileFingerprints(data: FingerprintData): CompiledFingerprints {
  const names = [...data.technologies.keys()];
  const ids = new Map(names.map((name, id) => [name, id]));
  const rules: Rule[] = [];
  let skipped = 0;
  const technologies = names.map((name, tech) => {
    const raw = data.technologies.get(name) ?? { cats: [] };
    const compiled = compileRules(raw, tech);
    rules.push(...compiled.rules);
    skipped += compiled.skipped;
    return toTechnology(name, raw, ids);
  });
  return { technologies, rules, stats: { technologies: technologies.length, rules: rules.length, skipped } };
}

function compileRules(raw: RawTechnology, tech: number): { rules: Rule[]; skipped: number } {
  const rules: Rule[] = [];
  let skipped = 0;
  const add = (type: PatternRule['type'], key: string, pattern: string): void => {
    const compiled = compilePattern(pattern);
    if (compiled) rules.push(patternRule(type, key, tech, compiled));
    else skipped++;
  };
  for (const type of LIST_TYPES) for (const pattern of raw[type] ?? []) add(type, '', pattern);
  for (const type of KEYED_TYPES) {
    for (const [key, patterns] of keyedEntries(raw[type])) for (const pattern of patterns) add(type, key, pattern);
  }
  const dom = compileDomRules(raw.dom ?? {}, tech);
  return { rules: [...rules, ...dom.rules], skipped: skipped + dom.skipped };
}

function keyedEntries(map: RawPatternMap | undefined): [string, readonly string[]][] {
  return Object.entries(map ?? {}).map(([key, patterns]) => [key.toLowerCase(), patterns]);
}

function patternRule(type: PatternRule['type'], key: string, tech: number, pattern: CompiledPattern): PatternRule {
  const keyPattern = type === 'cookies' ? cookieNamePattern(key) : undefined;
  return { type, key, tech, pattern, clauses: pattern.clauses, ...(keyPattern ? { keyPattern } : {}) };
}

/**
 * Most cookie rule names are plain names; a few are a trailing-`*` glob (`_ga_*`) or a
 * regex (`SESS[a-f0-9]{32}`, `(?i)ltpatoken`). Those also match as a whole-name pattern.
 */
export function cookieNamePattern(name: string): RegExp | undefined {
  if (/^[\w.-]+$/.test(name)) return undefined;
  const source = name.replace(/^\(\?i\)/, '');
  const glob = /^[\w.-]+\*$/.test(source) ? `${source.slice(0, -1)}.*` : source;
  try {
    return new RegExp(`^(?:${glob})$`, 'i');
  } catch {
    return undefined;
  }
}

function toTechnology(name: string, raw: RawTechnology, ids: ReadonlyMap<string, number>): Technology {
  const lookup = (names: readonly string[] | undefined): number[] =>
    (names ?? []).flatMap((n) => {
      const id = ids.get(parsePatternSyntax(n).source.trim());
      return id === undefined ? [] : [id];
    });
  const implies = (raw.implies ?? []).flatMap((entry): ImpliedTechnology[] => {
    const { source, confidence, version } = parsePatternSyntax(entry);
    const id = ids.get(source.trim());
    return id === undefined ? [] : [{ tech: id, confidence, version }];
  });
  return {
    name,
    cats: raw.cats,
    category: shortCategory(raw.cats),
    implies,
    excludes: lookup(raw.excludes),
    requires: lookup(raw.requires),
    requiresCategory: raw.requiresCategory ?? [],
  };
}
