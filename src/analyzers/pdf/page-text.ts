/**
 * A page's text runs (PDF.js text content, in content-stream order) → lines → paragraphs. A PDF
 * has no paragraphs, only positioned runs: a paragraph ends where the next line sits clearly
 * further down than the page's line spacing, moves back up (a new column), or changes font size
 * (a heading and its text).
 */

/** One run of text as PDF.js gives it: `transform` is [a, b, c, d, x, y] in PDF units, y up. */
export interface TextRun {
  readonly str: string;
  readonly hasEOL: boolean;
  readonly transform: readonly number[];
  /** Advance width of the run, in PDF units. */
  readonly width: number;
}

export interface TextLine {
  readonly text: string;
  /** Baseline of the line's first run. */
  readonly y: number;
  readonly fontSize: number;
}

/** A gap this many times the line spacing (or more) ends a paragraph. */
const PARAGRAPH_GAP = 1.4;
/** Line spacing assumed at most: 1.25 × the font size (typesetting's usual 1.2, and some slack). */
const NORMAL_LEADING = 1.25;
/** Gaps smaller than half the font size are sub- and superscripts, not lines. */
const MIN_LINE_GAP = 0.5;
/** Consecutive lines whose font sizes differ by more than this factor are separate paragraphs. */
const FONT_CHANGE = 1.2;

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();
const fontSizeOf = (run: TextRun): number => Math.hypot(run.transform[2] ?? 0, run.transform[3] ?? 0);

/** Joins runs into lines at PDF.js' end-of-line marks; blank lines are dropped. */
export function linesOf(runs: readonly TextRun[]): TextLine[] {
  const lines: TextLine[] = [];
  let parts: string[] = [];
  let first: TextRun | undefined;
  const close = (): void => {
    const text = collapse(parts.join(''));
    if (text !== '' && first !== undefined) lines.push({ text, y: first.transform[5] ?? 0, fontSize: fontSizeOf(first) });
    parts = [];
    first = undefined;
  };
  for (const run of runs) {
    parts.push(run.str);
    if (first === undefined && run.str.trim() !== '') first = run;
    if (run.hasEOL) close();
  }
  close();
  return lines;
}

/** The page's line spacing: the smallest downward step between consecutive lines that is not a sub- or superscript. */
function lineSpacing(lines: readonly TextLine[]): number {
  let smallest = Infinity;
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i - 1]!.y - lines[i]!.y;
    if (gap >= MIN_LINE_GAP * lines[i - 1]!.fontSize) smallest = Math.min(smallest, gap);
  }
  return smallest;
}

function startsParagraph(previous: TextLine, line: TextLine, spacing: number): boolean {
  const gap = previous.y - line.y;
  const [smaller, larger] = [Math.min(previous.fontSize, line.fontSize), Math.max(previous.fontSize, line.fontSize)];
  if (gap < -MIN_LINE_GAP * larger) return true;
  if (larger > FONT_CHANGE * smaller) return true;
  return gap > PARAGRAPH_GAP * Math.min(spacing, NORMAL_LEADING * previous.fontSize);
}

/** Lines grouped into paragraphs, in the order given. */
export function paragraphsOf(lines: readonly TextLine[]): string[][] {
  const spacing = lineSpacing(lines);
  const paragraphs: string[][] = [];
  let current: string[] = [];
  lines.forEach((line, i) => {
    if (i > 0 && startsParagraph(lines[i - 1]!, line, spacing)) {
      paragraphs.push(current);
      current = [];
    }
    current.push(line.text);
  });
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

/** How far (PDF units) a baseline may sit outside a link's rectangle: descenders and padding. */
const RECT_SLACK = 2;

/**
 * The text under a link annotation's rectangle [x1, y1, x2, y2]: of each run whose baseline lies
 * in it, the characters its horizontal span covers (shared out by width, as glyph positions are
 * not in the text content).
 */
export function textWithin(runs: readonly TextRun[], rect: readonly number[]): string {
  const [ax = 0, ay = 0, bx = 0, by = 0] = rect;
  const [left, right, bottom, top] = [Math.min(ax, bx), Math.max(ax, bx), Math.min(ay, by), Math.max(ay, by)];
  const parts: string[] = [];
  for (const run of runs) {
    const [x = 0, y = 0] = [run.transform[4], run.transform[5]];
    if (run.str === '' || y < bottom - RECT_SLACK || y > top + RECT_SLACK) continue;
    if (x > right || x + run.width < left) continue;
    const chars = Array.from(run.str);
    if (run.width <= 0) {
      parts.push(run.str);
      continue;
    }
    const perChar = run.width / chars.length;
    parts.push(chars.slice(Math.max(0, Math.round((left - x) / perChar)), Math.round((right - x) / perChar)).join(''));
  }
  return collapse(parts.join(' '));
}
