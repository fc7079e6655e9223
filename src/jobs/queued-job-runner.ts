import { DelayedError, Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobEvents } from './job-events.js';
import type { JobRunner } from './job-runner.js';
import { FINISHED_STATES, type JobRecord, type JobStore, type PendingItem } from '../store/job-ports.js';
import type { GiveUpWork, JobWork } from './job-work.js';

/** A list job's URLs go on the queue in chunks of this many: small enough that every instance gets a share of a 500-URL job. */
export const QUEUE_CHUNK = 25;
const QUEUE_NAME = 'pagelens-jobs';
/**
 * A worker holds a lock on the chunk it works on, renewed every half of this; a worker that dies
 * (kill -9) lets it lapse, and the stalled check (this often) hands the chunk to another.
 */
const LOCK_MS = 15_000;
const STALLED_CHECK_MS = 5_000;
/** A chunk taken over this many times is failed rather than tried again (a page that kills its worker). */
const MAX_TAKEOVERS = 5;
/** A chunk given back by a closing instance waits this long before another instance takes it. */
const REQUEUE_DELAY_MS = 500;
/** Longest wait between tries to give up a unit (the store down at the time): the waits double up to it. */
const MAX_GIVE_UP_WAIT_MS = 60_000;
/**
 * How often a worker instance queues again what unfinished jobs need (the watchdog): a unit lost
 * some way no event tells of is back within this long. Units still queued or running keep their id
 * and are not added twice; a unit with nothing pending only settles its job.
 */
const WATCHDOG_MS = 60_000;

/** One unit of queued work: a chunk of a list job's positions, or a whole crawl. */
type Work = { readonly jobId: string; readonly from: number; readonly to: number } | { readonly jobId: string; readonly crawl: true };

export interface QueuedJobRunnerDeps {
  readonly redisUrl: string;
  /** PAGELENS_WORKER: false makes this instance queue work and never take any. */
  readonly worker: boolean;
  /** The shared (PostgreSQL) store every instance reads and writes. */
  readonly store: JobStore;
  readonly work: JobWork;
  /** For a unit that failed for good: its pending URLs fail, and the job settles. */
  readonly giveUp: GiveUpWork;
  readonly events?: JobEvents;
  /** Sends the final events of settled jobs still due (a worker's start): job-work.ts. */
  readonly resendFinalEvents?: () => Promise<void>;
  /** How often a unit that throws is tried, and the first wait before trying again (doubling). Default 10 tries from 1 s. */
  readonly retry?: { readonly attempts: number; readonly delayMs: number };
}

function unitsOf(job: JobRecord): { name: string; data: Work; opts: { jobId: string } }[] {
  if (job.kind === 'crawl') return [{ name: 'crawl', data: { jobId: job.id, crawl: true }, opts: { jobId: `${job.id}-crawl` } }];
  const units = [];
  for (let from = 0; from < job.total; from += QUEUE_CHUNK) {
    const to = Math.min(from + QUEUE_CHUNK, job.total) - 1;
    units.push({ name: 'urls', data: { jobId: job.id, from, to }, opts: { jobId: `${job.id}-${from}` } });
  }
  return units;
}

/**
 * Jobs shared by several instances (PAGELENS_REDIS_URL with PAGELENS_DATABASE_URL): a job lives in
 * PostgreSQL, and its work goes on a BullMQ queue in Redis that every worker instance takes from,
 * so a 500-URL job is worked by all of them. A list job is queued in chunks of QUEUE_CHUNK URLs; a
 * crawl as one unit (it runs in one process at a time; taken up elsewhere, it resumes from the
 * frontier and visited set it kept with the job's URLs: crawl-job.ts). A worker that dies mid-unit
 * has its unit taken over once its lock lapses; finished URLs are not fetched, run or counted again,
 * and their job.page events that were still due are sent again. Whoever finishes a job's last URL settles it.
 */
