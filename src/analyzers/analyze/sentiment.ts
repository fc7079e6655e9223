import type { Sentence } from '../../text/index.js';
import { positiveProbability, sentimentWords } from './sentiment-model.js';
import { opinionProbability, subjectivityModel } from './subjectivity.js';

export type SentimentLabel = 'positive' | 'negative' | 'neutral';

export interface Sentiment {
  readonly score: number;
  readonly label: SentimentLabel;
  readonly confidence: number;
}

/**
 * |score| at or above which a text is positive or negative. Low: on held-out sentences, opinions
 * this weak are still more often right than wrong, and the opinion gate keeps facts out.
 */
export const POLARITY_THRESHOLD = 0.05;
/** Share of a text's sentences that must voice opinions for its score to count in full. */
const FULL_OPINION_SHARE = 0.5;
/** Share of opinion sentences at or below which a text is neutral: stray opinion-like sentences in factual prose. */
const MIN_OPINION_SHARE = 1 / 3;
/** Opinion sentences read by the polarity model (the most subjective) and words read of each: a bound on cost. */
const MAX_OPINIONS = 12;
const MAX_WORDS = 50;

export const NEUTRAL_EMPTY: Sentiment = { score: 0, label: 'neutral', confidence: 0 };

function round(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f || 0; // no −0
}

interface ReadSentence { readonly words: string[]; readonly subjectivity: number }

function readSentence(sentence: Sentence): ReadSentence {
  const words = sentimentWords(sentence.tokens);
  return { words, subjectivity: opinionProbability(words, sentence.tokens) };
}

/** 0 at or below MIN_OPINION_SHARE of the sentences, rising to 1 at FULL_OPINION_SHARE. */
export function coverage(opinions: number, sentences: number): number {
  const share = opinions / sentences;
  return Math.min(1, Math.max(0, (share - MIN_OPINION_SHARE) / (FULL_OPINION_SHARE - MIN_OPINION_SHARE)));
}

/**
 * Document sentiment over English sentences. Each sentence is first judged opinion or fact; only
 * opinions get a polarity (sentiment-model.ts), so factual prose is neutral however its words
 * lean. The score is the mean polarity (2p − 1) of the most subjective opinions, scaled down when
 * opinions are under half the sentences and zero when they are a third or fewer: a report quoting
 * one happy reader stays neutral.
 */
export function scoreSentiment(sentences: readonly Sentence[]): Sentiment {
  const read = sentences.filter((s) => s.tokens.some((t) => t.isWord)).map(readSentence);
  if (read.length === 0) return NEUTRAL_EMPTY;
  const meanSubjectivity = read.reduce((a, s) => a + s.subjectivity, 0) / read.length;
  // The threshold is chosen on held-out sentences and documents by scripts/analyze/sentiment-report.ts.
  const { threshold } = subjectivityModel().json;
  const opinions = read.filter((s) => s.subjectivity >= threshold);
  if (opinions.length === 0) return { score: 0, label: 'neutral', confidence: neutralConfidence(meanSubjectivity) };
  const strongest = [...opinions].sort((a, b) => b.subjectivity - a.subjectivity).slice(0, MAX_OPINIONS);
  const mean = strongest.reduce((sum, s) => sum + 2 * positiveProbability(s.words.slice(0, MAX_WORDS)) - 1, 0) / strongest.length;
  const score = round(mean * coverage(opinions.length, read.length), 3);
  if (Math.abs(score) < POLARITY_THRESHOLD) return { score, label: 'neutral', confidence: neutralConfidence(meanSubjectivity) };
  // For one opinion sentence this is the polarity model's calibrated probability of the label.
  return { score, label: score > 0 ? 'positive' : 'negative', confidence: round(0.5 + Math.abs(score) / 2, 2) };
}

/** For a neutral answer: the mean probability that a sentence states no opinion, at least 0.5. */
function neutralConfidence(meanSubjectivity: number): number {
  return round(Math.max(0.5, 1 - meanSubjectivity), 2);
}
