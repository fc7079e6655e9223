/**
 * Trains the entity tagger (src/analyzers/analyze/model/entity-tagger.json) on the public
 * CoNLL-2003 training split; the number of passes and the confidence temperature are chosen on
 * the validation split (test A). The benchmark's test split (test B) is never read:
 *   tsx scripts/analyze/train-entity-tagger.ts <israelcamp/T5-For-NER git dir>
 */
import fs from 'node:fs';
import { AveragedPerceptron } from './averaged-perceptron.js';
import { readConll } from './conll.js';
import { TAGS, align, compromiseLexicon, trainingExamples } from './entity-training-data.js';
import type { Example } from './entity-training-data.js';
import { gitShow, shuffled } from './public-sets.js';
import { START_TAG, observationFeatures, transitionFeatures } from '../../src/analyzers/analyze/entity-features.js';
import { MENTION_TYPES, bestTags, byteOfWeight, spansOfTags, typeConfidence, typeScores, weightOfByte } from '../../src/analyzers/analyze/entity-tagger.js';
import type { TaggerModel, TransitionScores } from '../../src/analyzers/analyze/entity-tagger.js';
import { listedType } from '../../src/analyzers/analyze/entity-gazetteer.js';

const OUT = new URL('../../src/analyzers/analyze/model/entity-tagger.json', import.meta.url);
const MAX_PASSES = 12;
/** Features kept in the shipped model, strongest first (≈ 1.3 MB; pruning and byte weights cost ≈ 0.002 span F1 on test A). */
const KEEP_FEATURES = 50_000;

type Scorer = (features: readonly string[], scores: Float64Array) => void;
type Weights = ReadonlyMap<string, Float64Array>;

const tagBefore = (p: number): string => (p < 0 ? START_TAG : TAGS[p]!);

function scoresOf(features: readonly string[], score: Scorer): Float64Array {
  const out = new Float64Array(TAGS.length);
  score(features, out);
  return out;
}

function weightScorer(weights: Weights): Scorer {
  return (features, scores) => {
    for (const f of features) {
      const row = weights.get(f);
      if (row !== undefined) for (let c = 0; c < scores.length; c++) scores[c]! += row[c]!;
    }
  };
}

/** One pass of the structured perceptron: decode each sentence, move weights towards the gold tags. */
function train(model: AveragedPerceptron, examples: readonly Example[], observed: readonly number[][][]): void {
  for (const e of shuffled(examples.map((_, k) => k), model.features)) {
    const { gold, view } = examples[e]!;
    const transitions = (i: number, p: number): number[] => transitionFeatures(tagBefore(p), view, i).map((f) => model.id(f, true));
    const obs = observed[e]!.map((ids) => { const o = new Float64Array(TAGS.length); model.addScores(ids, o); return o; });
    const guess = bestTags(obs, TAGS, (i, p, into) => model.addScores(transitions(i, p), into), false);
    model.tick();
    gold.forEach((tag, i) => {
      const got = guess[i]!;
      const [goldBefore, gotBefore] = i === 0 ? [-1, -1] : [gold[i - 1]!, guess[i - 1]!];
      if (tag !== got) { model.update(observed[e]![i]!, tag, 1); model.update(observed[e]![i]!, got, -1); }
      if (tag !== got || goldBefore !== gotBefore) { model.update(transitions(i, goldBefore), tag, 1); model.update(transitions(i, gotBefore), got, -1); }
    });
  }
}

interface Decoded { readonly obs: Float64Array[]; readonly trans: TransitionScores; readonly path: number[]; readonly tags: string[] }

function decode(example: Example, observed: readonly string[][], score: Scorer): Decoded {
  const obs = observed.map((features) => scoresOf(features, score));
  const trans: TransitionScores = (i, p, into) => score(transitionFeatures(tagBefore(p), example.view, i), into);
  const path = bestTags(obs, TAGS, trans);
  return { obs, trans, path, tags: path.map((k) => TAGS[k]!) };
}

const spanKeys = (tags: readonly string[]): Set<string> =>
  new Set(spansOfTags(tags).filter((s) => s.type !== 'MISC').map((s) => `${s.start}:${s.end}:${s.type}`));

/** Micro-F1 of exact PER/ORG/LOC token spans. */
function spanF1(weights: Weights, examples: readonly Example[], observed: readonly string[][][]): number {
  let tp = 0; let gold = 0; let got = 0;
  examples.forEach((e, k) => {
    const want = spanKeys(e.gold.map((t) => TAGS[t]!));
    const found = spanKeys(decode(e, observed[k]!, weightScorer(weights)).tags);
    gold += want.size; got += found.size;
    for (const s of found) if (want.has(s)) tp++;
  });
  return (2 * tp) / (gold + got);
}

/** μ of the weights' byte scale: 15 loses nothing measurable on test A, a linear scale ≈ 0.003 F1. */
const MU = 15;

/** The strongest features, their weights rounded to signed bytes. */
function packed(weights: Weights, keep: number): Pick<TaggerModel, 'tags' | 'maxWeight' | 'mu' | 'features' | 'weights'> {
  const strength = (row: Float64Array): number => row.reduce((m, w) => Math.max(m, Math.abs(w)), 0);
  const kept = [...weights].map(([f, row]) => ({ f, row, s: strength(row) })).filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.f.localeCompare(b.f)).slice(0, keep).sort((a, b) => a.f.localeCompare(b.f));
  const maxWeight = Number(Math.max(...kept.map((x) => x.s)).toPrecision(4));
  const bytes = Buffer.alloc(kept.length * TAGS.length);
  kept.forEach((x, i) => x.row.forEach((w, c) => bytes.writeInt8(byteOfWeight(w, maxWeight, MU), i * TAGS.length + c)));
  return { tags: TAGS, maxWeight, mu: MU, features: kept.map((x) => x.f), weights: bytes.toString('base64') };
}

