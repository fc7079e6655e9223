import { isTag } from 'domhandler';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import { MAX_RENDER_DEPTH, codeLanguage, collapse, isInline, rawText } from './flow.js';
import { escapeBlockStart, escapeMarkdown, inlineParagraphs, inlineRun } from './markdown-inline.js';
import type { MarkdownContext } from './markdown-inline.js';
import { renderTable } from './markdown-table.js';
import { findNotes, isNotesRule } from './markdown-notes.js';
import type { MainContent } from './types.js';

/**
 * Markdown (CommonMark with GFM tables and footnotes) of the content: ATX headings,
 * paragraphs, nested lists, fenced code with its language, block quotes, tables,
 * definition lists, footnotes, links and images with absolute URLs. Runs of inline
 * content become paragraphs.
 */

export interface MarkdownOptions {
  /** Keep links as `[text](url)` (default true); false keeps only their text. */
  readonly links?: boolean;
}

/** Markdown blocks (each one paragraph, heading, list…) of `parent`'s children. */
export function renderBlocks(parent: ParentNode, ctx: MarkdownContext, depth: number): string[] {
  const blocks: string[] = [];
  let run: AnyNode[] = [];
  const flush = (): void => {
    for (const paragraph of inlineParagraphs(run, ctx, depth)) blocks.push(escapeBlockStart(paragraph));
    run = [];
  };
  for (const child of parent.children) {
    if (isInline(child)) {
      run.push(child);
    } else if (isTag(child)) {
      flush();
      for (const block of renderBlock(child, ctx, depth + 1)) blocks.push(block);
    }
  }
  flush();
  return blocks;
}

function heading(el: Element, ctx: MarkdownContext, depth: number): string[] {
  const text = inlineRun(el.children, ctx, depth).replace(/ *\n/g, ' ');
  return text === '' ? [] : [`${'#'.repeat(Number(el.name.charAt(1)))} ${text}`];
}

