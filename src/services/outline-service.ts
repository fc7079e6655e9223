import type { Outcome } from '../errors.js';
import type { OutlineOptions } from '../analyzers/outline/index.js';
import type { OutlineFields, OutlineResult, OutlineSection } from '../results/outline.js';
import type { WithModelText } from '../analysis/task-types.js';
import type { LlmProvider } from '../llm/llm-provider.js';
import { noInputs, type Analysis, type PagePipeline } from './page-pipeline.js';
import type { Call } from './call.js';
import { answersOf } from './hit-answers.js';
import { ModelOutline, outlinePrompt } from './insight-prompts.js';

export type { OutlineResult };

export interface OutlineService {
  outline(target: URL, options: OutlineOptions, call?: Call): Promise<Outcome<OutlineResult & { readonly cached: boolean }>>;
}

function measure(sections: readonly OutlineSection[], depth = 1): { total: number; maxDepth: number } {
  let total = 0;
  let maxDepth = sections.length > 0 ? depth : 0;
  for (const section of sections) {
    const below = measure(section.subsections ?? [], depth + 1);
    total += 1 + below.total;
    maxDepth = Math.max(maxDepth, below.maxDepth);
  }
  return { total, maxDepth };
}

/** The model's sections, cut to the asked depth, with snippets only when asked. */
function trimSections(sections: readonly OutlineSection[], depth: number, snippets: boolean): OutlineSection[] {
  if (depth <= 0) return [];
  return sections.map((s) => {
    const subsections = trimSections(s.subsections ?? [], depth - 1, snippets);
    return { level: s.level, title: s.title, ...(snippets && s.snippet !== undefined ? { snippet: s.snippet.slice(0, 160) } : {}), ...(subsections.length > 0 ? { subsections } : {}) };
  });
}

type OutlineAnswer = Omit<OutlineResult, 'url' | 'outlined_at'>;

/** The built-in outline, or the model's when one is configured and answers (on the main thread). */
async function withModel(analysed: WithModelText<OutlineFields>, model: LlmProvider | undefined, options: OutlineOptions, engine: string): Promise<OutlineAnswer> {
  const builtin = analysed.fields;
  if (!model || analysed.modelText === undefined) return { ...builtin, engine: 'builtin' };
  const answer = await model.completeJson(outlinePrompt(builtin.title, analysed.modelText, options.depth, options.includeSnippets), ModelOutline);
  if (!answer.ok) return { ...builtin, engine: 'builtin' };
  const sections = trimSections(answer.value.sections, options.depth, options.includeSnippets);
  const { total, maxDepth } = measure(sections);
  const metadata = { ...builtin.metadata, total_sections: total, max_depth: maxDepth };
  return { title: answer.value.title || builtin.title, outline: { sections }, metadata, source: 'model', engine };
}

export function createOutlineService(pipeline: PagePipeline, model: LlmProvider | undefined): OutlineService {
  const engine = model ? `llm:${model.model}` : 'builtin';
  const answerOf = answersOf((target, { result, analyzedAt }: Analysis<OutlineAnswer>, cached): OutlineResult & { readonly cached: boolean } => ({ url: target.href, ...result, outlined_at: analyzedAt, cached }));
  return {
    async outline(target, options, call) {
      const key = `outline:${engine}:${options.depth}:${options.includeSnippets}`;
      const outcome = await pipeline.analysePage(key, target, {
        operation: 'outline',
        options: { depth: options.depth, includeSnippets: options.includeSnippets, forModel: model !== undefined },
        inputs: noInputs,
        finish: (analysed) => withModel(analysed, model, options, engine),
      }, call);
      if (!outcome.ok) return outcome;
      return { ok: true, value: answerOf(target, outcome.value) };
    },
  };
}
