import { compile } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import type { CompiledPattern } from './compile-patterns.js';
import { compilePattern } from './compile-patterns.js';
import type { RawDomRule } from './fingerprint-types.js';
import { htmlSafeClause, htmlSafeLiteral, isCommonLiteral } from './common-literals.js';
import { parsePatternSyntax } from './pattern-syntax.js';
import { bestClause } from './regex-facts.js';
import type { LiteralSet } from './regex-facts.js';
import type { AttributeCheck, DomRule } from './rule-types.js';
import { selectorFacts, splitSelectorList } from './selector-literals.js';

/**
 * Compiles a technology's `dom` rules: one {@link DomRule} per item of each selector list,
 * so each can be prefiltered and tested on elements of its own tag. `properties` sub-rules
 * read JavaScript properties of live elements and need a browser: they are skipped.
 */
export function compileDomRules(
  dom: Readonly<Record<string, RawDomRule>>,
  tech: number,
): { rules: DomRule[]; skipped: number } {
  const rules: DomRule[] = [];
  let skipped = 0;
  for (const [key, raw] of Object.entries(dom)) {
    const keyParts = parsePatternSyntax(key);
    const checks = compileChecks(raw, keyParts);
    if (!checks) {
      skipped++;
      continue;
    }
    for (const selector of splitSelectorList(keyParts.source)) {
      const { tag, literals } = selectorFacts(selector);
      const clauses = [...literals.map((l) => [l]), ...subRuleClauses(checks)];
      rules.push({ type: 'dom', tech, selector, tag, query: lazyQuery(selector), ...checks, clauses });
    }
  }
  return { rules, skipped };
}

type Checks = Pick<DomRule, 'exists' | 'text' | 'attributes'>;

/** The evaluable sub-rules, or undefined when none is (properties only, or invalid regexes). */
function compileChecks(raw: RawDomRule, keyParts: { version: string; confidence: number }): Checks | undefined {
  const existsParts = raw.exists === undefined ? undefined : compilePattern(raw.exists);
  const exists: CompiledPattern | undefined = existsParts && {
    ...existsParts,
    version: existsParts.version || keyParts.version,
    confidence: Math.min(existsParts.confidence, keyParts.confidence),
  };
  const text = raw.text === undefined ? undefined : compilePattern(raw.text);
  const attributes = Object.entries(raw.attributes ?? {}).flatMap(([name, pattern]): AttributeCheck[] => {
    const compiled = compilePattern(pattern);
    return compiled ? [{ name: name.toLowerCase(), pattern: compiled }] : [];
  });
  return exists || text || attributes.length > 0 ? { exists, text, attributes } : undefined;
}

/**
 * Clauses from the sub-rules. A lone sub-rule must match, so all its clauses hold; of
 * several, one must match, so the union of their best clauses holds (for an attribute
 * without literals, its name). None when a sub-rule has no literal (`exists`, say).
 */
function subRuleClauses(checks: Checks): LiteralSet[] {
  const patterns = [checks.exists, checks.text, ...checks.attributes.map((a) => a.pattern)]
    .filter((p): p is CompiledPattern => p !== undefined);
  const lone = patterns.length === 1 ? patterns[0] : undefined;
  if (lone) {
    const own = lone.clauses.map(htmlSafeClause);
    const attribute = checks.attributes[0];
    const name = attribute ? nameClause(attribute.name) : undefined;
    return [...own, name].filter((c): c is LiteralSet => c !== undefined);
  }
  const sets = [
    ...(checks.exists ? [htmlSafeClause(bestClause(checks.exists.clauses))] : []),
    ...(checks.text ? [htmlSafeClause(bestClause(checks.text.clauses))] : []),
    ...checks.attributes.map((a) => htmlSafeClause(bestClause(a.pattern.clauses)) ?? nameClause(a.name)),
  ];
  if (sets.length === 0 || sets.some((set) => set === undefined)) return [];
  return [[...new Set(sets.flatMap((set) => set ?? []))]];
}

function nameClause(attribute: string): LiteralSet | undefined {
  const literal = htmlSafeLiteral(attribute);
  return literal && !isCommonLiteral(literal) ? [literal] : undefined;
}

/**
 * The selector compiled by css-select on first use: most selectors never pass the
 * prefilter, and compiling all of them would double start-up time. A selector css-select
 * rejects (a few in the data hold a regex) gives null and its rule never matches.
 */
function lazyQuery(selector: string): DomRule['query'] {
  let query: ((element: Element) => boolean) | null | undefined;
  return () => {
    if (query === undefined) query = compileSelector(selector);
    return query;
  };
}

function compileSelector(selector: string): ((element: Element) => boolean) | null {
  try {
    return compile<AnyNode, Element>(selector, { xmlMode: false });
  } catch {
    return null;
  }
}
