/**
 * Tuning mode: Pagelens alone on both dev sets, scored on ONE half of each (ids sorted;
 * `even` or `odd` positions, `BENCH_TUNE_HALF`, default even), so that the other half stays
 * a held-out check. No timing, no other contestant: a run takes seconds. Per-page results go
 * to `BENCH_TUNE_OUT` (JSON) when set, to compare two runs page by page.
 *
 *   BENCH_TUNE_HALF=even npx tsx bench/extract/tune.ts
 */
import fs from 'node:fs';
import { loadCorpus } from '../lib/corpus.js';
import { pagelens } from './contestants.js';
import { aggregate, scorePage } from './score.js';
import { loadSnippetCorpus, loadSnippetScorer } from './snippet-corpus.js';

const HALF = process.env.BENCH_TUNE_HALF ?? 'even';
const OUT = process.env.BENCH_TUNE_OUT;

function inHalf(i: number): boolean {
  return HALF === 'all' || (HALF === 'odd' ? i % 2 === 1 : i % 2 === 0);
}

function extract(html: string, url: string): string {
  try {
    return pagelens.extract(html, url);
  } catch {
    return '';
  }
}

const articles = loadCorpus().filter((_, i) => inHalf(i));
const articleScores = articles.map((p) => ({ id: p.id, url: p.url, ...scorePage(p.articleBody, extract(p.html.toString('utf8'), p.url)) }));
const a = aggregate(articleScores);

const { truth, pages } = loadSnippetCorpus();
const scorer = await loadSnippetScorer();
const chosen = pages.filter((_, i) => inHalf(i));
const predictions: Record<string, string> = {};
for (const page of chosen) predictions[page.id] = extract(page.html, page.url);
const s = scorer.scoreSnippets(truth, predictions, { ids: chosen.map((p) => p.id) });

const f4 = (x: number): string => x.toFixed(4);
console.log(`half ${HALF}: extraction-dev ${articles.length} pages F1 ${f4(a.f1)} (P ${f4(a.precision)} R ${f4(a.recall)})`);
console.log(`half ${HALF}: snippets-dev ${chosen.length} pages F1 ${f4(s.f1)} (P ${f4(s.precision)} R ${f4(s.recall)})`);
if (OUT !== undefined) {
  const perArticle = articleScores.map((p) => ({ id: p.id, url: p.url, ...aggregate([p]) }));
  fs.writeFileSync(OUT, JSON.stringify({ articles: perArticle, snippets: s.perPage }, null, 1));
}
