import { describe, expect, it } from 'vitest';
import { parsePage } from './page.js';

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
