/**
 * Words and sentences as the analysers count them. Words follow the page model's count
 * (`countWords`): whitespace-separated tokens holding a letter or digit, with scripts written
 * without spaces (Chinese, Japanese, Thai…) split by `Intl.Segmenter` dictionary word breaks.
 */
import { segmentsOf } from '../page/segments.js';
import { segmenterFor } from './segmenters.js';
import { splitParagraphs, splitSentences } from './text-units.js';

const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Letters and digits joined by inner apostrophes, hyphens or dots: "don't", "e-mail", "3.5". */
const SPACED_WORD = /[\p{L}\p{M}\p{N}]+(?:['’.\-][\p{L}\p{M}\p{N}]+)*/gu;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

function segmentedWords(token: string): string[] {
  const words: string[] = [];
  for (const s of segmentsOf(segmenterFor('und', 'word'), token)) if (s.isWordLike) words.push(s.segment);
  return words;
}

/** The words of `text`, in order, as written. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const token of text.split(/\s+/)) {
    if (token === '') continue;
    if (UNSPACED_SCRIPT.test(token)) words.push(...segmentedWords(token));
    else for (const match of token.matchAll(SPACED_WORD)) words.push(match[0]);
  }
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
