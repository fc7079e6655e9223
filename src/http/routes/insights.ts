import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../main.js';
import { OUTLINE_CONTENT_TYPES, outlineToMarkdown, outlineToText } from '../../analyzers/outline/render.js';
import type { OutlineResult } from '../../services/outline-service.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { answerFromPage } from '../page-answer.js';
import { MaxAgeParam, problemResponses, TargetUrlQuery } from '../schemas.js';

const Section = Type.Object({ level: Type.Integer(), title: Type.String(), snippet: Type.Optional(Type.String()), subsections: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))) }, { additionalProperties: true });

export const OutlineResultSchema = Type.Object({
  url: Type.String(),
  title: Type.String(),
  outlined_at: Type.String({ format: 'date-time' }),
  outline: Type.Object({ sections: Type.Array(Section) }),
  metadata: Type.Object({ estimated_read_time: Type.Integer(), max_depth: Type.Integer(), total_sections: Type.Integer(), word_count: Type.Integer() }),
  source: Type.String({ description: 'headings, content-segments (a page without usable headings) or model' }),
  engine: Type.String({ description: '"builtin", or "llm:<model>" when the configured model answered' }),
}, { $id: 'OutlineResult' });

export const AnalyzeResultSchema = Type.Object({
  url: Type.String(),
  analyzed_at: Type.String({ format: 'date-time' }),
  summary: Type.Object({ brief: Type.String(), detailed: Type.String(), key_points: Type.Array(Type.String()) }),
  analysis: Type.Object({
    sentiment: Type.Object({ score: Type.Number(), label: Type.String(), confidence: Type.Number() }),
    topics: Type.Array(Type.Object({ name: Type.String(), confidence: Type.Number(), category: Type.String() })),
    entities: Type.Array(Type.Object({ name: Type.String(), type: Type.String(), confidence: Type.Number() })),
    difficulty: Type.Object({ level: Type.String(), reading_time: Type.String(), complexity_score: Type.Number() }),
  }),
  metadata: Type.Object({ word_count: Type.Integer(), language: Type.String(), content_type: Type.String() }),
  unavailable: Type.Array(Type.String(), { description: 'Fields not computed for this page (e.g. sentiment of a language the built-in models do not cover); their values are empty placeholders' }),
  engine: Type.String(),
}, { $id: 'AnalyzeResult' });

const OutlineQuery = Type.Object({
  url: TargetUrlQuery.properties.url,
  maxAge: MaxAgeParam,
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('markdown'), Type.Literal('text')], { default: 'json' })),
  depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 6, default: 3 })),
  include_snippets: Type.Optional(Type.Boolean({ default: true })),
});

export interface InsightRouteDeps {
  readonly services: Pick<Services, 'live' | 'test'>;
  readonly access: AccessDeps;
}

export function registerInsightRoutes(app: HttpApp, deps: InsightRouteDeps): void {
  app.get('/outline', {
    schema: {
      summary: 'Hierarchical outline of a page (JSON, Markdown or indented text)',
      tags: ['endpoints'],
      querystring: OutlineQuery,
      response: { 200: Type.Ref('OutlineResult'), ...problemResponses(400, 401, 403, 422, 429, 451, 502, 504) },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    onRequest: accessGuard({ endpoint: 'outline' }, deps.access),
  }, async (request, reply) => {
    const options = { depth: request.query.depth ?? 3, includeSnippets: request.query.include_snippets ?? true };
    const answer = await answerFromPage(request, reply, deps.services, (s, target, call) => s.outline.outline(target, options, call));
    const format = request.query.format ?? 'json';
    if (format === 'json' || reply.sent) return answer;
    const body = answer as OutlineResult;
    const fields = { ...body, source: body.source === 'model' ? 'headings' as const : body.source };
    const text = format === 'markdown' ? outlineToMarkdown(fields) : outlineToText(fields);
    return reply.type(OUTLINE_CONTENT_TYPES[format]).send(text);
  });

  app.get('/analyze', {
    schema: {
      summary: 'Summary, sentiment, topics, entities and difficulty of a page',
      tags: ['endpoints'],
      querystring: TargetUrlQuery,
      response: { 200: Type.Ref('AnalyzeResult'), ...problemResponses(400, 401, 403, 422, 429, 451, 502, 504) },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    onRequest: accessGuard({ endpoint: 'analyze' }, deps.access),
  }, (request, reply) => answerFromPage(request, reply, deps.services, (s, target, call) => s.analyze.analyze(target, call)));
}
