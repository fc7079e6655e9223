import { hasChildren, isTag, isText } from 'domhandler';
import type { AnyNode, Document, Element } from 'domhandler';
import { ELEMENT_TEXT_LIMIT, collapseWhitespace, textOf } from '../../page/index.js';
import { BLOCK_ELEMENTS, NON_TEXT_ELEMENTS } from '../../page/text.js';

/** One usable heading in document order, with the text between it and the next heading. */
export interface FlatSection {
  readonly level: number;
  readonly title: string;
  readonly text: string;
}

/** Page furniture: headings here ("Menu", "Related posts", "Follow us") are not the page's outline. */
const CHROME_ELEMENTS = new Set(['nav', 'aside', 'footer', 'form', 'dialog']);
const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'dialog']);
const CONTENT_ELEMENTS = new Set(['article', 'main']);
const SCREEN_READER_ONLY = /(?:^|\s)(?:sr-only|screen-reader-text|visually-hidden|visuallyhidden)(?:\s|$)/i;
/** Article furniture under a heading: bylines, datelines, share bars, breadcrumbs; not a section's text. */
const FURNITURE_CLASS = /(?:^|[\s_-])(?:byline|dateline|author|meta|share|sharing|social|breadcrumbs?|toc)(?:[\s_-]|$)/i;
const DISPLAY_NONE = /display\s*:\s*none/i;
const HEADING = /^h([1-6])$/;
/** Text kept per section: enough for a 160-character snippet. */
const MAX_TEXT_CHARACTERS = 600;
const MAX_TITLE_CHARACTERS = 300;

function isSkipped(el: Element, inContent: boolean): boolean {
  const { attribs } = el;
  if (NON_TEXT_ELEMENTS.has(el.name) || CHROME_ELEMENTS.has(el.name)) return true;
  // A site header is furniture; an article's own <header> holds its title.
  if (el.name === 'header' && !inContent) return true;
  if (attribs['hidden'] !== undefined || attribs['aria-hidden'] === 'true') return true;
  if (CHROME_ROLES.has((attribs['role'] ?? '').toLowerCase())) return true;
  if (isFurnitureText(el)) return true;
  return SCREEN_READER_ONLY.test(attribs['class'] ?? '') || DISPLAY_NONE.test(attribs['style'] ?? '');
}

const TEXT_ELEMENTS = new Set(['p', 'span', 'small', 'ul', 'ol', 'li', 'div']);

/**
 * Captions, addresses, times, and small text blocks whose class names a byline, share bar and
 * the like. Only leaf-like blocks (no heading or div inside), so a wrapper that happens to carry
 * such a class never hides a heading.
 */
function isFurnitureText(el: Element): boolean {
  if (el.name === 'figcaption' || el.name === 'address' || el.name === 'time') return true;
  if (!TEXT_ELEMENTS.has(el.name) || !FURNITURE_CLASS.test(el.attribs['class'] ?? '')) return false;
  return !el.children.some((c) => isTag(c) && (HEADING.test(c.name) || c.name === 'div' || c.name === 'section'));
}

interface Open { level: number; title: string; text: string[]; length: number }

type Item = { node: AnyNode; inContent: boolean } | ' ';

/**
 * Headings h1–h6 outside page furniture (nav, aside, footer, forms, site header, hidden and
 * screen-reader-only elements), each with the visible text up to the next heading.
 */
export function collectSections(document: Document): FlatSection[] {
  const sections: Open[] = [];
  const stack: Item[] = [{ node: document, inContent: false }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const current = sections[sections.length - 1];
    if (item === ' ') {
      if (current !== undefined) current.text.push(' ');
      continue;
    }
    const { node, inContent } = item;
    if (isText(node)) {
      if (current !== undefined && current.length < MAX_TEXT_CHARACTERS) {
        current.text.push(node.data);
        current.length += node.data.length;
      }
      continue;
    }
    if (!hasChildren(node)) continue;
    if (isTag(node)) {
      if (isSkipped(node, inContent)) continue;
      const heading = HEADING.exec(node.name);
      if (heading !== null) {
        const title = textOf(node, ELEMENT_TEXT_LIMIT);
        if (title !== '' && title.length <= MAX_TITLE_CHARACTERS) sections.push({ level: Number(heading[1]), title, text: [], length: 0 });
        continue;
      }
      if (BLOCK_ELEMENTS.has(node.name) || node.name === 'br') stack.push(' ');
    }
    const childContext = inContent || (isTag(node) && CONTENT_ELEMENTS.has(node.name));
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, inContent: childContext });
  }
  return sections.map((s) => ({ level: s.level, title: s.title, text: collapseWhitespace(s.text.join('')) }));
}
