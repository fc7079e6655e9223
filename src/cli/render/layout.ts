import type { Paint, StyleName } from './style.js';

/** A table cell: its text, and optionally a style applied after padding (so columns stay aligned). */
export type Cell = string | { readonly text: string; readonly style?: StyleName | undefined };

export interface Column {
  readonly title: string;
  readonly align?: 'left' | 'right';
}

/** Width on screen in code points (a fair measure for the Latin text of these summaries). */
export const width = (text: string): number => [...text].length;

/** Pads `text` to `to` columns; `shown` is what is written (the text, perhaps styled), so styles never cover the padding. */
const padEnd = (text: string, to: number, shown = text) => shown + ' '.repeat(Math.max(0, to - width(text)));
const padStart = (text: string, to: number, shown = text) => ' '.repeat(Math.max(0, to - width(text))) + shown;

/** Cuts a line to `max` code points, ending it with … when cut. */
export function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/** "label  value" lines with the values aligned; labels dim, empty values as a dim dash. */
export function fieldLines(fields: readonly (readonly [string, string])[], paint: Paint): string[] {
  const labelWidth = Math.max(0, ...fields.map(([label]) => width(label)));
  return fields.map(([label, value]) => {
    const shown = value === '' ? paint('dim', '—') : value.replace(/\n/g, `\n${' '.repeat(labelWidth + 2)}`);
    return `${padEnd(label, labelWidth, paint('dim', label))}  ${shown}`;
  });
}

/** Rows under a header, columns two spaces apart; the last column is not padded. */
export function tableLines(columns: readonly Column[], rows: readonly (readonly Cell[])[], paint: Paint): string[] {
  const text = (cell: Cell | undefined) => (cell === undefined ? '' : typeof cell === 'string' ? cell : cell.text);
  const widths = columns.map((column, i) => Math.max(width(column.title), ...rows.map((row) => width(text(row[i])))));
  const line = (cells: readonly Cell[], header: boolean) =>
    columns
      .map((column, i) => {
        const cell = cells[i];
        const last = i === columns.length - 1;
        const raw = text(cell);
        const style = header ? 'dim' : typeof cell === 'object' ? cell.style : undefined;
        const shown = style ? paint(style, raw) : raw;
        return column.align === 'right' ? padStart(raw, widths[i]!, shown) : last ? shown : padEnd(raw, widths[i]!, shown);
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.title), true), ...rows.map((row) => line(row, false))];
}

/** Green from 90, yellow from 70 (grade C), red below: the colour of a score out of 100. */
export function scoreStyle(score: number): StyleName {
  return score >= 90 ? 'green' : score >= 70 ? 'yellow' : 'red';
}

/** The colour of a letter grade (A+ … F). */
export function gradeStyle(grade: string): StyleName {
  return grade.startsWith('A') ? 'green' : grade.startsWith('B') || grade.startsWith('C') ? 'yellow' : 'red';
}

/** "1 link", "12 links", "1,234 words". */
export const count = (n: number, noun: string): string => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

/** Joins lines into the text written to stdout: one trailing newline. */
export const joinLines = (lines: readonly string[]): string => `${lines.join('\n')}\n`;
