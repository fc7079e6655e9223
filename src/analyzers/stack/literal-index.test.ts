import { describe, expect, it } from 'vitest';
import { MAX_POSITIONS, buildLiteralIndex } from './literal-index.js';

describe('buildLiteralIndex', () => {
  it('finds literals case-insensitively, with their positions', () => {
    const index = buildLiteralIndex(['wp-content', 'jquery', 'absent-literal']);
    const text = '<script src="/WP-Content/js/jQuery.min.js"></script> <a href="/wp-content/">';
    const hits = index.scan(text);
    expect([...hits.counts]).toEqual([2, 1, 0]);
    expect(hits.positions.get(0)).toEqual([text.indexOf('WP-Content'), text.indexOf('wp-content')]);
    expect(hits.positions.get(1)).toEqual([text.indexOf('jQuery')]);
    expect(hits.positions.get(2)).toBeUndefined();
  });

  it('finds overlapping literals that share their rarest window', () => {
    const hits = buildLiteralIndex(['gtag/js', 'googletagmanager.com/gtag/js']).scan('https://www.googletagmanager.com/gtag/js?id=G-1');
    expect([...hits.counts]).toEqual([1, 1]);
  });

  it('stops recording a literal past MAX_POSITIONS occurrences ("more")', () => {
    const hits = buildLiteralIndex(['item']).scan('item '.repeat(MAX_POSITIONS + 10));
    expect(hits.counts[0]).toBe(MAX_POSITIONS + 1);
    expect(hits.positions.get(0)).toHaveLength(MAX_POSITIONS);
  });

  it('records positions only for the literals asked for', () => {
    const hits = buildLiteralIndex(['abcd', 'wxyz'], new Map(), new Set([1])).scan('abcd wxyz');
    expect([...hits.counts]).toEqual([1, 1]);
    expect([...hits.positions]).toEqual([[1, [5]]]);
  });

  it('finds a literal at the very start and end of the text', () => {
    expect([...buildLiteralIndex(['abcd']).scan('abcd').counts]).toEqual([1]);
    expect([...buildLiteralIndex(['abcd', 'wxyz']).scan('abcd...wxyz').counts]).toEqual([1, 1]);
  });
});
