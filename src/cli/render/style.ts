import { styleText } from 'node:util';

/** The few text styles the renderings use (names of node:util `inspect.colors`). */
export type StyleName = 'bold' | 'dim' | 'underline' | 'red' | 'green' | 'yellow' | 'cyan';

/** Styles a piece of text, or leaves it as it is when colour is off. */
export type Paint = (style: StyleName, text: string) => string;

/** How a summary is drawn on a terminal: colour or not, and the screen size for what is cut. */
export interface RenderOptions {
  readonly paint: Paint;
  /** Terminal rows and columns (for the extract content trimmed to a screenful). */
  readonly rows: number;
  readonly columns: number;
}

export const plain: Paint = (_style, text) => text;

/**
 * ANSI styles by node:util `styleText` (Node ≥ 20.12, so no dependency). Whether to colour is
 * decided by `colorWanted`, not by styleText, whose own stream check differs across Node 20.x
 * releases: `validateStream: false` makes it style unconditionally on every one of them.
 */
export const ansi: Paint = (style, text) => (text === '' ? text : styleText(style, text, { validateStream: false }));

export const paintFor = (color: boolean): Paint => (color ? ansi : plain);

/** Options for tests and for callers without a terminal: no colour, 24 × 80. */
export function renderOptions(options: Partial<RenderOptions> = {}): RenderOptions {
  return { paint: plain, rows: 24, columns: 80, ...options };
}

/**
 * Colour on a terminal, with the usual overrides, read as Node itself reads them: FORCE_COLOR
 * wins (``, 1, 2, 3 or true: on; anything else, such as 0 or false: off); else NO_COLOR
 * (non-empty, no-color.org) or NODE_DISABLE_COLORS turn it off; TERM=dumb has none.
 */
export function colorWanted(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return ['', '1', '2', '3', 'true'].includes(force);
  if (env['NO_COLOR'] || env['NODE_DISABLE_COLORS']) return false;
  return isTTY && env['TERM'] !== 'dumb';
}
