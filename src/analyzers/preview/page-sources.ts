import { domainToUnicode } from 'node:url';
import { hasChildren, isTag } from 'domhandler';
import type { AnyNode } from 'domhandler';
import { ELEMENT_TEXT_LIMIT, textOf } from '../../page/index.js';
import type { Page, PageIcon, PageImage } from '../../page/index.js';
import { truncateAtWord } from './normalize.js';

/** A paragraph shorter than this is a byline, caption or teaser, not a description. */
export const MIN_PARAGRAPH_CHARS = 50;
export const MAX_PARAGRAPH_CHARS = 300;
/** Content images declared smaller than this in either dimension are icons, pixels or spacers. */
export const MIN_CONTENT_IMAGE_PX = 50;

const PAGE_CHROME: ReadonlySet<string> = new Set([
  'nav', 'header', 'footer', 'aside', 'form', 'figcaption', 'noscript', 'template',
]);
const NON_CONTENT_IMAGE_PATH = /\.(svg|ico)$|(^|[/_.-])(logo|icon|sprite|spacer|pixel|blank|badge|avatar)s?([/_.-]|$)/i;

/** Text of the first `<p>` outside navigation/header/footer with ≥ 50 characters, cut at ~300. */
export function firstMeaningfulParagraph(page: Page): string | undefined {
  // One walk carrying "inside page chrome" down, rather than a walk up from every <p>.
  const stack: [AnyNode, boolean][] = [[page.document, false]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, inChrome] = item;
    if (!hasChildren(node)) continue;
    if (isTag(node) && node.name === 'p' && !inChrome) {
      const text = textOf(node, ELEMENT_TEXT_LIMIT);
      if (text.length >= MIN_PARAGRAPH_CHARS) return truncateAtWord(text, MAX_PARAGRAPH_CHARS);
    }
    const chrome = inChrome || (isTag(node) && PAGE_CHROME.has(node.name));
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i]!, chrome]);
  }
  return undefined;
}

function isContentImage(image: PageImage): boolean {
  if ((image.width ?? Infinity) < MIN_CONTENT_IMAGE_PX) return false;
  if ((image.height ?? Infinity) < MIN_CONTENT_IMAGE_PX) return false;
  return !NON_CONTENT_IMAGE_PATH.test(new URL(image.src).pathname);
}

/** Body images that look like content: not tiny, not SVG/ICO, not named like a logo, icon or pixel. */
export function contentImageUrls(page: Page): string[] {
  return page.images.filter(isContentImage).map((image) => image.src);
}

/** Largest declared size of an icon; SVG and `sizes="any"` scale to any size. */
export function iconSize(icon: PageIcon): number {
  const sizes = icon.sizes?.toLowerCase() ?? '';
  const isSvg = icon.type?.toLowerCase() === 'image/svg+xml' || new URL(icon.href).pathname.endsWith('.svg');
  if (isSvg || sizes.split(/\s+/).includes('any')) return Infinity;
  let largest = 0;
  for (const match of sizes.matchAll(/(\d+)x(\d+)/g)) {
    largest = Math.max(largest, Number(match[1]), Number(match[2]));
  }
  return largest;
}

/** Icons whose rel satisfies `test`, largest first (document order among equals). */
export function iconsBySize(page: Page, test: (rel: readonly string[]) => boolean): string[] {
  return page.icons
    .filter((icon) => test(icon.rel.split(' ')))
    .map((icon, index) => ({ href: icon.href, size: iconSize(icon), index }))
    .sort((a, b) => b.size - a.size || a.index - b.index)
    .map((icon) => icon.href);
}

/** The page's host for display: Unicode, without a leading "www.". */
export function displayHostname(page: Page): string {
  const host = domainToUnicode(page.url.hostname) || page.url.hostname;
  return host.replace(/^www\./i, '');
}
