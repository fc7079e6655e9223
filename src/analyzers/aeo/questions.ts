import { collapseWhitespace } from '../../page/index.js';
import { wordsOf } from '../../text/index.js';

/** English interrogatives and auxiliaries that open a question written without "?". */
const QUESTION_OPENER =
  /^(?:what|how|why|when|where|who|whom|whose|which|can|could|should|would|will|do|does|did|is|are|was|were|has|have|may|might)\b(?!['’])/i;
const QUESTION_MARK = /[?？؟]\s*$/;

export const QUESTION_LIMITS = {
  /** A question-word opener needs this many words ("How to brew coffee" yes, "Who" no). */
  minWordsWithoutMark: 3,
  /** Longer text is a paragraph that happens to end in "?", not a question heading. */
  maxChars: 200,
} as const;

/** True for "What is a CDN?", "How to purge a cache", "¿Qué es?"; false for "Pricing". */
export function isQuestion(text: string): boolean {
  const trimmed = collapseWhitespace(text);
  if (trimmed === '' || trimmed.length > QUESTION_LIMITS.maxChars) return false;
  if (QUESTION_MARK.test(trimmed)) return true;
  return QUESTION_OPENER.test(trimmed) && wordsOf(trimmed).length >= QUESTION_LIMITS.minWordsWithoutMark;
}

/** Case, spacing and the trailing mark ignored, so one question asked twice counts once. */
export function questionKey(text: string): string {
  return collapseWhitespace(text).toLowerCase().replace(/[\s?？؟]+$/, '');
}

/** Distinct questions, first wording kept. */
export function distinctQuestions(texts: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const text of texts) {
    const key = questionKey(text);
    if (key !== '' && !seen.has(key)) seen.set(key, collapseWhitespace(text));
  }
  return [...seen.values()];
}

/** Subjects that make "X is …" a remark rather than a definition ("It is important…"). */
const NOT_A_SUBJECT = /^(?:it|this|that|there|these|those|here|what|which|who|how|why|when|where)\b/i;
/** "X is/are/means/refers to/is defined as/stands for …" within the first words of a sentence. */
const DEFINING_VERB = /^(?:\S+\s+){0,7}?(?:is|are|means|refers to|is defined as|stands for|describes)\s+\S/i;

export const DEFINITION_LIMITS = { maxWords: 40 } as const;

/** True for a definition sentence: "A CDN is a network of servers that …". */
export function isDefinition(sentence: string): boolean {
  const text = collapseWhitespace(sentence);
  if (NOT_A_SUBJECT.test(text) || wordsOf(text).length > DEFINITION_LIMITS.maxWords) return false;
  return DEFINING_VERB.test(text);
}
