import type { Element } from 'domhandler';
import type { CompiledPattern } from './compile-patterns.js';
import type { LiteralSet } from './regex-facts.js';

/** The rule types this analyser evaluates (see README for the ones it does not). */
export type SignalType = 'html' | 'scriptSrc' | 'scripts' | 'css' | 'text' | 'url' | 'headers' | 'cookies' | 'meta' | 'dom';

export const ALL_SIGNALS: readonly SignalType[] = [
  'html', 'scriptSrc', 'scripts', 'css', 'text', 'url', 'headers', 'cookies', 'meta', 'dom',
];

/** A regex rule over one input. `tech` is the technology's index in {@link CompiledFingerprints}. */
export interface PatternRule {
  readonly type: Exclude<SignalType, 'dom'>;
  readonly tech: number;
  /** Lower-case header, meta or cookie name; "" for the other types. */
  readonly key: string;
  /** Cookie rules only: the name as a pattern when it is not a plain name (`_ga_*`, `SESS[a-f0-9]{32}`). */
  readonly keyPattern?: RegExp;
  readonly pattern: CompiledPattern;
  /** Prefilter: each clause needs one of its literals in the input; none = always run. */
  readonly clauses: readonly LiteralSet[];
}

export interface AttributeCheck {
  readonly name: string;
  readonly pattern: CompiledPattern;
}

/** One item of a `dom` selector list with its evaluable sub-rules. */
export interface DomRule {
  readonly type: 'dom';
  readonly tech: number;
  readonly selector: string;
  /** Element name the selector's subject must have, or `*`. */
  readonly tag: string;
  /** The compiled selector (compiled on first call); null when css-select rejects it. */
  readonly query: () => ((element: Element) => boolean) | null;
  readonly exists: CompiledPattern | undefined;
  readonly text: CompiledPattern | undefined;
  readonly attributes: readonly AttributeCheck[];
  /** Prefilter over the raw HTML, as for {@link PatternRule.clauses}. */
  readonly clauses: readonly LiteralSet[];
}

export type Rule = PatternRule | DomRule;

export interface ImpliedTechnology {
  readonly tech: number;
  readonly confidence: number;
  readonly version: string;
}

export interface Technology {
  readonly name: string;
  /** Category ids, first the primary one as the data lists them. */
  readonly cats: readonly number[];
  /** Short lower-case category name (categories.ts). */
  readonly category: string;
  readonly implies: readonly ImpliedTechnology[];
  readonly excludes: readonly number[];
  /** Its rules run only once one of these technologies was detected. */
  readonly requires: readonly number[];
  /** …or once a technology of one of these categories was detected. */
  readonly requiresCategory: readonly number[];
}

/** True when the technology's rules wait for a required technology or category. */
export function isGated(technology: Technology): boolean {
  return technology.requires.length > 0 || technology.requiresCategory.length > 0;
}
