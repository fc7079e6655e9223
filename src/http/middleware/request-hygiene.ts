import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Failure } from '../../errors.js';
import { sendProblem } from '../problem.js';

/**
 * The one onRequest hook every request passes (one hook rather than four: each hook is a step
 * fastify runs on every request, cache hits and /healthz included). Echoes the request id, then
 * refuses what a lenient parser lets through but is not what it seems.
 */
export function screenRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (!isHttp1(request)) {
    // Its sender cannot read an HTTP/1.1 answer: dropped without one.
    reply.hijack();
    request.raw.socket.destroy();
    return;
  }
  reply.header('X-Request-Id', request.id);
  const problem = ambiguousQuery(request) ?? unsupportedBody(request);
  if (problem) {
    void sendProblem(reply, problem);
    return;
  }
  done();
}

/** A request line that is HTTP/1.x (not an HTTP/0.9-style line with no version, nor a version we do not speak). */
function isHttp1(request: FastifyRequest): boolean {
  return request.raw.httpVersionMajor === 1 && (request.raw.httpVersionMinor === 0 || request.raw.httpVersionMinor === 1);
}

/**
 * A query parameter given twice (`width=1&width=2`) or in array form (`fullPage[]=true`) has no
 * one meaning: 400 rather than a guess (a parser that kept the first, or ignored the bracketed
 * name, would silently run a different request than the one sent).
 */
function ambiguousQuery(request: FastifyRequest): Failure | undefined {
  // fastify's own parse (names decoded; a name given twice becomes an array), not a second one.
  const query = request.query as Record<string, unknown>;
  for (const name in query) {
    if (name.includes('[') || name.includes(']')) {
      return { code: 'invalid_parameter', detail: `query parameter "${name}" is array-shaped; send each parameter once, as name=value` };
    }
    if (Array.isArray(query[name])) return { code: 'invalid_parameter', detail: `query parameter "${name}" is given more than once` };
  }
  return undefined;
}

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * Bodies are JSON in UTF-8 (RFC 8259), unencoded: another media type, another charset or a
 * Content-Encoding answers 415 rather than being parsed as something it is not.
 */
function unsupportedBody(request: FastifyRequest): Failure | undefined {
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return undefined;
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    return { code: 'unsupported_media_type', detail: `Content-Encoding "${encoding}" is not accepted; send the JSON body unencoded` };
  }
  const type = request.headers['content-type'] ?? '';
  if (!JSON_TYPE.test(type)) {
    return { code: 'unsupported_media_type', detail: `the request body must be application/json; got "${type || 'no Content-Type'}"` };
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    return { code: 'unsupported_media_type', detail: `charset "${charset}" is not accepted; JSON bodies are UTF-8` };
  }
  return undefined;
}
