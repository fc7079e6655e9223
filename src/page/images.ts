import type { Element } from 'domhandler';
import { collapseWhitespace } from './text.js';
import type { PageImage } from './types.js';
import { resolveHttpUrl } from './url.js';

/** Lazy-loading conventions: a script copies these into `src`/`srcset` (scripts do not run here). */
const LAZY_SRC = ['data-src', 'data-lazy-src', 'data-original', 'data-url'] as const;
const LAZY_SRCSET = ['data-srcset', 'data-lazy-srcset'] as const;
const SOURCE_ORDER = {
  'markup-first': { src: ['src', ...LAZY_SRC], srcset: ['srcset', ...LAZY_SRCSET] },
  'lazy-first': { src: [...LAZY_SRC, 'src'], srcset: [...LAZY_SRCSET, 'srcset'] },
} as const;

/**
 * Which to believe first: the markup's own `src` (what a crawler sees), or the lazy-loading
 * attribute, whose `src` is usually a placeholder until a script swaps it in (what a reader sees).
 */
export type SourcePreference = keyof typeof SOURCE_ORDER;
/** Pixel integers ("640", "640px"; decimals truncated). Percentages and "auto" are not sizes. */
const DIMENSION = /^\s*(\d{1,9})(?:\.\d*)?\s*(?:px)?\s*$/i;

/** URL of the first candidate of a `srcset` (URLs may contain commas; descriptors follow a space). */
export function firstSrcsetCandidate(srcset: string): string | undefined {
  const match = /^[\s,]*(\S+)/.exec(srcset);
  const url = match?.[1]?.replace(/,+$/, '');
  return url === '' ? undefined : url;
}

function parseDimension(value: string | undefined): number | undefined {
  const match = value === undefined ? null : DIMENSION.exec(value);
  return match?.[1] === undefined ? undefined : Number.parseInt(match[1], 10);
}

/** Absolute http(s) source of an `<img>`: its `src`-like attributes in `prefer` order, then the first `srcset` candidate. */
export function imageSource(el: Element, baseUrl: URL, prefer: SourcePreference): string | undefined {
  const order = SOURCE_ORDER[prefer];
  for (const name of order.src) {
    const raw = el.attribs[name];
    const src = raw === undefined ? undefined : resolveHttpUrl(raw, baseUrl);
    if (src !== undefined) return src;
  }
  for (const name of order.srcset) {
    const first = firstSrcsetCandidate(el.attribs[name] ?? '');
    const src = first === undefined ? undefined : resolveHttpUrl(first, baseUrl);
    if (src !== undefined) return src;
  }
  return undefined;
}

function toImage(el: Element, src: string): PageImage {
  const alt = el.attribs['alt'];
  const image: { src: string; alt: string | null; width?: number; height?: number; srcset?: string; style?: string } = {
    src,
    alt: alt === undefined ? null : collapseWhitespace(alt),
  };
  const width = parseDimension(el.attribs['width']);
  const height = parseDimension(el.attribs['height']);
  const srcset = (el.attribs['srcset'] ?? el.attribs['data-srcset'])?.trim();
  if (width !== undefined) image.width = width;
  if (height !== undefined) image.height = height;
  if (srcset) image.srcset = srcset;
  const style = el.attribs['style']?.trim();
  if (style) image.style = style;
  return image;
}

/** Every `<img>` with a source resolvable to http(s); `data:` placeholders are looked past. */
export function collectImages(imgs: readonly Element[], baseUrl: URL): PageImage[] {
  const images: PageImage[] = [];
  for (const el of imgs) {
    const src = imageSource(el, baseUrl, 'markup-first');
    if (src !== undefined) images.push(toImage(el, src));
  }
  return images;
}
