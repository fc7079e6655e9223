import { Type } from 'typebox';
import { OneOf } from '../../results/plain-kinds.js';
import type { HttpApp } from '../app-types.js';
import type { Caller } from '../../access/caller.js';
import { checkScope } from '../../access/identify-caller.js';
import type { UrlJudge } from '../../screenshot/request-guard.js';
import { JOB_OPERATIONS, type JobOperation } from '../../domain/operations.js';
import type { Failure, Outcome } from '../../errors.js';
import type { JobStatus } from '../../results/job.js';
import type { FastifyReply } from 'fastify';
import { CRAWL_DEFAULTS } from '../../crawl/index.js';
import { checkTargetUrl } from '../../fetch/address-policy.js';
import { DEFAULT_RESULTS_PAGE, MAX_JOB_URLS, MAX_RESULTS_PAGE, type JobService } from '../../jobs/job-service.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { sendProblem } from '../problem.js';
import { problemResponses, RenderParam } from '../schemas.js';

const Webhook = Type.Object({
  url: Type.String({ description: 'Receiver of job.page (each URL as it finishes) and job.completed / job.failed events; the same SSRF policy as pages' }),
  secret: Type.Optional(Type.String({ minLength: 1, maxLength: 256, description: 'Signs each event (Pagelens-Signature); without it events are sent unsigned' })),
}, { additionalProperties: false });
const Operation = OneOf(JOB_OPERATIONS, { description: 'preview, extract, seo, aeo or stack' });

const JobBody = Type.Object({
  operation: Operation,
  urls: Type.Array(Type.String(), { description: `1 to ${MAX_JOB_URLS.toLocaleString('en')} URLs` }),
  webhook: Type.Optional(Webhook),
  render: RenderParam,
});
/** Deeper than any site's navigation; bounds what one request may ask. */
const MAX_CRAWL_DEPTH = 100;
const Globs = Type.Array(Type.String({ minLength: 1, maxLength: 512 }), { maxItems: 50 });
const CrawlBody = Type.Object({
  url: Type.String({ description: 'The start page; the crawl stays on its registrable domain' }),
  operation: Type.Optional(OneOf(JOB_OPERATIONS, { default: 'extract', description: 'What each page found gets: preview, extract (default), seo, aeo or stack' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CRAWL_DEFAULTS.maxLimit, default: CRAWL_DEFAULTS.limit, description: 'Pages at most, failures included' })),
  max_depth: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_CRAWL_DEPTH, default: CRAWL_DEFAULTS.maxDepth, description: 'Link hops from the start page (depth 0); sitemap URLs are depth 1' })),
  include: Type.Optional(Type.Unsafe<string[]>({ ...Globs, description: 'Path globs a page must match (* within a segment, ** across; the start page is always crawled)' })),
  exclude: Type.Optional(Type.Unsafe<string[]>({ ...Globs, description: 'Path globs no page may match' })),
  webhook: Type.Optional(Webhook),
  render: RenderParam,
}, { additionalProperties: false });
const JobParams = Type.Object({ id: Type.String() });
const ResultsQuery = Type.Object({
  cursor: Type.Optional(Type.String({ description: 'next_cursor of the previous page; absent: from the first URL that finished' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RESULTS_PAGE, default: DEFAULT_RESULTS_PAGE })),
});

export interface JobRouteDeps {
  readonly jobs: JobService;
  readonly access: AccessDeps;
  /** The fetcher's SSRF policy for a webhook receiver: resolved and judged when the job is created (and again at every delivery). */
  readonly judgeUrl: UrlJudge;
}

/** 10,000 URLs of a few hundred characters; the rest of the API takes 1 MB. */
const JOB_BODY_LIMIT = 8 * 1024 * 1024;

const keyed: { [label: string]: string[] }[] = [{ bearer: [] }, { apiKey: [] }];

/**
 * Jobs over up to 10,000 URLs, worked in the background (docs/reference/jobs.md#jobs); each URL counts against
 * the operation's quota when it runs. A job belongs to its account (another account's: 404).
 */
