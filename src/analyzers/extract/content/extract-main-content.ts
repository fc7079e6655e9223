import { Element, isTag } from 'domhandler';
import type { Document } from 'domhandler';
import { createLinkClassifier } from '../../../page/index.js';
import type { Page } from '../../../page/index.js';
import { selectCandidate } from './candidates.js';
import { titleAnchor, withTitleHeader } from './anchor.js';
import { copyContent } from './cleanup.js';
import { edgeSkips } from './edges.js';
import { proseHint } from './hint.js';
import { analyzePage } from './stats.js';
import { titleMatcher } from './title.js';
import type { MainContent } from './types.js';

/**
 * `<body>`, else `<html>`, else (a fragment without either) a detached stand-in
 * whose children are the document's: their `parent` still points at the document,
 * which stays as it was.
 */
function findBody(document: Document): Element {
  const html = document.children.find((c): c is Element => isTag(c) && c.name === 'html');
  const body = html?.children.find((c): c is Element => isTag(c) && c.name === 'body');
  return body ?? html ?? new Element('body', {}, [...document.children]);
}

/**
 * The page's main content (article text and its headings, lists, tables, code and
 * images), without navigation, headers, footers, banners, share bars, related
 * links, comments or ads. Pure: reads `page.document` without changing it.
 */
export function extractMainContent(page: Page): MainContent {
  let content = extracted.get(page);
  if (content === undefined) {
    content = extractOnce(page);
    extracted.set(page, content);
  }
  return content;
}

/** Main content is a view of the page, computed once whoever asks (extract, SEO, AEO, outline, a model's text). */
const extracted = new WeakMap<Page, MainContent>();

function extractOnce(page: Page): MainContent {
  const isTitle = titleMatcher(page);
  const measured = analyzePage(findBody(page.document));
  const anchor = titleAnchor(measured, isTitle);
  const { analysis, header } = withTitleHeader(measured, anchor);
  const candidate = selectCandidate(analysis, proseHint(page), anchor);
  if (candidate === undefined) return { root: emptyRoot(), baseUrl: page.baseUrl };
  const skip = edgeSkips(candidate, {
    analysis, isTitle, header, baseUrl: page.baseUrl, linkType: createLinkClassifier(page.url),
  });
  const root = copyContent(candidate, { analysis, skip });
  return { root, baseUrl: page.baseUrl };
}

function emptyRoot(): Element {
  return new Element('div', {});
}
