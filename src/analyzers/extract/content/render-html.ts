import { isTag, isText } from 'domhandler';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import { escapeHtml } from '../../../page/index.js';
import { isNeverContent } from './boilerplate.js';
import { MAX_RENDER_DEPTH, collapse, isInline, rawText } from './flow.js';
import { contentImageSource, isTrackingPixel, linkTarget, pixelSize } from './urls.js';
import type { MainContent } from './types.js';

/**
 * Clean, safe HTML of the content. Only structural and semantic elements are kept
 * (an allow-list), each with only the attributes it needs: `a[href]`,
 * `img[src alt width height]`, `ol[start]`, `td/th[colspan rowspan]`. URLs are
 * absolute, links only http(s)/mailto/tel. Other elements are unwrapped (their text
 * kept, runs of it wrapped in `<p>`); scripts, styles, frames, forms and media are
 * dropped; no class, id, style or event-handler attribute survives.
 */

const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot',
  'tr', 'th', 'td', 'caption', 'pre', 'blockquote', 'figure', 'figcaption', 'dl', 'dt', 'dd', 'hr',
]);
const INLINE_TAGS: ReadonlySet<string> = new Set([
  'a', 'img', 'em', 'strong', 'b', 'i', 'u', 'br', 'code', 'sup', 'sub', 's', 'del', 'ins', 'mark',
  'q', 'cite', 'abbr', 'small', 'kbd', 'samp', 'var', 'dfn',
]);
const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img']);
/** Kept even when empty: they hold a table's grid together. */
const KEEP_EMPTY: ReadonlySet<string> = new Set(['td', 'th', 'br', 'hr', 'img']);
/** Elements whose content is phrasing only: blocks unwrapped inside them must not open paragraphs. */
const PHRASING_ONLY: ReadonlySet<string> = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'caption', 'dt']);

interface HtmlContext {
  readonly baseUrl: URL;
}

function numberAttr(el: Element, name: string, max: number): string {
  const value = pixelSize(el.attribs[name]);
  return value === undefined || value < 1 || value > max ? '' : ` ${name}="${value}"`;
}

/** The allowed attributes of an allowed element, or `undefined` when the element must go. */
function attributes(el: Element, ctx: HtmlContext): string | undefined {
  switch (el.name) {
    case 'img': {
      const src = contentImageSource(el, ctx.baseUrl);
      if (src === undefined || isTrackingPixel(el)) return undefined;
      const alt = collapse(el.attribs['alt'] ?? '').trim();
      return ` src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"${numberAttr(el, 'width', 10000)}${numberAttr(el, 'height', 10000)}`;
    }
    case 'ol': return numberAttr(el, 'start', 1e9);
    case 'td': case 'th': return `${numberAttr(el, 'colspan', 1000)}${numberAttr(el, 'rowspan', 1000)}`;
    default: return '';
  }
}

function serializeElement(el: Element, ctx: HtmlContext, depth: number, inPhrasing: boolean): string {
  if (isNeverContent(el)) return '';
  if (el.name === 'a') {
    const inner = serializeChildren(el, ctx, depth, true);
    const href = linkTarget(el, ctx.baseUrl);
    return href === undefined || inner.trim() === '' ? inner : `<a href="${escapeHtml(href)}">${inner}</a>`;
  }
  if (inPhrasing && BLOCK_TAGS.has(el.name) && el.name !== 'br') {
    // A block inside phrasing content (a heading in a link): keep its text, not the element.
    return ` ${serializeChildren(el, ctx, depth, true)} `;
  }
  if (!BLOCK_TAGS.has(el.name) && !INLINE_TAGS.has(el.name)) {
    // Not allowed: keep the content without the element.
    const inner = serializeChildren(el, ctx, depth, inPhrasing || isInline(el));
    return isInline(el) ? inner : ` ${inner} `;
  }
  const attrs = attributes(el, ctx);
  if (attrs === undefined) return '';
  if (VOID_TAGS.has(el.name)) return `<${el.name}${attrs}>`;
  const inner = el.name === 'pre'
    ? `<code>${escapeHtml(rawText(el).replace(/^\n/, '').replace(/\s+$/, ''))}</code>`
    : serializeChildren(el, ctx, depth, inPhrasing || PHRASING_ONLY.has(el.name) || INLINE_TAGS.has(el.name));
  const block = BLOCK_TAGS.has(el.name);
  const body = block && el.name !== 'pre' ? inner.trim() : inner;
  if (body.trim() === '' && !KEEP_EMPTY.has(el.name)) return block || inner === '' ? '' : ' ';
  return `<${el.name}${attrs}>${body.trim() === '' ? '' : body}</${el.name}>${block ? '\n' : ''}`;
}

function serializeNode(node: AnyNode, ctx: HtmlContext, depth: number, inPhrasing: boolean): string {
  if (isText(node)) return escapeHtml(collapse(node.data));
  if (!isTag(node)) return '';
  if (depth > MAX_RENDER_DEPTH) return escapeHtml(collapse(rawText(node)));
  return serializeElement(node, ctx, depth + 1, inPhrasing);
}

/** True when `el`'s children are laid out as flow whose bare text needs `<p>` (unwrapped containers). */
function wrapsRuns(el: ParentNode): boolean {
  return !isTag(el) || !(BLOCK_TAGS.has(el.name) || INLINE_TAGS.has(el.name));
}

function serializeChildren(el: ParentNode, ctx: HtmlContext, depth: number, inPhrasing: boolean): string {
  let out = '';
  let run = '';
  const wrap = !inPhrasing && wrapsRuns(el);
  const flush = (): void => {
    if (!wrap) out += run;
    else if (run.trim() !== '') out += `<p>${run.replace(/\s+/g, ' ').trim()}</p>\n`;
    run = '';
  };
  for (const child of el.children) {
    if (!wrap || isInline(child)) {
      run += serializeNode(child, ctx, depth, inPhrasing);
    } else {
      flush();
      const html = serializeNode(child, ctx, depth, inPhrasing).trim();
      if (html !== '') out += `${html}\n`;
    }
  }
  flush();
  return out;
}

/** The content as sanitised HTML. */
export function toHtml(content: MainContent): string {
  return serializeChildren(content.root, { baseUrl: content.baseUrl }, 0, false).trim();
}
