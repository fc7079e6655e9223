import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import { ENDPOINTS } from '../endpoints.js';

const EndpointSchema = Type.Object({
  name: Type.String(),
  method: Type.String(),
  path: Type.String(),
  availability: Type.String(),
  key_required: Type.Boolean(),
  purpose: Type.String(),
  served: Type.Boolean({ description: 'False while announced but not served by this build.' }),
});

export function registerRootRoute(app: HttpApp, info: { name: string; version: string }): void {
  app.get(
    '/',
    {
      schema: {
        summary: 'Service name, version and endpoints with their availability labels',
        tags: ['service'],
        response: {
          200: Type.Object({
            name: Type.String(),
            version: Type.String(),
            docs: Type.String(),
            openapi: Type.String(),
            endpoints: Type.Array(EndpointSchema),
          }),
        },
      },
    },
    async () => ({
      name: info.name,
      version: info.version,
      docs: '/docs',
      openapi: '/openapi.json',
      endpoints: ENDPOINTS.map((e) => ({
        name: e.name,
        method: e.method,
        path: e.path,
        availability: e.availability,
        key_required: e.keyRequired,
        purpose: e.purpose,
        served: e.implemented,
      })),
    }),
  );
}
