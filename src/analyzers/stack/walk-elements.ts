import { isTag, isText } from 'domhandler';
import type { AnyNode, Document, Element } from 'domhandler';

/** The elements of a document, gathered in one read-only pass. */
export interface ElementCensus {
  /** Every element in document order. */
  readonly all: readonly Element[];
  /** Elements by lower-case tag name, document order. */
  readonly byTag: ReadonlyMap<string, readonly Element[]>;
}

export function walkElements(document: Document): ElementCensus {
  const all: Element[] = [];
  const byTag = new Map<string, Element[]>();
  const stack: AnyNode[] = [...document.children].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isTag(node)) continue;
    all.push(node);
    const list = byTag.get(node.name);
    if (list) list.push(node);
    else byTag.set(node.name, [node]);
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i];
      if (child !== undefined) stack.push(child);
    }
  }
  return { all, byTag };
}

/** Concatenated text of an element's direct text children (script and style bodies). */
export function rawText(element: Element): string {
  let text = '';
  for (const child of element.children) if (isText(child)) text += child.data;
  return text;
}