export function createQueuedJobRunner(deps: QueuedJobRunnerDeps): JobRunner {
  const connection = new Redis(deps.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  // A unit that fails on an error (the store unreachable a while) is tried again, backing off.
  const retry = deps.retry ?? { attempts: 10, delayMs: 1000 };
  const queue = new Queue<Work>(QUEUE_NAME, { connection, defaultJobOptions: { attempts: retry.attempts, backoff: { type: 'exponential', delay: retry.delayMs }, removeOnComplete: true, removeOnFail: 1000 } });
  const workerConnection = new Redis(deps.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  const cancelled = new Set<string>();
  let worker: Worker<Work> | undefined;
  let closing = false;
  let onError: ((jobId: string, error: unknown) => void) | undefined;
  const giveUpRetries = new Set<NodeJS.Timeout>();
  let watchdog: NodeJS.Timeout | undefined;

  /** The URLs of a list unit's positions still pending. */
  async function pendingOf(range: { readonly jobId: string; readonly from: number; readonly to: number }): Promise<PendingItem[]> {
    const pending = await deps.store.pending(range.jobId, range.from - 1, range.to - range.from + 1);
    return pending.filter((item) => item.position <= range.to);
  }

  /** After a unit's failed try: when it will not be tried again, its job must not wait for it for ever. */
  async function giveUpIfFinal(unit: Job<Work>, error: Error): Promise<void> {
    if (closing || !(await unit.isFailed())) return;
    const job = await deps.store.get(unit.data.jobId);
    if (!job || FINISHED_STATES.includes(job.state) || cancelled.has(job.id)) return;
    const reason = `This URL's work failed ${unit.attemptsMade} time(s) and was given up (${error.message}).`;
    await deps.giveUp(job, reason, 'crawl' in unit.data ? undefined : await pendingOf(unit.data));
  }

  /**
   * Gives a failed unit up, and tries again later for as long as this instance runs when that
   * fails (the store down just then); a worker that starts queues such a unit again anyway.
   */
  function giveUpUntilDone(unit: Job<Work>, error: Error, wait = retry.delayMs): void {
    giveUpIfFinal(unit, error).catch((failure: unknown) => {
      onError?.(unit.data.jobId, failure);
      if (closing) return;
      const timer = setTimeout(() => {
        giveUpRetries.delete(timer);
        giveUpUntilDone(unit, error, Math.min(2 * wait, MAX_GIVE_UP_WAIT_MS));
      }, wait);
      timer.unref();
      giveUpRetries.add(timer);
    });
  }

  async function process(unit: Job<Work>, token?: string): Promise<void> {
    const { jobId } = unit.data;
    const job = await deps.store.get(jobId);
    if (!job || FINISHED_STATES.includes(job.state) || cancelled.has(jobId)) return;
    const stopped = () => cancelled.has(jobId) || closing;
    try {
      if ('crawl' in unit.data) await deps.work(job, stopped);
      else await deps.work(job, stopped, await pendingOf(unit.data), unit.data);
    } catch (error) {
      onError?.(jobId, error);
      throw error;
    }
    if (closing && !cancelled.has(jobId)) {
      // Given back, not finished: another instance (or this one, restarted) takes it from where it stopped.
      await unit.moveToDelayed(Date.now() + REQUEUE_DELAY_MS, token);
      throw new DelayedError();
    }
  }

  /** Adds a job's units again; a failed unit's record is removed first, or its id would keep it out. */
  async function requeue(job: JobRecord): Promise<void> {
    const units = unitsOf(job);
    for (const unit of units) {
      const kept = await queue.getJob(unit.opts.jobId);
      if (kept && (await kept.isFailed())) await kept.remove();
    }
    await queue.addBulk(units);
  }

  function requeueUnfinished(when: string): void {
    if (closing) return;
    deps.store.unfinished().then((jobs) => Promise.all(jobs.map(requeue))).catch((error: unknown) => onError?.(when, error));
  }

  return {
    start(listener) {
      onError = listener;
      if (!deps.worker || worker) return;
      worker = new Worker<Work>(QUEUE_NAME, process, {
        connection: workerConnection,
        concurrency: 1,
        lockDuration: LOCK_MS,
        stalledInterval: STALLED_CHECK_MS,
        maxStalledCount: MAX_TAKEOVERS,
      });
      worker.on('error', () => undefined);
      worker.on('failed', (unit, error) => {
        if (unit) giveUpUntilDone(unit, error);
      });
      // Queue again what every unfinished job needs: units still queued or running keep their id
      // and are not added twice; units lost with a Redis that kept nothing, finished with the job
      // left unsettled, or failed for good without being given up (the store down just then) come
      // back (with nothing pending, a unit only settles its job). On start, each time the queue's
      // connection comes back (a Redis restarted empty loses every unit), and every WATCHDOG_MS.
      requeueUnfinished('(start)');
      deps.resendFinalEvents?.().catch((error: unknown) => onError?.('(final events)', error));
      let connectedBefore = connection.status === 'ready';
      connection.on('ready', () => {
        if (connectedBefore) requeueUnfinished('(redis back)');
        connectedBefore = true;
      });
      watchdog = setInterval(() => requeueUnfinished('(watchdog)'), WATCHDOG_MS).unref();
    },
    async submit(job) {
      await queue.addBulk(unitsOf(job));
    },
    cancel(id) {
      cancelled.add(id);
    },
    async close() {
      closing = true;
      clearInterval(watchdog);
      for (const timer of giveUpRetries) clearTimeout(timer);
      await worker?.close();
      await queue.close();
      connection.disconnect();
      workerConnection.disconnect();
      await deps.events?.close();
    },
  };
}
