/**
 * Extraction quality on the second dev set (../shared/bench/snippets-dev), scored by that
 * corpus' own scorer: Pagelens and Readability over linkedom in the same run, each also on the
 * two halves (ids sorted; even and odd positions), and Pagelens' worst pages.
 *
 *   npx tsx bench/extract/bench-snippets.ts
 */
import { pagelens, readabilityLinkedom, type Contestant } from './contestants.js';
import { loadSnippetCorpus, loadSnippetScorer, type SnippetPage, type SnippetScore } from './snippet-corpus.js';

const WORST = Math.max(0, Number(process.env.BENCH_EXTRACT_WORST ?? 10));

export interface SnippetFigures {
  readonly name: string;
  readonly all: SnippetScore;
  readonly even: SnippetScore;
  readonly odd: SnippetScore;
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

export async function benchSnippets(contestants: readonly Contestant[] = [pagelens, readabilityLinkedom]): Promise<SnippetFigures[]> {
  const { truth, pages } = loadSnippetCorpus();
  const scorer = await loadSnippetScorer();
  const ids = pages.map((p) => p.id);
  const halves = { even: ids.filter((_, i) => i % 2 === 0), odd: ids.filter((_, i) => i % 2 === 1) };
  const figures = contestants.map((contestant): SnippetFigures => {
    const { predictions, seconds } = predict(contestant, pages);
    return {
      name: contestant.name,
      all: scorer.scoreSnippets(truth, predictions, { ids }),
      even: scorer.scoreSnippets(truth, predictions, { ids: halves.even }),
      odd: scorer.scoreSnippets(truth, predictions, { ids: halves.odd }),
      pagesPerSecond: pages.length / seconds,
    };
  });
  console.log(`snippets-dev: ${pages.length} pages (trafilatura's corpus, its scorer); trafilatura 2.2.0 on these pages: F1 0.921 (README there)\n`);
  for (const f of figures) console.log(`${f.name.padEnd(58)} ${line(f.all)}  ${f.pagesPerSecond.toFixed(1)} pages/s`);
  console.log('\nhalves (ids sorted; even / odd positions):');
  for (const f of figures) console.log(`${f.name.padEnd(58)} even ${line(f.even)}   odd ${line(f.odd)}   gap ${f4(f.even.f1 - f.odd.f1)}`);
  if (WORST > 0 && figures[0]) {
    console.log(`\n${figures[0].name}: worst ${WORST} pages (most missed + leaked snippets)`);
    console.log(scorer.formatWorst(figures[0].all, WORST));
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSnippets();
}
