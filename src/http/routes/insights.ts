import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../main.js';
import { OUTLINE_CONTENT_TYPES, outlineToMarkdown, outlineToText } from '../../analyzers/outline/index.js';
import { checkTargetUrl } from '../../fetch/address-policy.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { isTestAccess } from '../middleware/access.js';
import { sendProblem } from '../problem.js';
import { problemResponses, TargetUrlQuery } from '../schemas.js';

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
    const target = checkTargetUrl(request.query.url ?? '');
    if (!target.ok) return sendProblem(reply, target.failure);
    const services = isTestAccess(request.access) ? deps.services.test : deps.services.live;
    const options = { depth: request.query.depth ?? 3, includeSnippets: request.query.include_snippets ?? true };
    const outcome = await services.outline.outline(target.value, options);
    reply.header('X-Cache', outcome.ok && outcome.value.cached ? 'HIT' : 'MISS');
    if (!outcome.ok) return sendProblem(reply, outcome.failure);
    const { cached: _cached, ...body } = outcome.value;
    const format = request.query.format ?? 'json';
    if (format === 'json') return body;
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
  }, async (request, reply) => {
    const target = checkTargetUrl(request.query.url ?? '');
    if (!target.ok) return sendProblem(reply, target.failure);
    const services = isTestAccess(request.access) ? deps.services.test : deps.services.live;
    const outcome = await services.analyze.analyze(target.value);
    reply.header('X-Cache', outcome.ok && outcome.value.cached ? 'HIT' : 'MISS');
    if (!outcome.ok) return sendProblem(reply, outcome.failure);
    const { cached: _cached, ...body } = outcome.value;
    return body;
  });
}
