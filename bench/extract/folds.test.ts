import { describe, expect, it } from 'vitest';
import { chanceSpread, foldOf, splitFolds } from './folds.js';

const meanOf = (fold: readonly number[]): number => fold.reduce((a, b) => a + b, 0) / fold.length;

describe('folds', () => {
  it('puts a page in the same fold whatever else is in the set', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `page-${i}`);
    const folds = splitFolds(ids, (id) => id, 5);
    for (const [f, fold] of folds.entries()) for (const id of fold) expect(foldOf(id, 5)).toBe(f);
    expect(folds.flat().sort()).toEqual([...ids].sort());
  });

  it('finds no spread by chance when every page scores the same', () => {
    const chance = chanceSpread(Array(40).fill(0.9), [10, 10, 10, 10], meanOf, 0);
    expect(chance.median).toBe(0);
    expect(chance.withinTarget).toBe(1);
  });

  it('finds a wide spread by chance when pages score 0 or 1, repeatably for a seed', () => {
    const pages = Array.from({ length: 40 }, (_, i) => i % 2);
    const a = chanceSpread(pages, [10, 10, 10, 10], meanOf, 0.5, 500, 7);
    const b = chanceSpread(pages, [10, 10, 10, 10], meanOf, 0.5, 500, 7);
    expect(a).toEqual(b);
    expect(a.median).toBeGreaterThan(0.1);
    expect(a.p90).toBeGreaterThanOrEqual(a.median);
    expect(a.withinTarget).toBeLessThan(0.05);
  });
});
