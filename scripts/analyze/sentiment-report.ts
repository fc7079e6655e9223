/**
 * Held-out figures of the shipped sentiment models, scored by the shipped code; fits the opinion
 * gate and picks its threshold: the best balanced accuracy over positive, negative and factual
 * held-out sentences among the thresholds that leave at most MAX_FACTS_PASSED of held-out factual
 * sentences, and of factual documents (sentiment.ts), non-neutral. Run by train-sentiment.ts (a fresh process, so the models just
 * written are the ones loaded):  tsx scripts/analyze/sentiment-report.ts <work.json>
 */
import fs from 'node:fs';
import { lstmLogit, ngramLogit, positiveProbability, sentimentWords } from '../../src/analyzers/analyze/sentiment-model.js';
import { readEnglish } from '../../src/analyzers/analyze/english.js';
import { POLARITY_THRESHOLD, coverage } from '../../src/analyzers/analyze/sentiment.js';
import { subjectivityLogit } from '../../src/analyzers/analyze/subjectivity.js';
import { sentimentEvidence } from '../../src/analyzers/analyze/wink-lexicon.js';
import type { Labelled } from './sentiment-data.js';

/** Most factual sentences and documents (mean shares over the held-out factual sources) that may come out non-neutral. */
const MAX_FACTS_PASSED = 0.05;
const SUBJECTIVITY_FILE = new URL('../../src/analyzers/analyze/model/sentiment-subjectivity.json', import.meta.url);

interface Work {
  sst: { held: Labelled[] }; reviews: { held: Labelled[] }; subjectivity: { held: Record<string, Labelled[]> };
  factDocuments: Record<string, string[]>;
}

const work = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Work;
const held = work.sst.held;
const accuracy = (score: (w: string[]) => number, cut: number, items = held): string =>
  (items.filter(([w, y]) => (score(w) > cut ? 1 : 0) === y).length / items.length).toFixed(4);
console.log(`polarity, ${held.length} held-out SST-2 training sentences: blend ${accuracy(positiveProbability, 0.5)}, n-grams ${accuracy(ngramLogit, 0)}, LSTM ${accuracy(lstmLogit, 0)}`);
console.log(`polarity, ${work.reviews.held.length} held-out customer-review sentences: blend ${accuracy(positiveProbability, 0.5, work.reviews.held)}`);

console.log('calibration (held-out): confidence band → share right');
const bands = [0.5, 0.6, 0.7, 0.8, 0.9, 1.01];
for (let b = 0; b + 1 < bands.length; b += 1) {
  const inBand = held.map(([w, y]) => ({ p: positiveProbability(w), y })).map(({ p, y }) => ({ c: Math.max(p, 1 - p), right: (p > 0.5 ? 1 : 0) === y }))
    .filter(({ c }) => c >= bands[b]! && c < bands[b + 1]!);
  const right = inBand.filter((x) => x.right).length;
  const meanC = inBand.reduce((s, x) => s + x.c, 0) / Math.max(1, inBand.length);
  console.log(`  ${bands[b]!.toFixed(1)}–${Math.min(1, bands[b + 1]!).toFixed(1)}: ${inBand.length} sentences, mean confidence ${meanC.toFixed(2)}, right ${(right / Math.max(1, inBand.length)).toFixed(2)}`);
}

// ---- The opinion gate, fitted and thresholded on held-out data -------------------------------

type Features = readonly [number, number, number];
interface GateItem { readonly x: Features; readonly opinion: boolean; readonly polarity: number; readonly label?: number }
const gateItems = (items: readonly Labelled[], opinion: boolean, labelled = false): GateItem[] => items.map(([w, y]) => {
  const evidence = readEnglish([w.join(' ')]).map((s) => sentimentEvidence(s.tokens));
  const count = Math.min(3, evidence.reduce((n, e) => n + e.count, 0));
  const x = [subjectivityLogit(w), count, Math.max(0, ...evidence.map((e) => e.strongest))] as const;
  return { x, opinion, polarity: 2 * positiveProbability(w) - 1, ...(labelled ? { label: y } : {}) };
});

/** Logistic regression by gradient descent; each group weighs the same within its class. */
function fitGate(groups: readonly GateItem[][]): { ngrams: number; words: number; strongest: number; bias: number } {
  const rows = groups.flatMap((g) => g.map((item) => ({ item, weight: 1 / (g.length * groups.filter((h) => h[0]?.opinion === item.opinion).length) })));
  const w = [1, 0, 0, 0];
  for (let step = 0; step < 3000; step += 1) {
    const grad = [0, 0, 0, 0];
    for (const { item, weight } of rows) {
      const p = 1 / (1 + Math.exp(-(w[3]! + w[0]! * item.x[0] + w[1]! * item.x[1] + w[2]! * item.x[2])));
      const g = (p - (item.opinion ? 1 : 0)) * weight;
      grad[0]! += g * item.x[0]; grad[1]! += g * item.x[1]; grad[2]! += g * item.x[2]; grad[3]! += g;
    }
    grad.forEach((g, i) => { w[i]! -= 0.5 * g; });
  }
  return { ngrams: round4(w[0]!), words: round4(w[1]!), strongest: round4(w[2]!), bias: round4(w[3]!) };
}
const round4 = (v: number): number => Math.round(v * 1e4) / 1e4;

