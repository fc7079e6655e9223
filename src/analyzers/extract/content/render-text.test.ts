import { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { toPlainText } from './render-text.js';

function text(html: string): string {
  return toPlainText({ root: new Element('div', {}, parseDocument(html).children), baseUrl: new URL('https://example.com/') });
}

describe('toPlainText', () => {
  it('separates blocks by a blank line and collapses whitespace inside them', () => {
    expect(text('<h2>Heading</h2><p>First   paragraph\n with <b>bold</b> text.</p><div>Second <span>block</span></div>'))
      .toBe('Heading\n\nFirst paragraph with bold text.\n\nSecond block');
  });

  it('puts list items, nested ones included, on their own lines', () => {
    expect(text('<p>Intro:</p><ul><li>One</li><li>Two<ol><li>Two a</li></ol></li><li>Three</li></ul><p>After.</p>'))
      .toBe('Intro:\n\nOne\nTwo\nTwo a\nThree\n\nAfter.');
  });

  it('keeps <br> lines and preformatted text as they are', () => {
    expect(text('<p>Line one<br>Line two</p><pre>  indented\n    code</pre>')).toBe('Line one\nLine two\n\n  indented\n    code');
  });

  it('reads two <br> in a row as a paragraph break', () => {
    expect(text('<div>First paragraph.<br><br>Second one,<br>same paragraph.<br> <br/>Third.</div>'))
      .toBe('First paragraph.\n\nSecond one,\nsame paragraph.\n\nThird.');
  });

  it('writes table rows as lines of tab-separated cells', () => {
    expect(text('<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>')).toBe('A\tB\n1\t2');
  });

  it('leaves image captions out of the reading text', () => {
    expect(text('<figure><img src="a.png"><figcaption>Caption</figcaption></figure><p>Body.</p>')).toBe('Body.');
  });

  it('is empty for empty content', () => {
    expect(text('')).toBe('');
    expect(text('<div> <p>  </p> </div>')).toBe('');
  });
});
