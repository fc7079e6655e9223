import { parsePatternSyntax } from './pattern-syntax.js';
import { regexFacts } from './regex-facts.js';
import type { LiteralSet } from './regex-facts.js';

/** One compiled fingerprint pattern. `regex` null: the rule only asks that the key exists. */
export interface CompiledPattern {
  readonly regex: RegExp | null;
  /** The regex source as written in the data (before quantifier bounding). */
  readonly source: string;
  readonly version: string;
  readonly confidence: number;
  /** Literal clauses any match satisfies (regex-facts.ts); empty when none is known. */
  readonly clauses: readonly LiteralSet[];
  /** Longest possible match, Infinity when unbounded. */
  readonly maxLength: number;
}

/** Longest run an unbounded quantifier may take; the reference implementation uses the same cap. */
const MAX_REPEAT = 250;

/**
 * Rewrites unbounded `+` and `*` (outside character classes, unescaped) as `{1,250}` and
 * `{0,250}`. The data's regexes run over whole HTML documents; the cap keeps a failing
 * attempt from scanning (and backtracking over) the rest of the document.
 */
export function boundQuantifiers(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source.charAt(i);
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else {
      out += c === '+' ? `{1,${MAX_REPEAT}}` : c === '*' ? `{0,${MAX_REPEAT}}` : c;
    }
  }
  return out;
}

/** Case-insensitive as the data's authors assume; undefined when the regex is invalid in JS. */
export function compileRegex(source: string, flags = 'i'): RegExp | undefined {
  try {
    return new RegExp(boundQuantifiers(source), flags);
  } catch {
    return undefined;
  }
}

/** Parses and compiles one pattern string; undefined when its regex does not compile. */
export function compilePattern(pattern: string): CompiledPattern | undefined {
  const parts = parsePatternSyntax(pattern);
  if (parts.source === '') return { ...parts, regex: null, clauses: [], maxLength: 0 };
  const regex = compileRegex(parts.source);
  if (!regex) return undefined;
  const facts = regexFacts(parts.source);
  return { ...parts, regex, clauses: facts.clauses, maxLength: facts.maxLength };
}