function unpacked(model: Pick<TaggerModel, 'maxWeight' | 'mu' | 'features' | 'weights'>): Map<string, Float64Array> {
  const bytes = Buffer.from(model.weights, 'base64');
  const weightAt = (k: number): number => weightOfByte(bytes.readInt8(k), model.maxWeight, model.mu);
  return new Map(model.features.map((f, i) => [f, Float64Array.from({ length: TAGS.length }, (_, c) => weightAt(i * TAGS.length + c))]));
}

interface TypedSpan { readonly scores: number[]; readonly gold: number; readonly chosen: number }

/** Found spans whose tokens are a gold mention (any type, MISC too), with their type scores. */
function typedSpans(weights: Weights, examples: readonly Example[], observed: readonly string[][][]): TypedSpan[] {
  return examples.flatMap((e, k) => {
    const gold = new Map(spansOfTags(e.gold.map((t) => TAGS[t]!)).map((s) => [`${s.start}:${s.end}`, s.type]));
    const { obs, trans, path, tags } = decode(e, observed[k]!, weightScorer(weights));
    return spansOfTags(tags).flatMap((s) => {
      const type = gold.get(`${s.start}:${s.end}`);
      if (type === undefined) return [];
      return [{ scores: typeScores(s, path, obs, TAGS, trans), gold: MENTION_TYPES.indexOf(type), chosen: MENTION_TYPES.indexOf(s.type) }];
    });
  });
}

/** The temperature that makes the type confidences most likely on the validation spans (grid search). */
function fitTemperature(spans: readonly TypedSpan[]): number {
  let best = { temperature: 1, loss: Infinity };
  for (let t = 1; t <= 200; t *= 1.05) {
    const loss = spans.reduce((sum, s) => sum - Math.log(Math.max(1e-12, typeConfidence(s.scores, s.gold, t))), 0);
    if (loss < best.loss) best = { temperature: Number(t.toPrecision(3)), loss };
  }
  return best.temperature;
}

function calibrationReport(spans: readonly TypedSpan[], temperature: number): string {
  const bands = [0, 0.5, 0.7, 0.9, 0.97, 1.01];
  return bands.slice(0, -1).map((low, b) => {
    const inBand = spans.filter((s) => { const c = typeConfidence(s.scores, s.chosen, temperature); return c >= low && c < bands[b + 1]!; });
    const right = inBand.filter((s) => s.gold === s.chosen).length;
    return `[${low}, ${Math.min(1, bands[b + 1]!)}): ${inBand.length} spans, ${inBand.length === 0 ? '-' : (right / inBand.length).toFixed(2)} right`;
  }).join('; ');
}

const observe = (e: Example): string[][] => e.view.words.map((_, i) => observationFeatures(e.view, i));
const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(0);

function main(dir: string): void {
  const started = performance.now();
  const lexiconRecord = compromiseLexicon();
  const lexiconMap = new Map(Object.entries(lexiconRecord));
  const lexicon = (name: string): string | undefined => lexiconMap.get(name);
  const trainSet = trainingExamples(readConll(gitShow(dir, 'data/conll2003/train.txt')), lexicon);
  // Validation reads the shipped gazetteer (all of the training split), as the tagger will.
  const validSet = readConll(gitShow(dir, 'data/conll2003/valid.txt')).flatMap((s) => align(s, listedType, lexicon));
  const perceptron = new AveragedPerceptron(TAGS.length);
  const trainObserved = trainSet.map((e) => observe(e).map((features) => features.map((f) => perceptron.id(f, true))));
  const validObserved = validSet.map(observe);
  console.log(`${trainSet.length} training sentences, ${validSet.length} validation, ${perceptron.features} features, read in ${seconds(started)} s`);
  let best = { pass: 0, f1: 0, weights: new Map<string, Float64Array>() as Weights };
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    train(perceptron, trainSet, trainObserved);
    const weights = perceptron.averaged();
    const f1 = spanF1(weights, validSet, validObserved);
    console.log(`pass ${pass}: validation PER/ORG/LOC span F1 ${f1.toFixed(4)} (${seconds(started)} s)`);
    if (f1 > best.f1) best = { pass, f1, weights };
  }
  const weights = packed(best.weights, KEEP_FEATURES);
  const spans = typedSpans(unpacked(weights), validSet, validObserved);
  const temperature = fitTemperature(spans);
  const source = `CoNLL-2003 train (eng.train) + compromise lexicon word classes; ${best.pass} passes and temperature chosen on eng.testa`;
  const json = `${JSON.stringify({ source, ...weights, temperature, lexicon: lexiconRecord } satisfies TaggerModel)}\n`;
  fs.writeFileSync(OUT, json);
  console.log(`pass ${best.pass} kept: ${weights.features.length} features, ${(json.length / 1024).toFixed(0)} KB; validation span F1 ${best.f1.toFixed(4)} before pruning, ${spanF1(unpacked(weights), validSet, validObserved).toFixed(4)} after`);
  console.log(`temperature ${temperature}; type confidence on validation spans: ${calibrationReport(spans, temperature)}`);
  console.log(`trained in ${seconds(started)} s`);
}

const dir = process.argv[2];
if (dir === undefined) {
  console.error('usage: tsx scripts/analyze/train-entity-tagger.ts <CoNLL-2003 repository git dir>');
  process.exit(2);
}
main(dir);
