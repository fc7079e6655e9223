import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';

export function registerHealthzRoute(app: HttpApp): void {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Readiness: 200 once the service accepts requests',
        tags: ['service'],
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
}
