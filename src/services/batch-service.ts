import { checkTargetUrl } from '../fetch/address-policy.js';
import type { Failure, Outcome } from '../errors.js';
import { settleCharge, type Meter } from '../access/meter.js';
import type { Call } from './call.js';
import type { ExtractService, RenderMode } from './extract-service.js';
import { pickDeclared } from '../results/pick.js';
import type { PreviewService } from './preview-service.js';
import { BatchExtractData, BatchPreviewData, type BatchItem, type BatchResult } from '../results/batch.js';
import type { BatchOperation } from '../domain/operations.js';

export { BATCH_OPERATIONS, type BatchOperation } from '../domain/operations.js';

export const MAX_BATCH_URLS = 50;
export const BATCH_CONCURRENCY = 10;

export interface BatchDeps {
  readonly services: { readonly preview: PreviewService; readonly extract: ExtractService };
  /**
   * Counts each URL against the operation's quota as it starts (src/access); a refusal
   * (quota_exceeded) fails that URL, and a URL that fails for the service's own reasons is given back.
   */
  readonly meter: Meter;
  /** The request the batch answers (its upstream time). */
  readonly call?: Call;
  /** Extract batches: render=auto (default), always or never, as on GET /extract. */
  readonly render?: RenderMode;
  /** Called as each unique URL finishes (the CLI's progress bar). */
  readonly onProgress?: (done: number, total: number) => void;
}

const describe = (failure: Failure) => `${failure.code}: ${failure.detail}`;

async function runOne(operation: BatchOperation, target: URL, deps: BatchDeps): Promise<Outcome<BatchExtractData | BatchPreviewData>> {
  const admitted = await deps.meter.admit();
  if (!admitted.ok) return admitted;
  const outcome = await analyseOne(operation, target, deps);
  await settleCharge(admitted.value, outcome);
  return outcome;
}

async function analyseOne(operation: BatchOperation, target: URL, deps: BatchDeps): Promise<Outcome<BatchExtractData | BatchPreviewData>> {
  if (operation === 'preview') {
    const r = await deps.services.preview.preview(target, deps.call);
    return r.ok ? { ok: true, value: pickDeclared(BatchPreviewData, r.value) } : r;
  }
  // Batch drops the images, so it never probes them (and shares the markup-only cache entry).
  const r = await deps.services.extract.extract(target, 'text', { probeImages: false, render: deps.render ?? 'auto' }, deps.call);
  return r.ok ? { ok: true, value: pickDeclared(BatchExtractData, r.value) } : r;
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
