import { timingSafeEqual, createHash } from 'node:crypto';
import type { HttpApp } from '../app-types.js';
import type { Metrics } from '../../metrics/metrics.js';
import { sendProblem } from '../problem.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** GET /metrics: Prometheus text; open, or behind a Bearer token when PAGELENS_METRICS_TOKEN is set (docs/reference/operations.md#metrics). */
export function registerMetricsRoute(app: HttpApp, deps: { metrics: Metrics; token: string | undefined }): void {
  const expected = deps.token === undefined ? undefined : digest(deps.token);
  app.get('/metrics', { schema: { summary: 'Prometheus metrics (text exposition format)', tags: ['service'] } }, async (request, reply) => {
    if (expected) {
      const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
        return sendProblem(reply, { code: 'unauthorized', detail: 'GET /metrics needs "Authorization: Bearer <PAGELENS_METRICS_TOKEN>".' });
      }
    }
    return reply.type(deps.metrics.registry.contentType).send(await deps.metrics.render());
  });
}
