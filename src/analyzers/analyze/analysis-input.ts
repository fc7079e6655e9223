import { countWords } from '../../page/index.js';
import type { Page } from '../../page/index.js';
import { extractMainContent, toPlainText } from '../extract/content/index.js';
import { analyzePreview } from '../preview/index.js';
import { readEnglish } from './english.js';
import { detectLanguage } from './language.js';
import { stopwordsOf } from './stopwords.js';
import { segmentSentences, splitParagraphs, wordTokens } from './text-units.js';
import type { Sentence } from './text-units.js';

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

/** The main content as plain text; the page's visible text when extraction fails or finds nothing. */
export function mainText(page: Page): string {
  try {
    const text = toPlainText(extractMainContent(page));
    if (text.trim() !== '') return text;
  } catch {
    // Fall through to the visible text.
  }
  return page.visibleText;
}

/** Primary subtag of `<html lang>`, when it is a plausible ISO 639-1 code. */
function declaredLanguage(page: Page): string | undefined {
  const primary = page.lang?.split(/[-_]/)[0]?.toLowerCase();
  return primary !== undefined && /^[a-z]{2}$/.test(primary) ? primary : undefined;
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

/**
 * Reads the page once for analysis. The language is detected from the text; `<html lang>`
 * is used only when the text gives no answer.
 */
export const EMPTY_INPUT: AnalysisInput = { text: '', words: 0, language: 'und', sentences: [], titleWords: new Set(), titleSentences: [] };

export function readInput(page: Page): AnalysisInput {
  const text = mainText(page);
  const words = countWords(text);
  const detected = detectLanguage(text);
  const language = detected !== 'und' || words === 0 ? detected : declaredLanguage(page) ?? 'und';
  const paragraphs = splitParagraphs(text);
  const sentences = language === 'en' ? readEnglish(paragraphs) : segmentSentences(paragraphs, language, stopwordsOf(language));
  return { text, words, language, sentences, ...titleOf(safeTitle(page), language) };
}
