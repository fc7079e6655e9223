/**
 * AEO scoring as data: per step (docs/reference/scoring.md#aeo-steps), the rules that earn its points (each step's
 * positive points add up to 100) and the rules that take points away. The step score is
 * the sum, rounded and held to 0–100 (rule-engine.ts); which steps apply to a page
 * (docs/reference/scoring.md#aeo-applicability); totalScore and grade as in
 * (docs/reference/scoring.md#aeo-total-score-and-grade); the impact bands of the recommendations
 * (docs/reference/scoring.md#aeo-recommendations). docs/aeo-rules.md is generated from these tables.
 */
import type { Applicability, Rule } from './rule-engine.js';
import { CONTENT_TYPES, PLACE_TYPES } from './schema-types.js';
import type { ContentExtractionDetails } from './steps/content-extraction.js';
import type { DirectAnswersFacts } from './steps/direct-answers.js';
import type { LocalFacts } from './steps/local.js';
import type { SchemaFacts } from './steps/schema.js';
import type { TechnicalFacts } from './steps/technical.js';
import type { TopicalAuthorityFacts } from './steps/topical-authority.js';
import type { TrustFacts } from './steps/trust.js';

/** Step names (docs/reference/scoring.md#aeo-steps), in the order of `auditSteps`. */
export const AEO_STEPS = [
  'Content Extraction', 'Direct Answers', 'Topical Authority', 'Trust & Credibility',
  'Schema/Structured Data', 'Technical Signals', 'Local SEO Signals',
] as const;
export type AeoStepName = (typeof AEO_STEPS)[number];

const flag = <F>(id: string, points: number, measure: string, test: (f: F) => boolean): Rule<F> => ({ kind: 'flag', id, points, measure, test });

const CONTENT_EXTRACTION: readonly Rule<ContentExtractionDetails>[] = [
  { kind: 'tiers', id: 'word-count', measure: 'word_count', value: (f) => f.word_count,
    tiers: [{ atLeast: 1500, points: 40 }, { atLeast: 800, points: 30 }, { atLeast: 300, points: 20 }, { atLeast: 100, points: 10 }] },
  flag('main-landmark', 20, 'has_main_content', (f) => f.has_main_content),
  { kind: 'tiers', id: 'headings', measure: 'heading_count', value: (f) => f.heading_count,
    tiers: [{ atLeast: 3, points: 20 }, { atLeast: 1, points: 10 }] },
  { kind: 'tiers', id: 'faq-questions', measure: 'faq_questions', value: (f) => f.faq_questions,
    tiers: [{ atLeast: 3, points: 20 }, { atLeast: 1, points: 10 }] },
];

const DIRECT_ANSWERS: readonly Rule<DirectAnswersFacts>[] = [
  { kind: 'tiers', id: 'qa-headings', measure: 'qa_headings', value: (f) => f.qa_headings,
    tiers: [{ atLeast: 3, points: 25 }, { atLeast: 1, points: 15 }] },
  { kind: 'tiers', id: 'answered-questions', measure: 'questions whose very next block is a definition, short answer, list, steps or table',
    value: (f) => f.answered_questions, tiers: [{ atLeast: 3, points: 30 }, { atLeast: 1, points: 15 }] },
  flag('definition', 15, 'answer_types.definition ≥ 1', (f) => f.answer_types.definition >= 1),
  flag('lists', 15, 'answer_types.list + answer_types.steps ≥ 1', (f) => f.answer_types.list + f.answer_types.steps >= 1),
  flag('table', 15, 'answer_types.table ≥ 1', (f) => f.answer_types.table >= 1),
];

const TOPICAL_AUTHORITY: readonly Rule<TopicalAuthorityFacts>[] = [
  { kind: 'tiers', id: 'topic-mentions', measure: 'times the main content repeats main_topic', value: (f) => f.topic_mentions,
    tiers: [{ atLeast: 5, points: 20 }, { atLeast: 2, points: 10 }] },
  { kind: 'tiers', id: 'coverage', measure: 'topic_coverage', value: (f) => f.topic_coverage,
    tiers: [{ atLeast: 0.8, points: 50 }, { atLeast: 0.5, points: 35 }, { atLeast: 0.2, points: 20 }, { atLeast: 0.01, points: 10 }] },
  { kind: 'tiers', id: 'related-questions', measure: 'related_questions', value: (f) => f.related_questions,
    tiers: [{ atLeast: 5, points: 30 }, { atLeast: 3, points: 20 }, { atLeast: 1, points: 10 }] },
];

