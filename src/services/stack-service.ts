import type { Outcome } from '../errors.js';
import type { StackResult } from '../results/stack.js';
import { noInputs, type PagePipeline } from './page-pipeline.js';
import type { Call } from './call.js';

export type { StackResult };

export interface StackService {
  detect(target: URL, includeCss: boolean, call?: Call): Promise<Outcome<StackResult & { readonly cached: boolean }>>;
}

/** The detector's fingerprints are compiled once per analysis thread (task-registry.ts). */
export function createStackService(pipeline: PagePipeline): StackService {
  return {
    async detect(target, includeCss, call) {
      const outcome = await pipeline.run(`stack:${includeCss ? 'css' : 'plain'}`, target, { operation: 'stack', options: { includeCss }, inputs: noInputs, finish: (fields) => fields }, call);
      if (!outcome.ok) return outcome;
      const { value, cached } = outcome.value;
      return { ok: true, value: { url: target.href, analyzedAt: value.analyzedAt, ...value.result, cached } };
    },
  };
}
