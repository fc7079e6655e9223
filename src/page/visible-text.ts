import { hasChildren, isTag, isText } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { BLOCK_ELEMENTS, NON_TEXT_ELEMENTS, collapseWhitespace } from './text.js';

const LINE_BREAK = Symbol('line break');
const DISPLAY_NONE = /display\s*:\s*none/i;

function isHidden(el: Element): boolean {
  if (NON_TEXT_ELEMENTS.has(el.name) || el.attribs['hidden'] !== undefined) return true;
  const style = el.attribs['style'];
  return style !== undefined && DISPLAY_NONE.test(style);
}

/**
 * Rendered-ish text under `root`: non-text and hidden elements (`hidden`,
 * inline `display:none`) are skipped, each block element and `<br>` starts a new
 * line, whitespace is collapsed within lines and empty lines are dropped.
 */
export function collectVisibleText(root: AnyNode): string {
  const lines: string[] = [];
  let line: string[] = [];
  const flush = (): void => {
    const text = collapseWhitespace(line.join(''));
    if (text !== '') lines.push(text);
    line = [];
  };
  const stack: (AnyNode | typeof LINE_BREAK)[] = [root];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (item === LINE_BREAK) {
      flush();
    } else if (isText(item)) {
      line.push(item.data);
    } else if (hasChildren(item)) {
      if (isTag(item)) {
        if (isHidden(item)) continue;
        if (item.name === 'br') flush();
        if (BLOCK_ELEMENTS.has(item.name)) {
          flush();
          stack.push(LINE_BREAK);
        }
      }
      for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]!);
    }
  }
  flush();
  return lines.join('\n');
}
