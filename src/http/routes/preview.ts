import type { HttpApp } from '../app-types.js';
import type { Services } from '../../app-services.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { answerFromPage } from '../page-answer.js';
import { pageRouteSchema, TargetUrlQuery } from '../schemas.js';
import { OPERATIONS } from '../../domain/operations.js';


export interface PreviewRouteDeps {
  readonly services: Pick<Services, 'live' | 'test'>;
  readonly access: AccessDeps;
  readonly keylessPerDay: number;
}

export function registerPreviewRoute(app: HttpApp, deps: PreviewRouteDeps): void {
  app.get(
    OPERATIONS.preview.path,
    {
      schema: pageRouteSchema('preview', {
        summary: 'Open Graph and basic meta data of a page',
        description: 'Free: no key needed (150 calls per IP per UTC day). With a live key, calls count against its plan\'s monthly quota; a test key answers for the fixture URLs only.',
        querystring: TargetUrlQuery,
      }),
      onRequest: accessGuard({ endpoint: 'preview', keylessPerDay: deps.keylessPerDay }, deps.access),
    },
    (request, reply) => answerFromPage(request, reply, deps.services, (s, target, call) => s.preview.preview(target, call), { cachedInBody: true }),
  );
}
