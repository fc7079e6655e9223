/**
 * The page-outcome classifier (src/analyzers/outcome) on the honest-outcomes dev set
 * (../shared/bench/outcomes-dev, scored by its own score.mjs), split in two halves by page id:
 * `dev` (tuned on) and `holdout` (not looked at), reported apart and together. Then the false
 * refusals on every page of ../shared/bench/extraction-dev and ../shared/bench/snippets-dev
 * (all of them pages that are fine), and the classifier's time per page.
 *
 * Run: npm run bench:outcomes (npx tsx bench/outcomes/bench-outcomes.ts)
 */
import { isUtf8 } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { classifyPage } from '../../src/analyzers/outcome/index.js';
import type { PageResponse, PageVerdict } from '../../src/analyzers/outcome/index.js';
import { CHEAP_PATH_LIMITS, sightSureRowsExhaustively, sightSureRowsThroughCues } from '../../src/analyzers/outcome/scan-markers.js';
import { chooseCharset, decodeText } from '../../src/fetch/charset.js';
import { parsePage } from '../../src/page/index.js';
import type { Page } from '../../src/page/index.js';
import { loadSnippetCorpus } from '../extract/snippet-corpus.js';
import { loadCorpus } from '../lib/corpus.js';
import { loadOutcomePages, loadOutcomeScorer } from './outcome-corpus.js';
import type { Half, OutcomeScore, OutcomeScorer, OutcomeTruth } from './outcome-corpus.js';

/** Rounds of the timing pass: each page's fastest round counts (the machine may be shared). */
const TIMING_ROUNDS = Number(process.env['BENCH_OUTCOMES_ROUNDS'] ?? 5);

interface PageTimes {
  /** The classifier with the page parsed on demand (the parse counts when it is asked for). */
  readonly onDemandMs: number;
  /** The classifier on a page parsed beforehand (as the service parses every page it analyses). */
  readonly aloneMs: number;
  /** parsePage itself, for scale. */
  readonly parseMs: number;
  /** Whether the classifier asked for the parsed page. */
  readonly parsed: boolean;
}

function timeOnce(response: PageResponse): PageTimes {
  let page: Page | undefined;
  let parsed = false;
  let start = performance.now();
  classifyPage(response, () => {
    parsed = true;
    page ??= parsePage(response.html, response.finalUrl);
    return page;
  });
  const onDemandMs = performance.now() - start;
  start = performance.now();
  const fresh = parsePage(response.html, response.finalUrl);
  const parseMs = performance.now() - start;
  start = performance.now();
  classifyPage(response, () => fresh);
  return { onDemandMs, aloneMs: performance.now() - start, parseMs, parsed };
}

/** Each page's fastest of TIMING_ROUNDS rounds. */
function timePages(responses: readonly PageResponse[]): PageTimes[] {
  const best = responses.map(timeOnce);
  for (let round = 1; round < TIMING_ROUNDS; round++) {
    responses.forEach((response, i) => {
      const t = timeOnce(response);
      const b = best[i]!;
      best[i] = { onDemandMs: Math.min(b.onDemandMs, t.onDemandMs), aloneMs: Math.min(b.aloneMs, t.aloneMs), parseMs: Math.min(b.parseMs, t.parseMs), parsed: t.parsed };
    });
  }
  return best;
}

const said = (verdict: PageVerdict): string => (verdict.ok ? 'ok' : verdict.reason);

function okResponse(url: string, html: string): PageResponse {
  return { status: 200, headers: {}, requestedUrl: url, finalUrl: url, contentType: 'text/html', html };
}

function decodeUtf8First(bytes: Buffer): string {
  return isUtf8(bytes) ? bytes.toString('utf8') : decodeText(bytes, chooseCharset(bytes, undefined));
}

interface TimeSummary { readonly meanMs: number; readonly p95Ms: number; readonly maxMs: number }

function summarize(values: readonly number[]): TimeSummary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { meanMs: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length), p95Ms: at(0.95), maxMs: sorted.at(-1) ?? 0 };
}

const formatTime = (label: string, t: TimeSummary): string =>
  `${label.padEnd(58)} mean ${t.meanMs.toFixed(3)} ms  p95 ${t.p95Ms.toFixed(3)} ms  max ${t.maxMs.toFixed(1)} ms`;

export interface OutcomesBenchFigures {
  readonly halves: Readonly<Record<Half | 'all', OutcomeScore>>;
  readonly okSets: readonly { readonly name: string; readonly pages: number; readonly refused: readonly Refusal[] }[];
  readonly onDemand: TimeSummary;
  readonly alone: TimeSummary;
  readonly parse: TimeSummary;
  readonly parsedShare: number;
  /** Pages on which trying every row finds a sure row the cues did not lead to (within / beyond the cheap path's size limits). */
  readonly cueSlips: { readonly withinLimits: number; readonly beyondLimits: number };
}