export function registerJobRoutes(app: HttpApp, deps: JobRouteDeps): void {
  const guard = accessGuard({ endpoint: 'batch', metering: 'per-item' }, deps.access);

  /** Why a job may not be queued: the operation's scope, or a webhook receiver the SSRF policy refuses. */
  async function refusalOf(caller: Caller, operation: JobOperation, webhook: { url: string } | undefined): Promise<Failure | undefined> {
    const scoped = checkScope(caller, operation);
    if (!scoped.ok) return scoped.failure;
    const receiver = webhook ? await deps.judgeUrl(webhook.url) : undefined;
    return receiver && !receiver.ok ? { code: receiver.failure.code, detail: `webhook.url: ${receiver.failure.detail}` } : undefined;
  }

  function sendQueued(reply: FastifyReply, created: Outcome<JobStatus>) {
    if (!created.ok) return sendProblem(reply, created.failure);
    return reply.code(202).header('Location', `/jobs/${created.value.id}`).send(created.value);
  }

  app.post('/jobs', {
    bodyLimit: JOB_BODY_LIMIT,
    schema: {
      summary: 'Queue preview, extract, seo, aeo or stack over up to 10,000 URLs',
      description: 'Answers 202 at once; GET /jobs/{id} tells the progress and GET /jobs/{id}/results the answers as they finish. The key needs the batch scope and the operation\'s; each URL counts against the operation\'s monthly quota when it runs, and when the quota runs out the remaining URLs fail with quota_exceeded.',
      tags: ['jobs'],
      body: JobBody,
      response: { 202: Type.Ref('JobStatus'), ...problemResponses(400, 401, 403, 413, 415, 451) },
      security: keyed,
    },
    onRequest: guard,
  }, async (request, reply) => {
    const caller = request.access as Caller;
    const { operation, urls, webhook, render } = request.body;
    const refused = await refusalOf(caller, operation, webhook);
    if (refused) return sendProblem(reply, refused);
    return sendQueued(reply, await deps.jobs.create(caller, operation, urls, { ...(webhook ? { webhook } : {}), ...(render ? { render } : {}) }));
  });

  app.post('/crawl', {
    schema: {
      summary: 'Crawl a site and run preview, extract, seo, aeo or stack on each page found',
      description: 'Answers 202 at once with a job (kind crawl) read like any other: GET /jobs/{id}, whose total grows as pages are found, and GET /jobs/{id}/results. Breadth-first from url, on its registrable domain only, robots.txt obeyed (user agent Pagelens, Crawl-delay included), sitemap.xml used as seeds, each normalised URL once, at most PAGELENS_CRAWL_PER_HOST (default 2) requests to one host at once. Scopes and quota as POST /jobs: each page counts when it runs, and a spent quota ends the crawl.',
      tags: ['jobs'],
      body: CrawlBody,
      response: { 202: Type.Ref('JobStatus'), ...problemResponses(400, 401, 403, 413, 415, 451) },
      security: keyed,
    },
    onRequest: guard,
  }, async (request, reply) => {
    const caller = request.access as Caller;
    const { url, operation = 'extract', limit = CRAWL_DEFAULTS.limit, max_depth: maxDepth = CRAWL_DEFAULTS.maxDepth, include = [], exclude = [], webhook, render } = request.body;
    const refused = await refusalOf(caller, operation, webhook);
    if (refused) return sendProblem(reply, refused);
    // Judged now, so a start page the policy refuses is a 4xx here rather than a job that fails
    // (a test key's crawl reads the fixtures, never the network).
    const target = checkTargetUrl(url);
    if (!target.ok) return sendProblem(reply, target.failure);
    const start = caller.env === 'test' ? undefined : await deps.judgeUrl(url);
    if (start && !start.ok) return sendProblem(reply, start.failure);
    return sendQueued(reply, await deps.jobs.crawl(caller, operation, { url, limit, maxDepth, include, exclude }, { ...(webhook ? { webhook } : {}), ...(render ? { render } : {}) }));
  });

  // A job's status, read or after cancelling it: the same shape of route.
  const statusRoutes = [
    ['GET', 'A job\'s state and progress', deps.jobs.status],
    ['DELETE', 'Cancel a job: its URLs not yet run are not run', deps.jobs.cancel],
  ] as const;
  for (const [method, summary, act] of statusRoutes) {
    app.route({
      method,
      url: '/jobs/:id',
      schema: { summary, tags: ['jobs'], params: JobParams, response: { 200: Type.Ref('JobStatus'), ...problemResponses(401, 403, 404) }, security: keyed },
      onRequest: guard,
      handler: async (request, reply) => {
        const status = await act(request.access as Caller, request.params.id);
        return status.ok ? status.value : sendProblem(reply, status.failure);
      },
    });
  }

  app.get('/jobs/:id/results', {
    schema: {
      summary: 'A job\'s answers, in the order its URLs finished',
      tags: ['jobs'],
      params: JobParams,
      querystring: ResultsQuery,
      response: { 200: Type.Ref('JobResults'), ...problemResponses(400, 401, 403, 404) },
      security: keyed,
    },
    onRequest: guard,
  }, async (request, reply) => {
    const page = await deps.jobs.results(request.access as Caller, request.params.id, request.query.cursor, request.query.limit ?? DEFAULT_RESULTS_PAGE);
    return page.ok ? page.value : sendProblem(reply, page.failure);
  });
}
