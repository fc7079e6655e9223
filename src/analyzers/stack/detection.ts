import type { CompiledPattern } from './compile-patterns.js';
import { resolveVersion } from './pattern-syntax.js';
import { bestClause } from './regex-facts.js';
import type { LiteralSet } from './regex-facts.js';
import { execByLiterals } from './window-match.js';
import type { SignalType } from './rule-types.js';

/** One pattern that matched. */
export interface Detection {
  readonly tech: number;
  readonly type: SignalType;
  readonly pattern: CompiledPattern;
  /** From the pattern's version template; "" when it has none. */
  readonly version: string;
}

/** Values up to this size are checked for the pattern's literals before the regex runs. */
const SHORT_VALUE_CHARS = 4_096;

/** The version the pattern yields on `value` ("" when none), or undefined when it does not match. */
export function matchPattern(pattern: CompiledPattern, value: string): string | undefined {
  if (!pattern.regex) return pattern.version;
  const match = execPattern(pattern, pattern.regex, value);
  return match ? versionFrom(pattern, match) : undefined;
}

/**
 * Short values: a quick literal check, then the regex. Long ones (inline scripts, style
 * sheets, page text): the regex runs only near its literals.
 */
function execPattern(pattern: CompiledPattern, regex: RegExp, value: string): RegExpExecArray | null {
  if (value.length <= SHORT_VALUE_CHARS) return mayMatch(pattern.clauses, value) ? regex.exec(value) : null;
  const clause = bestClause(pattern.clauses);
  return clause ? execByLiterals(regex, pattern.maxLength, clause, value) : regex.exec(value);
}

export function versionFrom(pattern: CompiledPattern, match: RegExpExecArray): string {
  return resolveVersion(pattern.version, match);
}

/** False when a literal clause has no literal in `value`: the regex cannot match it. */
function mayMatch(clauses: readonly LiteralSet[], value: string): boolean {
  if (clauses.length === 0) return true;
  const lower = lowerCase(value);
  for (const clause of clauses) {
    let found = false;
    for (const literal of clause) if ((found = lower.includes(literal))) break;
    if (!found) return false;
  }
  return true;
}

// Rules for one header or meta name run one after another on the same value: lower-case it once.
let lastValue = '';
let lastLower = '';

function lowerCase(value: string): string {
  if (value !== lastValue) [lastValue, lastLower] = [value, value.toLowerCase()];
  return lastLower;
}
