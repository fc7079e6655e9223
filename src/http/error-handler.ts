import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Failure } from '../errors.js';
import { StoreUnavailableError } from '../store/store-unavailable.js';
import { sendProblem } from './problem.js';

/** Maps what fastify itself rejects (validation, body parsing, size) to the contract's codes. */
export function failureFromFrameworkError(error: FastifyError): Failure | undefined {
  if (error.validation) {
    const aboutUrl = error.validationContext === 'querystring' && error.validation.some((v) => v.instancePath === '/url');
    return { code: aboutUrl ? 'invalid_url' : 'invalid_parameter', detail: error.message };
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

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const failure = failureFromFrameworkError(error);
  if (failure) return sendProblem(reply, failure);
  if (error instanceof StoreUnavailableError) {
    request.log.error({ err: error }, 'shared store unavailable');
    return sendProblem(reply, { code: 'unavailable', detail: `${error.message}. Try again shortly.` });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendProblem(reply, { code: 'internal_error', detail: 'An unexpected error occurred; it has been logged with this request id.' });
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendProblem(reply, { code: 'not_found', detail: `No route for ${request.method} ${request.url.split('?')[0]}.` });
}
