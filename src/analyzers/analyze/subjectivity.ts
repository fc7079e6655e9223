import modelJson from './model/sentiment-subjectivity.json' with { type: 'json' };
import type { Token } from '../../text/index.js';
import { linearScore, sigmoid, wordPairs } from './sentiment-model.js';
import { sentimentEvidence } from './wink-lexicon.js';

/**
 * Whether a sentence voices an opinion or states facts: a logistic regression over words and word
 * pairs, trained by scripts/analyze/train-sentiment.ts. Opinions: film-review snippets, customer
 * reviews, SST-2 phrases. Facts: film plot summaries, questions, news sentences, technical
 * documentation. Words it never saw weigh nothing, so unfamiliar factual prose leans to fact; a
 * sentiment word found by the lexicon (in its sentiment sense) then tips a sentence to opinion.
 */
export interface SubjectivityModelJson {
  readonly ngrams: Readonly<Record<string, number>>;
  readonly bias: number;
  /**
   * The opinion gate: a logistic regression over the n-gram model's logit and the sentence's
   * sentiment words (wink-lexicon.ts sentimentEvidence), fitted on held-out sentences; a sentence
   * at or above `threshold` is an opinion.
   */
  readonly gate: { readonly ngrams: number; readonly words: number; readonly strongest: number; readonly bias: number };
  readonly threshold: number;
}

interface SubjectivityModel {
  readonly json: SubjectivityModelJson;
  readonly ngrams: ReadonlyMap<string, number>;
}

let model: SubjectivityModel | undefined;

/** Decoded once per process, on first use. */
export function subjectivityModel(): SubjectivityModel {
  if (model !== undefined) return model;
  const json = modelJson as SubjectivityModelJson;
  model = { json, ngrams: new Map(Object.entries(json.ngrams)) };
  return model;
}

/**
 * The n-gram model's logit that a sentence (its sentimentWords) voices an opinion. Full stops and
 * sentence edges are left out: the opinions it learnt from are often unpunctuated phrases, so an
 * unpunctuated heading would otherwise read as one.
 */
export function subjectivityLogit(words: readonly string[]): number {
  const { json, ngrams } = subjectivityModel();
  const kept = words.filter((w) => w !== '.');
  return linearScore([...kept, ...wordPairs(kept).slice(1, -1)], ngrams, json.bias);
}

/** Probability that a sentence voices an opinion, from its words and its sentiment words. */
export function opinionProbability(words: readonly string[], tokens: readonly Token[]): number {
  const { gate } = subjectivityModel().json;
  const evidence = sentimentEvidence(tokens);
  const logit = gate.bias + gate.ngrams * subjectivityLogit(words) + gate.words * evidence.count + gate.strongest * evidence.strongest;
  return sigmoid(logit);
}
