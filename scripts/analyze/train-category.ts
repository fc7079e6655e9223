/**
 * Trains the built-in category model (src/analyzers/analyze/model/category-nb.json).
 *   tsx scripts/analyze/train-category.ts <opringle/text_classification git dir> <KEAML-JLU/DeepTextClustering git dir>
 * Training: the named AG News items outside the evaluation and calibration slices (see
 * public-sets.ts agSplits) plus the indexed AG News subset, minus any text in those slices.
 * The temperature is fitted on the calibration slice only; the evaluation slice is never read here.
 */
import fs from 'node:fs';
import { fitTemperature, train } from './naive-bayes.js';
import { agSplits, readAgNewsIndexed, readAgNewsNamed } from './public-sets.js';
import type { CategoryItem } from './public-sets.js';

const OUT = new URL('../../src/analyzers/analyze/model/category-nb.json', import.meta.url);
const BACKGROUND_OUT = new URL('../../src/analyzers/analyze/model/background-df.json', import.meta.url);
const MIN_DF = 3;
const MIN_COUNT = 5;

/** Document frequency of each lower-case word over the training texts: the key-phrase background list. */
function writeBackground(items: readonly CategoryItem[]): void {
  const df = new Map<string, number>();
  for (const item of items) for (const w of new Set(item.text.toLowerCase().match(/\p{L}+/gu) ?? [])) df.set(w, (df.get(w) ?? 0) + 1);
  const kept = Object.fromEntries([...df].filter(([, n]) => n >= MIN_DF).sort((a, b) => b[1] - a[1]));
  const json = JSON.stringify({ documents: items.length, df: kept });
  fs.writeFileSync(BACKGROUND_OUT, `${json}\n`);
  console.log(`background list: ${Object.keys(kept).length} words, ${(json.length / 1024).toFixed(0)} KB`);
}

const [namedDir, indexedDir] = process.argv.slice(2);
if (namedDir === undefined || indexedDir === undefined) {
  console.error('usage: tsx scripts/analyze/train-category.ts <named AG git dir> <indexed AG git dir>');
  process.exit(2);
}
const { evaluation, calibration, training } = agSplits(readAgNewsNamed(namedDir));
const heldOut = new Set([...evaluation, ...calibration].map((i) => i.text.slice(0, 60).toLowerCase()));
const extra = readAgNewsIndexed(indexedDir).filter((i) => !heldOut.has(i.text.slice(0, 60).toLowerCase()));
const model = train([...training, ...extra], MIN_COUNT);
const temperature = fitTemperature(model, calibration);
const json = JSON.stringify({ ...model, temperature });
writeBackground([...training, ...extra]);
fs.writeFileSync(OUT, `${json}\n`);
console.log(`trained on ${training.length + extra.length} items, ${Object.keys(model.weights).length} features, temperature ${temperature}, ${(json.length / 1024).toFixed(0)} KB`);
