import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { firstValid } from './first-valid.js';
import type { Rule } from './first-valid.js';
import { acceptHttpUrl, acceptText, truncateAtWord } from './normalize.js';

const page = parsePage('<title>T</title>', 'https://example.com/dir/page');

describe('firstValid', () => {
  it('a throwing rule yields nothing and the next rule runs', () => {
    const rules: Rule[] = [
      { name: 'throws', reads: 'body', extract: () => { throw new Error('bad rule'); } },
      { name: 'nothing', reads: 'body', extract: () => undefined },
      { name: 'null', reads: 'body', extract: () => null },
      { name: 'works', reads: 'body', extract: (p) => p.title },
    ];
    expect(firstValid({ rules, accept: acceptText(10) }, page)).toEqual({ rule: 'works', value: 'T' });
  });

  it('tries every candidate of a rule in order before the next rule', () => {
    const rules: Rule[] = [
      { name: 'list', reads: 'body', extract: () => [undefined, 'javascript:x', '  ', 'img.png', 'later.png'] },
      { name: 'next', reads: 'body', extract: () => 'next.png' },
    ];
    expect(firstValid({ rules, accept: acceptHttpUrl }, page)).toEqual({ rule: 'list', value: 'https://example.com/dir/img.png' });
  });

  it('an accept that throws rejects the value; no valid value gives undefined', () => {
    const rules: Rule[] = [{ name: 'a', reads: 'body', extract: () => 'x' }];
    expect(firstValid({ rules, accept: () => { throw new Error('bad accept'); } }, page)).toBeUndefined();
    expect(firstValid({ rules: [], accept: acceptText(10) }, page)).toBeUndefined();
  });

  it('acceptHttpUrl rejects absurdly long URLs instead of cutting them', () => {
    expect(acceptHttpUrl(`https://example.com/${'a'.repeat(5000)}`, page)).toBeUndefined();
  });
});

describe('truncateAtWord', () => {
  it('leaves short text alone', () => {
    expect(truncateAtWord('short text', 20)).toBe('short text');
  });

  it('cuts at the last word boundary, dropping trailing punctuation', () => {
    expect(truncateAtWord('The quick brown fox, jumps over', 22)).toBe('The quick brown fox…');
  });

  it('cuts mid-word when the last space is too early, and never splits a surrogate pair', () => {
    expect(truncateAtWord('a supercalifragilistic', 12)).toBe('a supercali…');
    expect(truncateAtWord('京都の紅葉は十一月が見頃です', 8)).toBe('京都の紅葉は十…');
    expect(truncateAtWord('ab😀cd', 4)).toBe('ab…');
  });
});
