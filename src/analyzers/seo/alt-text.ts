import type { PageImage } from '../../page/index.js';
import { SEO_SCORING, bandFor } from './scoring.js';

/** Alt text that says nothing about the image. */
export const PLACEHOLDER_ALTS: ReadonlySet<string> = new Set([
  'image', 'img', 'photo', 'picture', 'pic', 'graphic', 'icon', 'logo', 'banner', 'untitled',
  'alt', 'placeholder', 'spacer', 'thumbnail', 'screenshot', 'bild', 'imagen', 'foto',
]);

/** "IMG_1234.jpg", "hero-banner.webp", "DSC0042": a file name or camera counter, not a description. */
const FILE_NAME = /\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic)$|^(?:img|dsc|dcim|pxl|image|photo|screenshot)[\s_-]?\d+$/i;

/** True for alt text that describes: present, non-empty, not a placeholder word, not a file name. */
export function isMeaningfulAlt(alt: string | null): boolean {
  if (alt === null) return false;
  const text = alt.trim();
  if (text === '') return false;
  const plain = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return plain !== '' && !PLACEHOLDER_ALTS.has(plain) && !FILE_NAME.test(text);
}

export type AltTextQuality = 'excellent' | 'good' | 'fair' | 'poor';

export interface AltTextSummary {
  readonly quality: AltTextQuality;
  /** Images with alt="" (decorative), left out of the share. */
  readonly decorative: number;
  /** Images with an alt attribute that says nothing (placeholder or file name). */
  readonly uninformative: number;
  /** Meaningful alts among non-decorative images (1 when there are none). */
  readonly share: number;
}

export function summarizeAltText(images: readonly PageImage[]): AltTextSummary {
  const decorative = images.filter((i) => i.alt === '').length;
  const judged = images.filter((i) => i.alt !== '');
  const meaningful = judged.filter((i) => isMeaningfulAlt(i.alt)).length;
  const uninformative = judged.filter((i) => i.alt !== null && !isMeaningfulAlt(i.alt)).length;
  const share = judged.length === 0 ? 1 : meaningful / judged.length;
  const quality = bandFor(SEO_SCORING.altTextQuality, share).label;
  return { quality, decorative, uninformative, share };
}
