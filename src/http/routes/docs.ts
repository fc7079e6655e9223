import type { FastifyRequest } from 'fastify';
import type { HttpApp } from '../app-types.js';
import { FIXTURES } from '../../fixtures/fixture-catalog.js';
import { renderReferencePage, type OpenApiDocument } from '../../web/pages/reference-page.js';
import { errorCodesByStatus } from '../error-docs.js';
import { sendHtml } from './web-pages.js';

/** Where the caller reached this service: the examples on the pages use it as they are. */
export function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * GET /docs: the API reference, rendered here from the OpenAPI document (GET /openapi.json) in
 * the dashboard's stylesheet — no client-side renderer, so the first paint is the page itself.
 */
export function registerDocsRoute(app: HttpApp, document: () => OpenApiDocument): void {
  const fixtures = FIXTURES.map(({ url, description }) => ({ url, description }));
  const errorCodes = errorCodesByStatus();
  const pages = new Map<string, string>();
  app.get('/docs', { schema: { hide: true } }, async (request, reply) => {
    const baseUrl = baseUrlOf(request);
    let page = pages.get(baseUrl);
    if (page === undefined) {
      page = renderReferencePage({ csrfToken: '', document: document(), baseUrl, fixtures, errorCodes });
      // The origins a deployment is reached by are few; a spoofed Host must not grow this without end.
      if (pages.size < 8) pages.set(baseUrl, page);
    }
    return sendHtml(reply, page);
  });
  app.get('/docs/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/docs', 301));
}
