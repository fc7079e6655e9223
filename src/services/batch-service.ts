import { checkTargetUrl } from '../fetch/address-policy.js';
import type { Failure, Outcome } from '../errors.js';
import { isBilled, type Charge } from '../plans/billing.js';
import type { Call } from './call.js';
import type { ExtractService } from './extract-service.js';
import type { PreviewService } from './preview-service.js';

export const BATCH_OPERATIONS = ['extract', 'preview'] as const;
export type BatchOperation = (typeof BATCH_OPERATIONS)[number];
export const MAX_BATCH_URLS = 50;
export const BATCH_CONCURRENCY = 10;

export interface BatchExtractData {
  readonly url: string;
  readonly title: string;
  readonly content: string;
  readonly excerpt: string;
  readonly word_count: number;
  readonly read_time: number;
  readonly extracted_at: string;
}

export interface BatchPreviewData {
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly image: string;
  readonly favicon: string;
}

export type BatchItem =
  | { readonly url: string; readonly success: true; readonly data: BatchExtractData | BatchPreviewData }
  | { readonly url: string; readonly success: false; readonly error: string };

export interface BatchResult {
  readonly results: BatchItem[];
  readonly summary: { readonly total: number; readonly successful: number; readonly failed: number; readonly operation: BatchOperation };
}

export interface BatchDeps {
  readonly services: { readonly preview: PreviewService; readonly extract: ExtractService };
  /**
   * Counts one URL against the operation's quota; a failure (quota_exceeded) fails that URL.
   * The charge is given back when the URL fails for the service's own reasons.
   */
  readonly admit: () => Promise<Outcome<Charge>>;
  /** The request the batch answers (its upstream time). */
  readonly call?: Call;
  /** Called as each unique URL finishes (the CLI's progress bar). */
  readonly onProgress?: (done: number, total: number) => void;
}

const describe = (failure: Failure) => `${failure.code}: ${failure.detail}`;

async function runOne(operation: BatchOperation, target: URL, deps: BatchDeps): Promise<Outcome<BatchExtractData | BatchPreviewData>> {
  const admitted = await deps.admit();
  if (!admitted.ok) return admitted;
  const outcome = await analyseOne(operation, target, deps);
  if (!outcome.ok && !isBilled(outcome.failure.code)) await admitted.value.refund();
  return outcome;
}

async function analyseOne(operation: BatchOperation, target: URL, deps: BatchDeps): Promise<Outcome<BatchExtractData | BatchPreviewData>> {
  if (operation === 'preview') {
    const r = await deps.services.preview.preview(target, deps.call);
    return r.ok ? { ok: true, value: { url: r.value.url, title: r.value.title, description: r.value.description, image: r.value.image, favicon: r.value.favicon } } : r;
  }
  // Batch drops the images, so it never probes them (and shares the markup-only cache entry).
  const r = await deps.services.extract.extract(target, 'text', { probeImages: false }, deps.call);
  if (!r.ok) return r;
  const { url, title, content, excerpt, word_count, read_time, extracted_at } = r.value;
  return { ok: true, value: { url, title, content, excerpt, word_count, read_time, extracted_at } };
}

/** Runs `work` over `items` with at most `limit` in flight, starting them in order. */
async function inWaves<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * POST /batch: each URL succeeds or fails on its own, results in request order. The same URL
 * twice is fetched (and counted) once; at most 10 are in flight; URLs are admitted against the
 * quota in request order, so when it runs out the remaining ones fail with quota_exceeded.
 */
export async function runBatch(operation: BatchOperation, urls: readonly string[], deps: BatchDeps): Promise<BatchResult> {
  const targets = urls.map((raw) => checkTargetUrl(raw));
  const unique = [...new Set(targets.flatMap((t) => (t.ok ? [t.value.href] : [])))];
  const outcomes = new Map<string, Outcome<BatchExtractData | BatchPreviewData>>();
  await inWaves(unique, BATCH_CONCURRENCY, async (href) => {
    outcomes.set(href, await runOne(operation, new URL(href), deps));
    deps.onProgress?.(outcomes.size, unique.length);
  });
  const results: BatchItem[] = urls.map((url, i) => {
    const target = targets[i]!;
    const outcome = target.ok ? outcomes.get(target.value.href)! : target;
    return outcome.ok ? { url, success: true, data: outcome.value } : { url, success: false, error: describe(outcome.failure) };
  });
  const successful = results.filter((r) => r.success).length;
  return { results, summary: { total: results.length, successful, failed: results.length - successful, operation } };
}
