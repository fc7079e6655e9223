import { hasChildren, isTag, isText } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { collapseWhitespace, textOf } from '../../page/index.js';
import { isQuestion } from './questions.js';

/** The content as a flat, document-ordered list of blocks: what the answer patterns are read from. */
export type Block =
  | { readonly kind: 'heading'; readonly level: number; readonly text: string; readonly question: boolean }
  /** A `<summary>` or `<dt>` asking a question (accordion and definition-list FAQs). */
  | { readonly kind: 'question'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: number; readonly text: string }
  | { readonly kind: 'table'; readonly rows: number; readonly columns: number; readonly text: string };

const HEADING = /^h([1-6])$/;
const PARAGRAPHS: ReadonlySet<string> = new Set(['p', 'dd', 'blockquote', 'pre', 'address']);
const SKIPPED: ReadonlySet<string> = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'form']);

const elementChildren = (el: Element) => el.children.filter(isTag);

function tableShape(table: Element): { rows: number; columns: number } {
  const rows: Element[] = [];
  const stack: Element[] = [table];
  for (let el = stack.pop(); el !== undefined; el = stack.pop()) {
    if (el.name === 'tr') rows.push(el);
    else if (el.name !== 'table' || el === table) stack.push(...elementChildren(el));
  }
  const columns = Math.max(0, ...rows.map((r) => elementChildren(r).filter((c) => c.name === 'td' || c.name === 'th').length));
  return { rows: rows.length, columns };
}

/** Phrasing elements: consecutive runs of them and of text make one paragraph. */
const INLINE: ReadonlySet<string> = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'dfn', 'em', 'font', 'i', 'img', 'kbd',
  'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
]);

const isInline = (node: AnyNode) => isText(node) || (isTag(node) && INLINE.has(node.name));

function toBlock(el: Element): Block | 'descend' | undefined {
  const heading = HEADING.exec(el.name);
  const text = (): string => textOf(el);
  if (heading !== null) return { kind: 'heading', level: Number(heading[1]), text: text(), question: isQuestion(text()) };
  if (el.name === 'summary' || el.name === 'dt') {
    return isQuestion(text()) ? { kind: 'question', text: text() } : { kind: 'paragraph', text: text() };
  }
  if (el.name === 'ul' || el.name === 'ol') {
    const items = elementChildren(el).filter((c) => c.name === 'li' && textOf(c) !== '').length;
    return { kind: 'list', ordered: el.name === 'ol', items, text: text() };
  }
  if (el.name === 'table') return { kind: 'table', ...tableShape(el), text: text() };
  if (PARAGRAPHS.has(el.name)) return { kind: 'paragraph', text: text() };
  return SKIPPED.has(el.name) ? undefined : 'descend';
}

type Item = AnyNode | { readonly run: readonly AnyNode[] };

/** Children as items: block-level elements alone, runs of inline content grouped. */
function childItems(children: readonly AnyNode[]): Item[] {
  const items: Item[] = [];
  let run: AnyNode[] = [];
  for (const child of children) {
    if (isInline(child)) {
      run.push(child);
      continue;
    }
    if (run.length > 0) items.push({ run });
    run = [];
    items.push(child);
  }
  if (run.length > 0) items.push({ run });
  return items;
}

function runText(run: readonly AnyNode[]): string {
  return collapseWhitespace(run.map((n) => textOf(n)).join(' '));
}

/** Blocks under `root` in document order; empty blocks are dropped. */
export function blocksOf(root: AnyNode): Block[] {
  const blocks: Block[] = [];
  const stack: Item[] = [root];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if ('run' in item) {
      const text = runText(item.run);
      if (text !== '') blocks.push({ kind: 'paragraph', text });
      continue;
    }
    const block = isTag(item) ? toBlock(item) : 'descend';
    if (block === 'descend') {
      if (hasChildren(item)) {
        const items = childItems(item.children);
        for (let i = items.length - 1; i >= 0; i--) stack.push(items[i]!);
      }
    } else if (block !== undefined && block.text !== '') {
      blocks.push(block);
    }
  }
  return blocks;
}
