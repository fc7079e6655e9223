import { detectLanguage, isReadabilityLanguage, primaryLanguage } from './language.js';
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
 * The readability table. Every formula gives a 0–100 "reading ease" on Flesch's
 * scale (higher is easier), so one set of bands labels them all.
 */
export const READABILITY = {
  /** Below this many words a formula is noise: the label is "unavailable". */
  minWords: 100,
  formulas: [
    { language: 'en', name: 'Flesch Reading Ease (Flesch 1948)', base: 206.835, sentenceLength: 1.015, syllablesPerWord: 84.6 },
    { language: 'de', name: 'Flesch–Amstad (Amstad 1978)', base: 180, sentenceLength: 1, syllablesPerWord: 58.5 },
    { language: 'es', name: 'Szigriszt-Pazos perspicuity (1993)', base: 206.835, sentenceLength: 1, syllablesPerWord: 62.3 },
    { language: 'fr', name: 'Kandel & Moles (1958)', base: 207, sentenceLength: 1.015, syllablesPerWord: 73.6 },
    { language: 'nl', name: 'Flesch–Douma (Douma 1960)', base: 206.835, sentenceLength: 0.93, syllablesPerWord: 77 },
  ] satisfies readonly ReadabilityFormula[],
  /** Highest band first; Flesch's own table: 60+ plain, 50–60 fairly difficult, 30–50 difficult, below 30 very difficult. */
  labels: [
    { atLeast: 60, label: 'excellent', meaning: 'plain language, easy for most adults' },
    { atLeast: 50, label: 'good', meaning: 'fairly difficult' },
    { atLeast: 30, label: 'fair', meaning: 'difficult, college level' },
    { atLeast: Number.NEGATIVE_INFINITY, label: 'poor', meaning: 'very difficult' },
  ],
} as const;

export interface Readability {
  readonly label: ReadabilityLabel;
  /** The language the formula was chosen for, or `null`. */
  readonly language: ReadabilityLanguage | null;
  readonly formula: string | null;
  /** Reading ease clamped to 0–100 and rounded to one decimal, or `null` when unavailable. */
  readonly score: number | null;
}

const UNAVAILABLE: Readability = { label: 'unavailable', language: null, formula: null, score: null };

function chooseLanguage(declared: string | undefined, words: readonly string[]): ReadabilityLanguage | undefined {
  const primary = primaryLanguage(declared);
  if (primary !== undefined) return isReadabilityLanguage(primary) ? primary : undefined;
  return detectLanguage(words.map((w) => w.toLowerCase()));
}

export function labelFor(score: number): Exclude<ReadabilityLabel, 'unavailable'> {
  return READABILITY.labels.find((band) => score >= band.atLeast)?.label ?? 'poor';
}

/**
 * Readability of `text` in its declared language (`<html lang>`), or, when none is
 * declared, the language detected from its function words. "unavailable" for other
 * languages and for texts under `READABILITY.minWords` words.
 */
export function measureReadability(text: string, declaredLanguage: string | undefined): Readability {
  const words = wordsOf(text);
  if (words.length < READABILITY.minWords) return UNAVAILABLE;
  const language = chooseLanguage(declaredLanguage, words);
  const formula = READABILITY.formulas.find((f) => f.language === language);
  if (formula === undefined) return UNAVAILABLE;
  const sentences = Math.max(1, sentencesOf(text).length);
  const syllables = words.reduce((sum, w) => sum + countSyllables(w, formula.language), 0);
  const ease = formula.base
    - formula.sentenceLength * (words.length / sentences)
    - formula.syllablesPerWord * (syllables / words.length);
  const score = Math.round(Math.min(100, Math.max(0, ease)) * 10) / 10;
  return { label: labelFor(score), language: formula.language, formula: formula.name, score };
}
