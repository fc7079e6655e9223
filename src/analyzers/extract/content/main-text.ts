import type { AnyNode } from 'domhandler';
import type { Page } from '../../../page/index.js';
import { extractMainContent } from './extract-main-content.js';
import { toPlainText } from './render-text.js';

/** What the analysers read as a page's text: its main content, or the whole page when it has none. */
export interface MainText {
  /** The main content (a detached copy) when `found`, else the page's document. */
  readonly root: AnyNode;
  /** The main content's plain text when `found`, else the page's visible text. */
  readonly text: string;
  /** Whether the main content has any text. */
  readonly found: boolean;
}

/**
 * The page's main text, with one fallback rule for every reader (/seo, /aeo, /outline, /analyze,
 * a model's text): the main content's plain text when it is not empty, else the page's visible
 * text. An extraction that fails counts as empty. Computed once per page.
 */
export function readMainText(page: Page): MainText {
  let main = read.get(page);
  if (main === undefined) {
    main = readOnce(page);
    read.set(page, main);
  }
  return main;
}

const read = new WeakMap<Page, MainText>();

function readOnce(page: Page): MainText {
  try {
    const content = extractMainContent(page);
    const text = toPlainText(content);
    if (text !== '') return { root: content.root, text, found: true };
  } catch {
    // Fall through to the whole page: a reader of the text should still see something.
  }
  return { root: page.document, text: page.visibleText, found: false };
}
