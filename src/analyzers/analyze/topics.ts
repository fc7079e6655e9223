import { extractKeyPhrases } from './key-phrases.js';
import type { KeyPhrase } from './key-phrases.js';
import { GENERAL_CATEGORY, categoryVotes, topCategory } from './taxonomy.js';
import type { Sentence } from './text-units.js';

export interface Topic {
  readonly name: string;
  readonly confidence: number;
  readonly category: string;
}

const MAX_TOPICS = 8;
/** A page's dominant category needs this many keyword hits, and this share of all hits. */
const MIN_PAGE_VOTES = 3;
const MIN_PAGE_SHARE = 0.3;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The page's dominant category from keyword hits over all its words, or `general`. */
export function pageCategory(sentences: readonly Sentence[]): string {
  const words = sentences.flatMap((s) => s.tokens.filter((t) => t.isWord).map((t) => t.lemma ?? t.lower));
  const votes = categoryVotes(words);
  const best = topCategory(votes, MIN_PAGE_VOTES);
  const total = [...votes.values()].reduce((sum, n) => sum + n, 0);
  return best !== undefined && (votes.get(best) ?? 0) >= MIN_PAGE_SHARE * total ? best : GENERAL_CATEGORY;
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
 * Topics: key phrases (see key-phrases.ts) with a category from the phrase's own words, else the
 * page's dominant category. The keywords are English: other languages get `general`.
 */
export function extractTopics(sentences: readonly Sentence[], titleWords: ReadonlySet<string>, language: string): Topic[] {
  const categorize = language === 'en';
  const phrases = extractKeyPhrases(sentences, { limit: MAX_TOPICS, titleWords, language });
  const best = phrases[0]?.score ?? 1;
  const fallback = categorize ? pageCategory(sentences) : GENERAL_CATEGORY;
  return phrases
    .map((phrase) => ({
      name: phrase.name,
      confidence: confidenceOf(phrase, best),
      category: categorize ? topCategory(categoryVotes(phrase.words)) ?? fallback : GENERAL_CATEGORY,
    }))
    .sort((a, b) => b.confidence - a.confidence);
}
