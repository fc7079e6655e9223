import type { Token } from '../../text/index.js';
import modelJson from './model/sentiment-polarity.json' with { type: 'json' };

/**
 * Sentence polarity: a blend of two models trained by scripts/analyze/train-sentiment.ts on the
 * public SST-2 training split (phrases and sentences of film reviews):
 * - a logistic regression over words (marked when negated) and word pairs;
 * - a small bidirectional LSTM over word vectors (GloVe, tuned on SST-2 and projected to a few
 *   dimensions), max- and mean-pooled.
 * The blend weights are a logistic regression over the two scores fitted on held-out training
 * sentences, so `positiveProbability` is calibrated on sentences that hold an opinion. It says
 * nothing about whether a sentence holds one: that is subjectivity.ts.
 */

/** Numbers packed as base64 signed integers (8 or 16 bits) × scale. */
export interface PackedNumbers { readonly bits: 8 | 16; readonly scale: number; readonly data: string }

export interface PolarityModelJson {
  readonly words: readonly string[];
  readonly dims: number;
  readonly hidden: number;
  readonly vectors: PackedNumbers;
  readonly forward: { readonly weights: PackedNumbers; readonly bias: readonly number[] };
  readonly backward: { readonly weights: PackedNumbers; readonly bias: readonly number[] };
  readonly output: readonly number[];
  readonly outputBias: number;
  readonly ngrams: Readonly<Record<string, number>>;
  readonly ngramBias: number;
  readonly blend: { readonly ngram: number; readonly lstm: number; readonly bias: number };
}

// ---- Word forms ----------------------------------------------------------------------------

/**
 * wink keeps pre-split contractions as written ("does n't" → "n't") and expands joined ones
 * ("doesn't" → "not"); both map to one form so training text (SST is pre-split) and pages agree.
 */
const NORMAL: ReadonlyMap<string, string> = new Map(Object.entries({
  "n't": 'not', ca: 'can', wo: 'will', "'re": 'are', "'m": 'am', "'ve": 'have', "'ll": 'will', "'d": 'would',
}));

/** The word forms both models read: wink's lower-case forms, contractions joined up, digits as 0. */
export function sentimentWords(tokens: readonly Token[]): string[] {
  return tokens.map((t) => NORMAL.get(t.lower) ?? t.lower.replace(/\d/g, '0')).filter((w) => w.trim() !== '');
}

const NEGATORS = new Set(['not', 'no', 'never', 'nothing', 'nobody', 'none', 'neither', 'nor', 'without', 'hardly', 'barely', 'cannot', 'nowhere']);
/** Where a negation's scope ends: punctuation or a contrast word. */
const SCOPE_END = /^[.,:;!?()[\]"]+$|^(?:but|yet|however|although|though)$/;

/** Words after a negator, to the end of its scope, are marked `NOT_` (Das & Chen 2001). */
export function negationMarked(words: readonly string[]): string[] {
  let negated = false;
  return words.map((w) => {
    if (SCOPE_END.test(w)) { negated = false; return w; }
    if (NEGATORS.has(w)) { negated = true; return w; }
    return negated ? `NOT_${w}` : w;
  });
}

/** Adjacent-word pairs, with sentence start and end marks. */
export function wordPairs(words: readonly string[]): string[] {
  const padded = ['<s>', ...words, '</s>'];
  const pairs: string[] = [];
  for (let i = 1; i < padded.length; i += 1) pairs.push(`${padded[i - 1]!} ${padded[i]!}`);
  return pairs;
}

/** Sum of the weights of the distinct features present, plus the bias. */
export function linearScore(features: readonly string[], weights: ReadonlyMap<string, number>, bias: number): number {
  let sum = bias;
  for (const feature of new Set(features)) sum += weights.get(feature) ?? 0;
  return sum;
}

export function unpack(packed: PackedNumbers): Float32Array {
  const bytes = Buffer.from(packed.data, 'base64');
  const ints = packed.bits === 8
    ? new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length)
    : new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  return Float32Array.from(ints, (v) => v * packed.scale);
}

// ---- The LSTM -------------------------------------------------------------------------------

interface Direction { readonly weights: Float32Array; readonly bias: Float32Array }

