import { Type } from 'typebox';
import { OneOf } from '../../results/plain-kinds.js';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../app-services.js';
import type { EndpointServices } from '../../services/endpoint-services.js';
import { OUTLINE_CONTENT_TYPES, outlineToMarkdown, outlineToText } from '../../analyzers/outline/render.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { answerFromPage, findPageAnswer } from '../page-answer.js';
import type { Call } from '../../services/call.js';
import { MaxAgeParam, pageRouteSchema, RenderedPageParams, RenderParam, TargetUrlQuery } from '../schemas.js';
import { OPERATIONS } from '../../domain/operations.js';

const OutlineQuery = Type.Object({
  url: TargetUrlQuery.properties.url,
  maxAge: MaxAgeParam,
  render: RenderParam,
  ...RenderedPageParams,
  format: Type.Optional(OneOf(['json', 'markdown', 'text'], { default: 'json' })),
  depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 6, default: 3 })),
  include_snippets: Type.Optional(Type.Boolean({ default: true })),
});

export interface InsightRouteDeps {
  readonly services: Pick<Services, 'live' | 'test'>;
  readonly access: AccessDeps;
}

export function registerInsightRoutes(app: HttpApp, deps: InsightRouteDeps): void {
  app.get(OPERATIONS.outline.path, {
    schema: pageRouteSchema('outline', { summary: 'Hierarchical outline of a page (JSON, Markdown or indented text)', querystring: OutlineQuery }),
    onRequest: accessGuard({ endpoint: 'outline' }, deps.access),
  }, async (request, reply) => {
    const options = { depth: request.query.depth ?? 3, includeSnippets: request.query.include_snippets ?? true };
    const outline = (s: EndpointServices, target: URL, call: Call) => s.outline.outline(target, options, call);
    const format = request.query.format ?? 'json';
    if (format === 'json') return answerFromPage(request, reply, deps.services, outline);
    const answer = await findPageAnswer(request, reply, deps.services, outline);
    if (answer === undefined) return reply;
    const text = format === 'markdown' ? outlineToMarkdown(answer) : outlineToText(answer);
    return reply.type(OUTLINE_CONTENT_TYPES[format]).send(text);
  });

  app.get(OPERATIONS.analyze.path, {
    schema: pageRouteSchema('analyze', { summary: 'Summary, sentiment, topics, entities and difficulty of a page', querystring: TargetUrlQuery }),
    onRequest: accessGuard({ endpoint: 'analyze' }, deps.access),
  }, (request, reply) => answerFromPage(request, reply, deps.services, (s, target, call) => s.analyze.analyze(target, call)));
}