const TRUST: readonly Rule<TrustFacts>[] = [
  flag('author', 20, 'has_author', (f) => f.has_author),
  flag('dates', 15, 'a publication or modification date (meta article:*_time, JSON-LD datePublished/dateModified, itemprop, `<time datetime>`)',
    (f) => f.has_published_date || f.has_modified_date),
  flag('about', 10, 'has_about', (f) => f.has_about),
  flag('contact', 10, 'has_contact', (f) => f.has_contact),
  { kind: 'tiers', id: 'citations', measure: 'citation_count', value: (f) => f.citation_count,
    tiers: [{ atLeast: 3, points: 25 }, { atLeast: 1, points: 15 }] },
  flag('publisher', 10, 'a JSON-LD publisher or an Organization-family item', (f) => f.has_publisher),
  flag('policies', 10, 'a same-site privacy / terms / imprint / legal link', (f) => f.has_policies),
];

const SCHEMA: readonly Rule<SchemaFacts>[] = [
  flag('any-schema', 20, 'total_schemas ≥ 1', (f) => f.total_schemas >= 1),
  flag('content-type', 25, `a main-content type: ${[...CONTENT_TYPES].join(', ')}`, (f) => f.content_schema),
  flag('faq', 20, 'faq_schema', (f) => f.faq_schema),
  flag('entity', 15, 'an Organization-family, LocalBusiness-family or Person item, of its own or as a JSON-LD item\'s author, publisher, creator or provider', (f) => f.entity_schema),
  flag('breadcrumbs', 10, 'a BreadcrumbList', (f) => f.breadcrumb_schema),
  flag('variety', 10, 'schema_types has 3 or more types', (f) => f.schema_types.length >= 3),
];

const TECHNICAL: readonly Rule<TechnicalFacts>[] = [
  flag('https', 20, 'https', (f) => f.https),
  flag('viewport', 10, 'has_viewport', (f) => f.has_viewport),
  flag('mobile', 10, 'mobile_friendly', (f) => f.mobile_friendly),
  flag('alt-tags', 15, 'has_alt_tags', (f) => f.has_alt_tags),
  { kind: 'tiers', id: 'page-size', measure: 'page_size_kb', value: (f) => f.page_size_kb,
    tiers: [{ atMost: 100, points: 15 }, { atMost: 500, points: 8 }] },
  { kind: 'scaled', id: 'ai-crawlers', points: 20, measure: 'share of the 7 AI crawlers robots.txt lets fetch the page', value: (f) => f.ai_crawler_share },
  flag('llms-txt', 10, 'llms_txt.valid', (f) => f.llms_txt.valid),
  flag('noindex', -30, 'not indexable: noindex/none in robots meta or X-Robots-Tag', (f) => !f.indexable),
  flag('nosnippet', -15, 'snippets forbidden: nosnippet or max-snippet:0', (f) => !f.snippets_allowed),
];

const LOCAL: readonly Rule<LocalFacts>[] = [
  flag('local-schema', 35, 'local_schema', (f) => f.local_schema),
  flag('name', 15, 'has_name', (f) => f.has_name),
  flag('address', 25, 'has_address', (f) => f.has_address),
  flag('phone', 20, 'has_phone', (f) => f.has_phone),
  flag('hours-or-map', 5, 'opening hours (openingHours, openingHoursSpecification) or a map (hasMap, geo, an embedded or linked map)',
    (f) => f.has_hours_or_map),
];

export const AEO_RULES = {
  'Content Extraction': CONTENT_EXTRACTION,
  'Direct Answers': DIRECT_ANSWERS,
  'Topical Authority': TOPICAL_AUTHORITY,
  'Trust & Credibility': TRUST,
  'Schema/Structured Data': SCHEMA,
  'Technical Signals': TECHNICAL,
  'Local SEO Signals': LOCAL,
} as const;

