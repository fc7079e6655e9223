import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSession } from '../../../accounts/portal.js';
import type { SessionService } from '../../../accounts/session-service.js';
import { sendProblem } from '../../problem.js';

export type Guarded = { readonly ok: true; readonly session: WebSession } | { readonly ok: false; readonly reply: FastifyReply };

/**
 * `/account/*`: no session → 401; `/admin/*`: not the owner's session → 403 (never 401).
 * State-changing calls also need X-CSRF-Token equal to the session's token → else 403.
 */
export async function guard(sessions: SessionService, request: FastifyRequest, reply: FastifyReply, area: 'account' | 'admin', changes: boolean): Promise<Guarded> {
  const session = await sessions.current(request);
  if (area === 'admin' && !session?.account.isOwner) return { ok: false, reply: sendProblem(reply, { code: 'forbidden', detail: 'Only the operator (owner account) may use /admin.' }) };
  if (!session) return { ok: false, reply: sendProblem(reply, { code: 'unauthorized', detail: 'Log in first: no valid session cookie.' }) };
  if (changes && !sessions.csrfValid(request, session)) return { ok: false, reply: csrfProblem(reply) };
  reply.header('Cache-Control', 'no-store');
  return { ok: true, session };
}

export const csrfProblem = (reply: FastifyReply) =>
  sendProblem(reply, { code: 'forbidden', detail: 'Missing or wrong X-CSRF-Token header (GET /account/csrf gives one).' });
