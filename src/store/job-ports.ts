import type { Failure } from '../errors.js';
import type { JobOperation } from '../domain/operations.js';
import type { RenderMode } from '../domain/render.js';
import type { BatchItem } from '../results/batch.js';
import type { DeliveryAttempt } from '../webhooks/attempt.js';

export type JobKind = 'jobs' | 'crawl';
export type JobState = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
export const FINISHED_STATES: readonly JobState[] = ['completed', 'failed', 'cancelled'];

/** A crawl job's request, POST /crawl (docs/reference/jobs.md#crawls), as it was accepted. */
export interface CrawlRequest {
  readonly url: string;
  readonly limit: number;
  readonly maxDepth: number;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

/** What a job was asked to do besides its URLs. */
export interface JobOptions {
  readonly webhook?: { readonly url: string; readonly secret?: string };
  /** A crawl job's request: its URLs are the pages the crawl finds, added as it goes. */
  readonly crawl?: CrawlRequest;
  /** render= for each URL (default auto). */
  readonly render?: RenderMode;
}

export interface JobRecord {
  readonly id: string;
  readonly accountId: string;
  /** The key that created it: each URL is run (and counted) as that key, checked again when it runs. */
  readonly keyId: string;
  readonly kind: JobKind;
  readonly operation: JobOperation;
  readonly state: JobState;
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  readonly options: JobOptions;
  readonly createdAt: number;
  readonly finishedAt: number | null;
  /** The latest webhook delivery attempts (at most MAX_KEPT_ATTEMPTS), oldest first. */
  readonly webhookAttempts: readonly (DeliveryAttempt & { readonly type: string })[];
}

export const MAX_KEPT_ATTEMPTS = 50;

export type ChargeClaim = 'first' | 'again' | 'finished';

export interface PendingItem {
  readonly position: number;
  readonly url: string;
}

/**
 * What a crawl found at a page it yielded, kept with the page's job URL: a crawl taken over after
 * its process died rebuilds its frontier and visited set from these (src/crawl/frontier.ts
 * Frontier.restore) instead of crawling the site again.
 */
export interface CrawlStep {
  readonly depth: number;
  readonly finalUrl: string;
  /** The page's links, absolute (none when it failed or was at the last depth). */
  readonly links: readonly string[];
  /** Why the crawl could not fetch it (robots.txt, an error status): the URL's answer when it runs. */
  readonly failure?: Failure;
}

/** A URL of a job, finished or not; a crawl job's with what the crawl found there (none in rows older than migration 8). */
export interface JobItem extends PendingItem {
  readonly pending: boolean;
  readonly step?: CrawlStep;
}

/** A finished URL whose job.page event is still to be delivered, with its answer. */
export interface DueEvent {
  readonly position: number;
  readonly item: BatchItem;
}

/** A finished URL of a job: its answer as a batch item (docs/reference/api.md#batch); `seq` is the order URLs finished in, from 1. */
export interface FinishedItem {
  readonly seq: number;
  readonly item: BatchItem;
}

/**
 * Where jobs live. Every URL's answer is written when it finishes (with the job's counts, in one
 * transaction), so a process killed mid-job loses no finished answer and, on restart, runs only
 * the URLs still pending.
 */
export interface JobStore {
  create(job: Omit<JobRecord, 'done' | 'failed' | 'finishedAt' | 'webhookAttempts'>, urls: readonly string[]): Promise<void>;
  /** Keeps one webhook delivery attempt (the latest MAX_KEPT_ATTEMPTS). */
  recordAttempt(id: string, attempt: JobRecord['webhookAttempts'][number]): Promise<void>;
  get(id: string): Promise<JobRecord | undefined>;
  /** Jobs not finished, oldest first: what a runner (re)starts. */
  unfinished(): Promise<JobRecord[]>;
  setState(id: string, state: JobState, finishedAt?: number): Promise<void>;
  /** Marks a queued job running; false when it is not queued or running (cancelled, finished): nothing of it should run. */
  start(id: string): Promise<boolean>;
  /**
   * Finishes a running job whose every URL has an answer, as `state`; true for the one call that
   * did (several instances may finish a job's last URLs at once: one of them sends its event).
   * With `finalEventDue` (a job with a webhook), its job.completed (job.failed) event is due from
   * then until finalEventSent().
   */
  settle(id: string, state: 'completed' | 'failed', finishedAt: number, finalEventDue?: boolean): Promise<boolean>;
  /** The settled job's final event was delivered (or given up after its tries). */
  finalEventSent(id: string): Promise<void>;
  /** Settled jobs whose final event is still due (their process stopped before delivering it), the earliest finished first, at most `limit`. */
  finalEventsDue(limit: number): Promise<JobRecord[]>;
  /** Adds a URL at the end of a job (a page a crawl found, with what it found there) and counts it in `total`; returns its position. */
  append(id: string, url: string, step?: CrawlStep): Promise<number>;
  /** Every URL of a job, in order (a crawl job's, at most 5,000: what a resumed crawl skips). */
  items(id: string): Promise<JobItem[]>;
  /** The next pending URLs of a job after `afterPosition`, in order. */
  pending(id: string, afterPosition: number, limit: number): Promise<PendingItem[]>;
  /**
   * Marks a pending URL as counted against the quota, so it is paid for once however many times it
   * runs: `first` for the one call that marked it; `again` when it was marked already (its unit
   * taken over after the process running it died); `finished` when it is not pending any more.
   */
  claimCharge(id: string, position: number): Promise<ChargeClaim>;
  /**
   * Records one URL's answer; false when it was not pending any more (finished already, or cancelled).
   * Its job.page event is due from then until eventSent().
   */
  finish(id: string, position: number, item: BatchItem): Promise<boolean>;
  /** The finished URL's job.page event was delivered (or given up after its tries). */
  eventSent(id: string, position: number): Promise<void>;
  /**
   * Finished URLs from `fromPosition` to `toPosition` whose job.page event is still due (their
   * process stopped before delivering it), in order, at most `limit`.
   */
  eventsDue(id: string, fromPosition: number, toPosition: number, limit: number): Promise<DueEvent[]>;
  /** Finished URLs after `afterSeq`, in the order they finished. */
  results(id: string, afterSeq: number, limit: number): Promise<FinishedItem[]>;
}
