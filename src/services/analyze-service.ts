import type { Outcome } from '../errors.js';
import type { AnalyzeFields, AnalyzeResult } from '../results/analyze.js';
import type { WithModelText } from '../analysis/task-types.js';
import type { LlmProvider } from '../llm/llm-provider.js';
import { noInputs, type Analysis, type PagePipeline } from './page-pipeline.js';
import type { Call } from './call.js';
import { answersOf } from './hit-answers.js';
import { analysisPrompt, ModelAnalysis } from './insight-prompts.js';

export type { AnalyzeResult };

export interface AnalyzeService {
  analyze(target: URL, call?: Call): Promise<Outcome<AnalyzeResult & { readonly cached: boolean }>>;
}

type AnalyzeAnswer = AnalyzeFields & { readonly engine: string };

/** The built-in analysis, or the model's when one is configured and answers (on the main thread). */
async function withModel(analysed: WithModelText<AnalyzeFields>, model: LlmProvider | undefined, engine: string): Promise<AnalyzeAnswer> {
  const builtin = analysed.fields;
  if (!model || analysed.modelText === undefined) return { ...builtin, engine: 'builtin' };
  const answer = await model.completeJson(analysisPrompt(analysed.modelText), ModelAnalysis);
  if (!answer.ok) return { ...builtin, engine: 'builtin' };
  const { summary, ...analysis } = answer.value;
  // Word count, language and content type are measured, not asked of the model.
  return { summary, analysis, metadata: builtin.metadata, unavailable: [], engine };
}

export function createAnalyzeService(pipeline: PagePipeline, model: LlmProvider | undefined): AnalyzeService {
  const engine = model ? `llm:${model.model}` : 'builtin';
  const answerOf = answersOf((target, { result, analyzedAt }: Analysis<AnalyzeAnswer>, cached): AnalyzeResult & { readonly cached: boolean } => ({ url: target.href, analyzed_at: analyzedAt, ...result, cached }));
  return {
    async analyze(target, call) {
      const outcome = await pipeline.analysePage(`analyze:${engine}`, target, {
        operation: 'analyze',
        options: { forModel: model !== undefined },
        inputs: noInputs,
        finish: (analysed) => withModel(analysed, model, engine),
      }, call);
      if (!outcome.ok) return outcome;
      return { ok: true, value: answerOf(target, outcome.value) };
    },
  };
}
