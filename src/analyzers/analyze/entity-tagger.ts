import modelJson from './model/entity-tagger.json' with { type: 'json' };
import type { Sentence } from '../../text/index.js';
import { START_TAG, observationFeatures, viewOf } from './entity-features.js';
import type { TaggerView } from './entity-features.js';
import { listedType } from './entity-gazetteer.js';

/**
 * A sequence tagger (BIO tags over CoNLL's PER, ORG, LOC and MISC): a structured averaged
 * perceptron with first-order Viterbi decoding (Collins 2002), trained by
 * scripts/analyze/train-entity-tagger.ts on the public CoNLL-2003 training split. Each token is
 * scored from its word, shape, affixes, wink POS tag, neighbours and gazetteer mark, and each
 * pair of adjacent tags from the transition and the word it leads into.
 */
export interface TaggerModel {
  readonly source: string;
  readonly tags: readonly string[];
  /** Weights are stored as signed bytes on a μ-law scale (small weights finer): see weightOfByte. */
  readonly maxWeight: number;
  readonly mu: number;
  readonly features: readonly string[];
  /** Base64 of one signed byte per feature and tag, feature-major. */
  readonly weights: string;
  /** Word classes of lower-cased words and names (compromise's lexicon): f given name, n surname, p person, o organisation, l place, d demonym, t title. */
  readonly lexicon: Readonly<Record<string, string>>;
  /** Softens type scores into probabilities (fitted on the validation split). */
  readonly temperature: number;
}

export type MentionType = 'PER' | 'ORG' | 'LOC' | 'MISC';

/** Tokens [start, end) of one sentence tagged as one mention. */
export interface TaggedSpan {
  readonly start: number;
  readonly end: number;
  readonly type: MentionType;
  /** The tagger's probability for this type over the others, on these tokens (temperature-scaled). */
  readonly confidence: number;
}

export interface TaggedSentence {
  readonly view: TaggerView;
  readonly spans: readonly TaggedSpan[];
}

interface Table {
  readonly tags: readonly string[];
  /** Offset in `weights` of each observation feature's row. */
  readonly rows: ReadonlyMap<string, number>;
  readonly weights: Float32Array;
  /**
   * The transition features (transitionFeatures) gathered for fast decoding: `t=` as one
   * (tags + 1) × tags matrix, row 0 the sentence start; `tw=` as such a matrix per word.
   */
  readonly transitions: Float32Array;
  readonly wordTransitions: ReadonlyMap<string, Float32Array>;
  readonly lexicon: ReadonlyMap<string, string>;
  readonly temperature: number;
}

let table: Table | undefined;

/** A stored byte (−127…127) back to its weight: ±maxWeight × ((1 + μ)^(|q|/127) − 1) / μ. */
export function weightOfByte(q: number, maxWeight: number, mu: number): number {
  return Math.sign(q) * maxWeight * (Math.pow(1 + mu, Math.abs(q) / 127) - 1) / mu;
}

/** The byte nearest a weight on the same scale. */
export function byteOfWeight(w: number, maxWeight: number, mu: number): number {
  const q = Math.round(127 * Math.sign(w) * Math.log1p(mu * Math.min(1, Math.abs(w) / maxWeight)) / Math.log1p(mu));
  return Object.is(q, -0) ? 0 : q;
}

