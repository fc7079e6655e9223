import { describe, expect, it } from 'vitest';
import { SEGMENT_PIECE, segmentsOf } from './segments.js';

const words = new Intl.Segmenter('en', { granularity: 'word' });
const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });
const segmentsOfAll = (segmenter: Intl.Segmenter, text: string) => [...segmenter.segment(text)].map(({ segment, index }) => ({ segment, index }));
const pieces = (segmenter: Intl.Segmenter, text: string) => [...segmentsOf(segmenter, text)].map(({ segment, index }) => ({ segment, index }));

describe('segmentsOf: Intl.Segmenter in pieces', () => {
  const prose = 'The quick brown fox, who was not slow, jumped over 3.5 lazy dogs! Did it? Yes. '.repeat(200);

  it('a long text gives the words and sentences of the whole, with their indexes', () => {
    expect(prose.length).toBeGreaterThan(5 * SEGMENT_PIECE);
    expect(pieces(words, prose)).toEqual(segmentsOfAll(words, prose));
    expect(pieces(sentences, prose)).toEqual(segmentsOfAll(sentences, prose));
  });

  it('a text with nothing that can end a sentence is the one sentence ICU finds, without asking it', () => {
    const lines = ['', 'x', '  a heading without a stop  ', 'Ünïcödé — “quoted” text, commas; colons: and 3,5 numbers', '東京都は日本の首都です', 'e‑mail me 🙂 #tag @user'];
    for (const line of lines) expect(pieces(sentences, line)).toEqual(segmentsOfAll(sentences, line));
    for (const ended of ['One. Two', 'Why? Because', 'Stop! Go', 'नमस्ते। ठीक', 'a\nb', 'a\u2029b']) {
      expect(pieces(sentences, ended)).toEqual(segmentsOfAll(sentences, ended));
    }
  });

  it('a short text is segmented as it is', () => {
    expect(pieces(words, 'Hello, world.')).toEqual(segmentsOfAll(words, 'Hello, world.'));
  });

  it('a text without spaces is cut at the piece length, and nothing is lost', () => {
    const text = '東京都は日本の首都です'.repeat(500);
    expect(pieces(words, text).map((s) => s.segment).join('')).toBe(text);
  });

  it('stays linear: 100,000 words in one sentence', () => {
    const start = performance.now();
    let count = 0;
    for (const s of segmentsOf(words, 'word '.repeat(100_000))) if (s.isWordLike) count++;
    expect(count).toBe(100_000);
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});
