import { parseDocument } from 'htmlparser2';
import { hasChildren, isTag, isText } from 'domhandler';
import type { AnyNode } from 'domhandler';

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
 * Whitespace-collapsed text of `root`, skipping non-text elements and keeping
 * words of adjacent blocks and `<br>`-separated lines apart. Iterative, so
 * pathologically deep garbage markup cannot overflow the stack.
 */
export function textOf(root: AnyNode): string {
  const parts: string[] = [];
  const stack: (AnyNode | string)[] = [root];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item === 'string') {
      parts.push(item);
    } else if (isText(item)) {
      parts.push(item.data);
    } else if (hasChildren(item)) {
      if (isTag(item)) {
        if (NON_TEXT_ELEMENTS.has(item.name)) continue;
        if (BLOCK_ELEMENTS.has(item.name) || item.name === 'br') {
          parts.push(' ');
          stack.push(' ');
        }
      }
      for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]!);
    }
  }
  return collapseWhitespace(parts.join(''));
}

/**
 * Decodes HTML entities (and drops tags) in text that did not come through the
 * HTML parser, such as JSON-LD string values; the result is whitespace-collapsed.
 */
export function decodeHtmlText(text: string): string {
  if (!text.includes('&') && !text.includes('<')) return collapseWhitespace(text);
  return textOf(parseDocument(text, { decodeEntities: true }));
}
