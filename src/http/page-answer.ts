import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Outcome } from '../errors.js';
import type { EndpointServices, Services } from '../main.js';
import { checkTargetUrl } from '../fetch/address-policy.js';
import { isTestAccess } from './middleware/access.js';
import { sendProblem } from './problem.js';
import { callOf } from './call-of.js';
import { sendSharedAnswer } from './answer-bytes.js';
import type { Call } from '../services/call.js';

export interface PageAnswerOptions {
  /** SPEC 2.1 and 2.2 show `cached` in the body; the other results do not. */
  readonly cachedInBody: boolean;
}

/**
 * The common path of every endpoint that analyses one page: validate `url`, pick the live or
 * the fixture services (test keys), run, set X-Cache, answer the result or its problem.
 */
export async function answerFromPage<T extends { readonly cached: boolean }>(
  request: FastifyRequest & { query: { url?: string | undefined; maxAge?: number | undefined } },
  reply: FastifyReply,
  services: Pick<Services, 'live' | 'test'>,
  run: (endpoint: EndpointServices, target: URL, call: Call) => Promise<Outcome<T>>,
  options: PageAnswerOptions = { cachedInBody: false },
): Promise<T | Omit<T, 'cached'> | FastifyReply> {
  const target = checkTargetUrl(request.query.url ?? '');
  if (!target.ok) return sendProblem(reply, target.failure);
  const maxAge = request.query.maxAge;
  const call = callOf(request, {
    maxAgeMs: maxAge === undefined ? undefined : maxAge * 1000,
    onCacheHit: (producedAt) => reply.header('Age', String(Math.max(0, Math.floor((Date.now() - producedAt) / 1000)))),
    onRender: (rendering) => reply.header('X-Render', rendering),
  });
  const outcome = await run(isTestAccess(request.access) ? services.test : services.live, target.value, call);
  reply.header('X-Cache', outcome.ok && outcome.value.cached ? 'HIT' : 'MISS');
  if (!outcome.ok) return sendProblem(reply, outcome.failure);
  const answer = outcome.value;
  const body = () => (options.cachedInBody ? answer : withoutCached(answer));
  return answer.cached ? sendSharedAnswer(reply, answer, body) : body();
}

function withoutCached<T extends { readonly cached: boolean }>(answer: T): Omit<T, 'cached'> {
  const { cached: _cached, ...body } = answer;
  return body;
}
