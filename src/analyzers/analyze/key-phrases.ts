import { idfOf, maxIdf } from './background.js';
import type { Sentence, Token } from '../../text/index.js';

export interface KeyPhrase {
  /** The most frequent written form. */
  readonly name: string;
  /** Normalised key (lower-case lemmas joined by one space). */
  readonly key: string;
  /** Lower-case lemmas of the phrase's words. */
  readonly words: readonly string[];
  readonly count: number;
  readonly score: number;
}

export interface KeyPhraseOptions {
  readonly limit: number;
  /** Lower-cased words of the page title: phrases sharing them rank higher. */
  readonly titleWords?: ReadonlySet<string>;
  /** Phrase key → share (0..1) of the sibling texts that also hold it: common phrases rank lower. */
  readonly commonness?: ReadonlyMap<string, number>;
  /** The title as sentences: its phrases count as two mentions each, early on the page. */
  readonly titleSentences?: readonly Sentence[];
  /** ISO 639-1 code; German keeps only capitalised words (its nouns). */
  readonly language?: string;
}

const NOUNS = new Set(['NOUN', 'PROPN']);
const MODIFIERS = new Set(['NOUN', 'PROPN', 'ADJ']);
const MAX_WORDS = 4;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** English nouns too general to name a topic on their own. */
const GENERIC_NOUNS = new Set(`end front back side part lot kind sort type way time times year years day days week month
  thing things people person man woman men women place case point fact number group area world home life example
  percent today yesterday tomorrow something anything everything nothing someone anyone everyone other others
  lot lots bit couple rest top bottom beginning middle use result results reason reasons question questions
  guide guides tutorial overview introduction detail details`.split(/\s+/));
/** Adjectives that only grade a generic head ("practical guide"): dropped from a phrase's start. */
const GRADING_ADJECTIVES = new Set(`practical complete ultimate quick simple full short brief definitive comprehensive
  beginner basic essential easy great best good new`.split(/\s+/));

/** Content words of two or more characters (single kana and particles say nothing on their own). */
function usable(token: Token): boolean {
  return token.isWord && !token.stop && [...token.text].length > 1;
}

function generic(run: readonly Token[]): boolean {
  return run.length === 1 && run[0]!.pos === 'NOUN' && GENERIC_NOUNS.has(run[0]!.lemma ?? run[0]!.lower);
}

function isTagged(sentence: Sentence): boolean {
  return sentence.tokens.some((t) => t.pos !== undefined && t.pos !== 'PUNCT');
}

/** Adjective endings: an "ADJ" without one, closing a run, is taken as the noun wink missed ("surrogate key"). */
const ADJECTIVE_ENDINGS = /(?:al|ous|ive|ful|able|ible|ic|less|ent|ant|ed|ish|ary|y)$/;

/** A head noun wink tagged otherwise: a gerund after a modifier ("edge caching"), a noun-like "ADJ", the rest of a name. */
function nounLike(token: Token, previous: Token | undefined): boolean {
  if (NOUNS.has(token.pos ?? '')) return true;
  // A capitalised word wink could not tag, after a name, is more of the name ("MacBook Pro").
  if (token.pos === 'X' && previous?.pos === 'PROPN' && /^\p{Lu}/u.test(token.text)) return true;
  const afterModifier = previous !== undefined && MODIFIERS.has(previous.pos ?? '');
  if (!afterModifier || !usable(token)) return false;
  if (token.pos === 'VERB') return /\p{L}{3,}ing$/u.test(token.lower);
  return token.pos === 'ADJ' && previous.pos === 'ADJ' && !ADJECTIVE_ENDINGS.test(token.lower);
}

/** The left part of a hyphenated word: any word or number ("far-flung", "13-inch"). */
function joinsHyphen(token: Token): boolean {
  return token.isWord || /^\p{N}+$/u.test(token.text);
}

/** "Cache - Control" written "Cache-Control" in the sentence: one word. */
function hyphenated(sentence: Sentence, i: number): boolean {
  const [a, dash, b] = [sentence.tokens[i - 1], sentence.tokens[i], sentence.tokens[i + 1]];
  return a !== undefined && b !== undefined && dash?.text === '-' && joinsHyphen(a) && usable(b) && sentence.text.includes(`${a.text}-${b.text}`);
}

/** A run's last MAX_WORDS words (hyphens are not words), a hyphenated word kept whole or left out. */
function lastWords(run: readonly Token[]): Token[] {
  let start = run.length;
  for (let words = 0; start > 0 && words < MAX_WORDS; ) {
    start -= 1;
    if (run[start]!.text !== '-') words += 1;
  }
  while (start < run.length && (run[start]!.text === '-' || run[start - 1]?.text === '-')) start += 1;
  return run.slice(start);
}

/** English: adjective/noun runs ending in a noun, without leading generic nouns ("year renovation"). */
function taggedRuns(sentence: Sentence): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  const close = (): void => {
    while (run.length > 0 && !nounLike(run[run.length - 1]!, run[run.length - 2])) run.pop();
    while (run.length > 1 && (generic(run.slice(0, 1)) || GRADING_ADJECTIVES.has(run[0]!.lower))) run.shift();
    if (run.length > 0 && !generic(run)) runs.push(lastWords(run));
    run = [];
  };
  sentence.tokens.forEach((token, i) => {
    if (hyphenated(sentence, i)) {
      // A hyphenated word starts a run when its left part is not in one ("far-flung", "13-inch").
      const left = sentence.tokens[i - 1]!;
      if (run[run.length - 1] !== left) {
        close();
        run.push(left);
      }
      run.push(token);
    } else if (usable(token) && (MODIFIERS.has(token.pos ?? '') || (run.length > 0 && nounLike(token, run[run.length - 1])))) run.push(token);
    else close();
  });
  close();
  return runs;
}

