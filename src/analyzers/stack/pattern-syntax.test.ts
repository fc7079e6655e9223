import { describe, expect, it } from 'vitest';
import { parsePatternSyntax, resolveVersion } from './pattern-syntax.js';

const versionOf = (pattern: string, value: string): string => {
  const { source, version } = parsePatternSyntax(pattern);
  const match = new RegExp(source, 'i').exec(value);
  if (!match) throw new Error(`${source} does not match ${value}`);
  return resolveVersion(version, match);
};

describe('parsePatternSyntax', () => {
  it('splits the regex from its version and confidence tags', () => {
    expect(parsePatternSyntax('jquery-([\\d.]+)\\.js\\;version:\\1\\;confidence:50')).toEqual({
      source: 'jquery-([\\d.]+)\\.js', version: '\\1', confidence: 50,
    });
  });

  it('defaults to no version and confidence 100; an empty pattern is existence only', () => {
    expect(parsePatternSyntax('')).toEqual({ source: '', version: '', confidence: 100 });
    expect(parsePatternSyntax('\\;confidence:0')).toEqual({ source: '', version: '', confidence: 0 });
  });

  it('keeps colons inside a version template', () => {
    expect(parsePatternSyntax('x(y)?\\;version:\\1?a:b').version).toBe('\\1?a:b');
  });
});

describe('resolveVersion', () => {
  it('fills back-references', () => {
    expect(versionOf('^WordPress(?: ([\\d.]+))?\\;version:\\1', 'WordPress 6.4.2')).toBe('6.4.2');
    expect(versionOf('jquery[.-]([\\d.]*\\d)[^/]*\\.js\\;version:\\1', 'https://code.jquery.com/jquery-3.7.1.min.js')).toBe('3.7.1');
  });

  it('gives "" for a group that did not take part', () => {
    expect(versionOf('^WordPress(?: ([\\d.]+))?\\;version:\\1', 'WordPress')).toBe('');
  });

  it('applies the ternary \\1?a:b', () => {
    expect(versionOf("gtag\\([^)]+'(G-)\\;version:\\1?GA4:", "gtag('config', 'G-8XK2Q1ZR7B')")).toBe('GA4');
    expect(versionOf('(beta)?\\;version:\\1?pre-release:stable', 'release')).toBe('stable');
  });

  it('combines several groups', () => {
    expect(versionOf('v(\\d+)\\.(\\d+)\\;version:\\1.\\2', 'v12.7')).toBe('12.7');
  });

  it('treats a capture longer than 10 characters as unmatched (a hash, not a version)', () => {
    expect(versionOf('app-([a-f0-9]+)\\.js\\;version:\\1', 'app-3f2a9c1d7e8b4a6f.js')).toBe('');
  });

  it('keeps a literal version as written', () => {
    expect(versionOf('static/_requirejs\\;confidence:50\\;version:2', '/static/_requirejs/x.js')).toBe('2');
  });
});
