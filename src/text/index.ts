export { codePointLength, lowerWordsOf, sentencesOf, wordsOf } from './words.js';
export { segmentSentences, splitParagraphs, splitSentences, wordTokens } from './text-units.js';
export type { Sentence, SentenceText, Token } from './text-units.js';
export { STOPWORD_LANGUAGES, stopwordsOf } from './stopwords.js';
export { countSyllables } from './syllables.js';
export type { ReadabilityLanguage } from './syllables.js';
export { detectLanguage, languageOf, primaryLanguage } from './language.js';
export { READABILITY, countText, labelFor, measureReadability, readingEase } from './readability.js';
export type { Readability, ReadabilityFormula, ReadabilityLabel, ReadingEase, TextCounts } from './readability.js';
