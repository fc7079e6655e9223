import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../app-services.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { answerFromPage } from '../page-answer.js';
import { MaxAgeParam, pageRouteSchema, RenderedPageParams, RenderParam } from '../schemas.js';
import { OPERATIONS } from '../../domain/operations.js';


const StackQuery = Type.Object({
  url: Type.Optional(Type.String({ description: 'Fully-qualified http or https URL of a public web page.' })),
  maxAge: MaxAgeParam,
  render: RenderParam,
  ...RenderedPageParams,
  includeCss: Type.Optional(Type.Boolean({ default: false, description: 'Add the stylesheet URLs as `stylesheets`' })),
});

export interface StackRouteDeps {
  readonly services: Pick<Services, 'live' | 'test'>;
  readonly access: AccessDeps;
  readonly keylessPerDay: number;
}

export function registerStackRoute(app: HttpApp, deps: StackRouteDeps): void {
  app.get(
    OPERATIONS.stack.path,
    {
      schema: pageRouteSchema('stack', {
        summary: 'Technologies, CDN and security headers of a site',
        description: 'New: no key needed (5 calls per IP per UTC day). With a live key, calls count against its plan\'s monthly quota.',
        querystring: StackQuery,
      }),
      onRequest: accessGuard({ endpoint: 'stack', keylessPerDay: deps.keylessPerDay }, deps.access),
    },
    (request, reply) => answerFromPage(request, reply, deps.services, (s, target, call) => s.stack.detect(target, request.query.includeCss === true, call)),
  );
}
