import type { Outcome } from '../errors.js';
import type { StackFields, StackResult } from '../results/stack.js';
import { noInputs, type Analysis, type PagePipeline } from './page-pipeline.js';
import type { Call } from './call.js';
import { answersOf } from './hit-answers.js';

export type { StackResult };

export interface StackService {
  detect(target: URL, includeCss: boolean, call?: Call): Promise<Outcome<StackResult & { readonly cached: boolean }>>;
}

/** The detector's fingerprints are compiled once per analysis thread (task-registry.ts). */
export function createStackService(pipeline: PagePipeline): StackService {
  const answerOf = answersOf((target, { result, analyzedAt }: Analysis<StackFields>, cached): StackResult & { readonly cached: boolean } => ({ url: target.href, analyzedAt, ...result, cached }));
  return {
    async detect(target, includeCss, call) {
      const outcome = await pipeline.analysePage(`stack:${includeCss ? 'css' : 'plain'}`, target, { operation: 'stack', options: { includeCss }, inputs: noInputs, finish: (fields) => fields }, call);
      if (!outcome.ok) return outcome;
      return { ok: true, value: answerOf(target, outcome.value) };
    },
  };
}
