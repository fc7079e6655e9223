import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../problem.js';

/**
 * Requests that a lenient parser lets through but that are not what they seem are refused
 * before any route sees them: a request line that is not HTTP/1.x (an HTTP/0.9-style line
 * with no version, or a version we do not speak) is dropped without an answer, since its
 * sender cannot read an HTTP/1.1 one.
 */
export function dropNonHttp1(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (request.raw.httpVersionMajor === 1 && (request.raw.httpVersionMinor === 0 || request.raw.httpVersionMinor === 1)) return done();
  reply.hijack();
  request.raw.socket.destroy();
}

/**
 * A query parameter given twice (`width=1&width=2`) or in array form (`fullPage[]=true`) has no
 * one meaning: 400 rather than a guess (a parser that kept the first, or ignored the bracketed
 * name, would silently run a different request than the one sent).
 */
export function refuseAmbiguousQuery(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  // fastify's own parse (names decoded; a name given twice becomes an array), not a second one.
  const query = request.query as Record<string, unknown>;
  for (const name in query) {
    if (name.includes('[') || name.includes(']')) {
      void sendProblem(reply, { code: 'invalid_parameter', detail: `query parameter "${name}" is array-shaped; send each parameter once, as name=value` });
      return;
    }
    if (Array.isArray(query[name])) {
      void sendProblem(reply, { code: 'invalid_parameter', detail: `query parameter "${name}" is given more than once` });
      return;
    }
  }
  done();
}

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * Bodies are JSON in UTF-8 (RFC 8259), unencoded: another media type, another charset or a
 * Content-Encoding answers 415 rather than being parsed as something it is not.
 */
export function refuseUnsupportedBody(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return done();
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    void sendProblem(reply, { code: 'unsupported_media_type', detail: `Content-Encoding "${encoding}" is not accepted; send the JSON body unencoded` });
    return;
  }
  const type = request.headers['content-type'] ?? '';
  if (!JSON_TYPE.test(type)) {
    void sendProblem(reply, { code: 'unsupported_media_type', detail: `the request body must be application/json; got "${type || 'no Content-Type'}"` });
    return;
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    void sendProblem(reply, { code: 'unsupported_media_type', detail: `charset "${charset}" is not accepted; JSON bodies are UTF-8` });
    return;
  }
  done();
}
