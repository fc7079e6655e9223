/**
 * Approximate syllable counts, by vowel groups. Readability formulas were calibrated
 * on hand counts; vowel-group counting is the usual automatic stand-in and errs by a
 * syllable here and there on English words (a known, documented approximation).
 */

export type ReadabilityLanguage = 'en' | 'de' | 'es' | 'fr' | 'nl';

const VOWEL_GROUPS: Readonly<Record<ReadabilityLanguage, RegExp>> = {
  en: /[aeiouy]+/g,
  de: /[aeiouyäöü]+/g,
  es: /[aeiouáéíóúü]+/g,
  fr: /[aeiouyàâäéèêëîïôöûùüÿœæ]+/g,
  nl: /[aeiouyáéíóúàèëïöü]+/g,
};

/** English: silent final "e", "-es" and "-ed" after a consonant, and a leading "y" make no syllable. */
function englishSyllables(word: string): number {
  if (word.length <= 3) return 1;
  const trimmed = word
    .replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (m) => m.charAt(0))
    .replace(/^y/, '');
  return Math.max(1, trimmed.match(VOWEL_GROUPS.en)?.length ?? 0);
}

/** French: a final mute "e", "es" or "ent" after a consonant is not pronounced. */
function frenchSyllables(word: string): number {
  const groups = word.match(VOWEL_GROUPS.fr)?.length ?? 0;
  const mute = groups > 1 && /[^aeiouyàâäéèêëîïôöûùüÿœæ](?:e|es|ent)$/.test(word) ? 1 : 0;
  return Math.max(1, groups - mute);
}

/** Syllables in one word (at least 1). */
export function countSyllables(word: string, language: ReadabilityLanguage): number {
  const lower = word.toLowerCase();
  if (language === 'en') return englishSyllables(lower);
  if (language === 'fr') return frenchSyllables(lower);
  return Math.max(1, lower.match(VOWEL_GROUPS[language])?.length ?? 0);
}
