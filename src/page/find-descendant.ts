import { hasChildren, isTag } from 'domhandler';
import type { Element, ParentNode } from 'domhandler';

/**
 * The first element under `root` (document order, `root` itself excluded) that passes
 * `test`, looking at no more than `limit` nodes. Iterative, and children are not copied,
 * so a bounded search under an element with a million children stays cheap.
 */
export function findDescendant(root: ParentNode, test: (el: Element) => boolean, limit = Infinity): Element | undefined {
  const parents: ParentNode[] = [root];
  const next: number[] = [0];
  let budget = limit;
  while (parents.length > 0 && budget > 0) {
    const top = parents.length - 1;
    const child = parents[top]!.children[next[top]!++];
    if (child === undefined) {
      parents.pop();
      next.pop();
      continue;
    }
    budget--;
    if (!isTag(child)) continue;
    if (test(child)) return child;
    if (hasChildren(child)) {
      parents.push(child);
      next.push(0);
    }
  }
  return undefined;
}
