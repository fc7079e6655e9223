/**
 * What the entity tagger sees of one sentence: each token's word, shape, POS tag, gazetteer and
 * lexicon marks, and the feature strings built from them. Shared by the tagger and its training script
 * (scripts/analyze/train-entity-tagger.ts), so both read text the same way.
 */
import type { Sentence } from '../../text/index.js';
import type { EntityType } from './entity-rules.js';

/** A sentence read for tagging; arrays are per token. */
export interface TaggerView {
  readonly text: string;
  readonly words: readonly string[];
  readonly lowers: readonly string[];
  readonly shapes: readonly string[];
  readonly pos: readonly string[];
  /** Function words ("for", "the"): not a feature, but no name ends in one. */
  readonly stops: readonly boolean[];
  /** Character offset of each token in `text`. */
  readonly starts: readonly number[];
  /** "B-o", "I-p"…: the token's place in the longest gazetteer name over it; "" when none. */
  readonly listed: readonly string[];
  /** The same over the lexicon of word classes ("B-f" a given name, "B-o" a company…). */
  readonly known: readonly string[];
}

/** A gazetteer: the usual type of a lower-cased name, if listed. */
export type NameLookup = (lowerName: string) => EntityType | undefined;
/** A lexicon of word classes: a short code for a lower-cased word or name, if listed. */
export type ClassLookup = (lowerName: string) => string | undefined;

const LIST_CODES: Readonly<Record<EntityType, string>> = { person: 'p', organization: 'o', location: 'l', product: 'r' };
const MAX_LISTED_WORDS = 6;
const UPPER_START = /^\p{Lu}/u;
const NAME_START = /^[\p{Lu}\d]/u;
/** Lower-case words found inside listed names ("Bank of England", "Charles de Gaulle", "Lord 's"). */
const NAME_CONNECTORS = new Set(`of and & the de van der den von for in on et al da la del della du des y - ' 's . / ( )`.split(' '));

/** How many tokens from i could belong to one name: capitalised words, numbers and connectors. */
function nameReach(words: readonly string[], i: number): number {
  let n = 1;
  while (n < MAX_LISTED_WORDS && i + n < words.length && (NAME_START.test(words[i + n]!) || NAME_CONNECTORS.has(words[i + n]!.toLowerCase()))) n++;
  return n;
}

/** Word shape with runs collapsed: "Coca-Cola" → "Xx-Xx", "1996-08-22" → "d-d-d", "U.S." → "X.X.". */
export function shapeOf(word: string): string {
  let shape = '';
  let last = '';
  for (const char of word) {
    const code = char.charCodeAt(0);
    let kind: string;
    if (code >= 48 && code <= 57) kind = 'd';
    else if (code >= 97 && code <= 122) kind = 'x';
    else if (code >= 65 && code <= 90) kind = 'X';
    else if (char.toLowerCase() !== char) kind = 'X';
    else if (char.toUpperCase() !== char) kind = 'x';
    else kind = char;
    if (kind !== last) shape += kind;
    last = kind;
  }
  return shape;
}

/** Offsets of the tokens in the sentence text (wink keeps tokens as written). */
function offsetsOf(text: string, words: readonly string[]): number[] {
  let cursor = 0;
  return words.map((word) => {
    const at = text.indexOf(word, cursor);
    const start = at < 0 ? cursor : at;
    cursor = at < 0 ? cursor : at + word.length;
    return start;
  });
}

/** Longest listed names, left to right, as B-/I- marks with the list's code. */
function listedMarks(view: Pick<TaggerView, 'words' | 'starts' | 'text'>, lookup: ClassLookup): string[] {
  const { words, starts, text } = view;
  const marks = new Array<string>(words.length).fill('');
  let i = 0;
  while (i < words.length) {
    let found = 0;
    let code = '';
    if (UPPER_START.test(words[i]!)) {
      for (let n = nameReach(words, i); n >= 1 && found === 0; n--) {
        const last = i + n - 1;
        const listed = lookup(text.slice(starts[i]!, starts[last]! + words[last]!.length).toLowerCase());
        if (listed !== undefined) { found = n; code = listed; }
      }
    }
    for (let k = 0; k < found; k++) marks[i + k] = `${k === 0 ? 'B' : 'I'}-${code}`;
    i += Math.max(1, found);
  }
  return marks;
}

