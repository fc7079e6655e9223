import swagger from '@fastify/swagger';
import type { HttpApp } from './app-types.js';
import { registerDocsRoute } from './routes/docs.js';
import type { OpenApiDocument } from '../web/pages/reference-page.js';

/**
 * OpenAPI 3.1 generated from the route schemas, served at /openapi.json, and a readable
 * reference at /docs rendered on the server from that document (it needs no internet).
 */
export async function registerOpenApi(app: HttpApp, info: { version: string; publicUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pagelens',
        version: info.version,
        description:
          'Data about any public web page: preview, content, SEO and AEO audits, screenshots, technology detection. ' +
          'Errors are RFC 9457 problem details with a stable `code`.',
      },
      servers: [{ url: info.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer pl_live_… or pl_test_…' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // A plain JSON copy: the page reads the document as data, typed by what it reads of it.
  registerDocsRoute(app, () => JSON.parse(JSON.stringify(app.swagger())) as OpenApiDocument);
}
