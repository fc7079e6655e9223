import { analyzeText } from '../../src/analyzers/analyze/index.js';
import { parsePage } from '../../src/page/index.js';
import { loadCorpus } from '../lib/corpus.js';

export interface Speed {
  readonly pages: number;
  /** The first call, which loads wink's model and warms compromise. */
  readonly firstCallMs: number;
  readonly meanMs: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/**
 * ms per page of analyzeText over the dev corpus, read in place. Each page is parsed fresh
 * (untimed) so no memoised view carries over; the timed call is analyzeText alone.
 */
export function measureSpeed(): Speed {
  const corpus = loadCorpus();
  const first = corpus[0];
  if (first === undefined) return { pages: 0, firstCallMs: 0, meanMs: 0, p50Ms: 0, p95Ms: 0 };
  let start = performance.now();
  analyzeText(parsePage(first.html.toString('utf8'), first.url));
  const firstCallMs = performance.now() - start;
  const times = corpus.map((entry) => {
    const page = parsePage(entry.html.toString('utf8'), entry.url);
    start = performance.now();
    analyzeText(page);
    return performance.now() - start;
  });
  const sorted = [...times].sort((a, b) => a - b);
  return {
    pages: times.length,
    firstCallMs,
    meanMs: times.reduce((s, t) => s + t, 0) / times.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
  };
}
