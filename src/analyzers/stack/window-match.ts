import type { Near } from './index-rules.js';
import type { LiteralSet } from './regex-facts.js';

/**
 * Runs a regex only around the occurrences of its literals. A match spans at most
 * `maxLength` characters and contains one of the occurrences, so it lies within
 * `maxLength` of one; each window adds context for lookarounds and `\b`. Every match found
 * in a window is confirmed by a sticky run at the same offset of the whole text, so edge
 * effects (a `^` or `\b` at a window's cut) cannot produce a false match.
 */

/** Context kept on both sides of a window, for lookarounds and word boundaries. */
const CONTEXT_CHARS = 256;
/** Regexes whose matches may be longer run over the whole text. */
export const MAX_WINDOWED_MATCH = 4_000;

interface Variants {
  readonly global: RegExp;
  readonly sticky: RegExp;
}

// Derived lazily: most patterns never reach a windowed run.
const variants = new WeakMap<RegExp, Variants>();

function variantsOf(regex: RegExp): Variants {
  let found = variants.get(regex);
  if (!found) {
    found = { global: new RegExp(regex.source, `${regex.flags}g`), sticky: new RegExp(regex.source, `${regex.flags}y`) };
    variants.set(regex, found);
  }
  return found;
}

export function execNear(regex: RegExp, maxLength: number, text: string, near: Near | undefined): RegExpExecArray | null {
  if (!near || maxLength > MAX_WINDOWED_MATCH) return regex.exec(text);
  const { global, sticky } = variantsOf(regex);
  for (const [start, end] of windows(near, maxLength + CONTEXT_CHARS, text.length)) {
    const slice = text.slice(start, end);
    global.lastIndex = 0;
    for (let m = global.exec(slice); m; m = global.exec(slice)) {
      sticky.lastIndex = start + m.index;
      const confirmed = sticky.exec(text);
      if (confirmed) return confirmed;
      global.lastIndex = m.index + 1;
    }
  }
  return null;
}

/** Beyond this many occurrences of the literals, windows stop paying off: run on the whole text. */
const MAX_LITERAL_HITS = 48;

// Per literal clause: one case-insensitive regex finding any of its literals.
const literalFinders = new WeakMap<LiteralSet, RegExp>();

function finderOf(clause: LiteralSet): RegExp {
  let finder = literalFinders.get(clause);
  if (!finder) {
    finder = new RegExp(clause.map((l) => l.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'gi');
    literalFinders.set(clause, finder);
  }
  return finder;
}

/**
 * Like {@link execNear} for a text the page scan did not cover (an inline script, a style
 * sheet, a long attribute): the clause's literals are located with one case-insensitive
 * search, and the regex runs only around them; none found means no match is possible.
 */
export function execByLiterals(regex: RegExp, maxLength: number, clause: LiteralSet, text: string): RegExpExecArray | null {
  const finder = finderOf(clause);
  const positions: number[] = [];
  finder.lastIndex = 0;
  for (let m = finder.exec(text); m; m = finder.exec(text)) {
    if (positions.length === MAX_LITERAL_HITS || maxLength > MAX_WINDOWED_MATCH) return regex.exec(text);
    positions.push(m.index);
    finder.lastIndex = m.index + 1;
  }
  if (positions.length === 0) return null;
  return execNear(regex, maxLength, text, { positions, span: Math.max(...clause.map((l) => l.length)) });
}

/** Merged [start, end) ranges around each position, in text order. */
export function windows(near: Near, reach: number, length: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (const position of near.positions) {
    const start = Math.max(0, position - reach);
    const end = Math.min(length, position + near.span + reach);
    const last = ranges[ranges.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}
