import { describe, expect, it } from 'vitest';
import { SNIPPET_CHARACTERS, buildTree, countSections, maxDepth, snippetOf } from './section-tree.js';

const flat = (...levels: number[]): { level: number; title: string; text: string }[] =>
  levels.map((level, i) => ({ level, title: `s${i}`, text: `text ${i}` }));

describe('buildTree', () => {
  it('counts depth on the tree, so a page that starts at h2 still has top-level sections', () => {
    const tree = buildTree(flat(2, 3, 2), 1, false);
    expect(tree).toEqual([{ level: 2, title: 's0' }, { level: 2, title: 's2' }]);
  });

  it('nests a skipped level under the nearest lower heading', () => {
    expect(buildTree(flat(1, 3, 2), 6, false)).toEqual([
      { level: 1, title: 's0', subsections: [{ level: 3, title: 's1' }, { level: 2, title: 's2' }] },
    ]);
  });

  it('drops everything below the depth limit, including deeper descendants', () => {
    const tree = buildTree(flat(1, 2, 3, 4, 2), 2, true);
    expect(tree).toEqual([{
      level: 1, title: 's0', snippet: 'text 0',
      subsections: [{ level: 2, title: 's1', snippet: 'text 1' }, { level: 2, title: 's4', snippet: 'text 4' }],
    }]);
    expect(countSections(tree)).toBe(3);
    expect(maxDepth(tree)).toBe(2);
  });

  it('keeps several top-level sections', () => {
    expect(maxDepth(buildTree(flat(1, 1, 1), 3, false))).toBe(1);
    expect(countSections([])).toBe(0);
    expect(maxDepth([])).toBe(0);
  });
});

describe('snippetOf', () => {
  it('cuts at a word within 160 characters and marks the cut', () => {
    const long = 'word '.repeat(50);
    const snippet = snippetOf(long);
    expect(snippet.length).toBeLessThanOrEqual(160);
    expect(snippet.endsWith('word…')).toBe(true);
    expect(snippetOf('short text')).toBe('short text');
    expect(snippetOf('')).toBe('');
  });
});

describe('snippetOf', () => {
  it('keeps the first whole sentences that fit, else cuts the first at a word', () => {
    expect(snippetOf('Short one. Another short one. ' + 'x '.repeat(100))).toBe('Short one. Another short one.');
    const long = `${'word '.repeat(60)}end.`;
    expect(snippetOf(long).length).toBeLessThanOrEqual(SNIPPET_CHARACTERS);
    expect(snippetOf(long).endsWith('…')).toBe(true);
    expect(snippetOf('Fits whole')).toBe('Fits whole');
  });

  it('does not end a sentence at an abbreviation or an initial', () => {
    const text = 'A prolonged trade war offers Mr. Trump leverage over Beijing that few of his predecessors enjoyed, and his advisers in the U.S. capital say he intends to keep using it for as long as markets let him.';
    expect(snippetOf(text)).not.toMatch(/Mr\.$|U\.S\.$/);
    expect(snippetOf(text).startsWith('A prolonged trade war offers Mr. Trump leverage over Beijing')).toBe(true);
    expect(snippetOf('Talks began. Gen. Lee and J. R. Smith met Acme Corp. staff on Friday. ' + 'Then more talks took place. '.repeat(8))).toMatch(/^Talks began\. Gen\. Lee and J\. R\. Smith met Acme Corp\. staff on Friday\./);
  });
});
