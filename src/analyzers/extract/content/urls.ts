import type { Element } from 'domhandler';
import { imageSource, resolveUrl } from '../../../page/index.js';

/**
 * Absolute target of a link: http(s), mailto: or tel: only (never javascript:, data:…);
 * `undefined` when the link has no usable target.
 */
export function linkTarget(el: Element, baseUrl: URL): string | undefined {
  const href = el.attribs['href'];
  return href === undefined ? undefined : resolveUrl(href, baseUrl);
}

/** Absolute http(s) source of an image, preferring lazy-loading attributes over a placeholder `src`. */
export function contentImageSource(el: Element, baseUrl: URL): string | undefined {
  return imageSource(el, baseUrl, 'lazy-first');
}

const PIXEL = /^\s*(\d{1,5})(?:px)?\s*$/i;

/** A `width`/`height` attribute as a pixel integer, if it is one. */
export function pixelSize(value: string | undefined): number | undefined {
  const match = value === undefined ? null : PIXEL.exec(value);
  return match?.[1] === undefined ? undefined : Number.parseInt(match[1], 10);
}

/** Images of at most 2×2 pixels are tracking beacons, not content. */
export function isTrackingPixel(el: Element): boolean {
  const width = pixelSize(el.attribs['width']);
  const height = pixelSize(el.attribs['height']);
  return (width !== undefined && width <= 2) || (height !== undefined && height <= 2);
}
