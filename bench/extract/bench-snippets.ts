/**
 * Extraction quality on the second dev set (../shared/bench/snippets-dev), scored by that
 * corpus' own scorer: Pagelens and Readability over linkedom in the same run, each also on
 * k folds (by a hash of the page id, folds.ts) and by page kind (page-kind.ts), with pages/s
 * and Pagelens' worst pages.
 *
 *   npx tsx bench/extract/bench-snippets.ts
 */
import { pagelens, readabilityLinkedom, type Contestant } from './contestants.js';
import { chanceSpread, FOLDS, foldOf, formatChance, formatFolds, summarizeFolds, type ChanceSpread, type FoldSummary } from './folds.js';
import { NON_LATIN, PAGE_KINDS, isNonLatin, pageKind } from './page-kind.js';
import { loadSnippetCorpus, loadSnippetScorer, snippetF1, type SnippetPage, type SnippetScore } from './snippet-corpus.js';

const WORST = Math.max(0, Number(process.env.BENCH_EXTRACT_WORST ?? 10));
/** trafilatura 2.2.0's F1 on this set, default settings (../shared/bench/snippets-dev/README.md). */
export const TRAFILATURA_F1 = 0.921;

export interface SnippetFigures {
  readonly name: string;
  readonly all: SnippetScore;
  /** F1 on each fold, their mean and spread. */
  readonly folds: FoldSummary;
  /** The spread folds of these sizes show by chance alone, the same per-page results dealt at random. */
  readonly chance: ChanceSpread;
  /** Score by page kind (and the non-Latin-script row), with the number of pages. */
  readonly kinds: readonly { readonly kind: string; readonly pages: number; readonly score: SnippetScore }[];
  /** Pages per second of wall time over one pass (the scoring pass). */
  readonly pagesPerSecond: number;
}

function predict(contestant: Contestant, pages: readonly SnippetPage[]): { predictions: Record<string, string>; seconds: number } {
  const predictions: Record<string, string> = {};
  const started = process.hrtime.bigint();
  for (const page of pages) {
    try {
      predictions[page.id] = contestant.extract(page.html, page.url);
    } catch {
      predictions[page.id] = '';
    }
  }
  return { predictions, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

const f4 = (x: number): string => x.toFixed(4);
const line = (s: SnippetScore): string => `F1 ${f4(s.f1)} (P ${f4(s.precision)} R ${f4(s.recall)} acc ${s.accuracy.toFixed(3)})`;

/** The ids of each page kind, then of the non-Latin-script pages (of any kind). */
export function kindGroups(pages: readonly SnippetPage[]): { kind: string; ids: string[] }[] {
  const groups = PAGE_KINDS.map((kind) => ({ kind: kind as string, ids: [] as string[] }));
  const nonLatin = { kind: NON_LATIN, ids: [] as string[] };
  for (const page of pages) {
    groups[PAGE_KINDS.indexOf(pageKind(page.html, page.url))]!.ids.push(page.id);
    if (isNonLatin(page.html)) nonLatin.ids.push(page.id);
  }
  return [...groups, nonLatin];
}

export async function benchSnippets(contestants: readonly Contestant[] = [pagelens, readabilityLinkedom]): Promise<SnippetFigures[]> {
  const { truth, pages } = loadSnippetCorpus();
  const scorer = await loadSnippetScorer();
  const ids = pages.map((p) => p.id);
  const folds = Array.from({ length: FOLDS }, (_, f) => ids.filter((id) => foldOf(id) === f));
  const kinds = kindGroups(pages);
  const figures = contestants.map((contestant): SnippetFigures => {
    const { predictions, seconds } = predict(contestant, pages);
    const all = scorer.scoreSnippets(truth, predictions, { ids });
    const byFold = summarizeFolds(folds.map((fold) => scorer.scoreSnippets(truth, predictions, { ids: fold }).f1));
    return {
      name: contestant.name,
      all,
      folds: byFold,
      chance: chanceSpread(all.perPage, folds.map((f) => f.length), snippetF1, byFold.spread),
      kinds: kinds.map(({ kind, ids: kindIds }) => ({ kind, pages: kindIds.length, score: scorer.scoreSnippets(truth, predictions, { ids: kindIds }) })),
      pagesPerSecond: pages.length / seconds,
    };
  });
  console.log(`snippets-dev: ${pages.length} pages (trafilatura's corpus, its scorer); trafilatura 2.2.0 on these pages: F1 ${TRAFILATURA_F1} (README there)\n`);
  for (const f of figures) console.log(`${f.name.padEnd(58)} ${line(f.all)}  ${f.pagesPerSecond.toFixed(1)} pages/s`);
  if (figures.length > 1) console.log(`\n${figures[0]!.name}: ${(figures[0]!.pagesPerSecond / figures[1]!.pagesPerSecond).toFixed(1)}x the pages/s of ${figures[1]!.name} (one pass; target >= 5x)`);
  console.log(`\nF1 by fold (${FOLDS} folds, sizes ${folds.map((f) => f.length).join('/')}; targets: spread <= 0.01, worst fold > ${TRAFILATURA_F1}):`);
  for (const f of figures) console.log(`${f.name.padEnd(58)} ${formatFolds(f.folds)}\n${''.padEnd(58)} ${formatChance(f.chance)}`);
  console.log('\nF1 by page kind (page-kind.ts; a page of non-Latin script is counted under its kind too):');
  console.log(`${'kind'.padEnd(20)} ${'pages'.padStart(5)}  ${figures.map((f) => f.name.slice(0, 24).padStart(26)).join('')}`);
  for (let k = 0; k < kinds.length; k++) {
    const row = figures.map((f) => {
      const s = f.kinds[k]!.score;
      return `${f4(s.f1)} (P ${s.precision.toFixed(2)} R ${s.recall.toFixed(2)})`.padStart(26);
    });
    console.log(`${kinds[k]!.kind.padEnd(20)} ${String(kinds[k]!.ids.length).padStart(5)}  ${row.join('')}`);
  }
  if (WORST > 0 && figures[0]) {
    console.log(`\n${figures[0].name}: worst ${WORST} pages (most missed + leaked snippets)`);
    console.log(scorer.formatWorst(figures[0].all, WORST));
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSnippets();
}
