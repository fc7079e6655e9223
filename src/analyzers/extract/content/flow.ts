import { isTag, isText } from 'domhandler';
import type { AnyNode } from 'domhandler';

/**
 * HTML's flow model as the renderers need it: which nodes are inline (phrasing
 * content that joins into a paragraph) and which start a block of their own.
 */

export const INLINE_ELEMENTS: ReadonlySet<string> = new Set([
  'a', 'abbr', 'acronym', 'b', 'bdi', 'bdo', 'big', 'br', 'cite', 'code', 'data', 'del', 'dfn',
  'em', 'font', 'i', 'img', 'ins', 'kbd', 'label', 'mark', 'nobr', 'picture', 'q', 's', 'samp',
  'small', 'span', 'strike', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr',
]);

/** Text, and elements of phrasing content; anything else (unknown tags included) is a block. */
export function isInline(node: AnyNode): boolean {
  if (isText(node)) return true;
  return isTag(node) && INLINE_ELEMENTS.has(node.name);
}

/** Raw text under `node`, `<br>` as a newline: for `<pre>` and code. */
export function rawText(root: AnyNode): string {
  let text = '';
  const stack: AnyNode[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (isText(node)) text += node.data;
    else if (isTag(node) && node.name === 'br') text += '\n';
    else if (isTag(node)) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return text;
}

const LANGUAGE = /(?:^|\s)(?:language|lang)-([\w+#.-]+)/i;

/** Language of a code block from `class="language-x"` (or `lang-x`) on `<pre>` or its `<code>`. */
export function codeLanguage(pre: AnyNode): string | undefined {
  if (!isTag(pre)) return undefined;
  const own = LANGUAGE.exec(pre.attribs['class'] ?? '')?.[1];
  if (own !== undefined) return own;
  const code = pre.children.find((c) => isTag(c) && c.name === 'code');
  return code !== undefined && isTag(code) ? LANGUAGE.exec(code.attribs['class'] ?? '')?.[1] : undefined;
}

const WHITESPACE = /\s+/g;

export function collapse(text: string): string {
  return text.replace(WHITESPACE, ' ');
}

/** Deeper than this, renderers flatten what is left to text (pathological nesting). */
export const MAX_RENDER_DEPTH = 200;