export function viewOf(sentence: Pick<Sentence, 'text' | 'tokens'>, gazetteer: NameLookup, lexicon: ClassLookup): TaggerView {
  const words = sentence.tokens.map((t) => t.text);
  const base = {
    text: sentence.text,
    words,
    lowers: words.map((w) => w.toLowerCase()),
    shapes: words.map(shapeOf),
    pos: sentence.tokens.map((t) => t.pos ?? 'X'),
    stops: sentence.tokens.map((t) => t.stop),
    starts: offsetsOf(sentence.text, words),
  };
  const listed = listedMarks(base, (name) => { const type = gazetteer(name); return type === undefined ? undefined : LIST_CODES[type]; });
  return { ...base, listed, known: listedMarks(base, lexicon) };
}

const affix = (word: string, n: number, end: boolean): string => (word.length <= n ? word : end ? word.slice(-n) : word.slice(0, n));

/**
 * Features of token i that do not depend on the tags chosen before it: the word (lower-cased and
 * as written), its affixes, length and shape, its POS tag, the words, shapes and tags around it,
 * and its gazetteer and lexicon marks with their neighbours'.
 */
export function observationFeatures(view: TaggerView, i: number): string[] {
  const { lowers, shapes, pos, listed, known } = view;
  const at = <T>(values: readonly T[], k: number, edge: T): T => (k < 0 || k >= values.length ? edge : values[k]!);
  const [w, s, p] = [lowers[i]!, shapes[i]!, pos[i]!];
  const [prev, next] = [at(lowers, i - 1, '<s>'), at(lowers, i + 1, '</s>')];
  const [prevShape, nextShape] = [at(shapes, i - 1, '<s>'), at(shapes, i + 1, '</s>')];
  const [prevPos, nextPos] = [at(pos, i - 1, '<s>'), at(pos, i + 1, '</s>')];
  return [
    'b', `w=${w}`, `W=${view.words[i]}`, `n=${Math.min(w.length, 10)}`,
    `p1=${affix(w, 1, false)}`, `p2=${affix(w, 2, false)}`, `p3=${affix(w, 3, false)}`, `p4=${affix(w, 4, false)}`,
    `s1=${affix(w, 1, true)}`, `s2=${affix(w, 2, true)}`, `s3=${affix(w, 3, true)}`, `s4=${affix(w, 4, true)}`, `s5=${affix(w, 5, true)}`,
    `s=${s}`, `f=${i === 0 ? 1 : 0}${s}`, `P=${p}`,
    `w-1=${prev}`, `w+1=${next}`, `w-2=${at(lowers, i - 2, '<s>')}`, `w+2=${at(lowers, i + 2, '</s>')}`, `ww-=${prev} ${w}`, `ww+=${w} ${next}`,
    `s-1=${prevShape}`, `s+1=${nextShape}`, `sss=${prevShape} ${s} ${nextShape}`,
    `P-1=${prevPos}`, `P+1=${nextPos}`, `Pp=${prevPos} ${p}`, `pP=${p} ${nextPos}`,
    `g=${listed[i]}`, `g-1=${at(listed, i - 1, '<s>')}`, `g+1=${at(listed, i + 1, '</s>')}`, `gw=${listed[i]} ${s}`,
    `k=${known[i]}`, `k-1=${at(known, i - 1, '<s>')}`, `k+1=${at(known, i + 1, '</s>')}`, `kw=${known[i]} ${s}`,
  ];
}

/** The tag before a sentence's first token. */
export const START_TAG = '<s>';

/**
 * Features of token i that depend on the tag before it: the transition, and the transition into
 * this word. The tagger reads these two templates from its model as matrices (entity-tagger.ts).
 */
export function transitionFeatures(previous: string, view: TaggerView, i: number): string[] {
  return [`t=${previous}`, `tw=${previous} ${view.lowers[i]}`];
}
