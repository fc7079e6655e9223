import { detached } from '../../text/detached.js';
import type { Token } from '../../text/index.js';
import { englishNlp } from './english.js';
import { EXTRA_VALENCES, IDIOMS, NEUTRAL_WORDS, SENSE_POS } from './sentiment-lexicon.js';

/**
 * Word valences (−1..1) from wink's English sentiment lexicon, read word by word: wink scores a
 * sentence as the mean of its lexicon hits, so a one-word sentence yields that word's valence.
 * Unknown words are looked up in one batch (one word per paragraph); answers are memoised in a
 * bounded cache, which changes speed only, never results.
 */
const cache = new Map<string, number>();
const MAX_CACHED_WORDS = 50_000;
const LOOKUP = /^[a-z][a-z'-]*$/;

function lookUpBatch(words: readonly string[]): void {
  if (words.length === 0) return;
  const nlp = englishNlp();
  const scores = nlp.readDoc(words.join('\n\n')).sentences().out(nlp.its.sentiment) as number[];
  if (scores.length === words.length) {
    words.forEach((word, i) => cache.set(detached(word), scores[i] ?? 0));
    return;
  }
  // A word the sentence splitter cut in two: fall back to one document per word.
  for (const word of words) cache.set(detached(word), Number(nlp.readDoc(word).out(nlp.its.sentiment)) || 0);
}

/** Valences of the given lower-case words (0 when absent from the lexicon). */
export function lexiconValences(words: Iterable<string>): ReadonlyMap<string, number> {
  const wanted = [...new Set(words)].filter((word) => LOOKUP.test(word));
  if (cache.size + wanted.length > MAX_CACHED_WORDS) cache.clear();
  lookUpBatch(wanted.filter((word) => !cache.has(word)));
  return new Map(wanted.map((word) => [word, cache.get(word) ?? 0]));
}

const IDIOM_PARTS = IDIOMS.map(([pattern]) => pattern.split(' '));

/** Index just past the idiom matched at `start`, or -1. `*` stands for up to three tokens. */
function matchAt(tokens: readonly Token[], start: number, parts: readonly string[]): number {
  if (parts.length === 0) return start;
  const [part, ...rest] = parts;
  if (part === '*') {
    for (let skip = 0; skip <= 3 && start + skip <= tokens.length; skip++) {
      const end = matchAt(tokens, start + skip, rest);
      if (end >= 0) return end;
    }
    return -1;
  }
  return tokens[start]?.lower === part ? matchAt(tokens, start + 1, rest) : -1;
}

/** Tags before a noun that mark it as one ("the patient", "a kind of", "my novel"). */
const NOUN_MARKERS = new Set(['DET', 'ADP', 'NUM', 'ADJ', 'PRON']);

/**
 * Whether a sense-restricted word is used in its valenced sense: its POS is allowed, or it is
 * an adjective the tagger called a noun ("were kind and patient": no determiner before it).
 */
function inSense(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i]!;
  const senses = SENSE_POS.get(token.lower);
  if (senses === undefined || senses.has(token.pos ?? '')) return true;
  return senses.has('ADJ') && token.pos === 'NOUN' && !NOUN_MARKERS.has(tokens[i - 1]?.pos ?? 'DET');
}

/** Lexicon valence of a token in its sense; names count only as a sentence's first word ("Impressive."). */
function valenceAt(tokens: readonly Token[], i: number, lexicon: ReadonlyMap<string, number>): number {
  const token = tokens[i]!;
  if (!token.isWord || (token.pos === 'PROPN' && i > 0)) return 0;
  if (NEUTRAL_WORDS.has(token.lower) || NEUTRAL_WORDS.has(token.lemma ?? token.lower)) return 0;
  if (!inSense(tokens, i)) return 0;
  const own = EXTRA_VALENCES.get(token.lower) ?? lexicon.get(token.lower) ?? 0;
  if (own !== 0 || token.lemma === undefined) return own;
  return EXTRA_VALENCES.get(token.lemma) ?? lexicon.get(token.lemma) ?? 0;
}

export interface SentimentEvidence {
  /** Words and fixed expressions that voice a sentiment in the sense used, up to 3. */
  readonly count: number;
  /** The largest |valence| among them (fixed expressions count as 0.5). */
  readonly strongest: number;
}

/**
 * The sentiment words and fixed expressions of a sentence, from wink's lexicon and
 * sentiment-lexicon.ts, each in its sentiment sense ("the patient" is none, "kind and patient" is).
 */
export function sentimentEvidence(tokens: readonly Token[]): SentimentEvidence {
  const lexicon = lexiconValences(tokens.flatMap((t) => [t.lower, t.lemma ?? t.lower]));
  let count = 0;
  let strongest = 0;
  for (let i = 0; i < tokens.length && count < 3; i++) {
    const valence = IDIOM_PARTS.some((parts) => matchAt(tokens, i, parts) > i) ? 0.5 : Math.abs(valenceAt(tokens, i, lexicon));
    if (valence > 0) { count += 1; strongest = Math.max(strongest, valence); }
  }
  return { count, strongest };
}
