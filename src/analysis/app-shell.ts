import type { Page } from '../page/index.js';

/**
 * render=auto opens the page in the browser when its static HTML runs scripts and its main content
 * has fewer words than this: a page built by JavaScript ships an empty shell (or a "please enable
 * JavaScript" line); a page without scripts cannot grow content in a browser.
 */
export const MIN_STATIC_WORDS = 25;

const SCRIPT = /<script\b/i;
/**
 * One piece of markup at a time: a comment, an element whose content is never shown (with that
 * content), any other tag, a run of text, or a lone `<`. Only text runs hold words.
 */
const PIECE = /<!--[\s\S]*?-->|<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>|<[^>]*>|([^<]+)|</gi;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Read from the markup alone, for analyses that never parse the whole page (/preview reads the
 * head, /stack the markers): the body's text outside scripts, styles and templates, in words.
 * The walk stops at the word that makes the page no shell, so an ordinary page costs a few KB.
 */
export function isShellMarkup(html: string): boolean {
  if (!SCRIPT.test(html)) return false;
  const bodyStart = html.search(/<body\b/i);
  PIECE.lastIndex = bodyStart < 0 ? 0 : bodyStart;
  let words = 0;
  for (let piece = PIECE.exec(html); piece !== null; piece = PIECE.exec(html)) {
    const text = piece[2];
    if (text === undefined) continue;
    for (const _ of text.matchAll(WORD)) {
      if (++words >= MIN_STATIC_WORDS) {
        PIECE.lastIndex = 0;
        return false;
      }
    }
  }
  return true;
}

/** From the parsed page, for analyses that read its main text anyway: scripts, and too few words of main text. */
export function isShellPage(page: Page, mainTextWords: (page: Page) => number): boolean {
  return page.runsScripts && mainTextWords(page) < MIN_STATIC_WORDS;
}