/** The facts a step's rules, applicability and advice read. */
export type AeoFactsOf<S extends AeoStepName> = (typeof AEO_RULES)[S] extends readonly Rule<infer F>[] ? F : never;

const always = <F>(why: string): Applicability<F> => ({ kind: 'always', why });

/**
 * Which steps apply to a page (docs/reference/scoring.md#aeo-applicability). Six read what every page
 * that wants to be quoted needs and always apply, so at least one step always applies; Local SEO
 * Signals applies only to a page that presents a place or a local business. A step that does not
 * apply keeps its score but is left out of totalScore and gets no recommendation.
 */
export const AEO_APPLICABILITY: { readonly [S in AeoStepName]: Applicability<AeoFactsOf<S>> } = {
  'Content Extraction': always('every page has content an answer engine must be able to extract'),
  'Direct Answers': always('every page answers something; a page with no question to answer is told how to phrase one'),
  'Topical Authority': always('every page has a topic'),
  'Trust & Credibility': always('every page is quoted only as far as its source is trusted'),
  'Schema/Structured Data': always('every page can say what it is in structured data'),
  'Technical Signals': always('every page must be reachable, indexable and quotable'),
  'Local SEO Signals': {
    kind: 'any',
    conditions: [
      { id: 'local-schema', when: 'a LocalBusiness-family item (local_schema)', test: (f) => f.local_schema },
      { id: 'place-schema', when: `a Place-family item: ${[...PLACE_TYPES].join(', ')}`, test: (f) => f.place_schema },
      { id: 'organization-address', when: 'a JSON-LD Organization-family or Place-family node with an address', test: (f) => f.organization_address },
      { id: 'postal-address', when: 'a PostalAddress item (JSON-LD or microdata), or in the main content an `<address>` holding a digit or a street address ("12 High Street")', test: (f) => f.postal_address },
      { id: 'phone-in-content', when: 'a tel: link or a number labelled phone/tel/call in the main content (a site-wide header or footer does not count)', test: (f) => f.content_phone },
      { id: 'opening-hours', when: 'openingHours or openingHoursSpecification (JSON-LD or microdata)', test: (f) => f.opening_hours },
      { id: 'map', when: 'hasMap or geo (JSON-LD or microdata), an embedded map (Google, OpenStreetMap, Bing, Apple) or a map link in the main content', test: (f) => f.map },
    ],
  },
};

/**
 * Recommendation impact from the totalScore points a fix would add: the step points it wins back
 * ÷ the number of steps that apply (docs/reference/scoring.md#aeo-recommendations). Highest band first.
 */
export const AEO_IMPACT = [
  { atLeast: 2.5, impact: 'high' },
  { atLeast: 1.5, impact: 'medium' },
  { atLeast: 0, impact: 'low' },
] as const;
export type AeoImpact = (typeof AEO_IMPACT)[number]['impact'];

export function aeoImpactFor(totalPoints: number): AeoImpact {
  return AEO_IMPACT.find((b) => totalPoints >= b.atLeast)?.impact ?? 'low';
}

/** Grade bands applied to totalScore (docs/reference/scoring.md#aeo-total-score-and-grade). Highest band first. */
export const AEO_GRADES = [
  { atLeast: 90, grade: 'A' },
  { atLeast: 80, grade: 'B' },
  { atLeast: 70, grade: 'C' },
  { atLeast: 60, grade: 'D' },
  { atLeast: Number.NEGATIVE_INFINITY, grade: 'F' },
] as const;

/** The mean of the scores of the steps that apply, rounded to one decimal (docs/reference/scoring.md#aeo-total-score-and-grade). */
export function totalScore(stepScores: readonly number[]): number {
  if (stepScores.length === 0) return 0;
  const mean = stepScores.reduce((a, b) => a + b, 0) / stepScores.length;
  return Math.round(mean * 10) / 10;
}

export function aeoGradeFor(score: number): string {
  return AEO_GRADES.find((b) => score >= b.atLeast)?.grade ?? 'F';
}
