import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../page/escape-html.js';
import { html } from './html.js';

describe('html', () => {
  it('escapes every interpolated string, in text and in attributes', () => {
    const evil = `"><img src=x onerror=alert(1)><script>alert('x')</script>\``;
    const out = html`<p title="${evil}">${evil}</p>`.text;
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    expect(out).toBe(`<p title="${escapeHtml(evil)}">${escapeHtml(evil)}</p>`);
    expect(escapeHtml(`<&>"'\``)).toBe('&lt;&amp;&gt;&quot;&#39;&#96;');
  });

  it('nests safe fragments without escaping them twice, and flattens arrays', () => {
    const inner = html`<b>${'a&b'}</b>`;
    expect(html`<p>${inner}${[html`<i>1</i>`, '<2>']}</p>`.text).toBe('<p><b>a&amp;b</b><i>1</i>&lt;2&gt;</p>');
  });

  it('renders nothing for null, undefined and false, and numbers as text', () => {
    expect(html`${null}${undefined}${false}${0}${1.5}`.text).toBe('01.5');
  });
});
