/**
 * Builds the entity gazetteer (src/analyzers/analyze/model/gazetteer.json) from the CoNLL-2003
 * training split only (the benchmark reads the test split):
 *   tsx scripts/analyze/train-gazetteer.ts <israelcamp/T5-For-NER git dir>
 * Each PER/ORG/LOC name seen at least once, with its majority type when that type holds ≥ 75%.
 */
import fs from 'node:fs';
import { readConll } from './conll.js';
import { gitShow } from './public-sets.js';

const OUT = new URL('../../src/analyzers/analyze/model/gazetteer.json', import.meta.url);
const CODES: Readonly<Record<string, string>> = { PER: 'p', ORG: 'o', LOC: 'l' };
const MIN_SEEN = 1;
const MIN_SHARE = 0.75;

const dir = process.argv[2];
if (dir === undefined) {
  console.error('usage: tsx scripts/analyze/train-gazetteer.ts <CoNLL-2003 repository git dir>');
  process.exit(2);
}
const counts = new Map<string, Map<string, number>>();
for (const sentence of readConll(gitShow(dir, 'data/conll2003/train.txt'))) {
  if (sentence.text === sentence.text.toUpperCase()) continue;
  for (const m of sentence.mentions) {
    const key = m.name.toLowerCase();
    const byType = counts.get(key) ?? new Map<string, number>();
    byType.set(m.type, (byType.get(m.type) ?? 0) + 1);
    counts.set(key, byType);
  }
}
const names: Record<string, string> = {};
for (const [name, byType] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) {
  const total = [...byType.values()].reduce((a, b) => a + b, 0);
  const [type, n] = [...byType].sort((a, b) => b[1] - a[1])[0]!;
  if (total >= MIN_SEEN && n / total >= MIN_SHARE && CODES[type] !== undefined) names[name] = CODES[type]!;
}
const json = JSON.stringify({ source: 'CoNLL-2003 train (eng.train)', names });
fs.writeFileSync(OUT, `${json}\n`);
console.log(`${Object.keys(names).length} names, ${(json.length / 1024).toFixed(0)} KB`);
