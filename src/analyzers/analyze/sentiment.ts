import {
  BOOSTERS, CONCESSION_WORDS, CONTRAST_WORDS, EXTRA_VALENCES, IDIOMS, NEGATORS, NEUTRAL_WORDS, SENSE_POS,
} from './sentiment-lexicon.js';
import type { Sentence, Token } from '../../text/index.js';
import { lexiconValences } from './wink-lexicon.js';

export type SentimentLabel = 'positive' | 'negative' | 'neutral';

export interface Sentiment {
  readonly score: number;
  readonly label: SentimentLabel;
  readonly confidence: number;
}

/** |score| at or above which a text is positive or negative. */
export const POLARITY_THRESHOLD = 0.25;
/** Normalisation constant of the document score, per sentence. */
const ALPHA = 1;
/** A negated valence flips and weakens (VADER's N_SCALAR). */
const NEGATION_SCALAR = -0.74;
const PARTS = IDIOMS.map(([pattern, valence]) => ({ parts: pattern.split(' '), valence }));

export const NEUTRAL_EMPTY: Sentiment = { score: 0, label: 'neutral', confidence: 0 };

/** Index just past the idiom matched at `start`, or -1. `*` stands for up to three tokens. */
function matchAt(tokens: readonly Token[], start: number, parts: readonly string[]): number {
  if (parts.length === 0) return start;
  const [part, ...rest] = parts;
  if (part === '*') {
    for (let skip = 0; skip <= 3 && start + skip <= tokens.length; skip++) {
      const end = matchAt(tokens, start + skip, rest);
      if (end >= 0) return end;
    }
    return -1;
  }
  return tokens[start]?.lower === part ? matchAt(tokens, start + 1, rest) : -1;
}

/** Clause weights: VADER's contrast rule (before "but" ×0.5, after ×1.5), and concessive openers. */
function clauseWeights(tokens: readonly Token[]): number[] {
  const weights = tokens.map(() => 1);
  let pivot = -1;
  tokens.forEach((token, i) => { if (i > 0 && CONTRAST_WORDS.has(token.lower)) pivot = i; });
  if (pivot < 0 && CONCESSION_WORDS.has(tokens[0]?.lower ?? '')) pivot = tokens.findIndex((t) => t.text === ',');
  if (pivot > 0) weights.forEach((_, i) => { weights[i] = i < pivot ? 0.5 : 1.5; });
  return weights;
}

/** Whether a negator precedes token `i` within three tokens, with no clause break between. */
function isNegated(tokens: readonly Token[], i: number): boolean {
  for (let back = 1; back <= 3 && i - back >= 0; back++) {
    const token = tokens[i - back]!;
    if (NEGATORS.has(token.lower)) return true;
    if (token.pos === 'PUNCT' || token.pos === 'CCONJ' || CONTRAST_WORDS.has(token.lower)) return false;
  }
  return false;
}

/** Tags before a noun that mark it as one ("the patient", "a kind of", "my novel"). */
const NOUN_MARKERS = new Set(['DET', 'ADP', 'NUM', 'ADJ', 'PRON']);

/**
 * Whether a sense-restricted word is used in its valenced sense: its POS is allowed, or it is
 * an adjective the tagger called a noun ("were kind and patient": no determiner before it).
 */
function inSense(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i]!;
  const senses = SENSE_POS.get(token.lower);
  if (senses === undefined || senses.has(token.pos ?? '')) return true;
  return senses.has('ADJ') && token.pos === 'NOUN' && !NOUN_MARKERS.has(tokens[i - 1]?.pos ?? 'DET');
}

/** Lexicon valence of a token; names count only as a sentence's first word ("Impressive."). */
function baseValence(tokens: readonly Token[], i: number, lexicon: ReadonlyMap<string, number>): number {
  const token = tokens[i]!;
  if (!token.isWord || (token.pos === 'PROPN' && i > 0)) return 0;
  if (NEUTRAL_WORDS.has(token.lower) || NEUTRAL_WORDS.has(token.lemma ?? token.lower)) return 0;
  if (!inSense(tokens, i)) return 0;
  const own = EXTRA_VALENCES.get(token.lower) ?? lexicon.get(token.lower) ?? 0;
  if (own !== 0 || token.lemma === undefined) return own;
  return EXTRA_VALENCES.get(token.lemma) ?? lexicon.get(token.lemma) ?? 0;
}

function boosted(tokens: readonly Token[], i: number, valence: number): number {
  for (const back of [1, 2]) {
    const factor = BOOSTERS.get(tokens[i - back]?.lower ?? '');
    if (factor !== undefined) return valence * factor;
  }
  return valence;
}

/** Summed valence of one sentence. */
export function sentenceValence(sentence: Sentence, lexicon: ReadonlyMap<string, number>): number {
  const tokens = sentence.tokens;
  const weights = clauseWeights(tokens);
  let sum = 0;
  for (let i = 0; i < tokens.length; i++) {
    const idiom = PARTS.map(({ parts, valence }) => ({ end: matchAt(tokens, i, parts), valence })).find((m) => m.end > i);
    const valence = idiom?.valence ?? boosted(tokens, i, baseValence(tokens, i, lexicon));
    sum += valence * (isNegated(tokens, i) ? NEGATION_SCALAR : 1) * (weights[i] ?? 1);
    if (idiom !== undefined) i = idiom.end - 1;
  }
  const bangs = Math.min(3, tokens.filter((t) => t.text === '!').length);
  return sum * (1 + 0.1 * bangs);
}

function round(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

/**
 * Document sentiment over English sentences: summed sentence valences S normalised by the
 * sentence count n as S / √(S² + α·n), so a long text needs consistent sentiment to score high.
 */
export function scoreSentiment(sentences: readonly Sentence[]): Sentiment {
  const scored = sentences.filter((s) => s.tokens.some((t) => t.isWord));
  if (scored.length === 0) return NEUTRAL_EMPTY;
  const lexicon = lexiconValences(scored.flatMap((s) => s.tokens.flatMap((t) => [t.lower, t.lemma ?? t.lower])));
  const total = scored.reduce((sum, s) => sum + sentenceValence(s, lexicon), 0);
  const score = total / Math.sqrt(total * total + ALPHA * scored.length);
  return { score: round(score, 3), ...labelOf(score) };
}

/** Label and confidence: distance from the neutral band, mapped to 0.5–0.99. */
export function labelOf(score: number): { label: SentimentLabel; confidence: number } {
  const magnitude = Math.abs(score);
  if (magnitude < POLARITY_THRESHOLD) {
    return { label: 'neutral', confidence: round(0.5 + 0.45 * (1 - magnitude / POLARITY_THRESHOLD), 2) };
  }
  const confidence = 0.5 + 0.49 * ((magnitude - POLARITY_THRESHOLD) / (1 - POLARITY_THRESHOLD));
  return { label: score > 0 ? 'positive' : 'negative', confidence: round(confidence, 2) };
}
