/** Sentences and tokens: the common shape every analysis part reads, whatever the language. */
import { segmentsOf } from '../../page/segments.js';

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

const LETTER = /\p{L}/u;

/** Non-empty lines of the text, whitespace-collapsed: paragraphs, list items, headings. */
export function splitParagraphs(text: string): string[] {
  return text.split(/\n+/).map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line !== '');
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(lang: string, granularity: 'sentence' | 'word'): Intl.Segmenter {
  const key = `${lang}:${granularity}`;
  let made = segmenters.get(key);
  if (made === undefined) {
    made = createSegmenter(lang, granularity);
    segmenters.set(key, made);
  }
  return made;
}

function createSegmenter(lang: string, granularity: 'sentence' | 'word'): Intl.Segmenter {
  try {
    return new Intl.Segmenter(lang === 'und' ? undefined : lang, { granularity });
  } catch {
    return new Intl.Segmenter(undefined, { granularity });
  }
}

/** Tokens of a text through Intl.Segmenter (dictionary word breaks for CJK and Thai); punctuation tagged PUNCT. */
export function wordTokens(text: string, lang: string, stopwords: ReadonlySet<string>): Token[] {
  const words = segmenter(lang, 'word');
  const tokens: Token[] = [];
  for (const part of segmentsOf(words, text)) {
    if (!part.isWordLike) {
      // Punctuation stays as a boundary marker; whitespace goes.
      if (part.segment.trim() !== '') tokens.push({ text: part.segment, lower: part.segment, isWord: false, stop: false, pos: 'PUNCT' });
      continue;
    }
    const lower = part.segment.toLocaleLowerCase(lang === 'und' ? undefined : lang);
    tokens.push({ text: part.segment, lower, isWord: LETTER.test(part.segment), stop: stopwords.has(lower) });
  }
  return tokens;
}

/** Sentences of each paragraph by Unicode sentence breaks (UAX #29), any language. */
export function segmentSentences(paragraphs: readonly string[], lang: string, stopwords: ReadonlySet<string>): Sentence[] {
  const sentences = segmenter(lang, 'sentence');
  const out: Sentence[] = [];
  paragraphs.forEach((paragraph, index) => {
    for (const part of segmentsOf(sentences, paragraph)) {
      const text = part.segment.trim();
      if (text !== '') out.push({ text, tokens: wordTokens(text, lang, stopwords), paragraph: index });
    }
  });
  return out;
}

/** Word tokens only (no numbers or symbols). */
export function wordsOf(sentence: Sentence): Token[] {
  return sentence.tokens.filter((token) => token.isWord);
}
