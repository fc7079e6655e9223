import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from './page.js';
import { wordsOf } from '../text/words.js';
import { countWords } from './words.js';

describe('countWords', () => {
  it('counts whitespace-separated tokens that hold a letter or digit', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  Hello,   world!  ')).toBe(2);
    expect(countWords('e-mail costs 3.50 — or “free”')).toBe(5);
    expect(countWords('Ünïcödé Wörter zählen')).toBe(3);
  });

  it('segments Japanese, Chinese and Thai into words, not one per sentence', () => {
    expect(countWords('私は東京の大学で日本語を勉強しています。')).toBe(12);
    expect(countWords('我们今天去北京。')).toBeGreaterThanOrEqual(3);
    expect(countWords('ภาษาไทยไม่มีช่องว่าง')).toBeGreaterThan(1);
    expect(countWords('Node.js と TypeScript を使う')).toBe(5);
  });

  it('counts the Japanese fixture sensibly', () => {
    const html = readFileSync(new URL('../../fixtures/pages/cjk-article.html', import.meta.url), 'utf8');
    const page = parsePage(html, 'https://www.example.jp/articles/kyoto-autumn');
    expect(page.lang).toBe('ja');
    expect(page.visibleText.split('\n').slice(0, 2)).toEqual(['たびノート', '京都の紅葉、見頃と混雑を避けるコツ']);
    expect(page.visibleText.length).toBe(266);
    expect(page.wordCount).toBe(143);
  });

  it('shares its tokens with wordsOf: a joined token counts once, unspaced scripts split alike', () => {
    expect(wordsOf('and/or')).toEqual(['and', 'or']);
    expect(countWords('and/or')).toBe(1);
    const japanese = '私は東京の大学で日本語を勉強しています。';
    expect(countWords(japanese)).toBe(wordsOf(japanese).length);
  });
});
