import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.js';

const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

/**
 * Per request, when it is answered: counted, and logged as one structured line — request id,
 * account id (never key text), route, status, cache, upstream (http/call-of.ts) and total ms.
 */
export function requestMetricsHooks(metrics: Metrics) {
  return {
    // A callback hook, not an async one: no promise per request.
    onResponse(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
      const route = routeOf(request);
      const status = reply.statusCode;
      const cache = String(reply.getHeader('x-cache') ?? '');
      metrics.requests.inc({ route, method: request.method, status: String(status), cache });
      metrics.requestSeconds.observe({ route, method: request.method }, reply.elapsedTime / 1000);
      const access = request.access;
      if (status === 429) metrics.quotaDenials.inc({ route, kind: access?.kind === 'key' ? 'quota' : route.startsWith('/account') ? 'login' : 'keyless' });
      request.log.info(
        {
          route,
          method: request.method,
          status,
          cache: cache || undefined,
          account: access?.kind === 'key' ? access.account.id : undefined,
          upstream_ms: Math.round(request.upstreamMs),
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    },
  };
}
