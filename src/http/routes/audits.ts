import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../main.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { answerFromPage } from '../page-answer.js';
import type { AeoResult, SeoResult } from '../../services/audit-services.js';
import { problemResponses, TargetUrlQuery } from '../schemas.js';

const Issues = Type.Array(Type.String());
const Open = { additionalProperties: true };

export const SeoResultSchema = Type.Object({
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
    readability_score: Type.Union([Type.Number(), Type.Null()]), readability_formula: Type.Union([Type.String(), Type.Null()]), issues: Issues,
  }),
  recommendations: Type.Array(Type.Object({ priority: Type.String(), title: Type.String(), description: Type.String(), impact: Type.String() })),
  checks: Type.Array(Type.Object({ id: Type.String(), passed: Type.Boolean(), evidence: Type.String(), message: Type.String() }), { description: 'Audit items beyond the score (indexable, canonical, lang, viewport, Open Graph, structured data, hreflang) with the tag or header that decided them' }),
}, { $id: 'SeoResult' });

export const AeoResultSchema = Type.Object({
  url: Type.String(),
  auditSteps: Type.Array(Type.Object({
    step: Type.String(),
    score: Type.Number(),
    details: Type.Object({}, { ...Open, description: 'The fields the step reports (see docs/aeo-rules.md); Technical Signals adds ai_crawlers, robots_txt, llms_txt, indexable, snippets_allowed' }),
    error: Type.Optional(Type.String({ description: 'Present only when this step could not be evaluated' })),
  }), { minItems: 7, maxItems: 7 }),
  totalScore: Type.Number({ minimum: 0, maximum: 100 }),
  grade: Type.String({ description: 'A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, F below' }),
  timestamp: Type.String({ format: 'date-time' }),
}, { $id: 'AeoResult' });

export interface AuditRouteDeps {
  readonly services: Pick<Services, 'live' | 'test'>;
  readonly access: AccessDeps;
}

/** GET /seo and GET /aeo: the same shape of handler over two audits. */
export function registerAuditRoutes(app: HttpApp, deps: AuditRouteDeps): void {
  for (const audit of ['seo', 'aeo'] as const) {
    app.get(
      `/${audit}`,
      {
        schema: {
          summary: audit === 'seo' ? 'SEO score with recommendations' : 'Answer Engine Optimization score over 7 dimensions',
          tags: ['endpoints'],
          querystring: TargetUrlQuery,
          response: { 200: Type.Ref(audit === 'seo' ? 'SeoResult' : 'AeoResult'), ...problemResponses(400, 401, 403, 422, 429, 451, 502, 504) },
          security: [{ bearer: [] }, { apiKey: [] }],
        },
        onRequest: accessGuard({ endpoint: audit }, deps.access),
      },
      (request, reply) =>
        answerFromPage<(SeoResult | AeoResult) & { readonly cached: boolean }>(request, reply, deps.services, (s, target, call) => s[audit].audit(target, call)),
    );
  }
}
