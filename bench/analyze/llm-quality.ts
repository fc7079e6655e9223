/**
 * The configured language model on a slice of the same public sets, through the provider and
 * prompt /analyze uses (src/llm, src/services/insight-prompts.ts). Skipped when
 * PAGELENS_LLM_BASE_URL is unset. PAGELENS_BENCH_LLM_ITEMS items per task (default 50).
 */
import { createOpenAiCompatibleProvider } from '../../src/llm/llm-provider.js';
import type { LlmProvider } from '../../src/llm/llm-provider.js';
import { analysisPrompt, ModelAnalysis } from '../../src/services/insight-prompts.js';
import { loadCategories, loadEntities, loadSentiment } from './labelled-data.js';
import { classificationScores, mentionScores } from './scores.js';
import type { Mention } from './scores.js';

type Answer = { readonly category: string; readonly sentiment: string; readonly entities: Mention[] } | undefined;

const CATEGORY_WORDS: readonly (readonly [RegExp, string])[] = [
  [/sport/i, 'sport'], [/business|econom|financ|market/i, 'economy-business-finance'],
  [/scien|tech/i, 'science-technology'], [/politic|world|war|conflict|government|international/i, 'politics'],
];
const TYPES: Readonly<Record<string, string>> = { person: 'PER', organization: 'ORG', location: 'LOC' };

async function ask(model: LlmProvider, text: string): Promise<Answer> {
  const answer = await model.completeJson(analysisPrompt(text), ModelAnalysis);
  if (!answer.ok) return undefined;
  const category = answer.value.topics.map((t) => CATEGORY_WORDS.find(([re]) => re.test(t.category))?.[1]).find((c) => c !== undefined) ?? 'other';
  const entities = answer.value.entities.flatMap((e) => (TYPES[e.type] ? [{ name: e.name, type: TYPES[e.type]! }] : []));
  return { category, sentiment: answer.value.sentiment.label, entities };
}

export async function modelFigures(): Promise<string | undefined> {
  const baseUrl = process.env.PAGELENS_LLM_BASE_URL;
  if (!baseUrl) return undefined;
  const model = createOpenAiCompatibleProvider({ baseUrl, model: process.env.PAGELENS_LLM_MODEL ?? '', apiKey: process.env.PAGELENS_LLM_API_KEY, timeoutMs: 60_000 });
  const n = Number(process.env.PAGELENS_BENCH_LLM_ITEMS ?? 50);
  const cats = loadCategories().slice(0, n);
  const sents = loadSentiment().slice(0, n);
  const ents = loadEntities().slice(0, n);
  const catAnswers = await Promise.all(cats.map((i) => ask(model, i.text)));
  const sentAnswers = await Promise.all(sents.map((i) => ask(model, i.text)));
  const entAnswers = await Promise.all(ents.map((i) => ask(model, i.text)));
  const category = classificationScores(cats.map((i, k) => ({ gold: i.category, got: catAnswers[k]?.category ?? 'failed' })));
  const sentiment = classificationScores(sents.map((i, k) => ({ gold: i.label, got: sentAnswers[k]?.sentiment ?? 'failed' })));
  const entities = mentionScores(ents.map((i, k) => ({ gold: i.mentions.filter((m) => m.type !== 'MISC'), got: entAnswers[k]?.entities ?? [] })));
  return [
    `language model ${model.model} (first ${n} items of each set; failures count as wrong)`,
    `  category accuracy ${category.accuracy.toFixed(3)}  macro-F1 ${category.macroF1.toFixed(3)}`,
    `  entities type+span F1 ${entities.typedF1.toFixed(3)}  span F1 ${entities.spanF1.toFixed(3)}`,
    `  sentiment accuracy ${sentiment.accuracy.toFixed(3)}  macro-F1 ${sentiment.macroF1.toFixed(3)}`,
  ].join('\n');
}
