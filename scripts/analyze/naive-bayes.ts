/** Multinomial naive Bayes over categoryFeatures, with temperature scaling; shared by the training scripts. */
import { categoryFeatures, probabilities, rawScores } from '../../src/analyzers/analyze/category-model.js';
import type { CategoryModel } from '../../src/analyzers/analyze/category-model.js';
import type { CategoryItem } from './public-sets.js';

const ALPHA = 0.5;

export function train(items: readonly CategoryItem[], minCount: number): CategoryModel {
  const classes = [...new Set(items.map((i) => i.category))].sort();
  const counts = new Map<string, number[]>();
  const totals = classes.map(() => 0);
  const docs = classes.map(() => 0);
  for (const item of items) {
    const c = classes.indexOf(item.category);
    docs[c]! += 1;
    for (const f of categoryFeatures(item.text)) {
      const row = counts.get(f) ?? classes.map(() => 0);
      row[c]! += 1;
      totals[c]! += 1;
      counts.set(f, row);
    }
  }
  const kept = [...counts].filter(([, row]) => row.reduce((a, b) => a + b, 0) >= minCount);
  const vocab = kept.length;
  const weights: Record<string, number[]> = {};
  for (const [f, row] of kept) {
    const logs = row.map((n, c) => Math.log((n + ALPHA) / (totals[c]! + ALPHA * vocab)));
    const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
    const centred = logs.map((l) => Math.round((l - mean) * 20) / 20);
    if (centred.some((v) => Math.abs(v) >= 0.1)) weights[f] = centred;
  }
  const prior = docs.map((d) => Math.round(Math.log(d / items.length) * 1000) / 1000);
  return { classes, prior, temperature: 1, weights };
}

export /** Temperature minimising negative log-likelihood on the calibration slice. */
function fitTemperature(model: CategoryModel, items: readonly CategoryItem[]): number {
  const scored = items.map((i) => ({ scores: rawScores(model, categoryFeatures(i.text)).scores, c: model.classes.indexOf(i.category) }));
  let best = { t: 1, nll: Infinity };
  for (let t = 0.5; t <= 30; t += 0.25) {
    const nll = scored.reduce((sum, s) => sum - Math.log(Math.max(1e-9, probabilities(s.scores, t)[s.c]!)), 0);
    if (nll < best.nll) best = { t, nll };
  }
  return best.t;
}

