/** Sentences and tokens: the common shape every analysis part reads, whatever the language. */
import { segmentsOf } from '../page/segments.js';
import { segmenterFor } from './segmenters.js';

export interface Token {
  /** As written. */
  readonly text: string;
  /** Lower-cased. */
  readonly lower: string;
  /** Holds a letter (numbers, punctuation and symbols are not words). */
  readonly isWord: boolean;
  /** A function word of the text's language. */
  readonly stop: boolean;
  /** Universal POS tag, English only. */
  readonly pos?: string;
  /** Inside a negation's scope (English only). */
  readonly negated?: boolean;
  /** Dictionary form (English only). */
  readonly lemma?: string;
}

export interface Sentence {
  readonly text: string;
  readonly tokens: readonly Token[];
  /** Index of the paragraph (text line) the sentence comes from. */
  readonly paragraph: number;
}

/** A sentence's text and the index of its paragraph, before tokenising. */
export interface SentenceText {
  readonly text: string;
  readonly paragraph: number;
}

const LETTER = /\p{L}/u;

/** Non-empty lines of the text, whitespace-collapsed: paragraphs, list items, headings. */
export function splitParagraphs(text: string): string[] {
  return text.split(/\n+/).map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line !== '');
}

/** Sentences of each paragraph by Unicode sentence breaks (UAX #29); a sentence never crosses paragraphs. */
export function splitSentences(paragraphs: readonly string[], lang: string): SentenceText[] {
  const sentences = segmenterFor(lang, 'sentence');
  const found: SentenceText[] = [];
  paragraphs.forEach((paragraph, index) => {
    for (const part of segmentsOf(sentences, paragraph)) {
      const text = part.segment.trim();
      if (text !== '') found.push({ text, paragraph: index });
    }
  });
  return found;
}

/** Tokens of a text through Intl.Segmenter (dictionary word breaks for CJK and Thai); punctuation tagged PUNCT. */
export function wordTokens(text: string, lang: string, stopwords: ReadonlySet<string>): Token[] {
  return wordTokensOfEach([text], lang, stopwords)[0]!;
}

/**
 * `wordTokens` of each text, segmented as one text joined by line breaks (where words break
 * anyway): one pass of the segmenter rather than one per text, since each pass costs a native
 * break iterator, which for pages of many short sentences added up to hundreds of MB.
 */
function wordTokensOfEach(texts: readonly string[], lang: string, stopwords: ReadonlySet<string>): Token[][] {
  const words = segmenterFor(lang, 'word');
  const locale = lang === 'und' ? undefined : lang;
  const tokens: Token[][] = texts.map(() => []);
  const ends: number[] = [];
  let end = -1;
  for (const text of texts) ends.push((end += text.length + 1));
  let at = 0;
  for (const part of segmentsOf(words, texts.join('\n'))) {
    while (part.index >= ends[at]!) at++;
    if (!part.isWordLike) {
      // Punctuation stays as a boundary marker; whitespace goes.
      if (part.segment.trim() !== '') tokens[at]!.push({ text: part.segment, lower: part.segment, isWord: false, stop: false, pos: 'PUNCT' });
      continue;
    }
    const lower = part.segment.toLocaleLowerCase(locale);
    tokens[at]!.push({ text: part.segment, lower, isWord: LETTER.test(part.segment), stop: stopwords.has(lower) });
  }
  return tokens;
}

/** Sentences of each paragraph, tokenised, any language. */
export function segmentSentences(paragraphs: readonly string[], lang: string, stopwords: ReadonlySet<string>): Sentence[] {
  const found = splitSentences(paragraphs, lang);
  const tokens = wordTokensOfEach(found.map((s) => s.text), lang, stopwords);
  return found.map((s, i) => ({ ...s, tokens: tokens[i]! }));
}
