import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import { OPERATIONS, SCOPES, SERVICE_ROUTES } from '../../domain/operations.js';

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

export function registerRootRoute(app: HttpApp, info: { name: string; version: string }): void {
  const description = describeService(info);
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
    async () => description,
  );
}
