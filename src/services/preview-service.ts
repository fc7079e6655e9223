import type { Outcome } from '../errors.js';
import type { PreviewFields } from '../analyzers/preview/preview.js';
import { noInputs, type PagePipeline } from './page-pipeline.js';
import type { Call } from './call.js';

/** SPEC 2.1, plus `favicon` (SPEC 2.3 returns it in batches). */
export interface PreviewResult extends PreviewFields {
  readonly url: string;
  readonly cached: boolean;
  readonly extracted_at: string;
}

export interface PreviewService {
  preview(target: URL, call?: Call): Promise<Outcome<PreviewResult>>;
}

export function createPreviewService(pipeline: PagePipeline): PreviewService {
  return {
    async preview(target, call) {
      const outcome = await pipeline.run('preview', target, { operation: 'preview', options: {}, inputs: noInputs, finish: (fields) => fields }, call);
      if (!outcome.ok) return outcome;
      const { value, cached } = outcome.value;
      return {
        ok: true,
        value: { url: target.href, ...value.result, cached, extracted_at: value.analyzedAt },
      };
    },
  };
}
