import { isTag } from 'domhandler';
import type { Element } from 'domhandler';
import { collapse, isInline, rawText } from './flow.js';
import { inlineRun } from './markdown-inline.js';
import type { MarkdownContext } from './markdown-inline.js';
import { renderBlocks } from './render-markdown.js';

/**
 * Tables as GFM pipe tables, so that every row reads on its own:
 * - the header is the leading rows that are all `<th>` (or in `<thead>`), merged into one
 *   row, a column's distinct labels joined with " / " ("Fare (EUR) / Sleeper"); without
 *   one, the first row;
 * - a `rowspan` cell is repeated in each row it spans; a `colspan` cell is repeated across
 *   the header, and in the body fills its first column, the others left empty;
 * - a cell holding lists or paragraphs (a data table's "Includes: breakfast, shower") has
 *   its blocks on one line, separated by `<br>`.
 * A layout table cannot be a pipe table: one whose cells hold a table, a heading, code or a
 * quote, or long text (300 characters), or that has blocks in one row or one column. Its
 * cells' content is rendered as blocks in reading order instead.
 */

const SECTIONS: ReadonlySet<string> = new Set(['thead', 'tbody', 'tfoot']);
const MAX_SPAN = 100;

function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of table.children) {
    if (!isTag(child)) continue;
    if (child.name === 'tr') rows.push(child);
    else if (SECTIONS.has(child.name)) {
      for (const row of child.children) if (isTag(row) && row.name === 'tr') rows.push(row);
    }
  }
  return rows;
}

function cellsOf(row: Element): Element[] {
  return row.children.filter((c): c is Element => isTag(c) && (c.name === 'td' || c.name === 'th'));
}

function hasBlocks(cell: Element): boolean {
  return cell.children.some((c) => !isInline(c) && isTag(c));
}

const LAYOUT_TAGS: ReadonlySet<string> = new Set(['table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote']);
/** More text than this in one cell is an article laid out in a table, not a datum. */
const MAX_DATA_CELL = 300;

function holdsLayout(cell: Element): boolean {
  const stack: Element[] = [cell];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    for (const child of node.children) {
      if (!isTag(child)) continue;
      if (LAYOUT_TAGS.has(child.name)) return true;
      stack.push(child);
    }
  }
  return false;
}

function isLayoutTable(rows: readonly Element[], cells: readonly Element[]): boolean {
  if (!cells.some(hasBlocks)) return false;
  const columns = Math.max(...rows.map((row) => cellsOf(row).length));
  if (rows.length < 2 || columns < 2) return true;
  return cells.some((cell) => holdsLayout(cell) || collapse(rawText(cell)).trim().length > MAX_DATA_CELL);
}

function span(cell: Element, name: 'colspan' | 'rowspan'): number {
  const value = Number.parseInt(cell.attribs[name] ?? '1', 10);
  return Number.isFinite(value) && value >= 1 ? Math.min(value, MAX_SPAN) : 1;
}

function cellText(cell: Element, ctx: MarkdownContext, depth: number): string {
  const text = hasBlocks(cell) ? renderBlocks(cell, ctx, depth).join('\n') : inlineRun(cell.children, ctx, depth);
  return text.replace(/\|/g, '\\|').replace(/ *\n */g, '<br>');
}

interface Slot {
  readonly text: string;
  /** A copy of a spanned cell's text in a column or row after its first. */
  readonly spanned: 'no' | 'row' | 'column';
}

/** The rows as a grid of cell texts, spanned cells marked as such. */
function grid(rows: readonly Element[], ctx: MarkdownContext, depth: number): Slot[][] {
  const out: Slot[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let c = 0;
    for (const cell of cellsOf(row)) {
      const line = out[r]!;
      while (line[c] !== undefined) c++;
      const cols = span(cell, 'colspan');
      const down = Math.min(span(cell, 'rowspan'), rows.length - r);
      const text = cellText(cell, ctx, depth);
      for (let dr = 0; dr < down; dr++) {
        for (let dc = 0; dc < cols; dc++) out[r + dr]![c + dc] = { text, spanned: dc > 0 ? 'column' : dr > 0 ? 'row' : 'no' };
      }
      c += cols;
    }
  });
  return out;
}

/** How many leading rows are the header: those in `<thead>` or made of `<th>` only (at least the first row). */
function headerRows(rows: readonly Element[]): number {
  let n = 0;
  while (n < rows.length - 1) {
    const row = rows[n]!;
    const cells = cellsOf(row);
    const inHead = row.parent !== null && isTag(row.parent) && row.parent.name === 'thead';
    if (!inHead && (cells.length === 0 || cells.some((cell) => cell.name !== 'th'))) break;
    n++;
  }
  return Math.max(1, n);
}

function pipeRow(cells: readonly string[], width: number): string {
  const padded = Array.from({ length: width }, (_, i) => cells[i] ?? '');
  return `| ${padded.join(' | ')} |`;
}

function mergeHeader(rows: readonly Slot[][], width: number): string[] {
  return Array.from({ length: width }, (_, c) => {
    const labels: string[] = [];
    for (const row of rows) {
      const text = row[c]?.text ?? '';
      if (text !== '' && !labels.includes(text)) labels.push(text);
    }
    return labels.join(' / ');
  });
}

function pipeTable(rows: readonly Element[], ctx: MarkdownContext, depth: number): string | undefined {
  const slots = grid(rows, ctx, depth);
  const head = headerRows(rows);
  const width = Math.max(0, ...slots.map((row) => row.length));
  if (width === 0) return undefined;
  const header = mergeHeader(slots.slice(0, head), width);
  const body = slots
    .slice(head)
    .map((row) => Array.from({ length: width }, (_, c) => (row[c] === undefined || row[c].spanned === 'column' ? '' : row[c].text)))
    .filter((row) => row.some((cell) => cell !== ''));
  if (body.length === 0 && header.every((cell) => cell === '')) return undefined;
  const lines = [pipeRow(header, width), pipeRow(Array<string>(width).fill('---'), width)];
  for (const row of body) lines.push(pipeRow(row, width));
  return lines.join('\n');
}

export function renderTable(table: Element, ctx: MarkdownContext, depth: number): string[] {
  const rows = rowsOf(table);
  const cells = rows.flatMap(cellsOf);
  const blocks: string[] = [];
  const caption = table.children.find((c): c is Element => isTag(c) && c.name === 'caption');
  if (caption !== undefined) blocks.push(...renderBlocks(caption, ctx, depth));
  if (isLayoutTable(rows, cells)) {
    for (const cell of cells) blocks.push(...renderBlocks(cell, ctx, depth));
    return blocks;
  }
  const pipe = pipeTable(rows, ctx, depth);
  if (pipe !== undefined) blocks.push(pipe);
  return blocks;
}
