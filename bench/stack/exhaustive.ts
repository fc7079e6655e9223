/**
 * Checks that the prefilters lose nothing: on each page, every rule of the data is run the
 * slow way (each regex over its whole input, each selector over every element) and the
 * matches are compared with what the indexed matcher found. Gating (`requires`) is left
 * out on both sides. Opt-in (BENCH_STACK_EXHAUSTIVE=1): about a minute on the corpus.
 */
import { textContent } from 'domutils';
import type { Element } from 'domhandler';
import type { PageSignals } from '../../src/analyzers/stack/collect-signals.js';
import type { CompiledPattern } from '../../src/analyzers/stack/compile-patterns.js';
import type { StackEngine } from '../../src/analyzers/stack/detector.js';
import { findCandidates, matchRules } from '../../src/analyzers/stack/match.js';
import { resolveVersion } from '../../src/analyzers/stack/pattern-syntax.js';
import type { DomRule, PatternRule } from '../../src/analyzers/stack/rule-types.js';

export interface ExhaustiveResult {
  readonly matches: number;
  /** Matches the slow way finds and the indexed matcher does not (should be 0). */
  readonly missed: readonly string[];
  /** The other way round (should be 0 too). */
  readonly extra: readonly string[];
}

/** Compares on one page; entries read "technology: type /pattern/ → version". */
export function checkExhaustively(engine: StackEngine, signals: PageSignals): ExhaustiveResult {
  const name = (tech: number): string => engine.compiled.technologies[tech]?.name ?? String(tech);
  const key = (tech: number, type: string, pattern: CompiledPattern, version: string): string =>
    `${name(tech)}: ${type} /${pattern.source}/ → ${version}`;
  const fast = new Set(matchRules(findCandidates(engine.index, signals), signals, () => true)
    .map((d) => key(d.tech, d.type, d.pattern, d.version)));
  const slow = new Set<string>();
  for (const rule of engine.compiled.rules) {
    const found = rule.type === 'dom' ? slowDom(rule, signals) : slowPattern(rule, signals);
    for (const [pattern, version] of found) slow.add(key(rule.tech, rule.type, pattern, version));
  }
  return {
    matches: slow.size,
    missed: [...slow].filter((k) => !fast.has(k)),
    extra: [...fast].filter((k) => !slow.has(k)),
  };
}

type Found = [CompiledPattern, string][];

function exec(pattern: CompiledPattern, value: string): string | undefined {
  if (!pattern.regex) return pattern.version;
  const match = pattern.regex.exec(value);
  return match ? resolveVersion(pattern.version, match) : undefined;
}

function slowPattern(rule: PatternRule, signals: PageSignals): Found {
  for (const value of slowValues(rule, signals)) {
    if (value === '') continue;
    const version = exec(rule.pattern, value);
    if (version !== undefined) return [[rule.pattern, version]];
  }
  return [];
}

function slowValues(rule: PatternRule, signals: PageSignals): readonly string[] {
  switch (rule.type) {
    case 'html': return [signals.html];
    case 'scripts': return [signals.inlineScripts()];
    case 'css': return [signals.styles()];
    case 'text': return [signals.text()];
    case 'url': return [signals.url];
    case 'scriptSrc': return signals.scriptSrc;
    case 'meta': return signals.meta.get(rule.key) ?? [];
    case 'headers': return signals.headers.get(rule.key) ?? [];
    case 'cookies': return signals.cookies.get(rule.key) ?? [];
  }
}

function slowDom(rule: DomRule, signals: PageSignals): Found {
  const query = rule.query();
  if (!query) return [];
  for (const element of signals.elements.all) {
    if (!query(element)) continue;
    const found = slowSubRules(rule, element);
    if (found.length > 0) return found;
  }
  return [];
}

function slowSubRules(rule: DomRule, element: Element): Found {
  const found: Found = [];
  const check = (pattern: CompiledPattern, value: string | undefined): void => {
    const version = value === undefined ? undefined : exec(pattern, value);
    if (version !== undefined) found.push([pattern, version]);
  };
  if (rule.exists) check(rule.exists, '');
  if (rule.text) check(rule.text, textContent(element));
  for (const { name, pattern } of rule.attributes) check(pattern, element.attribs[name]);
  return found;
}
