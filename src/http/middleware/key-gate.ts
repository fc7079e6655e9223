import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../problem.js';
import { readPresentedKey } from './presented-key.js';

/**
 * A key that is sent must be valid, also on keyless endpoints (CONTRACT §4). This build
 * issues no keys yet, so any key sent is unknown; a malformed header is 401 too.
 */
export function guardKeyless(limitByIp: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
  return async function keylessGuard(request: FastifyRequest, reply: FastifyReply) {
    const presented = readPresentedKey(request.headers);
    if (presented.kind === 'none') return limitByIp(request, reply);
    const detail = presented.kind === 'malformed' ? presented.detail : 'Unknown API key.';
    return sendProblem(reply, { code: 'unauthorized', detail });
  };
}
