import { countWords } from '../../page/index.js';

/**
 * Silent reading speed for non-fiction, words per minute (Brysbaert 2019, a meta-analysis of
 * 190 studies: 238 wpm). CJK text is counted in dictionary words (Intl.Segmenter), to which the
 * same rate is applied.
 */
export const WORDS_PER_MINUTE = 238;
export const EXCERPT_CHARACTERS = 160;

export function readingMinutes(wordCount: number): number {
  return wordCount === 0 ? 0 : Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}

/** The first 160 characters (code points, never half a surrogate pair) of the text, paragraph breaks as spaces. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return Array.from(flat).slice(0, EXCERPT_CHARACTERS).join('').trimEnd();
}

export function textStatistics(text: string): { word_count: number; read_time: number; excerpt: string } {
  const words = countWords(text);
  return { word_count: words, read_time: readingMinutes(words), excerpt: excerptOf(text) };
}
