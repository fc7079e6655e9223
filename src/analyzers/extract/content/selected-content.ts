import { selectAll } from 'css-select';
import { cloneNode, Element, type AnyNode } from 'domhandler';
import { removeElement } from 'domutils';
import type { Page } from '../../../page/index.js';
import type { MainContent } from './types.js';

/** /extract's include and exclude: CSS selectors the caller gives (docs/reference/real-web.md#content-selectors). */
export interface ContentSelectors {
  /** The matching elements are the content, in document order. */
  readonly include?: readonly string[];
  /** The matching elements are removed from the page before anything is extracted. */
  readonly exclude?: readonly string[];
}

/** Never content, whatever a selector matches. */
const NEVER_CONTENT = new Set(['script', 'style', 'noscript', 'template']);

/** Removes what `exclude` matches from the page's document (the task's own parse: nothing else reads it). */
export function excludeFromPage(page: Page, exclude: readonly string[]): void {
  for (const element of selectAll(exclude.join(','), page.document)) removeElement(element);
}

/**
 * The elements `include` matches as the content, in document order; one inside another matched
 * one comes with it, once. Undefined when nothing matches: the page's main content stands.
 */
export function includedContent(page: Page, include: readonly string[]): MainContent | undefined {
  const matched: Element[] = selectAll<AnyNode, Element>(include.join(','), page.document);
  const chosen = new Set<AnyNode>(matched);
  const outermost = matched.filter((element) => !hasChosenAncestor(element, chosen));
  if (outermost.length === 0) return undefined;
  const root = new Element('div', {}, outermost.map((element) => withoutScripts(cloneNode(element, true))));
  for (const child of root.children) child.parent = root;
  return { root, baseUrl: page.baseUrl };
}

function hasChosenAncestor(node: AnyNode, chosen: ReadonlySet<AnyNode>): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (chosen.has(parent)) return true;
  return false;
}

function withoutScripts(element: Element): Element {
  for (const inner of selectAll((el) => NEVER_CONTENT.has(el.name), element)) removeElement(inner);
  return element;
}
