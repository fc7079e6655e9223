import { fail, succeed, type Outcome } from '../errors.js';
import { newId } from '../keys/api-key.js';
import type { Caller } from '../access/caller.js';
import type { Clock } from '../time/clock.js';
import type { JobResults, JobStatus } from '../results/job.js';
import type { JobRunner } from './job-runner.js';
import { planCrawl } from '../crawl/index.js';
import type { JobOperation } from '../domain/operations.js';
import type { CrawlRequest, JobOptions, JobRecord, JobStore } from '../store/job-ports.js';

/** A job holds at most this many URLs (docs/reference/jobs.md#jobs). */
export const MAX_JOB_URLS = 10_000;
export const DEFAULT_RESULTS_PAGE = 100;
export const MAX_RESULTS_PAGE = 1_000;

export interface JobService {
  create(caller: Caller, operation: JobOperation, urls: readonly string[], options: JobOptions): Promise<Outcome<JobStatus>>;
  /** A crawl job, POST /crawl (docs/reference/jobs.md#crawls): its URLs are the pages the crawl finds; `total` grows as it finds them. */
  crawl(caller: Caller, operation: JobOperation, request: CrawlRequest, options: Pick<JobOptions, 'webhook' | 'render'>): Promise<Outcome<JobStatus>>;
  status(caller: Caller, id: string): Promise<Outcome<JobStatus>>;
  results(caller: Caller, id: string, cursor: string | undefined, limit: number): Promise<Outcome<JobResults>>;
  cancel(caller: Caller, id: string): Promise<Outcome<JobStatus>>;
}

function statusOf(job: JobRecord): JobStatus {
  return {
    id: job.id, kind: job.kind, operation: job.operation, state: job.state as never, total: job.total, done: job.done, failed: job.failed,
    created_at: new Date(job.createdAt).toISOString(),
    ...(job.finishedAt === null ? {} : { finished_at: new Date(job.finishedAt).toISOString() }),
    ...(job.options.webhook ? { webhook: { url: job.options.webhook.url, attempts: [...job.webhookAttempts] } } : {}),
  };
}

const notFound = (id: string) => fail<never>('not_found', `No job ${id} for this account.`);

/** Jobs as an account sees them: its own only (another account's job is not found). */
export function createJobService(deps: { store: JobStore; runner: JobRunner; clock: Clock }): JobService {
  async function own(caller: Caller, id: string): Promise<JobRecord | undefined> {
    const job = await deps.store.get(id);
    return job && job.accountId === caller.account.id ? job : undefined;
  }

  async function queue(caller: Caller, kind: JobRecord['kind'], operation: JobOperation, urls: readonly string[], options: JobOptions): Promise<JobStatus> {
    const job = { id: newId('job'), accountId: caller.account.id, keyId: caller.key.id, kind, operation, state: 'queued' as const, total: urls.length, options, createdAt: deps.clock.now() };
    await deps.store.create(job, urls);
    const record: JobRecord = { ...job, done: 0, failed: 0, finishedAt: null, webhookAttempts: [] };
    await deps.runner.submit(record);
    return statusOf(record);
  }

  return {
    async create(caller, operation, urls, options) {
      if (urls.length === 0) return fail('invalid_parameter', 'urls must hold at least one URL');
      if (urls.length > MAX_JOB_URLS) return fail('too_many_urls', `a job holds at most ${MAX_JOB_URLS} URLs; this one has ${urls.length}`);
      return succeed(await queue(caller, 'jobs', operation, urls, options));
    },
    async crawl(caller, operation, request, options) {
      const plan = planCrawl({ start: request.url, limit: request.limit, maxDepth: request.maxDepth, include: request.include, exclude: request.exclude });
      if (!plan.ok) return plan;
      return succeed(await queue(caller, 'crawl', operation, [], { ...options, crawl: { ...request, url: plan.value.start } }));
    },
    async status(caller, id) {
      const job = await own(caller, id);
      return job ? succeed(statusOf(job)) : notFound(id);
    },
    async results(caller, id, cursor, limit) {
      const job = await own(caller, id);
      if (!job) return notFound(id);
      const after = cursor === undefined ? 0 : Number(cursor);
      if (!Number.isInteger(after) || after < 0) return fail('invalid_parameter', 'cursor must be a cursor this endpoint handed out');
      const page = await deps.store.results(id, after, limit);
      const reached = page.at(-1)?.seq ?? after;
      // More to read: a full page, or a job still running (its next URLs finish later).
      const more = page.length === limit || job.state === 'queued' || job.state === 'running';
      return succeed({ results: page.map((p) => p.item), ...(more ? { next_cursor: String(reached) } : {}) });
    },
    async cancel(caller, id) {
      const job = await own(caller, id);
      if (!job) return notFound(id);
      if (job.state === 'queued' || job.state === 'running') {
        deps.runner.cancel(id);
        await deps.store.setState(id, 'cancelled', deps.clock.now());
      }
      const now = await deps.store.get(id);
      return succeed(statusOf(now!));
    },
  };
}
