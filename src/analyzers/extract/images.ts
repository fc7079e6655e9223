import { resolveHttpUrl, type Page, type PageImage } from '../../page/index.js';
import { MAX_EXTRACT_IMAGES } from './limits.js';
import type { ExtractImage } from '../../results/extract.js';


export interface MeasuredSize {
  readonly width: number;
  readonly height: number;
}

/** What one source of the markup says about an image's size: either dimension may be missing. */
interface PartialSize {
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

/** Sizes past this are not believed (a 9-digit attribute is the most the page view reads, too). */
const MAX_PIXELS = 999_999_999;
const isPixels = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n >= 1 && n <= MAX_PIXELS;
const pixels = (n: number | undefined): number | undefined => (isPixels(n) ? n : undefined);

/** One `srcset` candidate: its URL (as written) and its descriptor (`800w`, `2x`, or none). */
interface SrcsetCandidate {
  readonly url: string;
  readonly descriptor: string;
}

/**
 * The candidates of a `srcset`, as the HTML parsing rules split them: a URL is a run of
 * non-space characters (commas inside it, as in `w_100,h_100`, belong to it) and a trailing
 * comma ends the candidate; otherwise its descriptors run to the next comma.
 */
export function srcsetCandidates(srcset: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  const urlPattern = /[\s,]*([^\s]+)/y;
  const descriptorPattern = /([^,]*),?/y;
  let at = 0;
  while (at < srcset.length) {
    urlPattern.lastIndex = at;
    const urlMatch = urlPattern.exec(srcset);
    if (!urlMatch?.[1]) break;
    at = urlPattern.lastIndex;
    const raw = urlMatch[1];
    if (raw.endsWith(',')) {
      const url = raw.replace(/,+$/, '');
      if (url) candidates.push({ url, descriptor: '' });
      continue;
    }
    descriptorPattern.lastIndex = at;
    const descriptorMatch = descriptorPattern.exec(srcset);
    at = Math.max(descriptorPattern.lastIndex, at + 1);
    candidates.push({ url: raw, descriptor: (descriptorMatch?.[1] ?? '').trim().toLowerCase() });
  }
  return candidates;
}

/** The width an srcset declares for exactly this src (`src.jpg 800w`), if any. */
function srcsetWidth(image: PageImage, base: URL): number | undefined {
  if (!image.srcset) return undefined;
  for (const { url, descriptor } of srcsetCandidates(image.srcset)) {
    const w = /^(\d{1,9})w$/.exec(descriptor);
    if (w?.[1] && resolveHttpUrl(url, base) === image.src) return pixels(Number.parseInt(w[1], 10));
  }
  return undefined;
}

/** What an inline `style` says: pixel `width`/`height` and an `aspect-ratio` (width ÷ height). */
export interface StyleSize extends PartialSize {
  readonly aspectRatio?: number | undefined;
}

const CSS_PIXELS = /^(\d{1,9}(?:\.\d+)?)px$/;
const CSS_RATIO = /^(?:auto\s+)?(\d{1,9}(?:\.\d+)?)(?:\s*\/\s*(\d{1,9}(?:\.\d+)?))?(?:\s+auto)?$/;

/**
 * Reads an inline style as the cascade would within one attribute (the last declaration of a
 * property wins). Only absolute pixel lengths count: `50%`, `auto`, `10em` say nothing about
 * the picture; `max-width` and friends are other properties.
 */
export function styleSize(style: string | undefined): StyleSize {
  let width: number | undefined;
  let height: number | undefined;
  let aspectRatio: number | undefined;
  for (const declaration of (style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).replace(/!\s*important\s*$/i, '').trim().toLowerCase();
    if (property === 'width' || property === 'height') {
      const match = CSS_PIXELS.exec(value);
      const px = match?.[1] === undefined ? undefined : pixels(Math.round(Number.parseFloat(match[1])));
      if (property === 'width') width = px;
      else height = px;
    } else if (property === 'aspect-ratio') {
      const match = CSS_RATIO.exec(value);
      const ratio = match?.[1] === undefined ? NaN : Number.parseFloat(match[1]) / Number.parseFloat(match[2] ?? '1');
      aspectRatio = Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
    }
  }
  return { width, height, aspectRatio };
}

const metaPixels = (content: string): number | undefined => {
  const match = /^\s*(\d{1,9})(?:\.\d*)?\s*(?:px)?\s*$/i.exec(content);
  return match?.[1] === undefined ? undefined : pixels(Number.parseInt(match[1], 10));
};

/**
 * The sizes the page's Open Graph tags state, by the image URL they belong to (resolved against
 * `<base href>`). As in the Open Graph protocol, `og:image:width`/`height` belong to the
 * `og:image` before them (its `og:image:url`/`secure_url` are the same image); a page may list
 * several. The first statement for a URL wins.
 */
export function openGraphImageSizes(page: Page): ReadonlyMap<string, PartialSize> {
  const sizes = new Map<string, PartialSize>();
  let group: { urls: string[]; width?: number; height?: number; hasImage: boolean } | undefined;
  const close = () => {
    if (group && (group.width || group.height)) {
      for (const url of group.urls) if (!sizes.has(url)) sizes.set(url, { width: group.width, height: group.height });
    }
  };
  for (const tag of page.metaTags) {
    const key = (tag.property ?? tag.name ?? '').trim().toLowerCase();
    if (!key.startsWith('og:image')) continue;
    if (key === 'og:image' || key === 'og:image:url' || key === 'og:image:secure_url') {
      const url = resolveHttpUrl(tag.content.trim(), page.baseUrl);
      const joins = group !== undefined && (key !== 'og:image' || (!group.hasImage && !group.width && !group.height));
      if (!joins) {
        close();
        group = { urls: [], hasImage: false };
      }
      if (key === 'og:image') group!.hasImage = true;
      if (url !== undefined) group!.urls.push(url);
    } else if (group && (key === 'og:image:width' || key === 'og:image:height')) {
      const px = metaPixels(tag.content);
      if (key === 'og:image:width') group.width ??= px;
      else group.height ??= px;
    }
  }
  close();
  return sizes;
}

/**
 * The size the markup gives one image. Sources, in order: the `width`/`height` attributes,
 * the width `srcset` declares for this very file (`800w`), the page's `og:image:width`/`height`
 * when this image is an Open Graph image, the inline style's pixel `width`/`height`.
 *
 * - The first source that states both dimensions gives the size.
 * - Otherwise each dimension comes from the first source that states it, and an inline
 *   `aspect-ratio` completes a single known dimension (`width="800" style="aspect-ratio: 16/9"`
 *   is 800×450).
 * - What stays unknown is 0.
 */
function markupSize(image: PageImage, base: URL, openGraph: ReadonlyMap<string, PartialSize>): MeasuredSize {
  const style = styleSize(image.style);
  const sources: PartialSize[] = [
    { width: pixels(image.width), height: pixels(image.height) },
    { width: srcsetWidth(image, base) },
    openGraph.get(image.src) ?? {},
    style,
  ];
  const whole = sources.find((s) => s.width && s.height);
  if (whole) return { width: whole.width!, height: whole.height! };
  let width = sources.find((s) => s.width)?.width;
  let height = sources.find((s) => s.height)?.height;
  const ratio = style.aspectRatio;
  if (ratio && width && !height) height = pixels(Math.round(width / ratio));
  else if (ratio && height && !width) width = pixels(Math.round(height * ratio));
  return { width: width ?? 0, height: height ?? 0 };
}

const isWhole = (size: MeasuredSize) => size.width > 0 && size.height > 0;

/**
 * Every image with its size from the markup (see markupSize); where the markup does not give
 * both dimensions, the intrinsic size read from the image's own header (`measured`, only when
 * the caller probed) replaces the partial one. 0 for what stays unknown.
 */
export function describeImages(page: Page, measured: ReadonlyMap<string, MeasuredSize> = new Map(), limit = Infinity): ExtractImage[] {
  const images = page.images.slice(0, limit);
  if (images.length === 0) return [];
  const openGraph = openGraphImageSizes(page);
  return images.map((image) => {
    const alt = image.alt ?? '';
    const size = markupSize(image, page.baseUrl, openGraph);
    const probe = isWhole(size) ? undefined : measured.get(image.src);
    const { width, height } = probe ?? size;
    return { src: image.src, alt, width, height };
  });
}

/** Of described images, those whose size the markup does not give in full: worth a header probe (when asked for). */
export function unsizedImages(images: readonly ExtractImage[]): string[] {
  return images.filter((image) => !isWhole(image)).map((image) => image.src);
}

/** The images an extract of `page` lists whose size the markup does not give in full. */
export function imagesToMeasure(page: Page, limit = MAX_EXTRACT_IMAGES): string[] {
  return unsizedImages(describeImages(page, new Map(), limit));
}

export type { ExtractImage };
