import { checkTargetUrl } from '../fetch/address-policy.js';
import type { Outcome } from '../errors.js';
import type { Meter } from '../access/meter.js';
import type { Call } from './call.js';
import type { RenderMode } from '../domain/render.js';
import type { EndpointServices } from './endpoint-services.js';
import type { ContentSelectors } from '../analyzers/extract/content/selected-content.js';
import type { BatchItem, BatchResult } from '../results/batch.js';
import { answerItem, answerMetered, batchItemOf, inWaves } from './item-answers.js';
import type { BatchOperation } from '../domain/operations.js';

export { BATCH_OPERATIONS, type BatchOperation } from '../domain/operations.js';

export const MAX_BATCH_URLS = 50;
export const BATCH_CONCURRENCY = 10;

export interface BatchDeps {
  readonly services: EndpointServices;
  /**
   * Counts each URL against the operation's quota as it starts (src/access); a refusal
   * (quota_exceeded) fails that URL, and a URL that fails for the service's own reasons is given back.
   */
  readonly meter: Meter;
  /** The request the batch answers (its upstream time). */
  readonly call?: Call;
  /** Extract batches: render=auto (default), always or never, as on GET /extract. */
  readonly render?: RenderMode;
  /** Extract batches: include and exclude CSS selectors, as on GET /extract. */
  readonly selectors?: ContentSelectors;
  /** Extract batches: add each page's structured_data, as on GET /extract. */
  readonly structuredData?: boolean;
  /** Called as each unique URL finishes (the CLI's progress bar). */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * POST /batch: each URL succeeds or fails on its own, results in request order. The same URL
 * twice is fetched (and counted) once; at most 10 are in flight; URLs are admitted against the
 * quota in request order, so when it runs out the remaining ones fail with quota_exceeded.
 */
export async function runBatch(operation: BatchOperation, urls: readonly string[], deps: BatchDeps): Promise<BatchResult> {
  const targets = urls.map((raw) => checkTargetUrl(raw));
  const unique = [...new Set(targets.flatMap((t) => (t.ok ? [t.value.href] : [])))];
  const outcomes = new Map<string, Outcome<object>>();
  await inWaves(unique, BATCH_CONCURRENCY, async (href) => {
    outcomes.set(href, await answerMetered(deps.meter, () => answerItem(operation, new URL(href), deps.services, { call: deps.call, render: deps.render, selectors: deps.selectors, structuredData: deps.structuredData })));
    deps.onProgress?.(outcomes.size, unique.length);
  });
  const results: BatchItem[] = urls.map((url, i) => {
    const target = targets[i]!;
    return batchItemOf(url, target.ok ? outcomes.get(target.value.href)! : target);
  });
  const successful = results.filter((r) => r.success).length;
  return { results, summary: { total: results.length, successful, failed: results.length - successful, operation } };
}
