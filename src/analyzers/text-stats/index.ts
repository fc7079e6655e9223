export { codePointLength, lowerWordsOf, sentencesOf, wordsOf } from './words.js';
export { countSyllables } from './syllables.js';
export type { ReadabilityLanguage } from './syllables.js';
export { LANGUAGE_DETECTION, detectLanguage, primaryLanguage } from './language.js';
export { READABILITY, labelFor, measureReadability } from './readability.js';
export type { Readability, ReadabilityFormula, ReadabilityLabel } from './readability.js';
