/**
 * k-fold split of a dev set by a hash of the page id, so that a page's fold never depends on
 * which other pages are in the set: develop on k−1 folds, check the held-out one, rotate.
 * `BENCH_EXTRACT_FOLDS` sets k (default 5, at least 4).
 */
import { createHash } from 'node:crypto';

export const FOLDS = Math.max(4, Math.floor(Number(process.env.BENCH_EXTRACT_FOLDS ?? 5)) || 5);

/** The fold (0…k−1) of a page: the first 32 bits of SHA-256 of its id, modulo k. */
export function foldOf(id: string, k = FOLDS): number {
  return createHash('sha256').update(id).digest().readUInt32BE(0) % k;
}

/** The items of each fold, in their given order. */
export function splitFolds<T>(items: readonly T[], idOf: (item: T) => string, k = FOLDS): T[][] {
  const folds: T[][] = Array.from({ length: k }, () => []);
  for (const item of items) folds[foldOf(idOf(item), k)]!.push(item);
  return folds;
}

export interface FoldSummary {
  readonly folds: readonly number[];
  readonly mean: number;
  /** max − min of the folds' figures. */
  readonly spread: number;
  readonly worst: number;
}

export function summarizeFolds(values: readonly number[]): FoldSummary {
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const worst = Math.min(...values);
  return { folds: values, mean, spread: Math.max(...values) - worst, worst };
}

export const formatFolds = (s: FoldSummary): string =>
  `folds ${s.folds.map((f) => f.toFixed(4)).join(' ')}   mean ${s.mean.toFixed(4)}   spread ${s.spread.toFixed(4)}   worst ${s.worst.toFixed(4)}`;

/** Issue 30's bound on the folds' spread. */
export const SPREAD_TARGET = 0.01;

export interface ChanceSpread {
  /** Median and 90th percentile of the spread over random partitions of the same pages into folds of the same sizes. */
  readonly median: number;
  readonly p90: number;
  /** Share of random partitions whose spread is at least the hash folds' spread. */
  readonly atLeastObserved: number;
  /** Share of random partitions whose spread is within the 0.01. */
  readonly withinTarget: number;
  readonly partitions: number;
}

/** A small seeded generator (mulberry32), so a run's chance figures can be repeated. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * How far apart folds of these sizes fall by chance alone: the same per-page results dealt into
 * random folds of the hash folds' sizes, `partitions` times. A spread the hash folds share with
 * most random deals says the folds differ by which pages they drew, not by what was tuned on them.
 */
export function chanceSpread<T>(
  items: readonly T[],
  sizes: readonly number[],
  metric: (fold: readonly T[]) => number,
  observed: number,
  partitions = 2000,
  seed = 30,
): ChanceSpread {
  const random = seeded(seed);
  const deck = [...items];
  const spreads: number[] = [];
  for (let r = 0; r < partitions; r++) {
    for (let i = deck.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    const values: number[] = [];
    let start = 0;
    for (const size of sizes) {
      values.push(metric(deck.slice(start, start + size)));
      start += size;
    }
    spreads.push(Math.max(...values) - Math.min(...values));
  }
  spreads.sort((a, b) => a - b);
  const at = (q: number): number => spreads[Math.min(spreads.length - 1, Math.floor(q * spreads.length))]!;
  return {
    median: at(0.5),
    p90: at(0.9),
    atLeastObserved: spreads.filter((s) => s >= observed - 1e-12).length / partitions,
    withinTarget: spreads.filter((s) => s <= SPREAD_TARGET).length / partitions,
    partitions,
  };
}

export const formatChance = (c: ChanceSpread): string =>
  `by chance (${c.partitions} random deals into folds of the same sizes): spread median ${c.median.toFixed(4)}, 90th percentile ${c.p90.toFixed(4)}; ${(c.atLeastObserved * 100).toFixed(0)}% of deals spread at least as far as the hash folds, ${(c.withinTarget * 100).toFixed(1)}% within ${SPREAD_TARGET}`;
