import type { HttpApp } from '../app-types.js';
import type { Services } from '../../app-services.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { answerFromPage } from '../page-answer.js';
import type { AeoResult, SeoResult } from '../../results/index.js';
import { pageRouteSchema, TargetUrlQuery } from '../schemas.js';
import { OPERATIONS } from '../../domain/operations.js';




export interface AuditRouteDeps {
  readonly services: Pick<Services, 'live' | 'test'>;
  readonly access: AccessDeps;
}

/** GET /seo and GET /aeo: the same shape of handler over two audits. */
export function registerAuditRoutes(app: HttpApp, deps: AuditRouteDeps): void {
  for (const audit of ['seo', 'aeo'] as const) {
    app.get(
      OPERATIONS[audit].path,
      {
        schema: pageRouteSchema(audit, {
          summary: audit === 'seo' ? 'SEO score with recommendations' : 'Answer Engine Optimization score over 7 dimensions',
          querystring: TargetUrlQuery,
        }),
        onRequest: accessGuard({ endpoint: audit }, deps.access),
      },
      (request, reply) =>
        answerFromPage<(SeoResult | AeoResult) & { readonly cached: boolean }>(request, reply, deps.services, (s, target, call) => s[audit].audit(target, call)),
    );
  }
}
