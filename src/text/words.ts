/**
 * Words and sentences as the analysers count them. Words come from the page model's tokenizer
 * (src/page/words.ts, as `countWords`): whitespace-separated tokens, with scripts written without
 * spaces (Chinese, Japanese, Thai…) split by `Intl.Segmenter` dictionary word breaks.
 */
import { forEachWordToken } from '../page/words.js';
import { splitParagraphs, splitSentences } from './text-units.js';

/** Letters and digits joined by inner apostrophes, hyphens or dots: "don't", "e-mail", "3.5". */
const SPACED_WORD = /[\p{L}\p{M}\p{N}]+(?:['’.\-][\p{L}\p{M}\p{N}]+)*/gu;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/**
 * The words of `text`, in order, as written: the tokens `countWords` counts, a spaced one split
 * into its letter runs for matching and syllables ("and/or": one word counted, two listed).
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  forEachWordToken(text, (token, segmented) => {
    if (segmented) words.push(token);
    else for (const match of token.matchAll(SPACED_WORD)) words.push(match[0]);
  });
  return words;
}

/** Lower-cased words, for matching. */
export function lowerWordsOf(text: string): string[] {
  return wordsOf(text).map((w) => w.toLowerCase());
}

/**
 * Sentences of `text`: every line is at least one sentence (headings and list items carry no
 * full stop), lines are split by Unicode sentence breaks, whitespace is collapsed, and pieces
 * without a word are dropped.
 */
export function sentencesOf(text: string): string[] {
  return splitSentences(splitParagraphs(text), 'und').map((s) => s.text).filter((s) => WORD_CHARACTER.test(s));
}

/** Length of `text` in Unicode code points (never half a surrogate pair). */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}
