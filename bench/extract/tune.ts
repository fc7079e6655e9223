/**
 * Tuning mode: Pagelens alone on both dev sets, no timing, no other contestant (seconds per
 * run). Develop on k−1 folds, check the held-out one, rotate: `BENCH_TUNE_HOLDOUT=f` (0…k−1,
 * default 0) prints F1 on the development folds and on fold f apart; every run also prints
 * each fold's F1 and snippets-dev by page kind, so a rule that helps one fold and hurts the
 * others shows. Per-page results go to `BENCH_TUNE_OUT` (JSON) when set, to compare two runs.
 *
 *   BENCH_TUNE_HOLDOUT=2 npx tsx bench/extract/tune.ts
 */
import fs from 'node:fs';
import { loadCorpus } from '../lib/corpus.js';
import { kindGroups } from './bench-snippets.js';
import { pagelens } from './contestants.js';
import { chanceSpread, FOLDS, foldOf, formatChance, formatFolds, summarizeFolds } from './folds.js';
import { aggregate, scorePage } from './score.js';
import { loadSnippetCorpus, loadSnippetScorer, snippetF1 } from './snippet-corpus.js';

const HOLDOUT = Number(process.env.BENCH_TUNE_HOLDOUT ?? 0) % FOLDS;
const OUT = process.env.BENCH_TUNE_OUT;

function extract(html: string, url: string): string {
  try {
    return pagelens.extract(html, url);
  } catch {
    return '';
  }
}

const f4 = (x: number): string => x.toFixed(4);

const articles = loadCorpus();
const articleScores = articles.map((p) => ({ id: p.id, url: p.url, fold: foldOf(p.id), ...scorePage(p.articleBody, extract(p.html.toString('utf8'), p.url)) }));
const articleFolds = summarizeFolds(Array.from({ length: FOLDS }, (_, f) => aggregate(articleScores.filter((p) => p.fold === f)).f1));
const aDev = aggregate(articleScores.filter((p) => p.fold !== HOLDOUT));
const aHeld = aggregate(articleScores.filter((p) => p.fold === HOLDOUT));

const { truth, pages } = loadSnippetCorpus();
const scorer = await loadSnippetScorer();
const predictions: Record<string, string> = {};
for (const page of pages) predictions[page.id] = extract(page.html, page.url);
const ids = pages.map((p) => p.id);
const score = (subset: string[]) => scorer.scoreSnippets(truth, predictions, { ids: subset });
const s = score(ids);
const snippetFolds = summarizeFolds(Array.from({ length: FOLDS }, (_, f) => score(ids.filter((id) => foldOf(id) === f)).f1));
const sDev = score(ids.filter((id) => foldOf(id) !== HOLDOUT));
const sHeld = score(ids.filter((id) => foldOf(id) === HOLDOUT));

console.log(`extraction-dev ${articles.length} pages F1 ${f4(aggregate(articleScores).f1)}; dev folds F1 ${f4(aDev.f1)}, held-out fold ${HOLDOUT} F1 ${f4(aHeld.f1)}`);
console.log(`  ${formatFolds(articleFolds)}`);
const foldSizes = <T extends { fold: number }>(items: readonly T[]): number[] => Array.from({ length: FOLDS }, (_, f) => items.filter((p) => p.fold === f).length);
console.log(`  ${formatChance(chanceSpread(articleScores, foldSizes(articleScores), (fold) => aggregate(fold).f1, articleFolds.spread))}`);
console.log(`snippets-dev ${pages.length} pages F1 ${f4(s.f1)} (P ${f4(s.precision)} R ${f4(s.recall)}); dev folds F1 ${f4(sDev.f1)}, held-out fold ${HOLDOUT} F1 ${f4(sHeld.f1)}`);
console.log(`  ${formatFolds(snippetFolds)}`);
const snippetPages = s.perPage.map((p) => ({ ...p, fold: foldOf(p.id) }));
console.log(`  ${formatChance(chanceSpread(snippetPages, foldSizes(snippetPages), snippetF1, snippetFolds.spread))}`);
for (const { kind, ids: kindIds } of kindGroups(pages)) {
  const k = score(kindIds);
  console.log(`  ${kind.padEnd(20)} ${String(kindIds.length).padStart(4)} pages  F1 ${f4(k.f1)} (P ${f4(k.precision)} R ${f4(k.recall)})`);
}
if (OUT !== undefined) {
  const perArticle = articleScores.map((p) => ({ id: p.id, url: p.url, fold: p.fold, ...aggregate([p]) }));
  fs.writeFileSync(OUT, JSON.stringify({ articles: perArticle, snippets: s.perPage.map((p) => ({ ...p, fold: foldOf(p.id) })) }, null, 1));
}