interface PolarityModel {
  readonly json: PolarityModelJson;
  readonly ngrams: ReadonlyMap<string, number>;
  readonly index: ReadonlyMap<string, number>;
  readonly vectors: Float32Array;
  readonly forward: Direction;
  readonly backward: Direction;
  /** Per word: its input's share of both directions' gates (word vector × input weights + bias). */
  readonly inputGates: Map<number, Float32Array>;
}

let model: PolarityModel | undefined;

/** Decoded once per process, on first use. */
function polarityModel(): PolarityModel {
  if (model !== undefined) return model;
  const json = modelJson as PolarityModelJson;
  const direction = (d: PolarityModelJson['forward']): Direction => ({ weights: unpack(d.weights), bias: Float32Array.from(d.bias) });
  model = {
    json,
    ngrams: new Map(Object.entries(json.ngrams)),
    index: new Map(json.words.map((w, i) => [w, i])),
    vectors: unpack(json.vectors),
    forward: direction(json.forward),
    backward: direction(json.backward),
    inputGates: new Map(),
  };
  return model;
}

function inputGates(m: PolarityModel, word: number): Float32Array {
  const cached = m.inputGates.get(word);
  if (cached !== undefined) return cached;
  const { dims, hidden } = m.json;
  const width = 4 * hidden;
  const out = new Float32Array(2 * width);
  [m.forward, m.backward].forEach((d, k) => {
    for (let g = 0; g < width; g += 1) {
      let s = d.bias[g]!;
      for (let j = 0; j < dims; j += 1) s += m.vectors[word * dims + j]! * d.weights[j * width + g]!;
      out[k * width + g] = s;
    }
  });
  m.inputGates.set(word, out);
  return out;
}

export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** One direction over the words; folds each hidden state into `max` and `sum` at `offset`. */
function runDirection(m: PolarityModel, words: readonly number[], k: 0 | 1, max: Float32Array, sum: Float32Array): void {
  const { dims, hidden } = m.json;
  const width = 4 * hidden;
  const w = (k === 0 ? m.forward : m.backward).weights;
  const h = new Float32Array(hidden);
  const c = new Float32Array(hidden);
  const z = new Float32Array(width);
  for (let step = 0; step < words.length; step += 1) {
    const word = words[k === 0 ? step : words.length - 1 - step]!;
    z.set(inputGates(m, word).subarray(k * width, (k + 1) * width));
    for (let j = 0; j < hidden; j += 1) {
      const hj = h[j]!;
      if (hj === 0) continue;
      const row = (dims + j) * width;
      for (let g = 0; g < width; g += 1) z[g]! += hj * w[row + g]!;
    }
    for (let j = 0; j < hidden; j += 1) {
      const cell = sigmoid(z[hidden + j]!) * c[j]! + sigmoid(z[j]!) * Math.tanh(z[3 * hidden + j]!);
      c[j] = cell;
      h[j] = sigmoid(z[2 * hidden + j]!) * Math.tanh(cell);
      const at = k * hidden + j;
      if (h[j]! > max[at]!) max[at] = h[j]!;
      sum[at]! += h[j]!;
    }
  }
}

/** The LSTM's logit for a sentence's words (unknown words share vector 0). */
export function lstmLogit(words: readonly string[]): number {
  const m = polarityModel();
  const ids = words.map((w) => m.index.get(w) ?? 0);
  if (ids.length === 0) return m.json.outputBias;
  const size = 2 * m.json.hidden;
  const max = new Float32Array(size).fill(-Infinity);
  const sum = new Float32Array(size);
  runDirection(m, ids, 0, max, sum);
  runDirection(m, ids, 1, max, sum);
  let logit = m.json.outputBias;
  for (let j = 0; j < size; j += 1) logit += m.json.output[j]! * max[j]! + m.json.output[size + j]! * (sum[j]! / ids.length);
  return logit;
}

export function ngramLogit(words: readonly string[]): number {
  const m = polarityModel();
  return linearScore([...negationMarked(words), ...wordPairs(words)], m.ngrams, m.json.ngramBias);
}

/** Calibrated probability that an opinionated sentence is positive. */
export function positiveProbability(words: readonly string[]): number {
  const { blend } = polarityModel().json;
  return sigmoid(blend.bias + blend.ngram * ngramLogit(words) + blend.lstm * lstmLogit(words));
}
