import { Type, type Static } from 'typebox';
import { OneOf, OrNull } from './plain-kinds.js';

const Issues = Type.Array(Type.String());
const Priority = OneOf(['high', 'medium', 'low']);

/** The SEO answer (docs/reference/api.md#seo), plus `checks`. */
export const SeoResult = Type.Object({
  url: Type.String(),
  analyzed_at: Type.String({ format: 'date-time' }),
  overall_score: Type.Number({ minimum: 0, maximum: 100 }),
  grade: Type.String({ description: 'A+ ≥ 95, A ≥ 90, B+ ≥ 85, B ≥ 80, C+ ≥ 75, C ≥ 70, D ≥ 60, F below' }),
  title_analysis: Type.Object({ score: Type.Number(), text: Type.String(), length: Type.Integer(), optimal_length: Type.Boolean(), issues: Issues }),
  meta_description: Type.Object({ score: Type.Number(), present: Type.Boolean(), text: Type.String(), length: Type.Integer(), optimal_length: Type.Boolean(), issues: Issues }),
  heading_analysis: Type.Object({ score: Type.Number(), h1_count: Type.Integer(), h1_text: Type.String(), hierarchy_valid: Type.Boolean(), total_headings: Type.Integer(), issues: Issues }),
  image_analysis: Type.Object({ score: Type.Number(), total_images: Type.Integer(), missing_alt: Type.Integer(), alt_text_quality: Type.String(), issues: Issues }),
  link_analysis: Type.Object({ score: Type.Number(), internal_links: Type.Integer(), external_links: Type.Integer(), issues: Issues }),
  content_analysis: Type.Object({
    score: Type.Number(), word_count: Type.Integer(), readability: Type.String(),
    readability_score: OrNull('number'), readability_formula: OrNull('string'), issues: Issues,
  }),
  recommendations: Type.Array(Type.Object({ priority: Priority, title: Type.String(), description: Type.String(), impact: Priority })),
  structured_data: Type.Array(Type.Object({
    type: Type.String({ description: 'The item\'s schema.org type, e.g. Product or NewsArticle' }),
    valid: Type.Boolean({ description: 'No errors: every required property is there and valid' }),
    errors: Issues,
    warnings: Issues,
  }), { description: 'Each JSON-LD, microdata or RDFa item of a type with rich results, checked against the required (errors) and recommended (warnings) properties search engines document' }),
  checks: Type.Array(Type.Object({ id: Type.String(), passed: Type.Boolean(), evidence: Type.String(), message: Type.String() }), { description: 'Audit items beyond the score (indexable, canonical, lang, viewport, Open Graph, structured data, hreflang) with the tag or header that decided them' }),
}, { $id: 'SeoResult' });
export type SeoResult = Static<typeof SeoResult>;

/** What the SEO analyser finds: the result without what the service adds. */
export type SeoFields = Omit<SeoResult, 'url' | 'analyzed_at'>;
export type TitleAnalysis = SeoResult['title_analysis'];
export type MetaDescriptionAnalysis = SeoResult['meta_description'];
export type HeadingAnalysis = SeoResult['heading_analysis'];
export type ImageAnalysis = SeoResult['image_analysis'];
export type LinkAnalysis = SeoResult['link_analysis'];
export type ContentAnalysis = SeoResult['content_analysis'];
export type Recommendation = SeoResult['recommendations'][number];
export type SeoCheck = SeoResult['checks'][number];
