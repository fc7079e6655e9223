/**
 * Stack detection on the shared corpus (../shared/bench/extraction-dev, read in place):
 * our detector's speed (parse and detection timed apart, every round on freshly parsed
 * pages so lazy page views are paid inside detection), and its agreement with a reference
 * detector (wappalyzer-core, reference.ts) run in the same process on the same pages.
 * Agreement is measured on the signals both see — html, script src, meta — since the
 * corpus has no response headers or cookies and the reference has no DOM.
 *
 * Run: npx tsx bench/stack/bench-stack.ts (BENCH_STACK_ROUNDS, default 5;
 * BENCH_STACK_EXHAUSTIVE=1 also checks the prefilters against running every rule, exhaustive.ts).
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { loadCorpus } from '../lib/corpus.js';
import { parsePage } from '../../src/page/index.js';
import type { Page } from '../../src/page/index.js';
import { collectSignals } from '../../src/analyzers/stack/collect-signals.js';
import { detectTechnologies } from '../../src/analyzers/stack/detect-technologies.js';
import { buildStackEngine, createStackDetector } from '../../src/analyzers/stack/detector.js';
import type { StackEngine } from '../../src/analyzers/stack/detector.js';
import type { SignalType } from '../../src/analyzers/stack/rule-types.js';
import { checkExhaustively } from './exhaustive.js';
import { loadReference } from './reference.js';
import type { ReferenceInput } from './reference.js';
import { scoreAgreement } from './score.js';
import type { Agreement } from './score.js';
import { formatTimings, meanOfBest, measure, summarize } from './timing.js';
import type { Timing, TimingSummary } from './timing.js';

const ROUNDS = Number(process.env['BENCH_STACK_ROUNDS'] ?? 5);
const EXHAUSTIVE = process.env['BENCH_STACK_EXHAUSTIVE'] === '1';
const SHARED_SIGNALS: ReadonlySet<SignalType> = new Set(['html', 'scriptSrc', 'meta']);

export interface StackBenchFigures {
  readonly pages: number;
  readonly compile: Timing;
  readonly parse: TimingSummary;
  readonly detect: TimingSummary;
  /** Per page the fastest round, averaged: the figure a quiet machine gives. */
  readonly detectBestOfRoundsMs: number;
  readonly parseAndDetect: TimingSummary;
  readonly parseAndDetectBestOfRoundsMs: number;
  readonly referenceLoad: Timing;
  readonly reference: TimingSummary;
  /** Mean technologies per page: full detection, ours on the shared signals, the reference. */
  readonly detectionsPerPage: { readonly full: number; readonly shared: number; readonly reference: number };
  readonly agreement: Agreement;
  /** Only with BENCH_STACK_EXHAUSTIVE=1: rule matches found the slow way, and how many the matcher missed or added. */
  readonly exhaustive?: { readonly matches: number; readonly missed: number; readonly extra: number };
}

interface CorpusInput { readonly id: string; readonly url: string; readonly html: string }

export async function benchStack(): Promise<StackBenchFigures> {
  const corpus: CorpusInput[] = loadCorpus().map((p) => ({ id: p.id, url: p.url, html: p.html.toString('utf8') }));
  let engine: StackEngine | undefined;
  const compile = measure(() => {
    engine = buildStackEngine();
  });
  if (!engine) throw new Error('stack engine did not build');
  const speed = timeOurs(engine, corpus);
  const both = speed.parse.map((p, i) => addTimings(p, speed.detect[i]));
  const referenceRun = runReference(corpus);
  const shared = corpus.map((page) => sharedNames(engine!, parsePage(page.html, page.url)));
  const agreement = scoreAgreement(shared.map((ours, i) => ({ ours, reference: referenceRun.names[i] ?? [] })));
  const figures: StackBenchFigures = {
    pages: corpus.length,
    compile,
    parse: summarize(speed.parse),
    detect: summarize(speed.detect),
    detectBestOfRoundsMs: meanOfBest(speed.detect, corpus.length),
    parseAndDetect: summarize(both),
    parseAndDetectBestOfRoundsMs: meanOfBest(both, corpus.length),
    referenceLoad: referenceRun.load,
    reference: summarize(referenceRun.timings),
    detectionsPerPage: {
      full: mean(speed.counts),
      shared: mean(shared.map((s) => s.length)),
      reference: mean(referenceRun.names.map((n) => n.length)),
    },
    agreement,
    ...(EXHAUSTIVE ? { exhaustive: runExhaustive(engine, corpus) } : {}),
  };
  printFigures(figures);
  return figures;
}

