import type { FastifyReply } from 'fastify';
import { PROBLEM_CONTENT_TYPE, renderProblem, type Failure } from '../errors.js';

/** The one way a route answers with an error: RFC 9457 problem+json with the contract's code. */
export function sendProblem(reply: FastifyReply, failure: Failure): FastifyReply {
  const body = renderProblem(failure, String(reply.request.id));
  reply.request.failureCode = failure.code;
  if (failure.retryAfterSeconds !== undefined) reply.header('Retry-After', String(Math.ceil(failure.retryAfterSeconds)));
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}
