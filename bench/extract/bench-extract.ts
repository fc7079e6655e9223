/**
 * Main-content extraction, quality and speed, side by side in one run: Pagelens
 * (parsePage + extractMainContent + withKeyFacts + toPlainText: what /extract returns) against @mozilla/readability over
 * linkedom and over jsdom, on ../shared/bench/extraction-dev read in place.
 *
 * Quality is the benchmark's own metric (see score.ts): precision, recall and F1 of
 * 4-token shingles, and exact-match accuracy; every contestant is also scored on each of k
 * folds of the corpus (by a hash of the page id, folds.ts): per-fold F1, mean and spread,
 * to show it is not tuned to some pages.
 * Speed is pages per second over the whole corpus, parse included, after a warm-up
 * pass, over BENCH_EXTRACT_PASSES passes (default 3) in which the contestants take
 * turns pass by pass, so that drift on a shared machine hits all of them alike.
 *
 *   npx tsx bench/extract/bench-extract.ts
 */
import { loadCorpus } from '../lib/corpus.js';
import { CONTESTANTS } from './contestants.js';
import type { Contestant } from './contestants.js';
import { aggregate, scorePage } from './score.js';
import { chanceSpread, FOLDS, foldOf, formatChance, formatFolds, summarizeFolds, type ChanceSpread, type FoldSummary } from './folds.js';
import { benchSnippets, type SnippetFigures } from './bench-snippets.js';
import type { Metrics, PageScore } from './score.js';

const PASSES = Math.max(1, Number(process.env.BENCH_EXTRACT_PASSES ?? 3));
const WORST = Math.max(0, Number(process.env.BENCH_EXTRACT_WORST ?? 10));

interface Page {
  readonly id: string;
  readonly url: string;
  readonly html: string;
  readonly truth: string;
}

export interface ContestantFigures {
  readonly name: string;
  readonly quality: Metrics;
  /** F1 on each fold (by a hash of the page id), their mean and spread. */
  readonly folds: FoldSummary;
  /** The spread folds of these sizes show by chance alone, the same per-page results dealt at random. */
  readonly chance: ChanceSpread;
  /** Pages per second of wall time. */
  readonly pagesPerSecond: number;
  /** Pages per second of the process's CPU time (steadier than wall time on a busy machine). */
  readonly pagesPerCpuSecond: number;
}

export interface ExtractBenchFigures {
  readonly pages: number;
  readonly passes: number;
  readonly contestants: readonly ContestantFigures[];
  /** Pagelens pages/s over Readability-over-linkedom pages/s, by wall time (target >= 5). */
  readonly speedRatioVsLinkedom: number;
  /** The same ratio by CPU time. */
  readonly cpuSpeedRatioVsLinkedom: number;
  /** Pagelens' pages of lowest F1, worst first. */
  readonly worst: readonly { readonly id: string; readonly url: string; readonly f1: number; readonly precision: number; readonly recall: number }[];
  /** The second dev set (snippets-dev), Pagelens and Readability over linkedom. */
  readonly snippets: readonly SnippetFigures[];
}

function extractSafely(contestant: Contestant, page: Page): string {
  try {
    return contestant.extract(page.html, page.url);
  } catch {
    return '';
  }
}

function scoreContestant(contestant: Contestant, pages: readonly Page[]): { quality: Metrics; folds: FoldSummary; chance: ChanceSpread; scores: PageScore[] } {
  const scores: PageScore[] = pages.map((page) => scorePage(page.truth, extractSafely(contestant, page)));
  const fold = pages.map((page) => foldOf(page.id));
  const byFold = Array.from({ length: FOLDS }, (_, f) => scores.filter((_, i) => fold[i] === f));
  const folds = summarizeFolds(byFold.map((f) => aggregate(f).f1));
  const chance = chanceSpread(scores, byFold.map((f) => f.length), (f) => aggregate(f).f1, folds.spread);
  return { scores, quality: aggregate(scores), folds, chance };
}

/** Wall and CPU seconds `contestant` takes for one pass over the whole corpus. */
function timePass(contestant: Contestant, pages: readonly Page[]): { wall: number; cpu: number } {
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  for (const page of pages) extractSafely(contestant, page);
  const used = process.cpuUsage(cpu);
  return { wall: Number(process.hrtime.bigint() - started) / 1e9, cpu: (used.user + used.system) / 1e6 };
}

