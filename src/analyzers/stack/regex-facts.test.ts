import { describe, expect, it } from 'vitest';
import { boundQuantifiers, compilePattern } from './compile-patterns.js';
import { regexFacts } from './regex-facts.js';

describe('regexFacts', () => {
  it('finds the required literals, expanding small classes, optional characters and alternations', () => {
    expect(regexFacts('<link rel=["\']stylesheet["\'] [^>]+/wp-(?:content|includes)/').clauses).toEqual([
      ['<link rel="stylesheet" ', '<link rel="stylesheet\' ', '<link rel=\'stylesheet" ', "<link rel='stylesheet' "],
      ['/wp-content/', '/wp-includes/'],
    ]);
    expect(regexFacts('<(?:link|a)[^>]+href=["\']wss?://').clauses).toEqual([
      ['href="ws://', 'href="wss://', "href='ws://", "href='wss://"],
    ]);
  });

  it('lower-cases literals (the regexes are case-insensitive)', () => {
    expect(regexFacts('^WordPress(?: ([\\d.]+))?').clauses).toEqual([['wordpress']]);
  });

  it('drops optional and repeated atoms, and literals shorter than four characters', () => {
    expect(regexFacts('(?:foo)?barbaz').clauses).toEqual([['barbaz', 'foobarbaz']]);
    expect(regexFacts('(?:fo+)?barbaz').clauses).toEqual([['barbaz']]);
    expect(regexFacts('ab+cdef').clauses).toEqual([['cdef']]);
    expect(regexFacts('\\bDHL\\b').clauses).toEqual([]);
  });

  it('gives no clause for an alternation with a literal-free branch', () => {
    expect(regexFacts('(?:jquery|\\d+)\\.js').clauses).toEqual([]);
  });

  it('ignores lookarounds and non-ASCII characters', () => {
    expect(regexFacts('(?!angular\\.io)\\bangular.{0,32}\\.js').clauses).toEqual([['angular']]);
    expect(regexFacts('<html[^>]* (?:amp|⚡)[^-]').clauses).toEqual([['<html']]);
  });

  it('bounds the longest match, or gives Infinity', () => {
    expect(regexFacts('abc').maxLength).toBe(3);
    expect(regexFacts('a[^>]+b').maxLength).toBe(252);
    expect(regexFacts('(a)\\1').maxLength).toBe(Infinity);
    expect(regexFacts('a{2,}').maxLength).toBe(Infinity);
  });

  it('gives up (no facts) on a source it cannot read to the end', () => {
    expect(regexFacts('abcd)efgh')).toEqual({ clauses: [], maxLength: Infinity });
  });
});

describe('boundQuantifiers / compilePattern', () => {
  it('bounds + and * outside classes and escapes', () => {
    expect(boundQuantifiers('a+[+*]\\+b*')).toBe('a{1,250}[+*]\\+b{0,250}');
  });

  it('skips a regex JavaScript cannot compile', () => {
    expect(compilePattern('(?i)ltpatoken')).toBeUndefined();
    expect(compilePattern('[a-')).toBeUndefined();
  });

  it('compiles an empty pattern to an existence check', () => {
    expect(compilePattern('\\;version:GA4')).toMatchObject({ regex: null, version: 'GA4', confidence: 100 });
  });
});
