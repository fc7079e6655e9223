import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from './page.js';
import { countWords } from './visible-text.js';

const text = (html: string): string => parsePage(html, 'https://example.com/').visibleText;

describe('visibleText', () => {
  it('one line per block, inline runs joined, <br> breaks lines', () => {
    expect(text('<body><h1>Title</h1><p>One <b>bold</b>  word<br>next line</p><ul><li>a</li><li>b</li></ul></body>'))
      .toBe('Title\nOne bold word\nnext line\na\nb');
  });

  it('drops head, script, style, noscript, template, svg, hidden and display:none', () => {
    const html = `<html><head><title>T</title><style>p{}</style></head><body>
      <p>kept</p><script>var x = 1;</script><noscript>enable JS</noscript><template><p>inert</p></template>
      <svg><text>icon</text></svg><div hidden>hidden</div><div style="color:red; display : none">gone</div>
      <select><option>opt</option></select><p>end</p></body></html>`;
    expect(text(html)).toBe('kept\nend');
  });

  it('works without <body> and decodes entities', () => {
    expect(text('<title>x</title><p>Fish &amp; chips&nbsp;&mdash; &#8364;5</p>')).toBe('Fish & chips — €5');
  });
});

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
});
