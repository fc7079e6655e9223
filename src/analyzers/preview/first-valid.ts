import type { Page } from '../../page/index.js';

/** What a rule may offer: one raw value, several in preference order, or nothing. */
export type Candidate = string | null | undefined | readonly (string | null | undefined)[];

/**
 * What of the page a rule reads: meta tags (name/property/http-equiv), the `<title>`, JSON-LD
 * scripts, `<link>` tags, the `<html>` element's attributes (`root`), only the page's URL, or the
 * body's content. previewFromHead (head-first.ts) uses it to tell whether the page's head alone
 * settles a field.
 */
export type RuleInput = 'meta' | 'title' | 'json-ld' | 'link' | 'root' | 'url' | 'body';

/** A small named source of raw values for one field. */
export interface Rule {
  readonly name: string;
  readonly reads: RuleInput;
  readonly extract: (page: Page) => Candidate;
  /**
   * For a rule that reads the body: whether the body's raw HTML (unparsed, from its `<body>` tag
   * on) could give this rule a value, the page's head parsed as `head`. Conservative — a false
   * answer must be certain. Without it, any body could.
   */
  readonly bodyCouldFeed?: (body: string, head: Page) => boolean;
}

/** Normalises a raw value; `undefined` rejects it (empty, not a usable URL…). */
export type Accept = (raw: string, page: Page) => string | undefined;

/** One field's documented priority: its rules in order and what counts as valid. */
export interface FieldRules {
  readonly rules: readonly Rule[];
  readonly accept: Accept;
  /** What `accept` reads of the page besides the raw value (head-first.ts checks these too). */
  readonly acceptReads?: readonly RuleInput[];
}

/** The value a field took and the rule it came from. */
export interface RuleHit {
  readonly rule: string;
  readonly value: string;
}

function candidatesOf(rule: Rule, page: Page): readonly (string | null | undefined)[] {
  try {
    const candidate = rule.extract(page);
    return typeof candidate === 'string' || candidate == null ? [candidate] : candidate;
  } catch {
    return []; // A rule that throws yields no value; the next rule gets its turn.
  }
}

function acceptSafely(accept: Accept, raw: string, page: Page): string | undefined {
  try {
    return accept(raw, page);
  } catch {
    return undefined;
  }
}

/** Runs `rules` in order and returns the first candidate `accept` keeps. */
export function firstValid({ rules, accept }: FieldRules, page: Page): RuleHit | undefined {
  for (const rule of rules) {
    for (const raw of candidatesOf(rule, page)) {
      if (typeof raw !== 'string') continue;
      const value = acceptSafely(accept, raw, page);
      if (value !== undefined && value !== '') return { rule: rule.name, value };
    }
  }
  return undefined;
}
