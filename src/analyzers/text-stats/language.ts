import type { ReadabilityLanguage } from './syllables.js';

/**
 * Common function words of each language a readability formula is available for;
 * a text with no declared language is taken to be in the language whose function
 * words make up the largest share of its words, when that share reaches MIN_SHARE.
 */
const FUNCTION_WORDS: Readonly<Record<ReadabilityLanguage, ReadonlySet<string>>> = {
  en: new Set(['the', 'and', 'of', 'to', 'is', 'in', 'that', 'it', 'for', 'with', 'are', 'was', 'this', 'you', 'on', 'as', 'be', 'by', 'not', 'or']),
  de: new Set(['der', 'die', 'das', 'und', 'ist', 'nicht', 'ein', 'eine', 'mit', 'den', 'zu', 'von', 'sich', 'auf', 'für', 'dem', 'des', 'im', 'auch', 'es']),
  es: new Set(['el', 'la', 'los', 'las', 'de', 'que', 'y', 'en', 'un', 'una', 'es', 'por', 'con', 'para', 'del', 'se', 'no', 'al', 'lo', 'como']),
  fr: new Set(['le', 'la', 'les', 'de', 'des', 'et', 'est', 'un', 'une', 'du', 'en', 'que', 'pour', 'dans', 'pas', 'qui', 'sur', 'au', 'il', 'ce']),
  nl: new Set(['de', 'het', 'een', 'en', 'van', 'is', 'dat', 'niet', 'op', 'te', 'met', 'voor', 'zijn', 'die', 'in', 'er', 'ook', 'aan', 'wordt', 'om']),
};

export const LANGUAGE_DETECTION = { minShare: 0.15 } as const;

const LANGUAGES = Object.keys(FUNCTION_WORDS) as ReadabilityLanguage[];

export function isReadabilityLanguage(code: string): code is ReadabilityLanguage {
  return (LANGUAGES as readonly string[]).includes(code);
}

/** Primary subtag of a BCP 47 tag, lower-cased: "en-GB" → "en". */
export function primaryLanguage(tag: string | undefined): string | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary === '' ? undefined : primary;
}

/** The supported language whose function words are commonest in `lowerWords`, if any reaches the minimum share. */
export function detectLanguage(lowerWords: readonly string[]): ReadabilityLanguage | undefined {
  if (lowerWords.length === 0) return undefined;
  let best: ReadabilityLanguage | undefined;
  let bestShare = 0;
  for (const language of LANGUAGES) {
    const words = FUNCTION_WORDS[language];
    const share = lowerWords.filter((w) => words.has(w)).length / lowerWords.length;
    if (share > bestShare) {
      best = language;
      bestShare = share;
    }
  }
  return bestShare >= LANGUAGE_DETECTION.minShare ? best : undefined;
}