/** The model unpacked on first use, once per process. */
function loaded(model: TaggerModel = modelJson as TaggerModel): Table {
  if (table !== undefined) return table;
  const bytes = Buffer.from(model.weights, 'base64');
  const byWeight = Float32Array.from({ length: 256 }, (_, b) => weightOfByte((b << 24) >> 24, model.maxWeight, model.mu));
  const weights = new Float32Array(bytes.length);
  for (let k = 0; k < bytes.length; k++) weights[k] = byWeight[bytes[k]!]!;
  const n = model.tags.length;
  const rows = new Map<string, number>();
  const transitions = new Float32Array((n + 1) * n);
  const wordTransitions = new Map<string, Float32Array>();
  const previousRow = (tag: string): number => (tag === START_TAG ? 0 : model.tags.indexOf(tag) + 1) * n;
  model.features.forEach((feature, i) => {
    const row = weights.subarray(i * n, (i + 1) * n);
    if (feature.startsWith('t=')) transitions.set(row, previousRow(feature.slice(2)));
    else if (feature.startsWith('tw=')) {
      const space = feature.indexOf(' ');
      const word = feature.slice(space + 1);
      const matrix = wordTransitions.get(word) ?? new Float32Array((n + 1) * n);
      matrix.set(row, previousRow(feature.slice(3, space)));
      wordTransitions.set(word, matrix);
    } else rows.set(feature, i * n);
  });
  table = { tags: model.tags, rows, weights, transitions, wordTransitions, lexicon: new Map(Object.entries(model.lexicon)), temperature: model.temperature };
  return table;
}

function addScores(t: Table, features: readonly string[], scores: Float64Array): void {
  const n = t.tags.length;
  for (const feature of features) {
    const row = t.rows.get(feature);
    if (row === undefined) continue;
    for (let c = 0; c < n; c++) scores[c]! += t.weights[row + c]!;
  }
}

/** Adds the per-tag scores of the tags after tag p at token i (p = -1 before the first token). */
export type TransitionScores = (i: number, p: number, into: Float64Array) => void;

/** An I- tag continues a mention of its type: it may follow only the B- or I- tag of that type. */
export function legalAfter(previous: string, tag: string): boolean {
  return !tag.startsWith('I-') || previous.slice(2) === tag.slice(2);
}

/**
 * The best tag sequence under first-order transitions (Viterbi), as tag indices; obs holds each
 * token's per-tag scores. Only legal sequences unless `legalOnly` is false (as in training, where
 * the transition weights learn the rule themselves: measured better on test A).
 */
export function bestTags(obs: readonly Float64Array[], tags: readonly string[], trans: TransitionScores, legalOnly = true): number[] {
  const n = tags.length;
  let delta = new Float64Array(n);
  let next = new Float64Array(n);
  const back: Int32Array[] = [];
  const t = new Float64Array(n);
  obs.forEach((o, i) => {
    next.fill(-Infinity);
    const from = new Int32Array(n);
    for (let p = i === 0 ? -1 : 0; p < (i === 0 ? 0 : n); p++) {
      t.fill(0);
      trans(i, p, t);
      const base = p < 0 ? 0 : delta[p]!;
      for (let c = 0; c < n; c++) {
        if (legalOnly && !legalAfter(p < 0 ? 'O' : tags[p]!, tags[c]!)) continue;
        const v = base + t[c]! + o[c]!;
        if (v > next[c]!) { next[c] = v; from[c] = p; }
      }
    }
    back.push(from);
    [delta, next] = [next, delta];
  });
  const path = new Array<number>(obs.length);
  let best = 0;
  for (let c = 1; c < n; c++) if (delta[c]! > delta[best]!) best = c;
  for (let i = obs.length - 1; i >= 0; i--) { path[i] = best; best = back[i]![best]!; }
  return path;
}

export const MENTION_TYPES: readonly MentionType[] = ['PER', 'ORG', 'LOC', 'MISC'];

/**
 * How well each mention type fits tokens [start, end), the rest of the best path held fixed: B- then
 * I- scores and every transition into, inside and out of the span, in MENTION_TYPES order.
 */
export function typeScores(span: { start: number; end: number }, path: readonly number[], obs: readonly Float64Array[], tags: readonly string[], trans: TransitionScores): number[] {
  const t = new Float64Array(tags.length);
  const transition = (i: number, from: number, to: number): number => { t.fill(0); trans(i, from, t); return t[to]!; };
  const before = span.start === 0 ? -1 : path[span.start - 1]!;
  return MENTION_TYPES.map((type) => {
    const [b, inside] = [tags.indexOf(`B-${type}`), tags.indexOf(`I-${type}`)];
    let score = obs[span.start]![b]! + transition(span.start, before, b);
    for (let k = span.start + 1; k < span.end; k++) score += obs[k]![inside]! + transition(k, k === span.start + 1 ? b : inside, inside);
    if (span.end < path.length) score += transition(span.end, span.end - span.start === 1 ? b : inside, path[span.end]!);
    return score;
  });
}

