/**
 * Held-out figures of the shipped sentiment models, scored by the shipped code; picks and writes
 * the opinion-gate thresholds. Run by train-sentiment.ts (a fresh process, so the models just
 * written are the ones loaded):  tsx scripts/analyze/sentiment-report.ts <work.json>
 */
import fs from 'node:fs';
import { lstmLogit, ngramLogit, positiveProbability } from '../../src/analyzers/analyze/sentiment-model.js';
import { readEnglish } from '../../src/analyzers/analyze/english.js';
import { subjectivityLogit } from '../../src/analyzers/analyze/subjectivity.js';
import { sentimentEvidence } from '../../src/analyzers/analyze/wink-lexicon.js';
import type { Labelled } from './sentiment-data.js';

/** Most factual sentences (mean share over the held-out factual sources) the gate may count as opinions. */
const MAX_FACTS_PASSED = 0.05;
const SUBJECTIVITY_FILE = new URL('../../src/analyzers/analyze/model/sentiment-subjectivity.json', import.meta.url);

interface Work { sst: { held: Labelled[] }; reviews: { held: Labelled[] }; subjectivity: { held: Record<string, Labelled[]> } }

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

// ---- The opinion gate, fitted and thresholded on held-out sentences --------------------------

interface GateItem { readonly x: readonly [number, number, number]; readonly opinion: boolean }
const gateItems = (items: readonly Labelled[], opinion: boolean): GateItem[] => items.map(([w]) => {
  const evidence = readEnglish([w.join(' ')]).map((s) => sentimentEvidence(s.tokens));
  const count = Math.min(3, evidence.reduce((n, e) => n + e.count, 0));
  return { x: [subjectivityLogit(w), count, Math.max(0, ...evidence.map((e) => e.strongest))], opinion };
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

const named: Record<string, GateItem[]> = { 'sst (held-out sentences)': gateItems(held, true) };
for (const [name, items] of Object.entries(work.subjectivity.held)) named[name] = gateItems(items, items[0]?.[1] === 1);
// Even items fit the gate, odd items choose its threshold and give the figures.
const half = (items: readonly GateItem[], parity: number): GateItem[] => items.filter((_, i) => i % 2 === parity);
const gate = fitGate(Object.values(named).map((g) => half(g, 0)));
const probability = (i: GateItem): number => 1 / (1 + Math.exp(-(gate.bias + gate.ngrams * i.x[0] + gate.words * i.x[1] + gate.strongest * i.x[2])));
const passed = (items: readonly GateItem[], t: number): number => items.filter((i) => probability(i) >= t).length / items.length;
const facts = Object.values(named).filter((g) => g[0]?.opinion === false).map((g) => half(g, 1));
/** Mean over the factual sources, so no one source dominates. */
const factPass = (t: number): number => facts.reduce((s, g) => s + passed(g, t), 0) / facts.length;
const threshold = Array.from({ length: 100 }, (_, i) => i / 100).find((t) => factPass(t) <= MAX_FACTS_PASSED) ?? 0.99;
console.log(`opinion gate ${JSON.stringify(gate)}, threshold ${threshold}; share of held-out sentences counted as opinions:`);
for (const [name, g] of Object.entries(named)) console.log(`  ${name} (${g[0]?.opinion ? 'opinion' : 'fact'}): ${passed(half(g, 1), threshold).toFixed(3)} of ${half(g, 1).length}`);
const json = JSON.parse(fs.readFileSync(SUBJECTIVITY_FILE, 'utf8')) as Record<string, unknown>;
fs.writeFileSync(SUBJECTIVITY_FILE, `${JSON.stringify({ ...json, gate, threshold })}\n`);
