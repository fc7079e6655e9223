import type { FastifyRequest } from 'fastify';
import type { Call } from '../services/call.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Time this request spent fetching upstream, in ms (the request log's upstream_ms). */
    upstreamMs: number;
  }
}

/** The services' view of one request: upstream fetches made for it add to its upstream time. */
export function callOf(request: FastifyRequest, more: Omit<Call, 'onUpstream'> = {}): Call {
  // Field by field rather than a spread: this runs on every request, cache hits included.
  return {
    maxAgeMs: more.maxAgeMs,
    onCacheHit: more.onCacheHit,
    onRender: more.onRender,
    render: more.render,
    page: more.page,
    onUpstream: (ms) => {
      request.upstreamMs += ms;
    },
  };
}
