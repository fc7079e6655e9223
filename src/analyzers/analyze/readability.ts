import type { Sentence } from './text-units.js';

/** Counts the readability formulas need, over sentences that hold words. */
export interface TextCounts {
  readonly sentences: number;
  readonly words: number;
  readonly syllables: number;
  /** Words of more than six letters (LIX). */
  readonly longWords: number;
}

export interface Readability {
  /** Named formula, e.g. "Flesch reading ease (Flesch 1948)". */
  readonly formula: string;
  /** The formula's own value. */
  readonly value: number;
  /** 0 (easiest) … 100 (hardest), comparable across formulas. */
  readonly complexity: number;
}

const VOWEL_GROUPS = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœ]+/g;

/** English syllables: vowel groups, less a silent final "e", plus a syllabic "-le" (e.g. "table"). */
function englishSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]+/g)?.length ?? 0;
  return Math.max(1, groups + (/[^aeiouy]le$/.test(w) ? 1 : 0));
}

/** Other Latin-script languages: one syllable per vowel group. */
function vowelGroupSyllables(word: string): number {
  return Math.max(1, word.toLowerCase().match(VOWEL_GROUPS)?.length ?? 0);
}

export function countText(sentences: readonly Sentence[], lang: string): TextCounts {
  const syllablesOf = lang === 'en' ? englishSyllables : vowelGroupSyllables;
  let counted = 0;
  let words = 0;
  let syllables = 0;
  let longWords = 0;
  for (const sentence of sentences) {
    const inSentence = sentence.tokens.filter((t) => t.isWord);
    if (inSentence.length === 0) continue;
    counted++;
    for (const token of inSentence) {
      words++;
      syllables += syllablesOf(token.text);
      if ([...token.text].length > 6) longWords++;
    }
  }
  return { sentences: counted, words, syllables, longWords };
}

type Ease = (wordsPerSentence: number, syllablesPerWord: number) => number;

/** Flesch reading ease and its adaptations: 0–100, higher is easier. */
const READING_EASE: Readonly<Record<string, readonly [string, Ease]>> = {
  en: ['Flesch reading ease (Flesch 1948)', (asl, asw) => 206.835 - 1.015 * asl - 84.6 * asw],
  de: ['Flesch–Amstad (Amstad 1978)', (asl, asw) => 180 - asl - 58.5 * asw],
  es: ['Fernández Huerta (1959)', (asl, asw) => 206.84 - 60 * asw - 102 / asl],
  fr: ['Kandel–Moles (1958)', (asl, asw) => 207 - 1.015 * asl - 73.6 * asw],
  it: ['Flesch–Vacca (Franchina & Vacca 1986)', (asl, asw) => 206 - asl - 65 * asw],
  nl: ['Flesch–Douma (Douma 1960)', (asl, asw) => 206.835 - 0.93 * asl - 77 * asw],
  pt: ['Flesch adapted for Portuguese (Martins et al. 1996)', (asl, asw) => 248.835 - 1.015 * asl - 84.6 * asw],
};

/** Scripts with neither spaces between words nor a known formula: no honest score. */
const UNSPACED_LANGUAGES = new Set(['zh', 'ja', 'ko', 'th', 'km', 'lo', 'my']);

function clamp(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}

/**
 * The language's Flesch-family reading ease (complexity = 100 − ease), else LIX (Björnsson
 * 1968; complexity = 2 × (LIX − 20), so LIX 25/35/45/55 meet ease 90/70/50/30). Undefined for
 * no words or unspaced scripts.
 */
export function measureReadability(counts: TextCounts, lang: string): Readability | undefined {
  if (counts.words === 0 || counts.sentences === 0 || UNSPACED_LANGUAGES.has(lang)) return undefined;
  const asl = counts.words / counts.sentences;
  const ease = READING_EASE[lang];
  if (ease !== undefined) {
    const value = ease[1](asl, counts.syllables / counts.words);
    return { formula: ease[0], value: Math.round(value * 10) / 10, complexity: clamp(100 - value) };
  }
  const lix = asl + (100 * counts.longWords) / counts.words;
  return { formula: 'LIX (Björnsson 1968)', value: Math.round(lix * 10) / 10, complexity: clamp(2 * (lix - 20)) };
}
