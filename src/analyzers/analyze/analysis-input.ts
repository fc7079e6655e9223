import { countWords } from '../../page/index.js';
import type { Page } from '../../page/index.js';
import { languageOf, segmentSentences, splitParagraphs, stopwordsOf, wordTokens } from '../../text/index.js';
import type { Sentence } from '../../text/index.js';
import { readMainText } from '../extract/content/index.js';
import { analyzePreview } from '../preview/index.js';
import { readEnglish } from './english.js';

/** What every analysis part reads: the page's main text, its language, sentences and title words. */
export interface AnalysisInput {
  readonly text: string;
  readonly words: number;
  /** ISO 639-1, or `und`. */
  readonly language: string;
  readonly sentences: readonly Sentence[];
  /** Lower-cased title words (lemmas for English). */
  readonly titleWords: ReadonlySet<string>;
  /** The title read as sentences (English only): a source of key phrases. */
  readonly titleSentences: readonly Sentence[];
}

function safeTitle(page: Page): string {
  try {
    return analyzePreview(page).title;
  } catch {
    return '';
  }
}

function titleOf(title: string, language: string): { titleWords: Set<string>; titleSentences: Sentence[] } {
  if (language === 'en') {
    const titleSentences = title.trim() === '' ? [] : readEnglish([title]);
    return { titleSentences, titleWords: new Set(titleSentences.flatMap((s) => s.tokens.filter((t) => t.isWord && !t.stop).map((t) => t.lemma ?? t.lower))) };
  }
  return { titleSentences: [], titleWords: new Set(wordTokens(title, language, stopwordsOf(language)).filter((t) => t.isWord && !t.stop).map((t) => t.lower)) };
}

export const EMPTY_INPUT: AnalysisInput = { text: '', words: 0, language: 'und', sentences: [], titleWords: new Set(), titleSentences: [] };

/**
 * Reads the page once for analysis. The language is the one every analyser uses (`languageOf`):
 * detected from the text, `<html lang>` only when the text gives no answer.
 */
export function readInput(page: Page): AnalysisInput {
  const { text } = readMainText(page);
  const words = countWords(text);
  const language = languageOf(text, page.lang);
  const paragraphs = splitParagraphs(text);
  const sentences = language === 'en' ? readEnglish(paragraphs) : segmentSentences(paragraphs, language, stopwordsOf(language));
  return { text, words, language, sentences, ...titleOf(safeTitle(page), language) };
}
