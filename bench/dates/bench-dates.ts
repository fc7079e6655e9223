/**
 * Publication dates measured on htmldate's evaluation set (dev half, ../shared/bench/dates-dev,
 * read in place): our published_at (parsePage + the metadata rules) on every page, scored with the
 * set's own scorer (score.mjs), beside htmldate's figures on the same pages (the set's README).
 * The pages are split in two by a hash of their id (date-corpus.ts): the rules were tuned on the
 * `tune` half only; `held-out` measures them on pages never looked at.
 *
 * Run: npm run bench:dates (BENCH_DATES_WORST=N lists N wrong pages of the tune half;
 * BENCH_DATES_PREDICTIONS=file writes the predictions for `node score.mjs file`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parsePage } from '../../src/page/index.js';
import { explainMetadata } from '../../src/analyzers/metadata/index.js';
import { DATES_DIR, loadDatePages, type DatePage, type Half } from './date-corpus.js';

interface Scored {
  readonly precision: number;
  readonly recall: number;
  readonly accuracy: number;
  readonly f1: number;
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly pages: number;
  readonly undated: number;
  readonly perPage: readonly { id: string; url: string; gold: string | null; day: string | null; verdict: string }[];
}
type ScoreDates = (truth: unknown, predictions: Record<string, string>, options?: { ids?: string[] }) => Scored;

/** htmldate 1.10.0 on this dev half (the set's README, measured with the same scorer). */
export const HTMLDATE_FIGURES = {
  extensive: { accuracy: 0.900, precision: 0.903, recall: 0.995, f1: 0.947 },
  fast: { accuracy: 0.865, precision: 0.921, recall: 0.934, f1: 0.927 },
} as const;

/** The page's URL as upstream's benchmark gives it: none that carries a date. */
const pageUrl = (id: string): string => `https://bench.invalid/_/${id}.html`;

export interface DatePrediction {
  readonly id: string;
  readonly published_at: string;
  readonly rule: string;
  readonly ms: number;
}

export function predict(pages: readonly DatePage[]): DatePrediction[] {
  return pages.map((page) => {
    const started = performance.now();
    const hit = explainMetadata(parsePage(page.html, pageUrl(page.id))).published_at;
    return { id: page.id, published_at: hit?.value ?? '', rule: hit?.rule ?? '', ms: performance.now() - started };
  });
}

const f3 = (x: number): string => x.toFixed(3);

function line(label: string, r: Pick<Scored, 'accuracy' | 'precision' | 'recall' | 'f1'> & Partial<Scored>): string {
  const counts = r.pages === undefined ? '' : `  TP ${r.tp} FP ${r.fp} FN ${r.fn}  no date ${r.undated}/${r.pages}`;
  return `${label.padEnd(34)} acc ${f3(r.accuracy)}  P ${f3(r.precision)}  R ${f3(r.recall)}  F1 ${f3(r.f1)}${counts}`;
}

export interface DatesBenchFigures {
  readonly halves: Readonly<Record<Half | 'total', Scored>>;
  /** htmldate's per-page answers are not shipped with the set: its figures are for all 488 pages. */
  readonly htmldate: typeof HTMLDATE_FIGURES;
  readonly msPerPage: number;
  readonly rules: Readonly<Record<string, number>>;
}

export async function benchDates(): Promise<DatesBenchFigures> {
  const { scoreDates } = (await import(pathToFileURL(path.join(DATES_DIR, 'score.mjs')).href)) as { scoreDates: ScoreDates };
  const truth = JSON.parse(fs.readFileSync(path.join(DATES_DIR, 'truth.json'), 'utf8')) as unknown;
  const pages = loadDatePages();
  const predictions = predict(pages);
  const byId: Record<string, string> = Object.fromEntries(predictions.map((p) => [p.id, p.published_at]));
  const idsOf = (half: Half): string[] => pages.filter((p) => p.half === half).map((p) => p.id);
  const halves = {
    tune: scoreDates(truth, byId, { ids: idsOf('tune') }),
    'held-out': scoreDates(truth, byId, { ids: idsOf('held-out') }),
    total: scoreDates(truth, byId),
  };
  const rules: Record<string, number> = {};
  for (const p of predictions) rules[p.rule || '(none)'] = (rules[p.rule || '(none)'] ?? 0) + 1;
  const msPerPage = predictions.reduce((sum, p) => sum + p.ms, 0) / predictions.length;

  console.log(`pages: ${pages.length} (tune ${halves.tune.pages}, held-out ${halves['held-out'].pages}); parse + metadata ${msPerPage.toFixed(1)} ms/page`);
  console.log(line('Pagelens published_at, tune', halves.tune));
  // While tuning, BENCH_DATES_TUNE_ONLY=1 keeps the held-out half's figures out of sight.
  if (process.env['BENCH_DATES_TUNE_ONLY'] !== '1') {
    console.log(line('Pagelens published_at, held-out', halves['held-out']));
    console.log(line('Pagelens published_at, all', halves.total));
  }
  console.log(line('htmldate extensive (all 488)', HTMLDATE_FIGURES.extensive));
  console.log(line('htmldate fast (all 488)', HTMLDATE_FIGURES.fast));
  console.log(`winning rules: ${Object.entries(rules).sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`).join(', ')}`);
  const worst = Number(process.env['BENCH_DATES_WORST'] ?? 0);
  if (worst > 0) {
    const ruleOf = new Map(predictions.map((p) => [p.id, p.rule]));
    for (const p of halves.tune.perPage.filter((x) => x.verdict !== 'tp').slice(0, worst)) {
      console.log(`  ${p.id} gave ${p.day ?? '-'} (${ruleOf.get(p.id) || 'no rule'}), gold ${p.gold}  ${p.url}`);
    }
  }
  const out = process.env['BENCH_DATES_PREDICTIONS'];
  if (out) fs.writeFileSync(out, JSON.stringify(byId, null, 1));
  return { halves, htmldate: HTMLDATE_FIGURES, msPerPage, rules };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchDates();