/** The probability of the chosen type (index) among the type scores, softened by the model's temperature. */
export function typeConfidence(scores: readonly number[], chosen: number, temperature: number): number {
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp((s - top) / temperature));
  return exps[chosen]! / exps.reduce((a, e) => a + e, 0);
}

const HAS_UPPER = /\p{Lu}/u;

/**
 * Tokens far from any capital letter ("the", "prices", ",") are outside every name: they are
 * scored as O outright, which spares most of the feature look-ups. Capitalised tokens, tokens
 * written joined to them ("al-Aqsa", "Tripoli-based") and their neighbours ("Bank of England")
 * are scored in full.
 */
function plainTokens(view: TaggerView): boolean[] {
  const { words, starts } = view;
  // Tokens written without a space between them form one word ("al", "-", "Aqsa").
  let word = -1;
  const wordOf = words.map((_, i) => (i > 0 && starts[i] === starts[i - 1]! + words[i - 1]!.length ? word : ++word));
  const capitalWords = new Set(wordOf.filter((_, i) => HAS_UPPER.test(words[i]!)));
  const capital = wordOf.map((w) => capitalWords.has(w));
  return capital.map((c, i) => !c && capital[i - 1] !== true && capital[i + 1] !== true);
}

function decode(t: Table, view: TaggerView): TaggedSpan[] {
  const plain = plainTokens(view);
  const outside = Float64Array.from(t.tags, (tag) => (tag === 'O' ? 0 : -1e6));
  const obs = view.words.map((_, i) => {
    if (plain[i]) return outside;
    const o = new Float64Array(t.tags.length);
    addScores(t, observationFeatures(view, i), o);
    return o;
  });
  const byWord = view.lowers.map((w) => t.wordTransitions.get(w));
  const n = t.tags.length;
  const trans: TransitionScores = (i, p, into) => {
    const row = (p + 1) * n;
    const word = byWord[i];
    for (let c = 0; c < n; c++) into[c]! += t.transitions[row + c]! + (word === undefined ? 0 : word[row + c]!);
  };
  const path = bestTags(obs, t.tags, trans);
  const spans = spansOfTags(path.map((k) => t.tags[k]!));
  return spans.map((span) => ({ ...span, confidence: typeConfidence(typeScores(span, path, obs, t.tags, trans), MENTION_TYPES.indexOf(span.type), t.temperature) }));
}

/** Mentions of BIO tags; an I- tag after another type opens a mention. */
export function spansOfTags(tags: readonly string[]): Omit<TaggedSpan, 'confidence'>[] {
  const spans: Omit<TaggedSpan, 'confidence'>[] = [];
  let start = -1;
  let type = '';
  const close = (end: number): void => {
    if (start >= 0) spans.push({ start, end, type: type as MentionType });
    start = -1;
  };
  tags.forEach((tag, i) => {
    if (tag === 'O' || tag.startsWith('B-') || tag.slice(2) !== type) close(i);
    if (tag !== 'O' && start < 0) { start = i; type = tag.slice(2); }
  });
  close(tags.length);
  return spans;
}

export function tagSentence(sentence: Pick<Sentence, 'text' | 'tokens'>): TaggedSentence {
  const t = loaded();
  const view = viewOf(sentence, listedType, (name) => t.lexicon.get(name));
  return { view, spans: decode(t, view) };
}

/** The text of tokens [start, end) as written ("Coca-Cola", "U.S."). */
export function spanText(view: TaggerView, start: number, end: number): string {
  return view.text.slice(view.starts[start]!, view.starts[end - 1]! + view.words[end - 1]!.length);
}
