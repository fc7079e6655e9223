/**
 * npm run bench:analyze — quality of the built-in /analyze engine on the labelled sets in
 * bench/analyze/data, and its speed over the dev corpus. Targets: sentiment ≥ 0.8,
 * language ≥ 0.95, entity type ≥ 0.7.
 */
import { pathToFileURL } from 'node:url';
import { hasFile, loadEntities, loadLanguages, loadSentiment } from './labelled-data.js';
import { entityTypeAccuracy, languageAccuracy, sentimentAccuracy } from './quality.js';
import type { Accuracy } from './quality.js';
import { measureSpeed } from './speed.js';
import type { Speed } from './speed.js';

export interface AnalyzeBenchFigures {
  readonly sentiment: Accuracy;
  readonly language: Accuracy & { readonly languages: number };
  readonly entities: Accuracy;
  /**
   * Sets written after the method was frozen. Set 1 was measured once, then general fixes were
   * made (so it is no longer strictly held out); set 2 was written after the final freeze.
   */
  readonly holdout: readonly { readonly name: string; readonly accuracy: Accuracy }[];
  readonly speed: Speed;
}

const HOLDOUT_SETS: readonly (readonly [string, string, 'sentiment' | 'entities'])[] = [
  ['held-out 1 sentiment', 'sentiment-holdout.json', 'sentiment'],
  ['held-out 1 entity type', 'entities-holdout.json', 'entities'],
  ['held-out 2 sentiment (final)', 'sentiment-holdout-2.json', 'sentiment'],
  ['held-out 2 entity type (final)', 'entities-holdout-2.json', 'entities'],
];

export const TARGETS = { sentiment: 0.8, language: 0.95, entities: 0.7 } as const;

export async function benchAnalyze(): Promise<AnalyzeBenchFigures> {
  const languages = loadLanguages();
  return {
    sentiment: sentimentAccuracy(loadSentiment()),
    language: { ...languageAccuracy(languages), languages: new Set(languages.map((i) => i.language)).size },
    entities: entityTypeAccuracy(loadEntities()),
    holdout: HOLDOUT_SETS.filter(([, file]) => hasFile(file)).map(([name, file, kind]) => ({
      name,
      accuracy: kind === 'sentiment' ? sentimentAccuracy(loadSentiment(file)) : entityTypeAccuracy(loadEntities(file)),
    })),
    speed: measureSpeed(),
  };
}

function line(name: string, result: Accuracy, target?: number): string {
  const verdict = target === undefined ? '' : `  target ≥ ${target} ${result.accuracy >= target ? 'met' : 'NOT MET'}`;
  return `  ${name.padEnd(40)} ${result.accuracy.toFixed(3)} (${result.correct}/${result.total})${verdict}`;
}

function report(figures: AnalyzeBenchFigures): string {
  const { speed } = figures;
  const rows = [
    '/analyze quality (bench/analyze/data)',
    line('sentiment accuracy', figures.sentiment, TARGETS.sentiment),
    line(`language accuracy (${figures.language.languages} languages)`, figures.language, TARGETS.language),
    line('entity type accuracy', figures.entities, TARGETS.entities),
    ...figures.holdout.map(({ name, accuracy }) => line(`${name} accuracy`, accuracy)),
    `/analyze speed: analyzeText over the dev corpus (${speed.pages} pages)`,
    `  ${'first call (loads the models)'.padEnd(40)} ${speed.firstCallMs.toFixed(0)} ms`,
    `  ${'per page'.padEnd(40)} mean ${speed.meanMs.toFixed(1)} ms, p50 ${speed.p50Ms.toFixed(1)} ms, p95 ${speed.p95Ms.toFixed(1)} ms`,
  ];
  return rows.join('\n');
}

function misses(figures: AnalyzeBenchFigures): string {
  const sets: [string, Accuracy][] = [
    ['sentiment', figures.sentiment], ['language', figures.language], ['entities', figures.entities],
    ...figures.holdout.map(({ name, accuracy }): [string, Accuracy] => [name, accuracy]),
  ];
  return sets.flatMap(([name, acc]) => acc.misses.map((m) => `  [${name}] ${m}`)).join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchAnalyze();
  console.log(report(figures));
  if (process.argv.includes('--misses')) console.log(`misses:\n${misses(figures)}`);
}
