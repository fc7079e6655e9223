import { describe, expect, it } from 'vitest';
import { codePointLength, sentencesOf, wordsOf } from './words.js';

describe('words and sentences', () => {
  it('counts words like the page model: joined tokens once, unspaced scripts by dictionary breaks', () => {
    expect(wordsOf("don't e-mail 3.5 — café's")).toEqual(["don't", 'e-mail', '3.5', "café's"]);
    expect(wordsOf('東京都に住んでいます').length).toBeGreaterThan(1);
  });

  it('makes every line at least one sentence, and splits lines at sentence ends', () => {
    expect(sentencesOf('Heading\nFirst one. Second one? Third!\n\n- item')).toEqual(['Heading', 'First one.', 'Second one?', 'Third!', '- item']);
  });

  it('collapses whitespace in sentences and drops pieces without a word', () => {
    expect(sentencesOf('  Two   spaces\there.  \n — \n…')).toEqual(['Two spaces here.']);
  });

  it('measures length in code points', () => {
    expect(codePointLength('café 🚀')).toBe(6);
  });
});
