import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import { OPERATIONS, SCOPES, SERVICE_ROUTES } from '../../domain/operations.js';
import { FIXTURES } from '../../fixtures/fixture-catalog.js';
import { renderHomePage } from '../../web/pages/home-page.js';
import { baseUrlOf } from './docs.js';
import { sendHtml } from './web-pages.js';

const EndpointSchema = Type.Object({
  name: Type.String(),
  method: Type.String(),
  path: Type.String(),
  availability: Type.String(),
  key_required: Type.Boolean(),
  purpose: Type.String(),
  served: Type.Boolean({ description: 'False while announced but not served by this build.' }),
});

const RouteSchema = Type.Object({
  name: Type.String(),
  method: Type.String(),
  path: Type.String({ description: 'OpenAPI form: {id} stands for a path parameter' }),
  key_required: Type.Boolean(),
  purpose: Type.String(),
});

/** The page operations with their availability labels, then every route of the API (the account API is in /docs). */
function describeService(info: { name: string; version: string }) {
  const endpoints = SCOPES.map((name) => {
    const entry = OPERATIONS[name];
    return { name, method: entry.method, path: entry.path, availability: entry.label, key_required: entry.keyRequired, purpose: entry.purpose, served: true };
  });
  const routes = [
    ...endpoints.map(({ name, method, path, key_required, purpose }) => ({ name, method, path, key_required, purpose })),
    ...SERVICE_ROUTES.map((route) => ({ name: route.name, method: route.method, path: route.path, key_required: route.keyRequired, purpose: route.purpose })),
  ];
  return { name: info.name, version: info.version, docs: '/docs', openapi: '/openapi.json', endpoints, routes };
}

/** The quality factor `accept` gives a media type: its most specific matching range wins (RFC 9110 §12.5.1). */
function qualityOf(accept: string, type: string): number {
  const [major] = type.split('/');
  let best = { specificity: -1, q: 0 };
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';').map((p) => p.trim());
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity < 0 || specificity < best.specificity) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (specificity > best.specificity) best = { specificity, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}

/** A browser's Accept: text/html ranked above application/json. No Accept, or a tie (any type at all), stays JSON. */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return qualityOf(accept, 'text/html') > qualityOf(accept, 'application/json');
}

export function registerRootRoute(app: HttpApp, info: { name: string; version: string }): void {
  const description = describeService(info);
  const fixtures = FIXTURES.map(({ url, description: text }) => ({ url, description: text }));
  const endpoints = SCOPES.map((name) => ({ name, ...OPERATIONS[name] }));
  const homePage = (baseUrl: string) =>
    renderHomePage({ csrfToken: '', version: info.version, baseUrl, endpoints, routes: SERVICE_ROUTES.filter((r) => r.name !== 'root'), fixtures });
  app.get(
    '/',
    {
      schema: {
        summary: 'Service name, version, the endpoints with their availability labels, and every route',
        tags: ['service'],
        response: {
          200: Type.Object({
            name: Type.String(),
            version: Type.String(),
            docs: Type.String(),
            openapi: Type.String(),
            endpoints: Type.Array(EndpointSchema),
            routes: Type.Array(RouteSchema),
          }),
        },
      },
    },
    async (request, reply) => {
      void reply.header('Vary', 'Accept');
      if (!prefersHtml(request.headers.accept)) return description;
      return sendHtml(reply, homePage(baseUrlOf(request)));
    },
  );
}
