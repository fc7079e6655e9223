import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { HttpApp } from './app-types.js';

/**
 * OpenAPI 3.1 generated from the route schemas, served at /openapi.json, and a readable
 * reference at /docs (Swagger UI's bundled assets: it needs no internet).
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
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    staticCSP: true,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
