/**
 * npm run bench:analyze — the built-in /analyze engine on public labelled sets (bench/analyze/data:
 * AG News, CoNLL-2003, SST-2, Tatoeba), against simple baselines in the same run; the configured
 * language model's figures too when PAGELENS_LLM_BASE_URL is set; and speed over the dev corpus.
 * Targets (issue 18): category accuracy ≥ 0.85, entity-type F1 ≥ 0.80, sentiment ≥ 0.85, language ≥ 0.97.
 */
import { pathToFileURL } from 'node:url';
import { loadCategories, loadEntities, loadLanguages, loadSentiment } from './labelled-data.js';
import { modelFigures } from './llm-quality.js';
import { categoryQuality, entityQuality, languageQuality, sentimentQuality } from './quality.js';
import type { Compared } from './quality.js';
import type { MentionScores, Scores } from './scores.js';
import { measureSpeed } from './speed.js';
import type { Speed } from './speed.js';

export const TARGETS = { category: 0.85, entities: 0.8, sentiment: 0.85, language: 0.97 } as const;

export interface AnalyzeBenchFigures {
  readonly category: Compared<Scores>;
  readonly entities: Compared<MentionScores>;
  readonly sentiment: Compared<Scores>;
  readonly language: Compared<Scores>;
  readonly speed: Speed;
}

export function benchAnalyze(): AnalyzeBenchFigures {
  return {
    category: categoryQuality(loadCategories()),
    entities: entityQuality(loadEntities()),
    sentiment: sentimentQuality(loadSentiment()),
    language: languageQuality(loadLanguages()),
    speed: measureSpeed(),
  };
}

const f = (n: number): string => n.toFixed(3);

function verdict(value: number, target: number): string {
  return `target ≥ ${target} ${value >= target ? 'met' : 'NOT MET'}`;
}

function classRows(name: string, c: Compared<Scores>, target: number): string[] {
  const row = (who: string, s: Scores): string => `    ${who.padEnd(28)} accuracy ${f(s.accuracy)}  macro-F1 ${f(s.macroF1)}`;
  return [`  ${name} (${c.ours.total} items)  ${verdict(c.ours.accuracy, target)}`, row('built-in', c.ours), ...Object.entries(c.baselines).map(([who, s]) => row(who, s))];
}

function entityRows(c: Compared<MentionScores>): string[] {
  const row = (who: string, s: MentionScores): string => `    ${who.padEnd(28)} type+span F1 ${f(s.typedF1)}  span F1 ${f(s.spanF1)}  type accuracy on found spans ${f(s.typeAccuracy)}`;
  return [`  entities, CoNLL-2003 PER/ORG/LOC (${c.ours.gold} mentions)  ${verdict(c.ours.typedF1, TARGETS.entities)}`, row('built-in', c.ours), ...Object.entries(c.baselines).map(([who, s]) => row(who, s))];
}

export function report(figures: AnalyzeBenchFigures): string {
  const { speed } = figures;
  return [
    '/analyze quality on public labelled sets (bench/analyze/data)',
    ...classRows('category, AG News 4-class → IPTC top level', figures.category, TARGETS.category),
    ...entityRows(figures.entities),
    ...classRows('sentiment, SST-2 validation', figures.sentiment, TARGETS.sentiment),
    ...classRows('language, Tatoeba 17 languages', figures.language, TARGETS.language),
    `/analyze speed: analyzeText over the dev corpus (${speed.pages} pages)`,
    `  ${'first call (loads the models)'.padEnd(40)} ${speed.firstCallMs.toFixed(0)} ms`,
    `  ${'per page'.padEnd(40)} mean ${speed.meanMs.toFixed(1)} ms, p50 ${speed.p50Ms.toFixed(1)} ms, p95 ${speed.p95Ms.toFixed(1)} ms  (target mean < 50 ms)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(report(benchAnalyze()));
  const model = await modelFigures();
  if (model !== undefined) console.log(model);
}
