import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's genReqId: keep a caller's X-Request-Id when it is a plain token (so traces join
 * up across a proxy), otherwise make a fresh UUID. The id is echoed on every response.
 */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && SAFE_INCOMING_ID.test(incoming)) return incoming;
  return randomUUID();
}
