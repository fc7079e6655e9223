export { analyzeText } from './analyze-text.js';
export type { AnalyzeFields } from './analyze-text.js';
export { CONTENT_TYPES } from './content-type.js';
export type { ContentType } from './content-type.js';
export { DIFFICULTY_LEVELS } from './difficulty.js';
export { TOPIC_CATEGORIES, GENERAL_CATEGORY } from './taxonomy.js';
export { extractKeyPhrases } from './key-phrases.js';
export type { KeyPhrase, KeyPhraseOptions } from './key-phrases.js';
