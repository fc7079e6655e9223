import type { Failure, Outcome } from '../errors.js';
import { checkTargetUrl } from '../fetch/address-policy.js';
import { checkScope, findCallerByKeyId } from '../access/identify-caller.js';
import { paidMeter, quotaMeter, type Meter } from '../access/meter.js';
import type { QuotaDeps } from '../access/quota.js';
import type { AccountStore } from '../store/account-ports.js';
import type { EndpointServices } from '../services/endpoint-services.js';
import type { Clock } from '../time/clock.js';
import type { BatchItem } from '../results/batch.js';
import { answerItem, answerMetered, batchItemOf, inWaves } from '../services/item-answers.js';
import type { CrawlDeps } from '../crawl/index.js';
import { crawlIntoJob } from './crawl-job.js';
import { retryOverload } from './overload-retry.js';
import type { JobRecord, JobStore, PendingItem } from '../store/job-ports.js';
import type { JobEvents } from './job-events.js';

export interface JobWorkDeps {
  readonly store: JobStore;
  readonly services: { readonly live: EndpointServices; readonly test: EndpointServices };
  readonly accounts: AccountStore;
  readonly quota: QuotaDeps;
  readonly clock: Clock;
  /** URLs of one job in flight at once (in one process). */
  readonly concurrency: number;
  /** Where a job's webhook events go. */
  readonly events?: JobEvents;
  /** How crawl jobs read the web, for live and test keys, and how many requests a crawl sends one host at once. */
  readonly crawl: { readonly live: CrawlDeps; readonly test: CrawlDeps; readonly perHost: number };
}

/**
 * Works on a job: a list job's URLs (`items`, or every pending one), or a crawl job's crawl, until
 * done or `stopped()`. Each URL is counted against the creating key's quota when it starts
 * (src/access) and its answer written as it finishes. When the quota runs out, the remaining URLs
 * fail with quota_exceeded (a crawl stops); when the key was revoked meanwhile, they fail with its
 * reason and the job fails. Whoever finishes a job's last URL settles it and sends its event, so
 * several processes may work on one job's URLs at once.
 */
export type JobWork = (job: JobRecord, stopped: () => boolean, items?: readonly PendingItem[], range?: PositionRange) => Promise<void>;

/** The positions a unit of work covers (a queued chunk); without one, the whole job. */
export interface PositionRange {
  readonly from: number;
  readonly to: number;
}

/** URLs read from the store at a time. */
const PAGE = 200;

/** `items`, or every pending URL of the job page by page. */
async function* itemsOf(store: JobStore, jobId: string, items: readonly PendingItem[] | undefined): AsyncGenerator<readonly PendingItem[]> {
  if (items) {
    yield items;
    return;
  }
  let after = -1;
  for (let batch = await store.pending(jobId, after, PAGE); batch.length > 0; batch = await store.pending(jobId, after, PAGE)) {
    yield batch;
    after = batch[batch.length - 1]!.position;
  }
}

type RecordingDeps = Pick<JobWorkDeps, 'store' | 'clock' | 'events'>;

/**
 * Settles a job whose every URL has an answer, and sends its event (once, whoever calls); first the
 * job.page events still due anywhere in the job (a process that died with some undelivered).
 */
async function settleJob(deps: RecordingDeps, job: JobRecord, state: 'completed' | 'failed'): Promise<void> {
  const finalEventDue = job.options.webhook !== undefined && deps.events !== undefined;
  if (!(await deps.store.settle(job.id, state, deps.clock.now(), finalEventDue))) return;
  const settled = await deps.store.get(job.id);
  if (settled) await sendOutstandingEvents(deps, settled);
}

/**
 * A settled job's events still due: its job.page events (those a process finished and then died, or
 * stopped, before delivering), then its job.completed (job.failed) event, whose body is read from the
 * settled record, so a repeat carries the same id; delivered, it is no longer due.
 */
async function sendOutstandingEvents(deps: RecordingDeps, job: JobRecord): Promise<void> {
  if (!job.options.webhook || !deps.events) return;
  await resendDueEvents(deps, job, undefined).catch(() => undefined);
  const data = { id: job.id, state: job.state, total: job.total, done: job.done, failed: job.failed };
  const type = job.state === 'completed' ? 'job.completed' : 'job.failed';
  deps.events.send(job.id, job.options.webhook, { type, job_id: job.id, data }, () => deps.store.finalEventSent(job.id));
}

/** Settled jobs whose final events are looked for at a start: more wait for the next start. */
const FINAL_EVENTS_PER_START = 1000;

/**
 * Sends again the events still due of jobs settled by a process that stopped or died before
 * delivering them (a deploy while a receiver was down and its tries were still running): their
 * job.page events still due, then the final one. Run as a worker starts; each event is the same,
 * id and all, so a receiver that had it drops the repeat.
 */
export function createFinalEventResend(deps: RecordingDeps): () => Promise<void> {
  return async () => {
    for (const job of await deps.store.finalEventsDue(FINAL_EVENTS_PER_START)) await sendOutstandingEvents(deps, job);
  };
}

/** Sends a finished URL's job.page event (its answer without `data`); delivered, it is no longer due. */
function sendPageEvent(deps: RecordingDeps, job: JobRecord, position: number, answer: BatchItem): void {
  const { data: _data, ...page } = answer as BatchItem & { data?: unknown };
  deps.events?.send(job.id, job.options.webhook, { type: 'job.page', job_id: job.id, data: page }, () => deps.store.eventSent(job.id, position));
}

