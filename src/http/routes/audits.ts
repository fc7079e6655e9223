import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../app-services.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { answerFromPage } from '../page-answer.js';
import type { AeoResult, SeoResult } from '../../results/index.js';
import { problemResponses, TargetUrlQuery } from '../schemas.js';




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