const pct = (x: number): string => x.toFixed(4);

function report(figures: ExtractBenchFigures): void {
  console.log(`pages: ${figures.pages}, timed passes: ${figures.passes} (after one warm-up pass), parse included\n`);
  console.log(`${'contestant'.padEnd(58)} ${'P'.padStart(7)} ${'R'.padStart(7)} ${'F1'.padStart(7)} ${'acc'.padStart(6)} ${'pages/s'.padStart(9)} ${'pages/cpu-s'.padStart(12)}`);
  for (const c of figures.contestants) {
    const q = c.quality;
    console.log(`${c.name.padEnd(58)} ${pct(q.precision).padStart(7)} ${pct(q.recall).padStart(7)} ${pct(q.f1).padStart(7)} ${q.accuracy.toFixed(3).padStart(6)} ${c.pagesPerSecond.toFixed(1).padStart(9)} ${c.pagesPerCpuSecond.toFixed(1).padStart(12)}`);
  }
  console.log(`\nF1 by fold (${FOLDS} folds by a hash of the page id; target: within 0.01):`);
  for (const c of figures.contestants) console.log(`${c.name.padEnd(58)} ${formatFolds(c.folds)}\n${''.padEnd(58)} ${formatChance(c.chance)}`);
  console.log(`\npagelens throughput vs readability+linkedom: ${figures.speedRatioVsLinkedom.toFixed(1)}x by wall time, ${figures.cpuSpeedRatioVsLinkedom.toFixed(1)}x by CPU time (target >= 5x); F1 target >= 0.98`);
  if (figures.worst.length > 0) {
    console.log(`\npagelens: worst ${figures.worst.length} pages by F1`);
    for (const w of figures.worst) console.log(`  ${w.id}  F1 ${pct(w.f1)} (P ${pct(w.precision)} R ${pct(w.recall)})  ${w.url}`);
  }
}

function worstPages(pages: readonly Page[], scores: readonly PageScore[]): ExtractBenchFigures['worst'] {
  return pages
    .map((page, i) => {
      const m = aggregate([scores[i]!]);
      return { id: page.id, url: page.url, f1: m.f1, precision: m.precision, recall: m.recall };
    })
    .filter((w) => w.f1 < 1)
    .sort((a, b) => a.f1 - b.f1 || a.id.localeCompare(b.id))
    .slice(0, WORST);
}

export async function benchExtract(): Promise<ExtractBenchFigures> {
  const pages: Page[] = loadCorpus().map((p) => ({ id: p.id, url: p.url, html: p.html.toString('utf8'), truth: p.articleBody }));
  // The scoring pass doubles as the warm-up pass.
  const scored = CONTESTANTS.map((c) => scoreContestant(c, pages));
  const wall = CONTESTANTS.map(() => 0);
  const cpu = CONTESTANTS.map(() => 0);
  // Contestants take turns pass by pass, so that drift on a shared machine hits all of them alike.
  for (let pass = 0; pass < PASSES; pass++) {
    CONTESTANTS.forEach((c, i) => {
      const time = timePass(c, pages);
      wall[i]! += time.wall;
      cpu[i]! += time.cpu;
    });
  }
  const contestants = CONTESTANTS.map((c, i): ContestantFigures => ({
    name: c.name,
    quality: scored[i]!.quality,
    folds: scored[i]!.folds,
    chance: scored[i]!.chance,
    pagesPerSecond: (pages.length * PASSES) / wall[i]!,
    pagesPerCpuSecond: (pages.length * PASSES) / cpu[i]!,
  }));
  console.log('== extraction-dev (article pages with ground truth)');
  const partial = {
    pages: pages.length,
    passes: PASSES,
    contestants,
    speedRatioVsLinkedom: contestants[0]!.pagesPerSecond / contestants[1]!.pagesPerSecond,
    cpuSpeedRatioVsLinkedom: contestants[0]!.pagesPerCpuSecond / contestants[1]!.pagesPerCpuSecond,
    worst: worstPages(pages, scored[0]!.scores),
  };
  report({ ...partial, snippets: [] });
  console.log('\n== snippets-dev (must / must-not snippets)');
  const snippets = await benchSnippets();
  return { ...partial, snippets };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchExtract();
}
