import { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { toMarkdown } from './render-markdown.js';
import type { MainContent } from './types.js';

/** Renders an HTML fragment as if it were the extracted content of a page at /docs/guide. */
function md(html: string): string {
  const content: MainContent = {
    root: new Element('div', {}, parseDocument(html).children),
    baseUrl: new URL('https://example.com/docs/guide'),
  };
  return toMarkdown(content);
}

describe('toMarkdown', () => {
  it('renders headings and paragraphs separated by blank lines', () => {
    expect(md('<h1>Title</h1><p>One  two\n three.</p><h3>Sub <em>part</em></h3><p>Four.</p>'))
      .toBe('# Title\n\nOne two three.\n\n### Sub _part_\n\nFour.');
  });

  it('wraps bare text runs between blocks into paragraphs', () => {
    expect(md('<div>Loose text<div>Inner block</div>tail text</div>')).toBe('Loose text\n\nInner block\n\ntail text');
  });

  it('renders nested unordered and ordered lists', () => {
    expect(md('<ul><li>One</li><li>Two<ul><li>Two a</li><li>Two b</li></ul></li></ul><ol start="3"><li>Third</li><li>Fourth</li></ol>'))
      .toBe('- One\n- Two\n  - Two a\n  - Two b\n\n3. Third\n4. Fourth');
  });

  it('attaches a list nested without its <li> to the previous item', () => {
    expect(md('<ol><li>First</li><ul><li>Detail</li></ul><li>Second</li></ol>')).toBe('1. First\n   - Detail\n2. Second');
  });

  it('renders a simple table as a GFM pipe table, escaping pipes', () => {
    expect(md('<table><tr><th>Name</th><th>Value</th></tr><tr><td>a|b</td><td><strong>1</strong></td></tr></table>'))
      .toBe('| Name | Value |\n| --- | --- |\n| a\\|b | **1** |');
  });

  it('repeats a header colspan and a rowspan over the grid; a body colspan fills its first column', () => {
    expect(md('<table><tr><th colspan="2">Both</th><th>C</th></tr><tr><td rowspan="2">x</td><td>y</td><td>z</td></tr><tr><td>v</td><td>w</td></tr><tr><td colspan="3">Total</td></tr></table>'))
      .toBe('| Both | Both | C |\n| --- | --- | --- |\n| x | y | z |\n| x | v | w |\n| Total |  |  |');
  });

  it('keeps a data table whose cells hold lists or paragraphs a pipe table, their blocks joined by <br>', () => {
    expect(md('<table><tr><th>Plan</th><th>Includes</th></tr><tr><td>Basic</td><td><ul><li>Mail</li><li>Chat</li></ul></td></tr><tr><td>Pro</td><td><p>All of Basic.</p><p>Phone.</p></td></tr></table>'))
      .toBe('| Plan | Includes |\n| --- | --- |\n| Basic | - Mail<br>- Chat |\n| Pro | All of Basic.<br>Phone. |');
  });

  it('renders a layout table (cells with blocks) as blocks', () => {
    expect(md('<table><tr><td><p>First column text.</p></td><td><ul><li>Item</li></ul></td></tr></table>'))
      .toBe('First column text.\n\n- Item');
  });

  it('fences code blocks with the language from class="language-x"', () => {
    expect(md('<pre><code class="language-python">def f():\n    return 1\n</code></pre>'))
      .toBe('```python\ndef f():\n    return 1\n```');
    expect(md('<pre>has ``` inside</pre>')).toBe('````\nhas ``` inside\n````');
  });

  it('renders inline code with a long enough backtick fence', () => {
    expect(md('<p>Run <code>npm test</code> or <code>a`b</code>.</p>')).toBe('Run `npm test` or ``a`b``.');
  });

  it('keeps links and images with absolute URLs', () => {
    expect(md('<p>See <a href="../api?q=1">the API</a> and <a href="https://x.org/a b(c)">this</a>.</p><p><img src="img/shot.png" alt="A [shot]"></p>'))
      .toBe('See [the API](https://example.com/api?q=1) and [this](https://x.org/a%20b%28c%29).\n\n![A \\[shot\\]](https://example.com/docs/img/shot.png)');
  });

  it('drops unusable links but keeps their text, and drops tracking pixels', () => {
    expect(md('<p><a href="javascript:void(0)">Click</a> here<img src="/p.gif" width="1" height="1"></p>')).toBe('Click here');
  });

  it('reads two <br> in a row as a paragraph break', () => {
    expect(md('<div>1. First.<br><br>Second,<br>still second.</div>')).toBe('1\\. First.\n\nSecond,  \nstill second.');
  });

  it('prefers a lazy-loading source to a placeholder src', () => {
    expect(md('<img src="/blank.gif" data-src="/photo.jpg" alt="Photo">')).toBe('![Photo](https://example.com/photo.jpg)');
  });

  it('renders emphasis with the spaces outside the markers', () => {
    expect(md('<p>a<strong> bold </strong>b <i>it</i> <del>old</del></p>')).toBe('a **bold** b _it_ ~~old~~');
  });

  it('renders block quotes and hard line breaks', () => {
    expect(md('<blockquote><p>Line one<br>line two</p><p>Second</p></blockquote>'))
      .toBe('> Line one  \n> line two\n>\n> Second');
  });

  it('escapes Markdown syntax in text', () => {
    expect(md('<p>*not emphasis* and [not a link] and <code>*code*</code></p><p># not a heading</p><p>1. not a list</p><p>- nor this</p>'))
      .toBe('\\*not emphasis\\* and \\[not a link\\] and `*code*`\n\n\\# not a heading\n\n1\\. not a list\n\n\\- nor this');
  });

  it('renders definition lists as bold terms and their definitions', () => {
    expect(md('<dl><dt>Term</dt><dd>Meaning.</dd><div><dt>Other</dt><dd>One.</dd><dd><p>Two.</p><p>Three.</p></dd></div></dl>'))
      .toBe('**Term**\n: Meaning.\n\n**Other**\n: One.\n: Two.\n\n  Three.');
  });

  it('renders Wikipedia-style references as footnotes, without their ^ back-links', () => {
    expect(md('<p>Fact.<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">[1]</a></sup></p><ol class="references"><li id="cite_note-1"><span class="mw-cite-backlink"><b><a href="#cite_ref-1">^</a></b></span> <span class="reference-text">A source.</span></li></ol>'))
      .toBe('Fact.[^1]\n\n[^1]: A source.');
  });

  it('keeps an in-page link that is not a note as a link, and a superscript link to elsewhere', () => {
    expect(md('<p>See <a href="#part-2">part 2</a> and x<sup><a href="https://x.org/n">2</a></sup>.</p><h2 id="part-2">Part 2</h2>'))
      .toBe('See [part 2](https://example.com/docs/guide#part-2) and x[2](https://x.org/n).\n\n## Part 2');
  });
});
