import { Element, Text, isTag, isText } from 'domhandler';
import type { AnyNode } from 'domhandler';
import { isNeverContent } from './boilerplate.js';
import type { PageAnalysis } from './stats.js';

/**
 * Copies the chosen container into new domhandler nodes, leaving out furniture (see
 * boilerplate.ts), what edges.ts trims, and non-content elements (scripts, media,
 * form controls). An image's caption is kept with its figure. The page's tree is
 * only read.
 */

export interface CleanupContext {
  readonly analysis: PageAnalysis;
  /** Elements to leave out besides furniture (the title, kickers, trailing link lists…). */
  readonly skip: ReadonlySet<Element>;
}

/** A caption stays with its image for the Markdown and HTML renderings (plain text leaves it out). */
function isImageCaption(el: Element): boolean {
  const figure = el.parent;
  return el.name === 'figcaption' && figure !== null && isTag(figure) && figure.name === 'figure' && hasImage(figure);
}

function hasImage(el: Element): boolean {
  const stack: Element[] = [el];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.name === 'img') return true;
    for (const child of node.children) if (isTag(child) && child.name !== 'figcaption') stack.push(child);
  }
  return false;
}

function keep(el: Element, ctx: CleanupContext): boolean {
  if (isNeverContent(el) || ctx.skip.has(el)) return false;
  return !ctx.analysis.dropped.has(el) || isImageCaption(el);
}

/** Containers whose own tag means nothing to the content: only their children are copied. */
const WRAPPERS: ReadonlySet<string> = new Set([
  'div', 'article', 'section', 'main', 'body', 'html', 'td', 'th', 'center', 'span', 'font', 'form',
  'header', 'footer', 'aside', 'details', 'figure',
]);

/** A detached `<div>` holding copies of `source`'s kept content. */
export function copyContent(source: Element, ctx: CleanupContext): Element {
  const root = new Element('div', {});
  const stack: [AnyNode, Element][] = [];
  const push = (from: Element, to: Element): void => {
    for (let i = from.children.length - 1; i >= 0; i--) stack.push([from.children[i]!, to]);
  };
  if (WRAPPERS.has(source.name)) push(source, root);
  else stack.push([source, root]);
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, parent] = item;
    let copy: AnyNode | undefined;
    if (isText(node)) {
      copy = new Text(node.data);
    } else if (isTag(node) && node.name === 'noscript' && keep(node, ctx)) {
      push(node, parent); // a scripted text's fallback (boilerplate.ts): its content, not the tag
      continue;
    } else if (isTag(node) && keep(node, ctx)) {
      const el = new Element(node.name, { ...node.attribs });
      push(node, el);
      copy = el;
    }
    if (copy === undefined) continue;
    copy.parent = parent;
    const prev = parent.children[parent.children.length - 1];
    if (prev !== undefined) {
      prev.next = copy;
      copy.prev = prev;
    }
    parent.children.push(copy);
  }
  return root;
}
