import type { CompiledFingerprints } from './compile-fingerprints.js';
import { htmlSafeClause, isCommonLiteral } from './common-literals.js';
import { MAX_POSITIONS, buildLiteralIndex, countWindows } from './literal-index.js';
import type { LiteralHits, LiteralIndex, WindowCounts } from './literal-index.js';
import type { LiteralSet } from './regex-facts.js';
import type { PatternRule, Rule, Technology } from './rule-types.js';

/** A rule with its prefilter clauses as literal ids of the shared {@link LiteralIndex}. */
export interface AnchoredRule<R extends Rule> {
  readonly rule: R;
  readonly clauses: readonly (readonly number[])[];
}

/** Rules behind a literal prefilter over one text. */
export interface AnchoredRules<R extends Rule> {
  readonly index: LiteralIndex;
  readonly rules: readonly AnchoredRule<R>[];
  /** Literal id → the rules (indices into `rules`) whose first clause holds it. */
  readonly byLiteral: readonly (readonly number[])[];
  /** Rules without a usable clause: always candidates. */
  readonly always: readonly number[];
}

/** Where a candidate's rarest clause occurs in the scanned text, when every occurrence is known. */
export interface Near {
  readonly positions: readonly number[];
  /** Length of the clause's longest literal. */
  readonly span: number;
}

export interface Candidate<R extends Rule> {
  readonly rule: R;
  readonly near: Near | undefined;
}

/**
 * The rules on one named input (a header, a meta name, the URL). A large group (the 479
 * `meta generator` rules, say) is also behind a literal index over its values.
 */
export interface KeyedRules {
  readonly rules: readonly PatternRule[];
  readonly anchored: AnchoredRules<PatternRule> | undefined;
}

export interface RuleIndex {
  readonly headers: ReadonlyMap<string, KeyedRules>;
  readonly meta: ReadonlyMap<string, KeyedRules>;
  readonly cookies: ReadonlyMap<string, readonly PatternRule[]>;
  /** Cookie rules whose name is a pattern (`_ga_*`, `SESS[a-f0-9]{32}`). */
  readonly cookiePatterns: readonly PatternRule[];
  readonly url: KeyedRules;
  /** html, scripts, css, text and dom rules: their literals all occur in the raw HTML. */
  readonly page: AnchoredRules<Rule>;
  readonly scriptSrc: AnchoredRules<PatternRule>;
  /** Required technology → technologies whose rules wait for it. */
  readonly gatedByTech: ReadonlyMap<number, readonly number[]>;
  /** Required category id → technologies whose rules wait for it. */
  readonly gatedByCategory: ReadonlyMap<number, readonly number[]>;
}

/** `prose`: ordinary text, so that literals are keyed by windows rare in it (literal-index.ts). */
export function indexRules(compiled: CompiledFingerprints, prose = ''): RuleIndex {
  const english = countWindows([prose]);
  const patternRules = compiled.rules.filter((r): r is PatternRule => r.type !== 'dom');
  const ofType = (type: PatternRule['type']): PatternRule[] => patternRules.filter((r) => r.type === type);
  return {
    headers: keyedGroups(groupBy(ofType('headers'), (r) => r.key), english),
    meta: keyedGroups(groupBy(ofType('meta'), (r) => r.key), english),
    cookies: groupBy(ofType('cookies'), (r) => r.key),
    cookiePatterns: ofType('cookies').filter((r) => r.keyPattern !== undefined),
    url: keyedRules(ofType('url'), english),
    page: anchor(compiled.rules.filter((r) => r.type !== 'scriptSrc' && r.type !== 'url' && !isKeyed(r)), english),
    scriptSrc: anchor(ofType('scriptSrc'), english),
    gatedByTech: invert(compiled.technologies, (t) => t.requires),
    gatedByCategory: invert(compiled.technologies, (t) => t.requiresCategory),
  };
}

/** Below this many rules, checking each rule's literals directly is as cheap as a scan. */
const MIN_INDEXED_GROUP = 16;

function keyedRules(rules: readonly PatternRule[], english: WindowCounts): KeyedRules {
  return { rules, anchored: rules.length >= MIN_INDEXED_GROUP ? anchor(rules, english) : undefined };
}

function keyedGroups(groups: ReadonlyMap<string, PatternRule[]>, english: WindowCounts): Map<string, KeyedRules> {
  return new Map([...groups].map(([key, rules]) => [key, keyedRules(rules, english)]));
}

