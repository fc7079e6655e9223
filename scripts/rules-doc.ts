/**
 * Writes docs/seo-rules.md and docs/aeo-rules.md from the analysers' scoring tables.
 * `--check` writes nothing and exits 1 when a committed doc differs from the tables.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { renderAeoRulesDoc } from '../src/analyzers/aeo/rules-doc.js';
import { renderSeoRulesDoc } from '../src/analyzers/seo/rules-doc.js';

const docs: ReadonlyArray<readonly [string, string]> = [
  ['docs/seo-rules.md', renderSeoRulesDoc()],
  ['docs/aeo-rules.md', renderAeoRulesDoc()],
];

const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');

function current(path: string): string | undefined {
  try {
    return readFileSync(new URL(path, root), 'utf8');
  } catch {
    return undefined;
  }
}

let stale = 0;
for (const [path, text] of docs) {
  if (check) {
    if (current(path) !== text) {
      console.error(`${path} is out of date: run npx tsx scripts/rules-doc.ts`);
      stale++;
    }
    continue;
  }
  mkdirSync(new URL('docs/', root), { recursive: true });
  writeFileSync(new URL(path, root), text);
  console.log(`wrote ${path}`);
}
process.exitCode = stale > 0 ? 1 : 0;
