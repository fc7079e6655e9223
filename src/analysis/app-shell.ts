import type { Page } from '../page/index.js';

/**
 * render=auto opens the page in the browser when its static HTML runs scripts and its main content
 * has fewer words than this: a page built by JavaScript ships an empty shell (or a "please enable
 * JavaScript" line); a page without scripts cannot grow content in a browser.
 */
export const MIN_STATIC_WORDS = 25;

const SCRIPT = /<script\b/i;
const INVISIBLE = /<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const TAG = /<[^>]*>/g;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Read from the markup alone, for analyses that never parse the whole page (/preview reads the
 * head, /stack the markers): the body's text outside scripts, styles and templates, in words.
 */
export function isShellMarkup(html: string): boolean {
  if (!SCRIPT.test(html)) return false;
  const bodyStart = html.search(/<body\b/i);
  const text = (bodyStart < 0 ? html : html.slice(bodyStart)).replace(INVISIBLE, ' ').replace(TAG, ' ');
  let words = 0;
  for (const _ of text.matchAll(WORD)) if (++words >= MIN_STATIC_WORDS) return false;
  return true;
}

/** From the parsed page, for analyses that read its main text anyway: scripts, and too few words of main text. */
export function isShellPage(page: Page, mainTextWords: (page: Page) => number): boolean {
  return page.runsScripts && mainTextWords(page) < MIN_STATIC_WORDS;
}
