import { segmentsOf } from './segments.js';

/**
 * The one word tokenizer: text splits at whitespace, and a token in a script written without
 * spaces (Chinese, Japanese, Thai…) splits further at `Intl.Segmenter`'s dictionary word breaks.
 * `countWords` (the page model's count) and `wordsOf` (src/text: matching, syllables) read it.
 */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

let segmenter: Intl.Segmenter | undefined;

/**
 * Calls `visit` with each whitespace-separated token of `text`, in order; a token in an unspaced
 * script is replaced by its word-like segments, visited with `segmented` true.
 */
export function forEachWordToken(text: string, visit: (token: string, segmented: boolean) => void): void {
  for (const token of text.split(/\s+/)) {
    if (token === '') continue;
    if (!UNSPACED_SCRIPT.test(token)) {
      visit(token, false);
      continue;
    }
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
    for (const segment of segmentsOf(segmenter, token)) if (segment.isWordLike) visit(segment.segment, true);
  }
}

/**
 * Words in `text`: whitespace-separated tokens holding a letter or digit count
 * once ("e-mail", "3.5" are one word; a lone "—" is none); tokens in scripts
 * written without spaces (Chinese, Japanese, Thai…) are split by
 * `Intl.Segmenter`'s dictionary word breaks instead.
 */
export function countWords(text: string): number {
  let count = 0;
  forEachWordToken(text, (token, segmented) => {
    if (segmented || WORD_CHARACTER.test(token)) count++;
  });
  return count;
}
