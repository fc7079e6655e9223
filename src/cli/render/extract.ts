import type { ExtractResult } from '../../services/extract-service.js';
import { count, joinLines, width } from './layout.js';
import type { RenderOptions } from './style.js';

/** Lines the header and the closing note take, kept free when the content is cut to a screen. */
const RESERVED_ROWS = 8;

/**
 * `pagelens extract` on a terminal: title, URL, word count and read time, then the content cut
 * to what fits on one screen (wrapped lines counted as the terminal wraps them), with a note on
 * how to get all of it.
 */
export function renderExtract(result: ExtractResult, { paint, rows, columns }: RenderOptions): string {
  const facts = [count(result.word_count, 'word'), `${result.read_time} min read`, count(result.links.length, 'link'), count(result.images.length, 'image')];
  const lines = [paint('bold', result.title || '(no title)'), paint('cyan', result.url), paint('dim', facts.join(' · '))];
  if (result.description) lines.push(result.description);
  lines.push('');
  const budget = Math.max(5, rows - RESERVED_ROWS);
  const content = result.content.replace(/\n{3,}/g, '\n\n').trim().split('\n');
  const { shown, used } = fit(content, budget, Math.max(20, columns));
  lines.push(...shown);
  if (used < content.length) {
    const rest = content.slice(used).join('\n');
    const restWords = rest.split(/\s+/).filter(Boolean).length;
    lines.push('', paint('dim', `… ${count(content.length - used, 'more line')} (about ${count(restWords, 'word')}). For all of it, with links, images and metadata: add --json, or pipe the output.`));
  }
  return joinLines(lines);
}

/** The first lines that fit in `rows` screen rows of `columns` characters. */
function fit(lines: readonly string[], rows: number, columns: number): { shown: string[]; used: number } {
  const shown: string[] = [];
  let left = rows;
  for (const line of lines) {
    const needed = Math.max(1, Math.ceil(width(line) / columns));
    if (needed > left) {
      if (shown.length === 0) shown.push([...line].slice(0, left * columns - 1).join('') + '…');
      break;
    }
    shown.push(line);
    left -= needed;
  }
  return { shown, used: shown.length };
}