/** Writes one URL's answer and, when it was still pending, sends its job.page event. */
async function recordAnswer(deps: RecordingDeps, job: JobRecord, item: PendingItem, outcome: Outcome<unknown>): Promise<void> {
  const answer = batchItemOf(item.url, outcome);
  if (await deps.store.finish(job.id, item.position, answer)) sendPageEvent(deps, job, item.position, answer);
}

/**
 * Sends again the job.page events still due in `range` (the whole job without one): those of URLs a
 * process finished and then died, or stopped, before delivering. The event is the same, id and all,
 * so a receiver that had it already drops the repeat.
 */
async function resendDueEvents(deps: RecordingDeps, job: JobRecord, range: PositionRange | undefined): Promise<void> {
  if (!job.options.webhook || !deps.events) return;
  const to = range?.to ?? Number.MAX_SAFE_INTEGER;
  for (let from = range?.from ?? 0; ; ) {
    const due = await deps.store.eventsDue(job.id, from, to, PAGE);
    for (const event of due) sendPageEvent(deps, job, event.position, event.item);
    if (due.length < PAGE) return;
    from = due[due.length - 1]!.position + 1;
  }
}

/**
 * Gives up a unit of a job's work that failed for good (its tries used up, or it kept killing the
 * worker that ran it): its URLs still pending (`items`, or every pending one) fail with `reason`
 * as internal_error, and the job settles when no URL is left: a list job completes with those
 * URLs failed, a crawl fails. Without it the job would stay running for ever.
 */
export type GiveUpWork = (job: JobRecord, reason: string, items?: readonly PendingItem[]) => Promise<void>;

export function createGiveUpWork(deps: RecordingDeps): GiveUpWork {
  return async (job, reason, items) => {
    if (!(await deps.store.start(job.id))) return;
    const failed: Outcome<never> = { ok: false, failure: { code: 'internal_error', detail: reason } };
    for await (const batch of itemsOf(deps.store, job.id, items)) {
      for (const item of batch) await recordAnswer(deps, job, item, failed);
    }
    await settleJob(deps, job, job.kind === 'crawl' ? 'failed' : 'completed');
  };
}

export function createJobWork(deps: JobWorkDeps): JobWork {
  const settle = (job: JobRecord, state: 'completed' | 'failed') => settleJob(deps, job, state);

  return async function work(job, stopped, items, range) {
    if (!(await deps.store.start(job.id))) return;
    await resendDueEvents(deps, job, range);
    const caller = await findCallerByKeyId(deps.accounts, job.keyId);
    const allowed = caller.ok ? checkScope(caller.value, 'batch') : caller;
    const scoped = allowed.ok ? checkScope(allowed.value, job.operation) : allowed;
    if (!scoped.ok) {
      for await (const batch of itemsOf(deps.store, job.id, items)) {
        for (const item of batch) await recordAnswer(deps, job, item, scoped);
      }
      await settle(job, 'failed');
      return;
    }
    const services = scoped.value.env === 'test' ? deps.services.test : deps.services.live;
    const meter = quotaMeter(deps.quota, scoped.value, job.operation);
    const paid = paidMeter(deps.quota, scoped.value, job.operation);
    let quotaRefusal: Failure | undefined;

    // Once the quota refuses a URL, the job's remaining URLs fail the same way without asking it again.
    const meterUntilRefused: Meter = {
      async admit() {
        if (quotaRefusal) return { ok: false, failure: quotaRefusal };
        const admitted = await meter.admit();
        if (!admitted.ok) quotaRefusal = admitted.failure;
        return admitted;
      },
      latest: meter.latest,
    };

    // `known`: the crawl could not fetch the page; it fails as a job URL failing so would, and is counted so.
    const answerJobItem = async (item: PendingItem, known?: Failure) => {
      if (stopped()) return;
      const target = checkTargetUrl(item.url);
      // A URL is paid for once: one whose first run died with its process is not counted again, and
      // one another process finished meanwhile is neither fetched nor counted.
      const claim = target.ok ? await deps.store.claimCharge(job.id, item.position) : 'first';
      if (claim === 'finished') return;
      const outcome: Outcome<unknown> = target.ok
        ? await answerMetered(claim === 'first' ? meterUntilRefused : paid, () => (known ? Promise.resolve<Outcome<never>>({ ok: false, failure: known }) : retryOverload(() => answerItem(job.operation, target.value, services, { render: job.options.render }), { stopped })))
        : target;
      await recordAnswer(deps, job, item, outcome);
    };

    if (job.kind === 'crawl') {
      let storeError: unknown;
      const crawlWork = {
        answerItem: (item: PendingItem, known: Failure | undefined) => answerJobItem(item, known).catch((error: unknown) => void (storeError ??= error)),
        // A spent quota ends the crawl: the pages it would find could only fail.
        stopped: () => stopped() || quotaRefusal !== undefined || storeError !== undefined,
      };
      const refused = await crawlIntoJob(job.id, { ...job.options.crawl!, perHost: deps.crawl.perHost }, deps.store, scoped.value.env === 'test' ? deps.crawl.test : deps.crawl.live, crawlWork, deps.concurrency);
      if (storeError !== undefined) throw storeError;
      if (!stopped()) await settle(job, refused ? 'failed' : 'completed');
      return;
    }

    for await (const batch of itemsOf(deps.store, job.id, items)) {
      await inWaves(batch, deps.concurrency, (item) => answerJobItem(item));
      if (stopped()) return;
    }
    await settle(job, 'completed');
  };
}
