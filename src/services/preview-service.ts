import type { Outcome } from '../errors.js';
import type { PreviewFields, PreviewResult } from '../results/preview.js';
import { noInputs, type Analysis, type PagePipeline } from './page-pipeline.js';
import type { Call } from './call.js';
import { answersOf } from './hit-answers.js';

export type { PreviewResult };

export interface PreviewService {
  preview(target: URL, call?: Call): Promise<Outcome<PreviewResult>>;
}

export function createPreviewService(pipeline: PagePipeline): PreviewService {
  const answerOf = answersOf((target, { result, analyzedAt }: Analysis<PreviewFields>, cached): PreviewResult => ({ url: target.href, ...result, cached, extracted_at: analyzedAt }));
  return {
    async preview(target, call) {
      const outcome = await pipeline.analysePage('preview', target, { operation: 'preview', options: {}, inputs: noInputs, finish: (fields) => fields }, call);
      if (!outcome.ok) return outcome;
      return { ok: true, value: answerOf(target, outcome.value) };
    },
  };
}
