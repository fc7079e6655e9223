import type { Outcome } from '../errors.js';
import type { PreviewResult } from '../results/preview.js';
import { noInputs, type PagePipeline } from './page-pipeline.js';
import type { Call } from './call.js';

export type { PreviewResult };

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
