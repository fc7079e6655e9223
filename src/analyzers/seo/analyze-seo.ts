import type { Page } from '../../page/index.js';
import { runChecks } from './checks.js';
import type { SeoCheck } from './checks.js';
import { analyzeContent } from './content-component.js';
import type { ContentAnalysis } from './content-component.js';
import type { ComponentResult } from './finding.js';
import { analyzeHeadings } from './heading-component.js';
import type { HeadingAnalysis } from './heading-component.js';
import { analyzeImages } from './image-component.js';
import type { ImageAnalysis } from './image-component.js';
import { analyzeLinks } from './link-component.js';
import type { LinkAnalysis } from './link-component.js';
import { buildRecommendations } from './recommendations.js';
import type { Recommendation } from './recommendations.js';
import { gradeFor, overallScore } from './scoring.js';
import type { SeoComponentName } from './scoring.js';
import { analyzeMetaDescription, analyzeTitle } from './text-components.js';
import type { MetaDescriptionAnalysis, TitleAnalysis } from './text-components.js';
import type { SeoFields } from '../../results/seo.js';
import { structuredDataOf, validateStructuredData } from '../structured-data/index.js';

export interface SeoInput {
  readonly page: Page;
  /** Final response headers, lower-case names (X-Robots-Tag, Link). */
  readonly headers: Readonly<Record<string, string>>;
}


type Fields = { readonly score: number; readonly issues: string[] };

/** A component that throws scores 0 and says why, instead of failing the whole analysis. */
function safely<F extends Fields>(
  component: SeoComponentName,
  run: () => ComponentResult<F>,
  empty: Omit<F, 'score' | 'issues'>,
): ComponentResult<F> {
  try {
    return run();
  } catch (error) {
    const fields = { ...empty, score: 0, issues: [`This part could not be analysed: ${String(error)}`] } as F;
    return { component, fields, findings: [] };
  }
}

/** The rich-result checks; a bug there leaves the list empty rather than failing the audit. */
function checkStructuredData(page: Page): SeoFields['structured_data'] {
  try {
    return validateStructuredData(structuredDataOf(page), page.baseUrl);
  } catch {
    return [];
  }
}

export function analyzeSeo({ page, headers }: SeoInput): SeoFields {
  const title = safely('title', () => analyzeTitle(page), { text: '', length: 0, optimal_length: false });
  const meta = safely('meta_description', () => analyzeMetaDescription(page), { present: false, text: '', length: 0, optimal_length: false });
  const headings = safely('headings', () => analyzeHeadings(page), { h1_count: 0, h1_text: '', hierarchy_valid: false, total_headings: 0 });
  const content = safely('content', () => analyzeContent(page), {
    word_count: 0, readability: 'unavailable', readability_score: null, readability_formula: null,
  });
  const images = safely('images', () => analyzeImages(page), { total_images: 0, missing_alt: 0, alt_text_quality: 'poor' });
  const links = safely('links', () => analyzeLinks(page), { internal_links: 0, external_links: 0 });
  const results = [title, meta, headings, content, images, links];
  const overall = overallScore({
    title: title.fields.score,
    meta_description: meta.fields.score,
    headings: headings.fields.score,
    content: content.fields.score,
    images: images.fields.score,
    links: links.fields.score,
  });
  const checks = runChecks({ page, headers });
  return {
    overall_score: overall,
    grade: gradeFor(overall),
    title_analysis: title.fields,
    meta_description: meta.fields,
    heading_analysis: headings.fields,
    image_analysis: images.fields,
    link_analysis: links.fields,
    content_analysis: content.fields,
    recommendations: buildRecommendations(results, checks),
    structured_data: checkStructuredData(page),
    checks,
  };
}

export type { SeoFields };
