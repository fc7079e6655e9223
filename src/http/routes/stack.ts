import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../main.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { answerFromPage } from '../page-answer.js';
import { MaxAgeParam, problemResponses } from '../schemas.js';

export const StackResultSchema = Type.Object({
  url: Type.String(),
  analyzedAt: Type.String({ format: 'date-time', description: 'ISO 8601 with milliseconds' }),
  technologies: Type.Array(Type.Object({
    name: Type.String(),
    version: Type.Optional(Type.String()),
    confidence: Type.Union([Type.Literal('high'), Type.Literal('medium'), Type.Literal('low')]),
    detectedFrom: Type.Array(Type.String({ description: 'HTML, Scripts, Headers, Cookies, Meta, URL or DOM' })),
    category: Type.String(),
  })),
  server: Type.Object({ name: Type.String(), poweredBy: Type.String() }),
  cdn: Type.Array(Type.String()),
  security: Type.Object({
    score: Type.String({ description: '7 headers → A+, 6 → A, 5 → B, 4 → C, 3 → D, 2 or fewer → F' }),
    headers: Type.Array(Type.String()),
    missingHeaders: Type.Array(Type.String()),
  }),
  stylesheets: Type.Optional(Type.Array(Type.String(), { description: 'Absolute stylesheet URLs, with includeCss=true' })),
}, { $id: 'StackResult' });

const StackQuery = Type.Object({
  url: Type.Optional(Type.String({ description: 'Fully-qualified http or https URL of a public web page.' })),
  maxAge: MaxAgeParam,
  includeCss: Type.Optional(Type.Boolean({ default: false, description: 'Add the stylesheet URLs as `stylesheets`' })),
});

export interface StackRouteDeps {
  readonly services: Pick<Services, 'live' | 'test'>;
  readonly access: AccessDeps;
  readonly keylessPerDay: number;
}

export function registerStackRoute(app: HttpApp, deps: StackRouteDeps): void {
  app.get(
    '/stack',
    {
      schema: {
        summary: 'Technologies, CDN and security headers of a site',
        description: 'New: no key needed (5 calls per IP per UTC day). With a live key, calls count against its plan\'s monthly quota.',
        tags: ['endpoints'],
        querystring: StackQuery,
        response: { 200: Type.Ref('StackResult'), ...problemResponses(400, 401, 403, 422, 429, 451, 502, 504) },
        security: [{}, { bearer: [] }, { apiKey: [] }],
      },
      onRequest: accessGuard({ endpoint: 'stack', keylessPerDay: deps.keylessPerDay }, deps.access),
    },
    (request, reply) => answerFromPage(request, reply, deps.services, (s, target, call) => s.stack.detect(target, request.query.includeCss === true, call)),
  );
}
