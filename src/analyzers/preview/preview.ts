import type { Page } from '../../page/index.js';
import { explainMetadata, metadataFieldsOf } from '../metadata/metadata.js';
import { firstValid } from './first-valid.js';
import type { RuleHit } from './first-valid.js';
import { PREVIEW_RULES } from './rules.js';
import type { PreviewFields } from '../../results/preview.js';


export type PreviewField = keyof PreviewFields;

/** For each field, the winning rule and value (`undefined` when no rule gave one). */
export function explainPreview(page: Page): Record<PreviewField, RuleHit | undefined> {
  return {
    title: firstValid(PREVIEW_RULES.title, page),
    description: firstValid(PREVIEW_RULES.description, page),
    image: firstValid(PREVIEW_RULES.image, page),
    site_name: firstValid(PREVIEW_RULES.site_name, page),
    type: firstValid(PREVIEW_RULES.type, page),
    favicon: firstValid(PREVIEW_RULES.favicon, page),
    ...explainMetadata(page),
  };
}

/** The preview fields of `page`; a pure function of the parsed page. */
export function analyzePreview(page: Page): PreviewFields {
  return previewFieldsOf(explainPreview(page));
}

export function previewFieldsOf(hits: Record<PreviewField, RuleHit | undefined>): PreviewFields {
  return {
    title: hits.title?.value ?? '',
    description: hits.description?.value ?? '',
    image: hits.image?.value ?? '',
    site_name: hits.site_name?.value ?? '',
    type: hits.type?.value ?? '',
    favicon: hits.favicon?.value ?? '',
    ...metadataFieldsOf(hits),
  };
}

export type { PreviewFields };
