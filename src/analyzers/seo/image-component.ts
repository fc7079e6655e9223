import type { Page } from '../../page/index.js';
import { summarizeAltText } from './alt-text.js';
import type { AltTextQuality } from './alt-text.js';
import { issuesOf, scoreFindings } from './finding.js';
import type { ComponentResult, Finding } from './finding.js';
import { SEO_SCORING } from './scoring.js';
import type { ImageAnalysis } from '../../results/seo.js';


const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function missingAltFinding(missing: number): Finding[] {
  if (missing === 0) return [];
  const rule = SEO_SCORING.components.images;
  return [{
    penalty: Math.min(100, missing * rule.perMissingAltPenalty),
    issue: `${plural(missing, 'image')} ${missing === 1 ? 'has' : 'have'} no alt attribute.`,
    fix: `Add alt text to ${plural(missing, 'image')}`,
    advice: 'Describe each image in its alt attribute; use alt="" only for purely decorative images.',
  }];
}

function uninformativeFinding(count: number): Finding[] {
  if (count === 0) return [];
  return [{
    penalty: 0,
    issue: `${plural(count, 'image')} ${count === 1 ? 'has' : 'have'} alt text that describes nothing (a file name or a word like "image").`,
    fix: 'Make alt text descriptive',
    advice: 'Replace file names and placeholder words with a short description of what each image shows.',
  }];
}

/** Images (docs/reference/scoring.md#seo-components): minus 10 per image without an alt attribute, floor 0. */
export function analyzeImages(page: Page): ComponentResult<ImageAnalysis> {
  const images = page.images;
  const missing = images.filter((i) => i.alt === null).length;
  const alt = summarizeAltText(images);
  const findings = [...missingAltFinding(missing), ...uninformativeFinding(alt.uninformative)];
  const fields: ImageAnalysis = {
    score: scoreFindings('images', findings),
    total_images: images.length,
    missing_alt: missing,
    alt_text_quality: alt.quality,
    issues: issuesOf(findings),
  };
  return { component: 'images', fields, findings };
}

export type { ImageAnalysis };