function fence(code: string): string {
  const longest = Math.max(0, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

function codeBlock(el: Element): string[] {
  const code = rawText(el).replace(/^\n/, '').replace(/\s+$/, '');
  if (code.trim() === '') return [];
  const marks = fence(code);
  return [`${marks}${codeLanguage(el) ?? ''}\n${code}\n${marks}`];
}

function indent(text: string, width: number): string {
  const pad = ' '.repeat(width);
  return text.replace(/\n(?=.)/g, `\n${pad}`);
}

function isList(el: AnyNode): boolean {
  return isTag(el) && (el.name === 'ul' || el.name === 'ol');
}

/** A rendered block that is itself a list (paragraph starts are escaped, so cannot look like one). */
const LIST_BLOCK = /^(?:- |\d{1,9}\. )/;

/** A list of footnotes (every item a note): `[^label]: text` lines. */
function noteList(el: Element, ctx: MarkdownContext, depth: number): string[] | undefined {
  const notes = ctx.notes?.notes;
  const items = el.children.filter((c): c is Element => isTag(c));
  if (notes === undefined || items.length === 0 || !items.every((li) => notes.has(li))) return undefined;
  const lines: string[] = [];
  for (const li of items) {
    const text = renderBlocks(li, ctx, depth + 1).join('\n\n');
    if (text !== '') lines.push(`[^${notes.get(li)!}]: ${indent(text, 4)}`);
  }
  return lines.length === 0 ? [] : [lines.join('\n')];
}

function list(el: Element, ctx: MarkdownContext, depth: number): string[] {
  const notes = noteList(el, ctx, depth);
  if (notes !== undefined) return notes;
  const ordered = el.name === 'ol';
  let number = Number.parseInt(el.attribs['start'] ?? '1', 10) || 1;
  const items: string[] = [];
  let width = 2;
  let loose = false;
  for (const child of el.children) {
    if (!isTag(child)) continue;
    if (isList(child) && items.length > 0) {
      // A list nested without its <li>: it belongs to the item before.
      const nested = list(child, ctx, depth + 1);
      if (nested[0] !== undefined) items[items.length - 1] += `\n${' '.repeat(width)}${indent(nested[0], width)}`;
      continue;
    }
    const blocks = child.name === 'li' ? renderBlocks(child, ctx, depth + 1) : renderBlock(child, ctx, depth + 1);
    if (blocks.length === 0) continue;
    const marker = ordered ? `${number++}. ` : '- ';
    width = marker.length;
    const paragraphs = blocks.filter((b) => !LIST_BLOCK.test(b)).length;
    loose ||= paragraphs > 1;
    items.push(marker + indent(blocks.join(paragraphs > 1 ? '\n\n' : '\n'), width));
  }
  return items.length === 0 ? [] : [items.join(loose ? '\n\n' : '\n')];
}

function quote(el: Element, ctx: MarkdownContext, depth: number): string[] {
  const inner = renderBlocks(el, ctx, depth).join('\n\n');
  return inner === '' ? [] : [inner.split('\n').map((line) => (line === '' ? '>' : `> ${line}`)).join('\n')];
}

/**
 * A definition list as terms in bold, each definition on a line of its own after them
 * starting with `: ` (PHP Markdown Extra's and Pandoc's syntax; it reads as plain text
 * elsewhere); a blank line between groups.
 */
function definitions(el: Element, ctx: MarkdownContext, depth: number): string[] {
  const groups: string[][] = [];
  let lastWasTerm = false;
  for (const child of el.children) {
    if (!isTag(child)) continue;
    if (child.name === 'div') {
      // <div> grouping a <dt> and its <dd>s (allowed by HTML).
      groups.push(...definitions(child, ctx, depth + 1).map((group) => [group]));
      lastWasTerm = false;
      continue;
    }
    const inner = renderBlocks(child, ctx, depth + 1);
    if (inner.length === 0) continue;
    const term = child.name === 'dt';
    const line = term ? `**${inner.join(' ').replace(/\n/g, ' ')}**` : `: ${indent(inner.join('\n\n'), 2)}`;
    if (term && !lastWasTerm) groups.push([]);
    if (groups.length === 0) groups.push([]);
    groups[groups.length - 1]!.push(line);
    lastWasTerm = term;
  }
  return groups.filter((g) => g.length > 0).map((g) => g.join('\n'));
}

function caption(el: Element, ctx: MarkdownContext, depth: number): string[] {
  const text = inlineRun(el.children, ctx, depth);
  return text === '' ? [] : [`_${text.replace(/\n/g, ' ')}_`];
}

/** Markdown blocks of one block-level element. */
export function renderBlock(el: Element, ctx: MarkdownContext, depth: number): string[] {
  if (depth > MAX_RENDER_DEPTH) {
    const text = collapse(rawText(el)).trim();
    return text === '' ? [] : [escapeMarkdown(text)];
  }
  switch (el.name) {
    case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6': return heading(el, ctx, depth);
    case 'pre': return codeBlock(el);
    case 'ul': case 'ol': return list(el, ctx, depth);
    case 'blockquote': return quote(el, ctx, depth);
    case 'table': return renderTable(el, ctx, depth);
    case 'dl': return definitions(el, ctx, depth);
    case 'figcaption': return caption(el, ctx, depth);
    case 'hr': return isNotesRule(el) ? [] : ['* * *'];
    default: return renderBlocks(el, ctx, depth);
  }
}

/** The content as Markdown, blocks separated by blank lines. */
export function toMarkdown(content: MainContent, options: MarkdownOptions = {}): string {
  const ctx: MarkdownContext = { baseUrl: content.baseUrl, links: options.links ?? true, notes: findNotes(content.root, content.baseUrl) };
  return renderBlocks(content.root, ctx, 0).join('\n\n').normalize('NFC');
}