function isKeyed(rule: Rule): boolean {
  return rule.type === 'headers' || rule.type === 'meta' || rule.type === 'cookies';
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) pushTo(groups, keyOf(item), item);
  return groups;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function anchor<R extends Rule>(rules: readonly R[], english: WindowCounts): AnchoredRules<R> {
  const literalIds = new Map<string, number>();
  const idOf = (literal: string): number => {
    const id = literalIds.get(literal) ?? literalIds.size;
    literalIds.set(literal, id);
    return id;
  };
  const anchored = rules.map((rule): AnchoredRule<R> => {
    const usable = prefilterClauses(rule).filter((clause) => !clause.some(isCommonLiteral));
    const ordered = [...usable].sort((a, b) => clauseScore(b) - clauseScore(a));
    return { rule, clauses: ordered.map((clause) => clause.map(idOf)) };
  });
  const byLiteral: number[][] = Array.from({ length: literalIds.size }, () => []);
  const always: number[] = [];
  const located = new Set<number>();
  anchored.forEach(({ rule, clauses }, index) => {
    const first = clauses[0];
    if (!first) always.push(index);
    else for (const id of first) byLiteral[id]?.push(index);
    if (isWindowed(rule)) for (const clause of clauses) for (const id of clause) located.add(id);
  });
  return { index: buildLiteralIndex([...literalIds.keys()], english, located), rules: anchored, byLiteral, always };
}

/** `text` rules read decoded, whitespace-collapsed text: their literals are cut to what raw HTML holds verbatim. */
function prefilterClauses(rule: Rule): LiteralSet[] {
  if (rule.type !== 'text') return [...rule.clauses];
  return rule.clauses.flatMap((clause) => {
    const safe = htmlSafeClause(clause);
    return safe ? [safe] : [];
  });
}

/** The shortest literal's length: a clause of longer literals tends to be rarer. */
function clauseScore(clause: LiteralSet): number {
  return Math.min(...clause.map((l) => l.length));
}

function invert(technologies: readonly Technology[], keysOf: (t: Technology) => readonly number[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  technologies.forEach((technology, tech) => {
    for (const key of keysOf(technology)) pushTo(map, key, tech);
  });
  return map;
}

/** The rules whose clauses all hold on `text`, each once, in rule order. */
export function candidateRules<R extends Rule>(anchored: AnchoredRules<R>, text: string): Candidate<R>[] {
  const hits = anchored.index.scan(text);
  const picked = new Uint8Array(anchored.rules.length);
  for (const index of anchored.always) picked[index] = 1;
  for (let id = 0; id < hits.counts.length; id++) {
    if (hits.counts[id] !== 0) for (const index of anchored.byLiteral[id] ?? []) picked[index] = 1;
  }
  const candidates: Candidate<R>[] = [];
  for (let index = 0; index < picked.length; index++) {
    if (picked[index] !== 1) continue;
    const entry = anchored.rules[index];
    if (!entry || !entry.clauses.every((clause) => clause.some((id) => (hits.counts[id] ?? 0) > 0))) continue;
    candidates.push({ rule: entry.rule, near: isWindowed(entry.rule) ? nearest(entry.clauses, hits, anchored.index.literals) : undefined });
  }
  return candidates;
}

/** The rules that use where their literals are: html (windowed runs) and scriptSrc (which URLs). */
function isWindowed(rule: Rule): boolean {
  return rule.type === 'html' || rule.type === 'scriptSrc';
}

/** Positions of the clause with the fewest occurrences, if all of them were recorded. */
function nearest(clauses: readonly (readonly number[])[], hits: LiteralHits, literals: readonly string[]): Near | undefined {
  let best: (readonly number[]) | undefined;
  let bestCount = Infinity;
  for (const clause of clauses) {
    const counts = clause.map((id) => hits.counts[id] ?? 0);
    const total = counts.reduce((a, b) => a + b, 0);
    if (counts.every((c) => c <= MAX_POSITIONS) && total < bestCount) [best, bestCount] = [clause, total];
  }
  if (!best) return undefined;
  const positions = best.flatMap((id) => hits.positions.get(id) ?? []).sort((a, b) => a - b);
  return { positions, span: Math.max(...best.map((id) => literals[id]?.length ?? 0)) };
}
