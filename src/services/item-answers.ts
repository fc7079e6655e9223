import type { Failure, Outcome } from '../errors.js';
import { settleCharge, type Meter } from '../access/meter.js';
import type { JobOperation } from '../domain/operations.js';
import { BatchExtractData, BatchPreviewData, type BatchItem } from '../results/batch.js';
import { pickDeclared } from '../results/pick.js';
import type { Call } from './call.js';
import type { EndpointServices } from './endpoint-services.js';
import type { RenderMode } from '../domain/render.js';
import type { ContentSelectors } from '../analyzers/extract/content/selected-content.js';

/** How an item of a batch or a job is answered: the request it belongs to, and extract's render mode. */
export interface ItemOptions {
  readonly call?: Call | undefined;
  readonly render?: RenderMode | undefined;
  /** Extract items: include and exclude CSS selectors. */
  readonly selectors?: ContentSelectors | undefined;
  /** Extract items: add structured_data. */
  readonly structuredData?: boolean | undefined;
}

/** The answer without the cache flag, which says nothing about an item. */
function uncached<T extends { readonly cached: boolean }>(outcome: Outcome<T>): Outcome<Omit<T, 'cached'>> {
  if (!outcome.ok) return outcome;
  const { cached: _cached, ...value } = outcome.value;
  return { ok: true, value };
}

/**
 * One URL of a batch or a job: preview and extract as batch items (their declared fields only),
 * the audits and stack as their endpoint answers.
 */
export async function answerItem(operation: JobOperation, target: URL, services: EndpointServices, options: ItemOptions = {}): Promise<Outcome<object>> {
  const call: Call | undefined = options.render === undefined ? options.call : { ...options.call, render: options.render };
  switch (operation) {
    case 'preview': {
      const r = await services.preview.preview(target, call);
      return r.ok ? { ok: true, value: pickDeclared(BatchPreviewData, r.value) } : r;
    }
    case 'extract': {
      // Items drop the images, so they never probe them (and share the markup-only cache entry).
      const r = await services.extract.extract(target, 'text', { probeImages: false, ...options.selectors, ...(options.structuredData ? { structuredData: true } : {}) }, call);
      return r.ok ? { ok: true, value: pickDeclared(BatchExtractData, r.value) } : r;
    }
    case 'seo':
      return uncached(await services.seo.audit(target, call));
    case 'aeo':
      return uncached(await services.aeo.audit(target, call));
    case 'stack':
      return uncached(await services.stack.detect(target, false, call));
  }
}

/**
 * The one metered path of batches and jobs: the item is counted as it starts (a refusal, such as
 * quota_exceeded, is its answer), answered, and its charge given back when it failed for the
 * service's own reasons.
 */
export async function answerMetered<T>(meter: Meter, answer: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  const admitted = await meter.admit();
  if (!admitted.ok) return admitted;
  const outcome = await answer();
  await settleCharge(admitted.value, outcome);
  return outcome;
}

const describe = (failure: Failure) => `${failure.code}: ${failure.detail}`;

/** An item of a batch or job result: its data, or its failure as `code: detail`. */
export function batchItemOf(url: string, outcome: Outcome<unknown>): BatchItem {
  if (outcome.ok) return { url, success: true, data: outcome.value as Extract<BatchItem, { success: true }>['data'] };
  const { failure } = outcome;
  return {
    url,
    success: false,
    error: describe(failure),
    ...(failure.reason === undefined ? {} : { reason: failure.reason }),
    ...(failure.upstreamStatus === undefined ? {} : { upstream_status: failure.upstreamStatus }),
  };
}

/** Works through `items` with at most `limit` in flight, starting them in order. */
export async function inWaves<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
