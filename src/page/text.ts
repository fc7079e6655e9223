import { hasChildren, isTag, isText } from 'domhandler';
import type { AnyNode, ParentNode } from 'domhandler';
import { parseBoundedDocument } from './bounded-parse.js';

/** Elements whose content is never page text. */
export const NON_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'head', 'title',
  'iframe', 'object', 'embed', 'canvas', 'audio', 'video', 'select',
]);

/** Elements rendered as blocks: their text never runs into a neighbour's. */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'center', 'dd',
  'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr',
  'legend', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

/** Collapses every run of whitespace (including NBSP) to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Most characters (and nodes) read for the text of one element among many (a link, a
 * heading, a block): elements may nest, and without a bound reading each one's text is
 * quadratic in the nesting. Ordinary elements of those kinds are far shorter.
 */
export const ELEMENT_TEXT_LIMIT = 10_000;

/**
 * Whitespace-collapsed text of `root`, skipping non-text elements and keeping
 * words of adjacent blocks and `<br>`-separated lines apart. Iterative, so
 * pathologically deep garbage markup cannot overflow the stack. With a `limit`, only
 * about the first `limit` characters are read (each node visited counts as one too),
 * so the cost is bounded whatever the size of `root`.
 */
export function textOf(root: AnyNode, limit = Infinity): string {
  const parts: string[] = [];
  let budget = limit;
  // Open parents with the index of their next child: children are not copied onto a stack,
  // so a bounded read of an element with a million children stays cheap.
  const parents: ParentNode[] = [];
  const next: number[] = [];
  const spaced: boolean[] = [];
  const enter = (node: AnyNode): void => {
    budget--;
    if (isText(node)) {
      const data = node.data.length > budget ? node.data.slice(0, Math.max(0, budget)) : node.data;
      parts.push(data);
      budget -= data.length;
      return;
    }
    if (!hasChildren(node)) return;
    let space = false;
    if (isTag(node)) {
      if (NON_TEXT_ELEMENTS.has(node.name)) return;
      space = BLOCK_ELEMENTS.has(node.name) || node.name === 'br';
      if (space) parts.push(' ');
    }
    parents.push(node);
    next.push(0);
    spaced.push(space);
  };
  enter(root);
  while (parents.length > 0 && budget > 0) {
    const top = parents.length - 1;
    const child = parents[top]!.children[next[top]!++];
    if (child !== undefined) {
      enter(child);
      continue;
    }
    parents.pop();
    next.pop();
    if (spaced.pop() === true) parts.push(' ');
  }
  return collapseWhitespace(parts.join(''));
}

/**
 * Decodes HTML entities (and drops tags) in text that did not come through the
 * HTML parser, such as JSON-LD string values; the result is whitespace-collapsed.
 */
export function decodeHtmlText(text: string): string {
  if (!text.includes('&') && !text.includes('<')) return collapseWhitespace(text);
  return textOf(parseBoundedDocument(text).document);
}
