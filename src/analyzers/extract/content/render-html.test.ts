import { readFileSync } from 'node:fs';
import { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../page/index.js';
import { extractMainContent } from './extract-main-content.js';
import { toHtml } from './render-html.js';

function html(fragment: string): string {
  return toHtml({ root: new Element('div', {}, parseDocument(fragment).children), baseUrl: new URL('https://example.com/blog/post') });
}

describe('toHtml on unsafe-article.html', () => {
  const page = parsePage(readFileSync(new URL('./fixtures/unsafe-article.html', import.meta.url), 'utf8'), 'https://blog.example.com/posts/42');
  const out = toHtml(extractMainContent(page));

  it('keeps the prose', () => {
    expect(out).toContain('<p>This paragraph is ordinary prose');
    expect(out).toContain('<a href="https://cdn.example.net/guide.html">protocol-relative link</a>');
  });

  it('has no scripts, styles, frames, forms, event handlers, classes, ids or inline styles', () => {
    expect(out).not.toMatch(/<script|<style|<iframe|<form|<input|<button/i);
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).not.toMatch(/\s(class|id|style|target|rel)=/i);
    expect(out).not.toContain('document.cookie');
  });

  it('has no javascript: or data: URLs, and no tracking pixel', () => {
    expect(out).not.toMatch(/javascript:|data:/i);
    expect(out).toContain('and a link that runs script in the middle.');
    expect(out).not.toContain('tracker.example.com');
  });

  it('resolves lazy images to absolute URLs and escapes attributes', () => {
    expect(out).toContain('<img src="https://blog.example.com/img/lazy.png" alt="A lazy &quot;quoted&quot; picture">');
  });
});

describe('toHtml', () => {
  it('keeps semantic elements with only their allowed attributes', () => {
    expect(html('<h2 id="x" class="y">Title</h2><ol start="4" type="a"><li>Four</li></ol><table><tr><td colspan="2" style="x">Wide</td></tr></table>'))
      .toBe('<h2>Title</h2>\n<ol start="4"><li>Four</li></ol>\n<table><tr><td colspan="2">Wide</td></tr></table>');
  });

  it('unwraps other elements and wraps their bare text in paragraphs', () => {
    expect(html('<section><div>Loose <span>text</span></div><article><p>Para</p></article></section>'))
      .toBe('<p>Loose text</p>\n<p>Para</p>');
  });

  it('keeps code blocks verbatim and escaped', () => {
    expect(html('<pre><code class="language-html">&lt;b&gt; &amp;\n  x</code></pre>')).toBe('<pre><code>&lt;b&gt; &amp;\n  x</code></pre>');
  });

  it('unwraps blocks inside links and drops links without a usable target', () => {
    expect(html('<p><a href="/a"><h3>Card</h3></a> <a href="vbscript:x">bad</a> <a>plain</a></p>'))
      .toBe('<p><a href="https://example.com/a"> Card </a> bad plain</p>');
  });

  it('escapes text', () => {
    expect(html('<p>1 &lt; 2 &amp; "quotes"</p>')).toBe('<p>1 &lt; 2 &amp; &quot;quotes&quot;</p>');
  });
});
