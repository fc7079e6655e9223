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