/**
 * Without POS tags: single content words and pairs of adjacent ones between function words
 * and punctuation. `nounsCapitalised` (German) keeps only capitalised words.
 */
function untaggedRuns(sentence: Sentence, nounsCapitalised: boolean): Token[][] {
  const keep = (t: Token): boolean => usable(t) && (!nounsCapitalised || /^\p{Lu}/u.test(t.text));
  const runs: Token[][] = [];
  sentence.tokens.forEach((token, i) => {
    if (!keep(token)) return;
    runs.push([token]);
    const next = sentence.tokens[i + 1];
    if (next !== undefined && keep(next)) runs.push([token, next]);
  });
  return runs;
}

function candidateRuns(sentence: Sentence, lang: string): Token[][] {
  return isTagged(sentence) ? taggedRuns(sentence) : untaggedRuns(sentence, lang === 'de');
}

function joinWords(parts: readonly string[]): string {
  const joined = parts.some((p) => UNSPACED.test(p)) ? parts.join('') : parts.join(' ');
  return joined.replace(/ - /g, '-');
}

interface Tally { count: number; first: number; forms: Map<string, number>; words: string[] }

function tally(sentences: readonly Sentence[], lang: string): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  sentences.forEach((sentence, index) => {
    for (const run of candidateRuns(sentence, lang)) {
      const words = run.filter((t) => t.text !== '-').map((t) => t.lemma ?? t.lower);
      const key = words.join(' ');
      const entry = tallies.get(key) ?? { count: 0, first: index, forms: new Map<string, number>(), words };
      const form = joinWords(run.map((t) => t.text));
      entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
      entry.count++;
      tallies.set(key, entry);
    }
  });
  return tallies;
}

/** English: one lower-case noun ("object", "copies") is too common to be a topic unless the title names it. */
function commonSingleNoun(entry: Tally, options: KeyPhraseOptions): boolean {
  if (entry.words.length > 1 || options.titleWords?.has(entry.words[0]!) === true) return false;
  return !/\p{Lu}/u.test(mostFrequent(entry.forms));
}

function mostFrequent(forms: ReadonlyMap<string, number>): string {
  return [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

/** Mean rarity of the phrase's words against the background list, 0.15–1 (English only). */
function rarityOf(words: readonly string[], options: KeyPhraseOptions): number {
  if (options.language !== 'en' || words.length === 0) return 1;
  const mean = words.reduce((sum, w) => sum + idfOf(w), 0) / words.length;
  return Math.max(0.15, mean / maxIdf());
}

/**
 * Phrase score, TF-IDF-like: frequency × rarity of its words in general text, longer phrases
 * favoured (single words ×0.6, two ×1.8, three or more ×2.2), a boost for appearing early (first 20% of
 * sentences) or sharing words with the title, and a penalty for being common to the sibling texts.
 */
function scoreOf(key: string, entry: Tally, total: number, options: KeyPhraseOptions): number {
  const length = entry.words.length === 1 ? 0.6 : entry.words.length === 2 ? 1.8 : 2.2;
  const early = entry.first <= total * 0.2 ? 1.3 : 1;
  const inTitle = entry.words.some((w) => options.titleWords?.has(w) === true) ? 1.5 : 1;
  const common = 1 - 0.8 * (options.commonness?.get(key) ?? 0);
  return entry.count * rarityOf(entry.words, options) * length * early * inTitle * common;
}

function contains(outer: readonly string[], inner: readonly string[]): boolean {
  return inner.every((w) => outer.includes(w));
}

/**
 * Adds a phrase unless it repeats a chosen one: a shorter phrase inside a chosen one is dropped;
 * a longer phrase replaces a chosen shorter one it contains when it is at least half as frequent
 * ("air pollution" over "pollution").
 */
function addUnlessRepeated(chosen: KeyPhrase[], phrase: KeyPhrase): void {
  const inner = chosen.findIndex((c) => contains(phrase.words, c.words));
  if (inner >= 0) {
    if (phrase.words.length > chosen[inner]!.words.length && phrase.count * 2 >= chosen[inner]!.count) {
      chosen[inner] = { ...phrase, score: chosen[inner]!.score };
    }
    return;
  }
  if (!chosen.some((c) => contains(c.words, phrase.words))) chosen.push(phrase);
}

/** The text's key phrases, best first; a phrase contained in a better one is left out. */
export function extractKeyPhrases(sentences: readonly Sentence[], options: KeyPhraseOptions): KeyPhrase[] {
  const title = options.titleSentences ?? [];
  const tallies = tally([...title, ...title, ...sentences], options.language ?? 'und');
  // On longer texts a single word seen once is noise; a rare phrase seen once may still be the subject.
  const minCount = sentences.length >= 12 ? 2 : 1;
  const ranked = [...tallies]
    .filter(([, entry]) => entry.count >= minCount || entry.words.length > 1)
    .filter(([, entry]) => options.language !== 'en' || !commonSingleNoun(entry, options))
    .map(([key, entry]) => ({
      name: mostFrequent(entry.forms), key, words: entry.words, count: entry.count,
      score: scoreOf(key, entry, sentences.length, options),
    }))
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  const chosen: KeyPhrase[] = [];
  for (const phrase of ranked) {
    if (chosen.length >= options.limit) break;
    addUnlessRepeated(chosen, phrase);
  }
  return chosen;
}
