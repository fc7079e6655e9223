import { isTag, isText } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { MAX_RENDER_DEPTH, collapse, rawText } from './flow.js';
import type { Notes } from './markdown-notes.js';
import { contentImageSource, isTrackingPixel, linkTarget } from './urls.js';

/**
 * Inline Markdown: text with the characters Markdown would read as syntax escaped,
 * emphasis, inline code, links and images with absolute URLs, and hard line breaks.
 */

export interface MarkdownContext {
  readonly baseUrl: URL;
  /** Keep links as `[text](url)` (default); when false, only their text (images stay). */
  readonly links?: boolean;
  /** Footnotes, back-links and permalinks found in the content (markdown-notes.ts). */
  readonly notes?: Notes;
}

/** Stands for a hard line break until the paragraph's whitespace is settled. */
const LINE_BREAK = '\u0000';
const SPECIALS = /[\\`*_[\]<]/g;

/** Escapes characters that Markdown reads as inline syntax. */
export function escapeMarkdown(text: string): string {
  return text.replace(SPECIALS, '\\$&');
}

const BLOCK_START = /^(?:#{1,6}(?=\s|$)|[-+=](?=\s|$)|-{3,}|>|\d{1,9}(?=[.)](?:\s|$)))/;

/** Escapes a paragraph's start that Markdown would read as a heading, list item or rule. */
export function escapeBlockStart(text: string): string {
  const match = BLOCK_START.exec(text);
  if (match === null) return text;
  if (/^\d/.test(match[0])) return `${match[0]}\\${text.slice(match[0].length)}`;
  return `\\${text}`;
}

/** Moves the whitespace at the edges of `inner` outside the markers (`** a **` is not emphasis). */
function wrap(inner: string, open: string, close = open): string {
  const trimmed = inner.trim();
  if (trimmed === '') return inner === '' ? '' : ' ';
  const lead = inner.startsWith(' ') ? ' ' : '';
  const trail = inner.endsWith(' ') ? ' ' : '';
  return `${lead}${open}${trimmed}${close}${trail}`;
}

function inlineCode(el: Element): string {
  const code = collapse(rawText(el)).trim();
  if (code === '') return '';
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/** Percent-encodes what would end a Markdown link destination early. */
function destination(url: string): string {
  return url.replace(/[()\s<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

function image(el: Element, ctx: MarkdownContext): string {
  const src = contentImageSource(el, ctx.baseUrl);
  if (src === undefined || isTrackingPixel(el)) return '';
  const alt = escapeMarkdown(collapse(el.attribs['alt'] ?? '').trim());
  return `![${alt}](${destination(src)})`;
}

function link(el: Element, ctx: MarkdownContext, depth: number): string {
  if (ctx.notes?.dropped.has(el)) return '';
  const label = ctx.notes?.refs.get(el);
  if (label !== undefined) return `[^${label}]`;
  const inner = inlineChildren(el, ctx, depth);
  const href = ctx.links === false ? undefined : linkTarget(el, ctx.baseUrl);
  if (href === undefined) return inner;
  return wrap(inner, '[', `](${destination(href)})`);
}

function inlineChildren(el: Element, ctx: MarkdownContext, depth: number): string {
  let out = '';
  for (const child of el.children) out += inlineNode(child, ctx, depth + 1);
  return out;
}

function inlineElement(el: Element, ctx: MarkdownContext, depth: number): string {
  switch (el.name) {
    case 'br': return LINE_BREAK;
    case 'img': return image(el, ctx);
    case 'a': return link(el, ctx, depth);
    case 'em': case 'i': case 'cite': case 'dfn': return wrap(inlineChildren(el, ctx, depth), '_');
    case 'strong': case 'b': return wrap(inlineChildren(el, ctx, depth), '**');
    case 'del': case 's': case 'strike': return wrap(inlineChildren(el, ctx, depth), '~~');
    case 'code': case 'kbd': case 'samp': case 'tt': return inlineCode(el);
    case 'wbr': return '';
    default: {
      const inner = inlineChildren(el, ctx, depth);
      // A block inside inline content (a <div> in a link) still separates words.
      return INLINE_SPACING.has(el.name) ? inner : ` ${inner} `;
    }
  }
}

const INLINE_SPACING: ReadonlySet<string> = new Set([
  'span', 'font', 'u', 'small', 'big', 'mark', 'abbr', 'acronym', 'q', 'sub', 'sup', 'time',
  'data', 'label', 'nobr', 'picture', 'ins', 'bdi', 'bdo', 'var',
]);

export function inlineNode(node: AnyNode, ctx: MarkdownContext, depth: number): string {
  if (isText(node)) return escapeMarkdown(collapse(node.data));
  if (!isTag(node)) return '';
  if (depth > MAX_RENDER_DEPTH) return escapeMarkdown(collapse(rawText(node)));
  return inlineElement(node, ctx, depth);
}

/**
 * Markdown of a run of inline nodes: its paragraphs (two `<br>` in a row end one),
 * each with hard line breaks for single `<br>`; none when it holds nothing visible.
 */
export function inlineParagraphs(nodes: readonly AnyNode[], ctx: MarkdownContext, depth: number): string[] {
  let out = '';
  for (const node of nodes) out += inlineNode(node, ctx, depth);
  return out
    .replace(/ {2,}/g, ' ')
    .split(/ ?\u0000 ?(?:\u0000 ?)+/)
    .map((p) => p.replace(/^ ?\u0000|\u0000 ?$/g, '').trim().replace(/ ?\u0000 ?/g, '  \n'))
    .filter((p) => p !== '');
}

/** A run of inline nodes as one line of Markdown (a heading, a table cell): breaks become line breaks. */
export function inlineRun(nodes: readonly AnyNode[], ctx: MarkdownContext, depth: number): string {
  return inlineParagraphs(nodes, ctx, depth).join('  \n');
}
