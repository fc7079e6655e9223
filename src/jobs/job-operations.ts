import type { Outcome } from '../errors.js';
import type { EndpointServices } from '../services/endpoint-services.js';
import { BatchExtractData, BatchPreviewData } from '../results/batch.js';
import { pickDeclared } from '../results/pick.js';
import type { JobOperation } from '../domain/operations.js';

/** The answer without the cache flag, which says nothing about a job's URL. */
function uncached<T extends { readonly cached: boolean }>(outcome: Outcome<T>): Outcome<Omit<T, 'cached'>> {
  if (!outcome.ok) return outcome;
  const { cached: _cached, ...value } = outcome.value;
  return { ok: true, value };
}

/** One URL of a job: preview and extract as batch items (docs/reference/api.md#batch), the audits as their endpoint answers. */
export async function answerOne(operation: JobOperation, target: URL, services: EndpointServices): Promise<Outcome<object>> {
  switch (operation) {
    case 'preview': {
      const r = await services.preview.preview(target);
      return r.ok ? { ok: true, value: pickDeclared(BatchPreviewData, r.value) } : r;
    }
    case 'extract': {
      const r = await services.extract.extract(target, 'text', { probeImages: false, render: 'auto' });
      return r.ok ? { ok: true, value: pickDeclared(BatchExtractData, r.value) } : r;
    }
    case 'seo':
      return uncached(await services.seo.audit(target));
    case 'aeo':
      return uncached(await services.aeo.audit(target));
    case 'stack':
      return uncached(await services.stack.detect(target, false));
  }
}
