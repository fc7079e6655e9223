import type { PageSignals } from './collect-signals.js';
import { matchPattern, versionFrom } from './detection.js';
import type { Detection } from './detection.js';
import { candidateRules } from './index-rules.js';
import type { Candidate, KeyedRules, Near, RuleIndex } from './index-rules.js';
import { matchDomRules } from './match-dom.js';
import { bestClause } from './regex-facts.js';
import type { LiteralSet } from './regex-facts.js';
import type { DomRule, PatternRule, Rule } from './rule-types.js';
import { execNear } from './window-match.js';

/** The rules worth evaluating on a page, found once by name lookups and literal scans. */
export function findCandidates(index: RuleIndex, signals: PageSignals): Candidate<Rule>[] {
  const keyed = (map: ReadonlyMap<string, KeyedRules>, values: ReadonlyMap<string, readonly string[]>): Candidate<Rule>[] =>
    [...values].flatMap(([key, list]) => groupCandidates(map.get(key), list));
  const cookieNames = [...signals.cookies.keys()];
  // A patterned name that is also a plain cookie name is already found by the exact lookup.
  const matchesSomeCookie = (rule: PatternRule): boolean =>
    !signals.cookies.has(rule.key) && cookieNames.some((name) => rule.keyPattern?.test(name) === true);
  const cookiePatterns = index.cookiePatterns.filter(matchesSomeCookie);
  const cookieRules = [...cookieNames.flatMap((name) => index.cookies.get(name) ?? []), ...cookiePatterns];
  return [
    ...candidateRules(index.page, signals.html),
    ...(signals.scriptSrcText === '' ? [] : candidateRules(index.scriptSrc, signals.scriptSrcText)),
    ...keyed(index.headers, signals.headers),
    ...keyed(index.meta, signals.meta),
    ...groupCandidates(index.url, [signals.url]),
    ...cookieRules.map((rule) => ({ rule, near: undefined })),
  ];
}

/** A group's rules whose literals occur in the values (all of them for a small group). */
function groupCandidates(group: KeyedRules | undefined, values: readonly string[]): Candidate<Rule>[] {
  if (!group) return [];
  if (group.anchored) return candidateRules(group.anchored, values.join('\n'));
  return group.rules.map((rule) => ({ rule, near: undefined }));
}

/** Evaluates the candidates that `accept` lets through. */
export function matchRules(
  candidates: readonly Candidate<Rule>[],
  signals: PageSignals,
  accept: (rule: Rule) => boolean,
): Detection[] {
  const detections: Detection[] = [];
  const domRules: DomRule[] = [];
  for (const { rule, near } of candidates) {
    if (!accept(rule)) continue;
    if (rule.type === 'dom') domRules.push(rule);
    else {
      const version = safely(() => matchCandidate(rule, near, signals));
      if (version !== undefined) detections.push({ tech: rule.tech, type: rule.type, pattern: rule.pattern, version });
    }
  }
  return [...detections, ...matchDomRules(domRules, signals.elements)];
}

/** A rule that throws (a regex exhausting the stack, say) yields no detection. */
function safely(run: () => string | undefined): string | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

function matchCandidate(rule: PatternRule, near: Near | undefined, signals: PageSignals): string | undefined {
  const { pattern } = rule;
  if (rule.type === 'text' && !wordsInHtml(pattern.clauses, signals.html)) return undefined;
  if (rule.type === 'html' && pattern.regex && signals.html !== '') {
    const match = execNear(pattern.regex, pattern.maxLength, signals.html, near);
    return match ? versionFrom(pattern, match) : undefined;
  }
  for (const value of valuesFor(rule, near, signals)) {
    const version = matchPattern(pattern, value);
    if (version !== undefined) return version;
  }
  return undefined;
}

// Per literal, one case-insensitive search per word of three letters or more.
const wordFinders = new Map<string, readonly RegExp[]>();

/**
 * Before a `text` rule forces the page's visible text to be computed: each word of one of
 * its best clause's literals must occur in the raw HTML (words are not split by markup).
 */
function wordsInHtml(clauses: readonly LiteralSet[], html: string): boolean {
  const clause = bestClause(clauses);
  if (!clause) return true;
  return clause.some((literal) => findersOf(literal).every((finder) => finder.test(html)));
}

function findersOf(literal: string): readonly RegExp[] {
  let finders = wordFinders.get(literal);
  if (!finders) {
    const words = literal.split(/[^a-z0-9]+/).filter((word) => word.length >= 3);
    finders = words.map((word) => new RegExp(word, 'i'));
    wordFinders.set(literal, finders);
  }
  return finders;
}

function valuesFor(rule: PatternRule, near: Near | undefined, signals: PageSignals): readonly string[] {
  switch (rule.type) {
    case 'html': return nonEmpty(signals.html);
    case 'scripts': return nonEmpty(signals.inlineScripts());
    case 'css': return nonEmpty(signals.styles());
    case 'text': return nonEmpty(signals.text());
    case 'url': return nonEmpty(signals.url);
    case 'scriptSrc': return near ? scriptsAt(near, signals) : signals.scriptSrc;
    case 'headers': return signals.headers.get(rule.key) ?? [];
    case 'meta': return signals.meta.get(rule.key) ?? [];
    case 'cookies': return cookieValues(rule, signals.cookies);
  }
}

function nonEmpty(text: string): readonly string[] {
  return text === '' ? [] : [text];
}

/** The script URLs holding the positions (offsets into the newline-joined list). */
function scriptsAt(near: Near, signals: PageSignals): string[] {
  const indices = new Set(near.positions.map((p) => segmentAt(signals.scriptSrcOffsets, p)));
  return [...indices].sort((a, b) => a - b).flatMap((i) => signals.scriptSrc[i] ?? []);
}

function segmentAt(offsets: readonly number[], position: number): number {
  let [lo, hi] = [0, offsets.length - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((offsets[mid] ?? 0) <= position) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function cookieValues(rule: PatternRule, cookies: ReadonlyMap<string, readonly string[]>): readonly string[] {
  const exact = cookies.get(rule.key);
  if (exact || !rule.keyPattern) return exact ?? [];
  const name = rule.keyPattern;
  return [...cookies].filter(([cookie]) => name.test(cookie)).flatMap(([, values]) => values);
}
