import { isTag } from 'domhandler';
import type { Element } from 'domhandler';
import { isInline } from './flow.js';
import { inlineRun } from './markdown-inline.js';
import type { MarkdownContext } from './markdown-inline.js';
import { renderBlocks } from './render-markdown.js';

/**
 * Tables as GFM pipe tables: the first row is the header, `colspan`/`rowspan`
 * cells are spread over the grid as empty cells. A table whose cells hold blocks
 * (paragraphs, lists, nested tables: a layout table) cannot be a pipe table; its
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

function span(cell: Element, name: 'colspan' | 'rowspan'): number {
  const value = Number.parseInt(cell.attribs[name] ?? '1', 10);
  return Number.isFinite(value) && value >= 1 ? Math.min(value, MAX_SPAN) : 1;
}

function cellText(cell: Element, ctx: MarkdownContext, depth: number): string {
  return inlineRun(cell.children, ctx, depth).replace(/\|/g, '\\|').replace(/ *\n/g, '<br>');
}

/** The rows as a grid of cell texts, with spanned cells left empty. */
function grid(rows: readonly Element[], ctx: MarkdownContext, depth: number): string[][] {
  const out: string[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let c = 0;
    for (const cell of cellsOf(row)) {
      const line = out[r]!;
      while (line[c] !== undefined) c++;
      const cols = span(cell, 'colspan');
      const down = Math.min(span(cell, 'rowspan'), rows.length - r);
      for (let dr = 0; dr < down; dr++) {
        for (let dc = 0; dc < cols; dc++) out[r + dr]![c + dc] = dr === 0 && dc === 0 ? cellText(cell, ctx, depth) : '';
      }
      c += cols;
    }
  });
  return out;
}

function pipeRow(cells: readonly string[], width: number): string {
  const padded = Array.from({ length: width }, (_, i) => cells[i] ?? '');
  return `| ${padded.join(' | ')} |`;
}

function pipeTable(rows: readonly Element[], ctx: MarkdownContext, depth: number): string | undefined {
  const cells = grid(rows, ctx, depth).filter((row) => row.some((cell) => cell !== ''));
  const width = Math.max(0, ...cells.map((row) => row.length));
  if (cells.length === 0 || width === 0) return undefined;
  const [header, ...body] = cells;
  const lines = [pipeRow(header!, width), pipeRow(Array<string>(width).fill('---'), width)];
  for (const row of body) lines.push(pipeRow(row, width));
  return lines.join('\n');
}

export function renderTable(table: Element, ctx: MarkdownContext, depth: number): string[] {
  const rows = rowsOf(table);
  const cells = rows.flatMap(cellsOf);
  const blocks: string[] = [];
  const caption = table.children.find((c): c is Element => isTag(c) && c.name === 'caption');
  if (caption !== undefined) blocks.push(...renderBlocks(caption, ctx, depth));
  if (cells.some(hasBlocks)) {
    for (const cell of cells) blocks.push(...renderBlocks(cell, ctx, depth));
    return blocks;
  }
  const pipe = pipeTable(rows, ctx, depth);
  if (pipe !== undefined) blocks.push(pipe);
  return blocks;
}
