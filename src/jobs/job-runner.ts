import type { Failure, Outcome } from '../errors.js';
import { checkTargetUrl } from '../fetch/address-policy.js';
import { checkScope, findCallerByKeyId } from '../access/identify-caller.js';
import { quotaMeter, settleCharge } from '../access/meter.js';
import type { QuotaDeps } from '../access/quota.js';
import type { AccountStore } from '../store/account-ports.js';
import type { EndpointServices } from '../main.js';
import type { Clock } from '../time/clock.js';
import type { BatchItem } from '../results/batch.js';
import type { CrawlDeps } from '../crawl/index.js';
import { answerOne } from './job-operations.js';
import { crawlIntoJob } from './crawl-job.js';
import type { JobRecord, JobStore, PendingItem } from './job-store.js';
import type { JobEvents } from './job-events.js';

export interface JobRunnerDeps {
  readonly store: JobStore;
  readonly services: { readonly live: EndpointServices; readonly test: EndpointServices };
  readonly accounts: AccountStore;
  readonly quota: QuotaDeps;
  readonly clock: Clock;
  /** URLs of one job in flight at once. */
  readonly concurrency: number;
  /** Where a job's webhook events go. */
  readonly events?: JobEvents;
  /** How crawl jobs read the web, for live and test keys. */
  readonly crawl: { readonly live: CrawlDeps; readonly test: CrawlDeps };
}

export interface JobRunner {
  /** Picks up unfinished jobs (after a restart too) and runs queued ones as they come; `onError` hears of a job stopped by an unexpected error (it is tried again later). */
  start(onError?: (jobId: string, error: unknown) => void): void;
  /** A job was queued or its state changed: look again. */
  wake(): void;
  /** Stops taking URLs of this job (it was cancelled). */
  cancel(id: string): void;
  /** Stops after the URLs in flight; unfinished jobs resume at the next start. */
  close(): Promise<void>;
}

/** URLs read from the store at a time. */
const PAGE = 200;

const describe = (failure: Failure) => `${failure.code}: ${failure.detail}`;

function itemOf(url: string, outcome: Outcome<unknown>): BatchItem {
  return outcome.ok ? { url, success: true, data: outcome.value as never } : { url, success: false, error: describe(outcome.failure) };
}

/**
 * The embedded job runner: one job at a time, oldest first, up to `concurrency` of its URLs at
 * once (a crawl job's URLs are the pages its crawl finds: crawl-job.ts). Each URL is counted against the creating key's quota when it starts (src/access), and its
 * answer written as it finishes, so a restart resumes with the URLs still pending. When the quota
 * runs out, the remaining URLs fail with quota_exceeded and the job completes; when the key was
 * revoked meanwhile, they fail with its reason and the job fails.
 */
export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const cancelled = new Set<string>();
  let running: Promise<void> | undefined;
  let again = false;
  let closing = false;
  let started = false;
  let onError: ((jobId: string, error: unknown) => void) | undefined;

  async function failRest(job: JobRecord, failure: Failure): Promise<void> {
    for (let batch = await deps.store.pending(job.id, -1, PAGE); batch.length > 0; batch = await deps.store.pending(job.id, -1, PAGE)) {
      for (const item of batch) await deps.store.finish(job.id, item.position, itemOf(item.url, { ok: false, failure }));
    }
  }

  async function runJob(job: JobRecord): Promise<void> {
    await deps.store.setState(job.id, 'running');
    const caller = await findCallerByKeyId(deps.accounts, job.keyId);
    const allowed = caller.ok ? checkScope(caller.value, 'batch') : caller;
    const scoped = allowed.ok ? checkScope(allowed.value, job.operation) : allowed;
    if (!scoped.ok) {
      await failRest(job, scoped.failure);
      await finishJob(job, 'failed');
      return;
    }
    const services = scoped.value.env === 'test' ? deps.services.test : deps.services.live;
    const meter = quotaMeter(deps.quota, scoped.value, job.operation);
    let quotaRefusal: Failure | undefined;

    const stopped = () => cancelled.has(job.id) || closing;
    // `known`: the crawl could not fetch the page; it fails as a job URL failing so would, and is counted so.
    const runItem = async (item: PendingItem, known?: Failure) => {
      if (stopped()) return;
      const target = checkTargetUrl(item.url);
      let outcome: Outcome<unknown>;
      if (!target.ok) outcome = target;
      else if (quotaRefusal) outcome = { ok: false, failure: quotaRefusal };
      else {
        const admitted = await meter.admit();
        if (!admitted.ok) {
          quotaRefusal = admitted.failure;
          outcome = admitted;
        } else {
          outcome = known ? { ok: false, failure: known } : await answerOne(job.operation, target.value, services);
          await settleCharge(admitted.value, outcome);
        }
      }
      const answer = itemOf(item.url, outcome);
      if (await deps.store.finish(job.id, item.position, answer)) {
        const { data: _data, ...page } = answer as BatchItem & { data?: unknown };
        deps.events?.send(job.id, job.options.webhook, { type: 'job.page', job_id: job.id, data: page });
      }
    };

    if (job.kind === 'crawl') {
      let storeError: unknown;
      const work = {
        run: (item: PendingItem, known: Failure | undefined) => runItem(item, known).catch((error: unknown) => void (storeError ??= error)),
        // A spent quota ends the crawl: the pages it would find could only fail.
        stopped: () => stopped() || quotaRefusal !== undefined || storeError !== undefined,
      };
      const refused = await crawlIntoJob(job.id, job.options.crawl!, deps.store, scoped.value.env === 'test' ? deps.crawl.test : deps.crawl.live, work, deps.concurrency);
      if (storeError !== undefined) throw storeError;
      if (stopped()) return;
      await finishJob(job, refused ? 'failed' : 'completed');
      return;
    }
    let after = -1;
    for (let batch = await deps.store.pending(job.id, after, PAGE); batch.length > 0; batch = await deps.store.pending(job.id, after, PAGE)) {
      let next = 0;
      const lane = async () => {
        while (next < batch.length) await runItem(batch[next++]!);
      };
      await Promise.all(Array.from({ length: Math.min(deps.concurrency, batch.length) }, lane));
      if (cancelled.has(job.id) || closing) return;
      after = batch[batch.length - 1]!.position;
    }
    await finishJob(job, 'completed');
  }

  async function finishJob(job: JobRecord, state: 'completed' | 'failed'): Promise<void> {
    await deps.store.setState(job.id, state, deps.clock.now());
    const finished = await deps.store.get(job.id);
    const data = finished && { id: finished.id, state: finished.state, total: finished.total, done: finished.done, failed: finished.failed };
    deps.events?.send(job.id, job.options.webhook, { type: state === 'completed' ? 'job.completed' : 'job.failed', job_id: job.id, data });
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (const job of await deps.store.unfinished()) {
        if (closing) return;
        if (cancelled.has(job.id)) continue;
        try {
          await runJob(job);
        } catch (error) {
          // A store failure: the job stays unfinished and is tried again at the next wake or start.
          onError?.(job.id, error);
        }
      }
    } while (again && !closing);
  }

  function wake(): void {
    if (closing || !started) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
    });
  }

  return {
    start(listener) {
      onError = listener;
      started = true;
      wake();
    },
    wake,
    cancel(id) {
      cancelled.add(id);
    },
    async close() {
      closing = true;
      await running;
      await deps.events?.close();
    },
  };
}
