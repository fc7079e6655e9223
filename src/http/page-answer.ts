import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Outcome } from '../errors.js';
import type { Services } from '../app-services.js';
import type { EndpointServices } from '../services/endpoint-services.js';
import { checkTargetUrl } from '../fetch/address-policy.js';
import { isTestAccess } from './middleware/access.js';
import { sendProblem } from './problem.js';
import { callOf } from './call-of.js';
import { sendSharedAnswer } from './answer-bytes.js';
import type { Call, RenderedPageOptions } from '../services/call.js';
import type { RenderMode } from '../domain/render.js';

export interface PageAnswerOptions {
  /** Preview (docs/reference/api.md#preview) and extract (docs/reference/api.md#extract) answers show `cached` in the body; the other results do not. */
  readonly cachedInBody: boolean;
}

type PageRequest = FastifyRequest & {
  query: { url?: string | undefined; maxAge?: number | undefined; render?: RenderMode | undefined; wait_for?: string | undefined; wait_ms?: number | undefined; block_banners?: boolean | undefined };
};

/** The rendered page's options the query gives, or undefined (the defaults). */
function pageOptionsOf(query: PageRequest['query']): RenderedPageOptions | undefined {
  if (query.wait_for === undefined && !query.wait_ms && query.block_banners !== false) return undefined;
  return { ...(query.wait_for === undefined ? {} : { waitFor: query.wait_for }), waitMs: query.wait_ms ?? 0, blockBanners: query.block_banners ?? true };
}
type AnswerOnPage<T> = (endpoint: EndpointServices, target: URL, call: Call) => Promise<Outcome<T>>;

/**
 * The common path of every endpoint that analyses one page: validate `url`, pick the live or
 * the fixture services (test keys), run, set X-Cache (and Age, X-Render). The service's answer,
 * or undefined when its problem has been sent.
 */
export async function findPageAnswer<T extends { readonly cached: boolean }>(
  request: PageRequest,
  reply: FastifyReply,
  services: Pick<Services, 'live' | 'test'>,
  answerOn: AnswerOnPage<T>,
): Promise<T | undefined> {
  const target = checkTargetUrl(request.query.url ?? '');
  if (!target.ok) {
    sendProblem(reply, target.failure);
    return undefined;
  }
  const maxAge = request.query.maxAge;
  const call = callOf(request, {
    maxAgeMs: maxAge === undefined ? undefined : maxAge * 1000,
    onCacheHit: (producedAt) => reply.header('Age', String(Math.max(0, Math.floor((Date.now() - producedAt) / 1000)))),
    onRender: (rendering) => reply.header('X-Render', rendering),
    render: request.query.render,
    page: pageOptionsOf(request.query),
  });
  const outcome = await answerOn(isTestAccess(request.access) ? services.test : services.live, target.value, call);
  reply.header('X-Cache', outcome.ok && outcome.value.cached ? 'HIT' : 'MISS');
  if (outcome.ok) return outcome.value;
  sendProblem(reply, outcome.failure);
  return undefined;
}

/** findPageAnswer, answered as JSON: a cache hit's shared answer as the bytes sent for it before. */
export async function answerFromPage<T extends { readonly cached: boolean }>(
  request: PageRequest,
  reply: FastifyReply,
  services: Pick<Services, 'live' | 'test'>,
  answerOn: AnswerOnPage<T>,
  options: PageAnswerOptions = { cachedInBody: false },
): Promise<T | Omit<T, 'cached'> | FastifyReply> {
  const answer = await findPageAnswer(request, reply, services, answerOn);
  if (answer === undefined) return reply;
  const body = () => (options.cachedInBody ? answer : withoutCached(answer));
  return answer.cached ? sendSharedAnswer(reply, answer, body) : body();
}

function withoutCached<T extends { readonly cached: boolean }>(answer: T): Omit<T, 'cached'> {
  const { cached: _cached, ...body } = answer;
  return body;
}