const named: Record<string, GateItem[]> = {};
for (const [name, items] of Object.entries(work.subjectivity.held)) named[name] = gateItems(items, items[0]?.[1] === 1);
named['sst (held-out sentences)'] = gateItems(held, true, true);
named.reviews = gateItems(work.reviews.held, true, true);
// Even items fit the gate, odd items choose its threshold and give the figures.
const half = <T>(items: readonly T[], parity: number): T[] => items.filter((_, i) => i % 2 === parity);
const gate = fitGate(Object.values(named).map((g) => half(g, 0)));
const probability = (x: Features): number => 1 / (1 + Math.exp(-(gate.bias + gate.ngrams * x[0] + gate.words * x[1] + gate.strongest * x[2])));
const thresholds = Array.from({ length: 99 }, (_, i) => (i + 1) / 100);
const mean = (values: readonly number[]): number => values.reduce((a, v) => a + v, 0) / values.length;

/** A text of one sentence: its label, −1, 0 (neutral) or 1, as scoreSentiment gives it. */
const sentenceLabel = (i: GateItem, t: number): number => (probability(i.x) >= t && Math.abs(i.polarity) >= POLARITY_THRESHOLD ? Math.sign(i.polarity) : 0);
const factGroups = Object.values(named).filter((g) => g[0]?.opinion === false).map((g) => half(g, 1));
const polarGroups = [named['sst (held-out sentences)']!, named.reviews!].map((g) => half(g, 1));
/** Share of a source's items with the given label, among those whose true label it is. */
const recall = (items: readonly GateItem[], t: number, label: number): number => {
  const wanted = items.filter((i) => (i.label === undefined ? 0 : 2 * i.label - 1) === label);
  return wanted.filter((i) => sentenceLabel(i, t) === label).length / wanted.length;
};
/** Balanced accuracy over positive, negative and factual sentences, each source weighing the same within its class. */
const threeWay = (t: number): number => (mean(polarGroups.map((g) => recall(g, t, 1))) + mean(polarGroups.map((g) => recall(g, t, -1))) + mean(factGroups.map((g) => recall(g, t, 0)))) / 3;
const factsPassed = (t: number): number => 1 - mean(factGroups.map((g) => recall(g, t, 0)));

// Documents of several sentences: held-out factual documents, and odd held-out factual sentences in fours.
interface DocumentSentence { readonly x: Features; readonly polarity: number }
const documentSentences = (text: string): DocumentSentence[] => readEnglish([text]).filter((s) => s.tokens.some((t) => t.isWord)).map((s) => {
  const w = sentimentWords(s.tokens);
  const e = sentimentEvidence(s.tokens);
  return { x: [subjectivityLogit(w), e.count, e.strongest] as const, polarity: 2 * positiveProbability(w.slice(0, 50)) - 1 };
});
const inFours = (items: readonly Labelled[]): string[] => Array.from({ length: Math.floor(items.length / 4) }, (_, i) => items.slice(4 * i, 4 * i + 4).map(([w]) => w.join(' ')).join(' '));
const factDocuments: Record<string, DocumentSentence[][]> = Object.fromEntries([
  ...Object.entries(work.factDocuments).map(([name, texts]) => [`${name} documents`, texts]),
  ...Object.entries(work.subjectivity.held).filter(([, items]) => items[0]?.[1] === 0).map(([name, items]) => [`${name} sentences in fours`, inFours(half(items, 1))]),
].map(([name, texts]) => [name, (texts as string[]).map(documentSentences)]));
/** Whether a document comes out non-neutral, as scoreSentiment decides (its 12 most subjective opinions). */
const polar = (sentences: readonly DocumentSentence[], t: number): boolean => {
  const opinions = sentences.map((s) => ({ s, p: probability(s.x) })).filter(({ p }) => p >= t).sort((a, b) => b.p - a.p);
  if (opinions.length === 0) return false;
  const strongest = opinions.slice(0, 12);
  const score = mean(strongest.map(({ s }) => s.polarity)) * coverage(opinions.length, sentences.length);
  return Math.abs(Math.round(score * 1000) / 1000) >= POLARITY_THRESHOLD;
};
const polarShare = (docs: readonly DocumentSentence[][], t: number): number => docs.filter((d) => polar(d, t)).length / docs.length;
const documentsPassed = (t: number): number => mean(Object.values(factDocuments).map((d) => polarShare(d, t)));
const threshold = thresholds.filter((t) => factsPassed(t) <= MAX_FACTS_PASSED && documentsPassed(t) <= MAX_FACTS_PASSED)
  .reduce((best, t) => (threeWay(t) > threeWay(best) ? t : best), 0.99);

console.log(`opinion gate ${JSON.stringify(gate)}, threshold ${threshold}`);
console.log(`texts of one sentence, odd held-out items (balanced 3-way accuracy ${threeWay(threshold).toFixed(3)}):`);
for (const [name, g] of Object.entries(named)) {
  const items = half(g, 1);
  const polarFigure = g[0]?.label === undefined ? '' : `, label right ${(items.filter((i) => sentenceLabel(i, threshold) === 2 * i.label! - 1).length / items.length).toFixed(3)}`;
  console.log(`  ${name} (${g[0]?.opinion ? 'opinion' : 'fact'}): non-neutral ${(items.filter((i) => sentenceLabel(i, threshold) !== 0).length / items.length).toFixed(3)} of ${items.length}${polarFigure}`);
}
console.log('factual documents of 2+ sentences, non-neutral:');
for (const [name, docs] of Object.entries(factDocuments)) console.log(`  ${name}: ${polarShare(docs, threshold).toFixed(3)} of ${docs.length}`);
const json = JSON.parse(fs.readFileSync(SUBJECTIVITY_FILE, 'utf8')) as Record<string, unknown>;
fs.writeFileSync(SUBJECTIVITY_FILE, `${JSON.stringify({ ...json, gate, threshold })}\n`);
