import { describe, expect, it } from 'vitest';
import { aggregate, scorePage, shingles, tokenize } from './score.js';

describe('tokenize', () => {
  it('takes runs of Unicode letters, digits and _ (case kept)', () => {
    expect(tokenize("Ünïcode's 3.5 snake_case — 日本語!")).toEqual(['Ünïcode', 's', '3', '5', 'snake_case', '日本語']);
  });
});

describe('shingles', () => {
  it('makes a multiset of 4-token shingles, or one shingle of a shorter text', () => {
    expect(shingles(['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd'])).toEqual(new Map([
      ['a b c d', 2], ['b c d a', 1], ['c d a b', 1], ['d a b c', 1],
    ]));
    expect(shingles(['a', 'b'])).toEqual(new Map([['a b', 1]]));
    expect(shingles([])).toEqual(new Map());
  });
});

describe('scorePage and aggregate', () => {
  it('scores matched shingles against predicted and true ones', () => {
    const s = scorePage('one two three four five six', 'one two three four five, seven');
    expect(s).toEqual({ matched: 2, predicted: 3, truth: 3, exact: false });
    expect(scorePage('A b. C d', 'A b C d').exact).toBe(true);
  });

  it('averages P and R over pages; a page without prediction counts only in recall', () => {
    const perfect = scorePage('a b c d e', 'a b c d e');
    const half = scorePage('a b c d e', 'a b c d x y');
    const missing = scorePage('a b c d e', '');
    const m = aggregate([perfect, half, missing]);
    expect(m.precision).toBeCloseTo((1 + 1 / 3) / 2, 10);
    expect(m.recall).toBeCloseTo((1 + 0.5 + 0) / 3, 10);
    expect(m.f1).toBeCloseTo((2 * m.precision * m.recall) / (m.precision + m.recall), 10);
    expect(m.accuracy).toBeCloseTo(1 / 3, 10);
  });
});