interface Refusal { readonly id: string; readonly reason: string; readonly detail: string }

function verdictOf(response: PageResponse): PageVerdict {
  let page: Page | undefined;
  return classifyPage(response, () => (page ??= parsePage(response.html, response.finalUrl)));
}

function printHalves(halves: OutcomesBenchFigures['halves'], truth: Record<string, OutcomeTruth>, scorer: OutcomeScorer): void {
  const labels = { dev: 'dev half (ids 0,2,4…e; tuned on)', holdout: 'holdout half (ids 1,3,5…f; not tuned on)', all: 'both halves' };
  for (const [half, score] of Object.entries(halves) as [Half | 'all', OutcomeScore][]) {
    console.log(`\n-- outcomes-dev, ${labels[half]}`);
    console.log(scorer.formatReport(score, { truth, examples: 10 }));
    for (const miss of score.misses) console.log(`  missed ${miss.id} (${miss.reason}) said ${miss.said}: ${truth[miss.id]?.why ?? ''}`);
    console.log(scorer.summaryLine(score, half));
  }
}

function countCueSlips(responses: readonly PageResponse[]): OutcomesBenchFigures['cueSlips'] {
  let withinLimits = 0;
  let beyondLimits = 0;
  for (const { html } of responses) {
    if (sightSureRowsExhaustively(html).length === sightSureRowsThroughCues(html).length) continue;
    if (html.length <= CHEAP_PATH_LIMITS.tokenPageMaxChars) withinLimits++;
    else beyondLimits++;
  }
  return { withinLimits, beyondLimits };
}

export async function benchOutcomes(): Promise<OutcomesBenchFigures> {
  const scorer = await loadOutcomeScorer();
  const { truth, pages } = loadOutcomePages();
  const predictions = Object.fromEntries(pages.map((page) => [page.id, said(verdictOf(page.response))]));
  const idsOf = (half: Half | 'all'): string[] => pages.filter((p) => half === 'all' || p.half === half).map((p) => p.id);
  const halves = {
    dev: scorer.scoreOutcomes(truth, predictions, { ids: idsOf('dev') }),
    holdout: scorer.scoreOutcomes(truth, predictions, { ids: idsOf('holdout') }),
    all: scorer.scoreOutcomes(truth, predictions, { ids: idsOf('all') }),
  };
  printHalves(halves, truth, scorer);

  const okPages = [
    { name: 'extraction-dev', pages: loadCorpus().map((p) => ({ id: p.id, response: okResponse(p.url, decodeUtf8First(p.html)) })) },
    { name: 'snippets-dev', pages: loadSnippetCorpus().pages.map((p) => ({ id: p.id, response: okResponse(p.url, p.html) })) },
  ];
  const okSets = okPages.map((set) => ({
    name: set.name,
    pages: set.pages.length,
    refused: set.pages.flatMap(({ id, response }): Refusal[] => {
      const verdict = verdictOf(response);
      return verdict.ok ? [] : [{ id, reason: verdict.reason, detail: verdict.detail }];
    }),
  }));
  console.log('\n-- false refusals on pages that are all fine');
  for (const set of okSets) {
    console.log(`${set.name}: ${set.refused.length}/${set.pages} refused`);
    for (const r of set.refused) console.log(`  ${r.id} said ${r.reason}: ${r.detail}`);
  }

  const responses = [...pages.map((p) => p.response), ...okPages.flatMap((set) => set.pages.map((p) => p.response))];
  const times = timePages(responses);
  const figures: OutcomesBenchFigures = {
    halves,
    okSets,
    onDemand: summarize(times.map((t) => t.onDemandMs)),
    alone: summarize(times.map((t) => t.aloneMs)),
    parse: summarize(times.map((t) => t.parseMs)),
    parsedShare: times.filter((t) => t.parsed).length / Math.max(1, times.length),
    cueSlips: countCueSlips(responses),
  };
  console.log(`\n-- classifier time per page (${times.length} pages: outcomes-dev, extraction-dev, snippets-dev; each page's best of ${TIMING_ROUNDS} rounds)`);
  console.log(formatTime('page parsed on demand (the parse counts when asked for)', figures.onDemand));
  console.log(formatTime('page parsed beforehand (the classifier alone)', figures.alone));
  console.log(formatTime('for scale: parsePage itself', figures.parse));
  console.log(`page() asked for on ${(100 * figures.parsedShare).toFixed(1)}% of the pages; the rest settled from status, headers, title, h1 and cues`);
  console.log(`sure rows found by trying every row but missed through the cues: ${figures.cueSlips.withinLimits} pages within the cheap path's size limits, ${figures.cueSlips.beyondLimits} beyond them`);
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchOutcomes();
