import { languageOf } from './language.js';
import { countSyllables } from './syllables.js';
import type { ReadabilityLanguage } from './syllables.js';
import { sentencesOf, wordsOf } from './words.js';

/** A Flesch-family formula: ease = base − sentenceLength × (words / sentences) − syllablesPerWord × (syllables / words). */
export interface ReadabilityFormula {
  readonly language: ReadabilityLanguage;
  readonly name: string;
  readonly base: number;
  readonly sentenceLength: number;
  readonly syllablesPerWord: number;
}

export type ReadabilityLabel = 'excellent' | 'good' | 'fair' | 'poor' | 'unavailable';

/**
 * The readability table. Every formula gives a "reading ease" on Flesch's 0–100 scale (higher
 * is easier), so one set of bands labels them all. Spanish uses Szigriszt-Pazos rather than
 * Fernández Huerta, whose published form subtracts sentences per 100 words and so scores
 * longer sentences as easier.
 */
export const READABILITY = {
  /** Below this many words a formula is noise: the label is "unavailable". */
  minWords: 100,
  formulas: [
    { language: 'en', name: 'Flesch Reading Ease (Flesch 1948)', base: 206.835, sentenceLength: 1.015, syllablesPerWord: 84.6 },
    { language: 'de', name: 'Flesch–Amstad (Amstad 1978)', base: 180, sentenceLength: 1, syllablesPerWord: 58.5 },
    { language: 'es', name: 'Szigriszt-Pazos perspicuity (1993)', base: 206.835, sentenceLength: 1, syllablesPerWord: 62.3 },
    { language: 'fr', name: 'Kandel & Moles (1958)', base: 207, sentenceLength: 1.015, syllablesPerWord: 73.6 },
    { language: 'it', name: 'Flesch–Vacca (Franchina & Vacca 1986)', base: 206, sentenceLength: 1, syllablesPerWord: 65 },
    { language: 'nl', name: 'Flesch–Douma (Douma 1960)', base: 206.835, sentenceLength: 0.93, syllablesPerWord: 77 },
    { language: 'pt', name: 'Flesch adapted for Portuguese (Martins et al. 1996)', base: 248.835, sentenceLength: 1.015, syllablesPerWord: 84.6 },
  ] satisfies readonly ReadabilityFormula[],
  /** Other languages written with spaces: LIX = words/sentence + 100 × long words/words. */
  lix: { name: 'LIX (Björnsson 1968)', longWordLetters: 7 },
  /** Highest band first; Flesch's own table: 60+ plain, 50–60 fairly difficult, 30–50 difficult, below 30 very difficult. */
  labels: [
    { atLeast: 60, label: 'excellent', meaning: 'plain language, easy for most adults' },
    { atLeast: 50, label: 'good', meaning: 'fairly difficult' },
    { atLeast: 30, label: 'fair', meaning: 'difficult, college level' },
    { atLeast: Number.NEGATIVE_INFINITY, label: 'poor', meaning: 'very difficult' },
  ],
} as const;

/** Scripts written without spaces between words: no formula gives an honest score. */
const UNSPACED_LANGUAGES: ReadonlySet<string> = new Set(['zh', 'ja', 'ko', 'th', 'km', 'lo', 'my']);

/** Counts the formulas need. */
export interface TextCounts {
  readonly sentences: number;
  readonly words: number;
  /** Counted by the language's rules; 0 for a language without a Flesch-family formula. */
  readonly syllables: number;
  /** Words of `READABILITY.lix.longWordLetters` or more letters (LIX). */
  readonly longWords: number;
}

/** A text's reading ease under its language's formula. */
export interface ReadingEase {
  readonly language: string;
  /** Named formula, e.g. "Flesch Reading Ease (Flesch 1948)". */
  readonly formula: string;
  /** The formula's own value, one decimal. */
  readonly value: number;
  /** 0 (easiest) … 100 (hardest), comparable across formulas: 100 − ease, or 2 × (LIX − 20). */
  readonly complexity: number;
}

/** The labelled readability /seo reports. */
export interface Readability {
  readonly label: ReadabilityLabel;
  /** The language the formula was chosen for, or `null`. */
  readonly language: ReadabilityLanguage | null;
  readonly formula: string | null;
  /** Reading ease clamped to 0–100 and rounded to one decimal, or `null` when unavailable. */
  readonly score: number | null;
}

const UNAVAILABLE: Readability = { label: 'unavailable', language: null, formula: null, score: null };

function formulaOf(language: string): ReadabilityFormula | undefined {
  return READABILITY.formulas.find((f) => f.language === language);
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

function clamp(value: number): number {
  return oneDecimal(Math.min(100, Math.max(0, value)));
}

function countWords(words: readonly string[], sentences: number, language: string): TextCounts {
  const formula = formulaOf(language);
  let syllables = 0;
  let longWords = 0;
  for (const word of words) {
    if (formula !== undefined) syllables += countSyllables(word, formula.language);
    if ([...word].length >= READABILITY.lix.longWordLetters) longWords++;
  }
  return { sentences, words: words.length, syllables, longWords };
}

/** Sentences, words, syllables and long words of `text` (sentences at least 1 when there are words). */
export function countText(text: string, language: string): TextCounts {
  const words = wordsOf(text);
  return countWords(words, words.length === 0 ? 0 : Math.max(1, sentencesOf(text).length), language);
}

/**
 * The language's Flesch-family reading ease (complexity = 100 − ease), else LIX (complexity =
 * 2 × (LIX − 20), so LIX 25/35/45/55 meet ease 90/70/50/30). Undefined for no words or an
 * unspaced script.
 */
export function readingEase(counts: TextCounts, language: string): ReadingEase | undefined {
  if (counts.words === 0 || counts.sentences === 0 || UNSPACED_LANGUAGES.has(language)) return undefined;
  const wordsPerSentence = counts.words / counts.sentences;
  const formula = formulaOf(language);
  if (formula !== undefined) {
    const ease = oneDecimal(formula.base - formula.sentenceLength * wordsPerSentence - formula.syllablesPerWord * (counts.syllables / counts.words));
    // From the rounded ease, so /analyze's complexity is exactly 100 − /seo's readability_score.
    return { language, formula: formula.name, value: ease, complexity: clamp(100 - ease) };
  }
  const lix = wordsPerSentence + (100 * counts.longWords) / counts.words;
  return { language, formula: READABILITY.lix.name, value: oneDecimal(lix), complexity: clamp(2 * (lix - 20)) };
}

export function labelFor(score: number): Exclude<ReadabilityLabel, 'unavailable'> {
  return READABILITY.labels.find((band) => score >= band.atLeast)?.label ?? 'poor';
}

/**
 * Readability of `text` in its language (`languageOf`: detected from the text, the declared
 * `<html lang>` only when the text tells nothing), labelled on Flesch's bands. "unavailable"
 * for languages without a Flesch-family formula and for texts under `READABILITY.minWords` words.
 */
export function measureReadability(text: string, declaredLanguage: string | undefined): Readability {
  const words = wordsOf(text);
  if (words.length < READABILITY.minWords) return UNAVAILABLE;
  const formula = formulaOf(languageOf(text, declaredLanguage));
  if (formula === undefined) return UNAVAILABLE;
  const ease = readingEase(countWords(words, Math.max(1, sentencesOf(text).length), formula.language), formula.language);
  if (ease === undefined) return UNAVAILABLE;
  const score = clamp(ease.value);
  return { label: labelFor(score), language: formula.language, formula: formula.name, score };
}
