import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fail, succeed, type ErrorCode, type Failure, type Outcome } from '../errors.js';
import type { JsonPoster, PostAnswer } from '../fetch/fetch-page.js';
import { systemClock, type Clock } from '../time/clock.js';
import type { DeliveryAttempt } from './attempt.js';
import { DEFAULT_RETRY_DELAYS_MS, jitteredDelay } from './schedule.js';
import { SIGNATURE_HEADER, signWebhook } from './signature.js';

export type { DeliveryAttempt } from './attempt.js';

export const WEBHOOK_EVENT_TYPES = ['job.page', 'job.completed', 'job.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What a job reports; its JSON body also carries the event's `id` (docs/reference/jobs.md#webhooks). */
export interface WebhookEvent {
  readonly type: WebhookEventType;
  readonly job_id: string;
  readonly data: unknown;
}

/** Header naming the event, so a receiver can drop a repeat before it parses the body. */
export const EVENT_ID_HEADER = 'Pagelens-Event-Id';

/**
 * The event's id, `evt_` and 32 hex digits: a digest of its type, job and data, so every try of an
 * event, and the same event sent again (by another instance that took the job over, say), carries
 * the same id. Delivery is at least once: receivers de-duplicate on it.
 */
export function webhookEventId(event: WebhookEvent): string {
  return `evt_${createHash('sha256').update(`${event.type}\n${event.job_id}\n${JSON.stringify(event.data ?? null)}`).digest('hex').slice(0, 32)}`;
}

/** Where a job's events go, as given in POST /jobs or POST /crawl. */
export interface WebhookTarget {
  readonly url: string;
  /** Without one the POST is sent unsigned (no Pagelens-Signature). */
  readonly secret?: string;
}

export const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000;

export interface WebhookSenderOptions {
  /** The page fetcher: webhooks leave through the same SSRF-guarded door as every fetch. */
  readonly poster: JsonPoster;
  /** The package version, sent as `User-Agent: Pagelens-Webhook/<version>`. */
  readonly version: string;
  readonly clock?: Clock;
  /** Waits before each retry (before jitter); tries in all = length + 1. Default 1, 4, 16, 64, 256 s. */
  readonly retryDelaysMs?: readonly number[];
  /** One deadline per try over connecting, sending and the answer's headers. Default 10 s. */
  readonly attemptTimeoutMs?: number;
  /** Jitter source in [0, 1). */
  readonly random?: () => number;
}

export interface DeliverOptions {
  /** Told of every try as it ends, so a job can show them; awaited before the next. */
  readonly onAttempt?: (attempt: DeliveryAttempt) => void | Promise<void>;
  /** Stops the delivery (a cancelled job, a stopping process): no further tries. */
  readonly signal?: AbortSignal;
}

export interface DeliveryReceipt {
  readonly attempts: readonly DeliveryAttempt[];
}

export interface WebhookSender {
  /** Delivers one event: tried until the receiver answers 2xx, the tries run out, or it cannot be sent at all. */
  deliver(target: WebhookTarget, event: WebhookEvent, options?: DeliverOptions): Promise<Outcome<DeliveryReceipt>>;
}

/** What the receiver cannot fix by waiting (a refused address, a bad URL, a closing fetcher): not retried. */
const RETRIED_FAILURES: ReadonlySet<ErrorCode> = new Set(['upstream_error', 'upstream_timeout']);

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const clock = options.clock ?? systemClock;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const random = options.random ?? Math.random;
  const userAgent = `Pagelens-Webhook/${options.version}`;
  const timeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;

  async function tryOnce(target: WebhookTarget, json: string, eventId: string, attempt: number, signal?: AbortSignal): Promise<TryResult> {
    const startedAt = clock.now();
    const headers: Record<string, string> = { 'User-Agent': userAgent, [EVENT_ID_HEADER]: eventId };
    // Signed afresh on every try, so a late retry is not refused as stale by the receiver.
    if (target.secret !== undefined) headers[SIGNATURE_HEADER] = signWebhook(target.secret, json, Math.floor(startedAt / 1000));
    const started = performance.now();
    const answer = await options.poster.postJson(target.url, json, { timeoutMs, headers, ...(signal ? { signal } : {}) });
    const record = { attempt, at: new Date(startedAt).toISOString(), duration_ms: Math.round(performance.now() - started) };
    return judgeAnswer(answer, record, target.url);
  }

  return {
    async deliver(target, event, deliverOptions = {}) {
      const { onAttempt, signal } = deliverOptions;
      const id = webhookEventId(event);
      const json = JSON.stringify({ id, type: event.type, job_id: event.job_id, data: event.data ?? null });
      const attempts: DeliveryAttempt[] = [];
      for (let attempt = 1; ; attempt += 1) {
        const result = await tryOnce(target, json, id, attempt, signal);
        attempts.push(result.record);
        // Keeping the record is a store write (a full disk, a database that is down): its failure
        // never stops the delivery.
        await Promise.resolve()
          .then(() => onAttempt?.(result.record))
          .catch(() => undefined);
        if (result.delivered) return succeed({ attempts });
        const delay = delays[attempt - 1];
        if (!result.retry || delay === undefined) return gaveUp(result.failure, attempts.length);
        if (!(await wait(jitteredDelay(delay, random), signal))) {
          return fail('upstream_error', `webhook delivery to ${hostOf(target.url)} was cancelled after ${attempts.length} ${tries(attempts.length)}`);
        }
      }
    },
  };
}

type TryResult =
  | { readonly delivered: true; readonly record: DeliveryAttempt }
  | { readonly delivered: false; readonly retry: boolean; readonly failure: Failure; readonly record: DeliveryAttempt };

function judgeAnswer(answer: Outcome<PostAnswer>, record: Omit<DeliveryAttempt, 'status' | 'error'>, url: string): TryResult {
  if (!answer.ok) {
    const error = `${answer.failure.code}: ${answer.failure.detail}`;
    return { delivered: false, retry: RETRIED_FAILURES.has(answer.failure.code), failure: answer.failure, record: { ...record, error } };
  }
  const { status } = answer.value;
  if (status >= 200 && status <= 299) return { delivered: true, record: { ...record, status } };
  // A redirect is a failure like any non-2xx: following it would send the signed body to a
  // URL the job's owner never gave (and that was never checked when the job was accepted).
  const error = status >= 300 && status <= 399 ? `receiver answered ${status}; redirects are not followed` : `receiver answered ${status}`;
  const failure: Failure = { code: 'upstream_error', detail: `${error} (${hostOf(url)})` };
  return { delivered: false, retry: true, failure, record: { ...record, status, error } };
}

function gaveUp(last: Failure, count: number): Outcome<DeliveryReceipt> {
  return fail(last.code, `webhook not delivered after ${count} ${tries(count)}: ${last.detail}`);
}

/** Waits `ms`; false when the signal fired first. */
async function wait(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return false;
  try {
    await sleep(ms, undefined, signal ? { signal } : {});
    return true;
  } catch {
    return false; // node:timers/promises only rejects here on abort
  }
}

function tries(count: number): string {
  return count === 1 ? 'try' : 'tries';
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}
