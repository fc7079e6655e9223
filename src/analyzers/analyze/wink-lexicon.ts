import { englishNlp } from './english.js';

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
    words.forEach((word, i) => cache.set(word, scores[i] ?? 0));
    return;
  }
  // A word the sentence splitter cut in two: fall back to one document per word.
  for (const word of words) cache.set(word, Number(nlp.readDoc(word).out(nlp.its.sentiment)) || 0);
}

/** Valences of the given lower-case words (0 when absent from the lexicon). */
export function lexiconValences(words: Iterable<string>): ReadonlyMap<string, number> {
  const wanted = [...new Set(words)].filter((word) => LOOKUP.test(word));
  if (cache.size + wanted.length > MAX_CACHED_WORDS) cache.clear();
  lookUpBatch(wanted.filter((word) => !cache.has(word)));
  return new Map(wanted.map((word) => [word, cache.get(word) ?? 0]));
}
