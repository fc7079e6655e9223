/**
 * Builds the entity gazetteer (src/analyzers/analyze/model/gazetteer.json) from the CoNLL-2003
 * training split only (the benchmark reads the test split):
 *   tsx scripts/analyze/train-gazetteer.ts <israelcamp/T5-For-NER git dir>
 * Each PER/ORG/LOC name seen at least once, with its majority type when that type holds ≥ 75%.
 */
import fs from 'node:fs';
import { majorityTypes, readConll } from './conll.js';
import { gitShow } from './public-sets.js';

const OUT = new URL('../../src/analyzers/analyze/model/gazetteer.json', import.meta.url);
const CODES: Readonly<Record<string, string>> = { PER: 'p', ORG: 'o', LOC: 'l' };

const dir = process.argv[2];
if (dir === undefined) {
  console.error('usage: tsx scripts/analyze/train-gazetteer.ts <CoNLL-2003 repository git dir>');
  process.exit(2);
}
const names: Record<string, string> = {};
const majority = majorityTypes(readConll(gitShow(dir, 'data/conll2003/train.txt')));
for (const [name, type] of [...majority].sort((a, b) => a[0].localeCompare(b[0]))) {
  if (CODES[type] !== undefined) names[name] = CODES[type]!;
}
const json = JSON.stringify({ source: 'CoNLL-2003 train (eng.train)', names });
fs.writeFileSync(OUT, `${json}\n`);
console.log(`${Object.keys(names).length} names, ${(json.length / 1024).toFixed(0)} KB`);
