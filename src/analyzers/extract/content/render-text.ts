import { isTag, isText } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { BLOCKS } from './stats.js';
import type { MainContent } from './types.js';

/**
 * Plain text of the content: blocks separated by a blank line, list items, table rows
 * and `<br>` lines on their own lines, whitespace collapsed inside each line
 * (kept as is inside `<pre>`).
 */

const LINE_ELEMENTS: ReadonlySet<string> = new Set(['li', 'tr', 'dt', 'dd']);
const CELLS: ReadonlySet<string> = new Set(['td', 'th']);
/** Image captions stay in the tree for Markdown and HTML; plain text is the reading text only. */
const SKIPPED: ReadonlySet<string> = new Set(['figcaption']);
const WHITESPACE = /\s+/g;
/** Marks a cell boundary until the line's whitespace is collapsed; table cells end up tab-separated. */
const CELL_BREAK = '\u0000';
const CELL_SEPARATOR = / ?\u0000 ?/g;

/** Builds text from runs of inline text and requested breaks (1 = new line, 2 = blank line). */
class TextSink {
  readonly #out: string[] = [];
  #line = '';
  #pending = 0;
  #breaks = 0;

  text(data: string): void {
    this.#line += data;
  }

  cell(): void {
    if (this.#line.trim() !== '') this.#line += CELL_BREAK;
  }

  preformatted(data: string): void {
    this.flushLine();
    this.#emit(data.replace(/^\n+|\s+$/g, ''));
  }

  lineBreak(strength: 1 | 2): void {
    this.flushLine();
    this.#pending = Math.max(this.#pending, strength);
    this.#breaks = 0;
  }

  /** A `<br>`: a new line, and a blank line when a second one follows with nothing between. */
  br(): void {
    const empty = this.#line.trim() === '';
    this.flushLine();
    this.#breaks = empty ? this.#breaks + 1 : 1;
    this.#pending = Math.max(this.#pending, this.#breaks >= 2 ? 2 : 1);
  }

  flushLine(): void {
    let line = this.#line.replace(WHITESPACE, ' ').trim();
    if (line.includes(CELL_BREAK)) line = line.replace(CELL_SEPARATOR, '\t');
    this.#line = '';
    if (line !== '') this.#emit(line);
  }

  #emit(text: string): void {
    if (text === '') return;
    if (this.#out.length > 0) this.#out.push(this.#pending >= 2 ? '\n\n' : '\n');
    this.#out.push(text);
    this.#pending = 1;
  }

  toString(): string {
    this.flushLine();
    return this.#out.join('');
  }
}

function textOfPre(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(textOfPre).join('');
}

const NO_BREAK: ReadonlySet<string> = new Set(['td', 'th', 'thead', 'tbody', 'tfoot']);

function breakFor(el: Element): 1 | 2 | 0 {
  if (LINE_ELEMENTS.has(el.name)) return 1;
  if (NO_BREAK.has(el.name)) return 0;
  // A list nested in a list item continues its parent's lines.
  if ((el.name === 'ul' || el.name === 'ol') && el.parent !== null && isTag(el.parent) && el.parent.name === 'li') return 1;
  return BLOCKS.has(el.name) ? 2 : 0;
}

/** Plain text with paragraph breaks, in Unicode NFC (text composed as most text, and most queries, are). */
export function toPlainText(content: MainContent): string {
  const sink = new TextSink();
  const stack: (AnyNode | (1 | 2))[] = [content.root];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item === 'number') {
      sink.lineBreak(item);
    } else if (isText(item)) {
      sink.text(item.data);
    } else if (isTag(item)) {
      if (SKIPPED.has(item.name)) continue;
      if (item.name === 'br') {
        sink.br();
        continue;
      }
      if (item.name === 'pre') {
        sink.lineBreak(2);
        sink.preformatted(textOfPre(item));
        stack.push(2);
        continue;
      }
      if (CELLS.has(item.name)) sink.cell();
      const strength = breakFor(item);
      if (strength !== 0) {
        sink.lineBreak(strength);
        stack.push(strength);
      }
      for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]!);
    }
  }
  return sink.toString().normalize('NFC');
}