/** One untimed warm-up pass, then ROUNDS timed passes, each over freshly parsed pages. */
function timeOurs(engine: StackEngine, corpus: readonly CorpusInput[]) {
  const detector = createStackDetector(engine);
  const detectOne = (page: Page): number =>
    detector.detect({ page, headers: {}, setCookies: [] }, { includeCss: false }).technologies.length;
  for (const input of corpus) detectOne(parsePage(input.html, input.url));
  const parse: Timing[] = [];
  const detect: Timing[] = [];
  const counts: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const input of corpus) {
      let page: Page | undefined;
      parse.push(measure(() => {
        page = parsePage(input.html, input.url);
      }));
      let count = 0;
      detect.push(measure(() => {
        count = detectOne(page!);
      }));
      if (round === 0) counts.push(count);
    }
  }
  return { parse, detect, counts };
}

function runReference(corpus: readonly CorpusInput[]) {
  let reference: ReturnType<typeof loadReference> | undefined;
  const load = measure(() => {
    reference = loadReference();
  });
  const timings: Timing[] = [];
  const names = corpus.map((input) => {
    const referenceInput = referenceInputOf(parsePage(input.html, input.url));
    let found: string[] = [];
    timings.push(measure(() => {
      found = reference!.detect(referenceInput);
    }));
    return found;
  });
  return { load, timings, names };
}

/** The reference's inputs, gathered here independently of our signal collection. */
function referenceInputOf(page: Page): ReferenceInput {
  const scripts = selectAll<AnyNode, Element>('script[src]', page.document);
  const scriptSrc = scripts.flatMap((s) => {
    try {
      return [new URL(s.attribs['src'] ?? '', page.baseUrl).href];
    } catch {
      return [];
    }
  });
  const meta: Record<string, string[]> = {};
  for (const tag of page.metaTags) {
    const key = (tag.name || tag.property)?.toLowerCase();
    if (key) (meta[key] ??= []).push(tag.content);
  }
  return { html: page.html, scriptSrc, meta };
}

function runExhaustive(engine: StackEngine, corpus: readonly CorpusInput[]) {
  let [matches, missed, extra] = [0, 0, 0];
  for (const input of corpus) {
    const signals = collectSignals({ page: parsePage(input.html, input.url), headers: {}, setCookies: [] });
    const result = checkExhaustively(engine, signals);
    matches += result.matches;
    missed += result.missed.length;
    extra += result.extra.length;
    for (const line of [...result.missed, ...result.extra]) console.log(`  exhaustive check, ${input.id}: ${line}`);
  }
  return { matches, missed, extra };
}

function sharedNames(engine: StackEngine, page: Page): string[] {
  const signals = collectSignals({ page, headers: {}, setCookies: [] });
  const resolved = detectTechnologies(engine.compiled, engine.index, signals, SHARED_SIGNALS);
  return [...resolved.keys()].map((tech) => engine.compiled.technologies[tech]?.name ?? '');
}

function addTimings(a: Timing, b: Timing | undefined): Timing {
  return { wallMs: a.wallMs + (b?.wallMs ?? 0), cpuMs: a.cpuMs + (b?.cpuMs ?? 0) };
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

function printFigures(f: StackBenchFigures): void {
  const pct = (x: number): string => x.toFixed(3);
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`pages: ${f.pages}, rounds: ${ROUNDS}; ${os.availableParallelism()} cores, load average ${load} (CPU time is the steadier figure on a busy machine)`);
  console.log(`compile at start: ${f.compile.wallMs.toFixed(0)} ms wall, ${f.compile.cpuMs.toFixed(0)} ms CPU`);
  console.log(formatTimings('parse (parsePage)', f.parse));
  console.log(formatTimings('detect (ours, all signals)', f.detect));
  console.log(`  best round per page, averaged: ${f.detectBestOfRoundsMs.toFixed(2)} ms/page`);
  console.log(formatTimings('parse + detect', f.parseAndDetect));
  console.log(`  best round per page, averaged: ${f.parseAndDetectBestOfRoundsMs.toFixed(2)} ms/page`);
  console.log(`reference load: ${f.referenceLoad.wallMs.toFixed(0)} ms`);
  console.log(formatTimings('reference (wappalyzer-core)', f.reference));
  console.log(`speed-up vs reference (mean wall): ${(f.reference.meanWallMs / f.detect.meanWallMs).toFixed(0)}x`);
  const d = f.detectionsPerPage;
  console.log(`technologies/page: ours ${d.full.toFixed(1)} (all signals), ${d.shared.toFixed(1)} (html+script src+meta); reference ${d.reference.toFixed(1)}`);
  const a = f.agreement;
  console.log(`agreement on html+script src+meta: precision ${pct(a.precision)} (${a.shared}/${a.ours}), recall ${pct(a.recall)} (${a.shared}/${a.reference})`);
  console.log(`  only ours (top 10): ${a.onlyOurs.slice(0, 10).map(([n, c]) => `${n} ×${c}`).join(', ') || '-'}`);
  console.log(`  only reference (top 10): ${a.onlyReference.slice(0, 10).map(([n, c]) => `${n} ×${c}`).join(', ') || '-'}`);
  const x = f.exhaustive;
  if (x) console.log(`exhaustive check (every rule run the slow way): ${x.matches} matches, ${x.missed} missed, ${x.extra} extra`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchStack();
