/**
 * Where a /preview miss spends its analysis time, per stage, over the dev corpus (one thread, no
 * server): classify, head parse and head check, whole parse, the preview rules, the metadata rules,
 * the app-shell markup check. Prints ms per page for each stage and how many pages the head settles:
 * wall time, and the process's CPU time (steadier than wall time on a loaded machine).
 */
import { performance } from 'node:perf_hooks';
import { loadCorpus } from '../lib/corpus.js';
import { classifyPage } from '../../src/analyzers/outcome/index.js';
import { previewFromHead } from '../../src/analyzers/preview/head-first.js';
import { firstValid } from '../../src/analyzers/preview/first-valid.js';
import { PREVIEW_RULES } from '../../src/analyzers/preview/rules.js';
import { METADATA_RULES } from '../../src/analyzers/metadata/metadata.js';
import { isShellMarkup } from '../../src/analysis/app-shell.js';
import { parsePageHead, parsePageWithin, type Page } from '../../src/page/index.js';

const pages = loadCorpus().map((p) => ({ url: p.url, html: p.html.toString('utf8') }));
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const totals = new Map<string, { wall: number; cpu: number }>();
const add = (stage: string, wall: number, cpu: NodeJS.CpuUsage) => {
  const total = totals.get(stage) ?? { wall: 0, cpu: 0 };
  totals.set(stage, { wall: total.wall + wall, cpu: total.cpu + (cpu.user + cpu.system) / 1000 });
};
const time = <T>(stage: string, run: () => T): T => {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const v = run();
  add(stage, performance.now() - t, process.cpuUsage(cpu));
  return v;
};
let settled = 0;
const unsettledBy = new Map<string, number>();
for (let round = 0; round < ROUNDS; round++) {
  for (const { url, html } of pages) {
    let page: Page | undefined;
    const parse = () => (page ??= time('parse whole (classify)', () => { const p = parsePageWithin(html, url); if (!p.ok) throw new Error('unparsed'); return p.value; }));
    time('classify', () => classifyPage({ status: 200, headers: {}, requestedUrl: url, finalUrl: url, contentType: 'text/html', html }, parse));
    const head = time('head parse', () => parsePageHead(html, url));
    const fromHead = time('head check', () => previewFromHead(head));
    if (fromHead) { if (round === 0) settled++; }
    else {
      const whole = time('whole parse', () => head.whole());
      if (!whole.ok) continue;
      const p = whole.value;
      for (const [field, rules] of Object.entries(PREVIEW_RULES)) time(`rules:${field}`, () => firstValid(rules, p));
      for (const [field, rules] of Object.entries(METADATA_RULES)) time(`rules:${field}`, () => firstValid(rules, p));
    }
    time('isShellMarkup', () => isShellMarkup(html));
  }
}
console.log(`${pages.length} pages, head settles ${settled}`);
const perPage = (ms: number): string => (ms / ROUNDS / pages.length).toFixed(3).padStart(7);
console.log(`${'stage'.padEnd(28)}    wall     cpu  (ms/page)`);
for (const [stage, { wall, cpu }] of [...totals].sort((a, b) => b[1].wall - a[1].wall)) console.log(`${stage.padEnd(28)} ${perPage(wall)} ${perPage(cpu)}`);
