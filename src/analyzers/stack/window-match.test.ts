import { describe, expect, it } from 'vitest';
import { buildLiteralIndex } from './literal-index.js';
import { regexFacts } from './regex-facts.js';
import { execByLiterals, execNear } from './window-match.js';
import type { Near } from './index-rules.js';

/** Positions of the literal in the text, as the scanner reports them. */
function nearOf(text: string, literal: string): Near {
  const hits = buildLiteralIndex([literal]).scan(text);
  return { positions: hits.positions.get(0) ?? [], span: literal.length };
}

const filler = (n: number): string => 'x'.repeat(n);

describe('execNear', () => {
  it('finds the same match as a whole-text run, far into a long text', () => {
    const text = `${filler(50_000)}<link rel="stylesheet" href="/wp-content/themes/a.css">${filler(50_000)}`;
    const regex = /<link rel=["']stylesheet["'] [^>]{1,250}\/wp-(?:content|includes)\//i;
    const facts = regexFacts('<link rel=["\']stylesheet["\'] [^>]+/wp-(?:content|includes)/');
    expect(execNear(regex, facts.maxLength, text, nearOf(text, '/wp-content/'))?.index).toBe(regex.exec(text)?.index);
  });

  it('rejects a match that only a window edge makes possible (^ and \\b at the cut)', () => {
    const text = `${filler(1_000)}wordpress is here`;
    expect(execNear(/^wordpress/i, 9, text, nearOf(text, 'wordpress'))).toBeNull();
    expect(execNear(/\bpress\b/i, 5, 'wordpress', nearOf('wordpress', 'press'))).toBeNull();
  });

  it('runs on the whole text when no positions are known or the match is unbounded', () => {
    expect(execNear(/b+c/i, Infinity, 'aabbbc', { positions: [], span: 1 })?.[0]).toBe('bbbc');
    expect(execNear(/abc/i, 3, 'xxabc', undefined)?.index).toBe(2);
  });
});

describe('execByLiterals', () => {
  const regex = /gtag\([^)]{1,250}'(G-)/i;
  const clause = ['gtag('];

  it('finds a match near its literal in a long text, case-insensitively', () => {
    const text = `${filler(200_000)} GTAG('config', 'G-8XK2Q1ZR7B') ${filler(10)}`;
    expect(execByLiterals(regex, 260, clause, text)?.[1]).toBe('G-');
  });

  it('gives null without running the regex when no literal occurs', () => {
    expect(execByLiterals(regex, 260, clause, filler(200_000))).toBeNull();
  });

  it('falls back to the whole text for an unbounded regex', () => {
    expect(execByLiterals(/gtag\((.)\1/i, Infinity, clause, `${filler(10)}gtag(aa`)?.index).toBe(10);
  });
});
