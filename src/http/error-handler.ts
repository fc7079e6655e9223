import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Failure } from '../errors.js';
import { asStoreUnavailable, StoreUnavailableError, type StoreComponent } from '../store/store-unavailable.js';
import { sendProblem } from './problem.js';
import { describeValidation } from './validation-detail.js';

/** Maps what fastify itself rejects (validation, body parsing, size) to the contract's codes. */
export function failureFromFrameworkError(error: FastifyError): Failure | undefined {
  if (error.validation) {
    const aboutUrl = error.validationContext === 'querystring' && error.validation.some((v) => v.instancePath === '/url');
    return { code: aboutUrl ? 'invalid_url' : 'invalid_parameter', detail: describeValidation(error.validation, error.validationContext ?? 'request', error.message) };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { code: 'payload_too_large', detail: 'The request body is larger than 1 MB.' };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { code: 'unsupported_media_type', detail: 'The request body must be application/json.' };
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: 'invalid_parameter', detail: error.message };
  }
  return undefined;
}

/** Hears each call answered 503 because a store was unavailable (the metrics count them). */
export type StoreUnavailableListener = (component: StoreComponent, request: FastifyRequest) => void;

/**
 * The error handler: framework rejections to their codes; a store that cannot serve now
 * (PostgreSQL, Redis or the embedded file, whether its adapter said so or its driver's error
 * escaped) to 503 `unavailable` with Retry-After (docs/reference/operations.md#store-outages);
 * anything else is a bug: 500, logged.
 */
export function createErrorHandler(onStoreUnavailable?: StoreUnavailableListener) {
  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const failure = failureFromFrameworkError(error);
    if (failure) return sendProblem(reply, failure);
    const outage = asStoreUnavailable(error);
    if (outage) {
      // An adapter's outage is logged where it starts and ends (store-health.ts); a driver error that escaped one, here.
      if (error instanceof StoreUnavailableError) request.log.debug({ component: outage.component, reason: outage.message }, 'store unavailable: answered 503');
      else request.log.warn({ err: error, component: outage.component }, 'store unavailable (driver error outside a store adapter): answered 503');
      onStoreUnavailable?.(outage.component, request);
      return sendProblem(reply, { code: 'unavailable', detail: `${outage.message}. Try again shortly.`, retryAfterSeconds: outage.retryAfterSeconds });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, { code: 'internal_error', detail: 'An unexpected error occurred; it has been logged with this request id.' });
  };
}

export interface RouteShape {
  readonly method: string | readonly string[];
  readonly url: string;
}

/** A route's path as a pattern over concrete paths: `/jobs/:id` matches `/jobs/job_1`. */
function pathPattern(url: string): RegExp {
  const source = url.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * 404 for a path nothing serves; 405 with `Allow` for a path served with other methods
 * (`routes` is filled as routes are registered, and read when a request misses).
 */
export function createNotFoundHandler(routes: readonly RouteShape[]) {
  let patterns: { readonly pattern: RegExp; readonly methods: readonly string[] }[] | undefined;
  return function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const path = request.url.split('?')[0] ?? '/';
    patterns ??= routes.map((route) => ({ pattern: pathPattern(route.url), methods: [route.method].flat() }));
    const allowed = [...new Set(patterns.filter((p) => p.pattern.test(path)).flatMap((p) => p.methods))];
    if (allowed.length > 0) {
      reply.header('Allow', allowed.join(', '));
      return sendProblem(reply, { code: 'method_not_allowed', detail: `${path} answers ${allowed.join(', ')}, not ${request.method}.` });
    }
    return sendProblem(reply, { code: 'not_found', detail: `No route for ${request.method} ${path}.` });
  };
}
