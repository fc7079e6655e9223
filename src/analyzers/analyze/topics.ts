import { categoryModel, classifyCategory } from './category-model.js';
import { extractKeyPhrases } from './key-phrases.js';
import type { KeyPhrase } from './key-phrases.js';
import { GENERAL_CATEGORY, categoryVotes, topCategory } from './taxonomy.js';
import type { Sentence } from '../../text/index.js';

export interface Topic {
  readonly name: string;
  readonly confidence: number;
  readonly category: string;
}

const MAX_TOPICS = 8;
/** A keyword-list category needs this many hits, and this share of all hits. */
const MIN_PAGE_VOTES = 3;
const MIN_PAGE_SHARE = 0.3;
/** The trained model decides when it knew at least this many of the text's words and word pairs. */
const MODEL_EVIDENCE = 20;
const KEYWORD_CONFIDENCE = 0.5;
/** A keyword vote overrides the model only with this many hits and this share of all hits. */
const STRONG_VOTES = 6;
const STRONG_SHARE = 0.45;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Keyword hits over the words, for categories the trained model does not cover (health, weather…). */
function keywordCategory(words: readonly string[], minVotes = MIN_PAGE_VOTES, minShare = MIN_PAGE_SHARE): string {
  const votes = categoryVotes(words);
  const best = topCategory(votes, minVotes);
  const total = [...votes.values()].reduce((sum, n) => sum + n, 0);
  return best !== undefined && (votes.get(best) ?? 0) >= minShare * total ? best : GENERAL_CATEGORY;
}

/**
 * A text's category. The trained model (category-model.ts) knows four classes; a strong keyword
 * vote for a category outside them (health, arts…) wins, since the model cannot name it. Else the
 * model when it knew enough of the words, else a keyword vote, else `general`.
 */
export function textCategory(text: string, lemmas?: readonly string[]): { category: string; confidence: number } {
  const guess = classifyCategory(text);
  const words = lemmas ?? text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const strong = keywordCategory(words, STRONG_VOTES, STRONG_SHARE);
  if (strong !== GENERAL_CATEGORY && !categoryModel().classes.includes(strong)) return { category: strong, confidence: KEYWORD_CONFIDENCE };
  if (guess.evidence >= MODEL_EVIDENCE) return { category: guess.category, confidence: guess.confidence };
  const keyword = keywordCategory(words);
  return keyword !== GENERAL_CATEGORY ? { category: keyword, confidence: KEYWORD_CONFIDENCE } : { category: GENERAL_CATEGORY, confidence: 0 };
}

/** Characters of the page the category reads: its subject is clear well before, and time is bounded. */
const CATEGORY_TEXT_CHARACTERS = 12_000;

/** The page's dominant category (see textCategory), from its first 12,000 characters. */
export function pageCategory(sentences: readonly Sentence[]): string {
  let budget = CATEGORY_TEXT_CHARACTERS;
  const read = sentences.filter((s) => (budget -= s.text.length) >= 0 || budget + s.text.length === CATEGORY_TEXT_CHARACTERS);
  const lemmas = read.flatMap((s) => s.tokens.filter((t) => t.isWord).map((t) => t.lemma ?? t.lower));
  return textCategory(read.map((s) => s.text).join(' '), lemmas).category;
}

/**
 * Confidence of a phrase: its score relative to the best phrase (0.35–0.95), lowered for
 * phrases seen once.
 */
function confidenceOf(phrase: KeyPhrase, best: number): number {
  const relative = 0.35 + 0.6 * (phrase.score / best);
  return round2(phrase.count > 1 ? relative : relative * 0.8);
}

/**
 * Topics: key phrases (see key-phrases.ts), each with the category of the whole page (a two-word
 * phrase is too little text to classify). The model is English: other languages get `general`.
 */
export function extractTopics(sentences: readonly Sentence[], titleWords: ReadonlySet<string>, language: string, titleSentences: readonly Sentence[] = []): Topic[] {
  const categorize = language === 'en';
  const phrases = extractKeyPhrases(sentences, { limit: MAX_TOPICS, titleWords, titleSentences, language });
  const best = phrases[0]?.score ?? 1;
  const category = categorize ? pageCategory(sentences) : GENERAL_CATEGORY;
  return phrases
    .map((phrase) => ({
      name: phrase.name,
      confidence: confidenceOf(phrase, best),
      category,
    }))
    .sort((a, b) => b.confidence - a.confidence);
}
