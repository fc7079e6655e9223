import type { Page, PageImage } from '../../page/index.js';
import { MAX_EXTRACT_IMAGES } from './limits.js';

export interface ExtractImage {
  readonly src: string;
  readonly alt: string;
  /** Pixels; 0 when unknown. */
  readonly width: number;
  readonly height: number;
}

export interface MeasuredSize {
  readonly width: number;
  readonly height: number;
}

/** The width an srcset declares for exactly this src (`src.jpg 800w`), if any. */
function srcsetWidth(image: PageImage, base: URL): number | undefined {
  for (const candidate of (image.srcset ?? '').split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    if (!url || !descriptor?.endsWith('w') || !URL.canParse(url, base.href)) continue;
    if (new URL(url, base).href === image.src) return Number.parseInt(descriptor, 10) || undefined;
  }
  return undefined;
}

/**
 * Every image with its size: the width/height attributes when both are given, else the
 * intrinsic size read from the image's own header (`measured`), else a width the srcset states
 * for this very file; 0 for what stays unknown.
 */
export function describeImages(page: Page, measured: ReadonlyMap<string, MeasuredSize>, limit = Infinity): ExtractImage[] {
  return page.images.slice(0, limit).map((image) => {
    const alt = image.alt ?? '';
    if (image.width && image.height) return { src: image.src, alt, width: image.width, height: image.height };
    const probe = measured.get(image.src);
    if (probe) return { src: image.src, alt, width: probe.width, height: probe.height };
    return { src: image.src, alt, width: image.width ?? srcsetWidth(image, page.baseUrl) ?? 0, height: image.height ?? 0 };
  });
}

/** The images an extract lists whose size the markup does not give in full: worth a header probe. */
export function imagesToMeasure(page: Page, limit = MAX_EXTRACT_IMAGES): string[] {
  return page.images.slice(0, limit).filter((image) => !(image.width && image.height)).map((image) => image.src);
}
