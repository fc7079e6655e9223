/**
 * The article-extraction benchmark's metric (scrapinghub/article-extraction-benchmark,
 * evaluate.py), as described in ../shared/bench/extraction-dev/README.md:
 * tokens are runs of Unicode letters, digits and `_` (case-sensitive); each text becomes a
 * multiset of 4-token shingles (a text shorter than 4 tokens is one shingle of all its
 * tokens); per page P = matched / predicted shingles and R = matched / true shingles; P and R
 * are averaged over the pages where they are defined (a page with no predicted text counts
 * only in recall, as 0), and F1 = 2PR / (P + R) of those averages.
 */

const TOKEN = /[\p{L}\p{N}_]+/gu;
const SHINGLE = 4;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Multiset of shingles, keyed by the tokens joined with a space (tokens hold no spaces). */
export function shingles(tokens: readonly string[], n = SHINGLE): Map<string, number> {
  const counts = new Map<string, number>();
  const last = Math.max(1, tokens.length - n + 1);
  for (let i = 0; i < last && i < tokens.length; i++) {
    const key = tokens.slice(i, i + n).join(' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export interface PageScore {
  readonly matched: number;
  readonly predicted: number;
  readonly truth: number;
  /** Token sequences equal. */
  readonly exact: boolean;
}

export function scorePage(truth: string, predicted: string): PageScore {
  const trueTokens = tokenize(truth);
  const predTokens = tokenize(predicted);
  const t = shingles(trueTokens);
  const p = shingles(predTokens);
  let matched = 0;
  for (const [key, count] of p) matched += Math.min(count, t.get(key) ?? 0);
  return {
    matched,
    predicted: predTokens.length === 0 ? 0 : Math.max(1, predTokens.length - SHINGLE + 1),
    truth: trueTokens.length === 0 ? 0 : Math.max(1, trueTokens.length - SHINGLE + 1),
    exact: trueTokens.length === predTokens.length && trueTokens.every((tok, i) => tok === predTokens[i]),
  };
}

export interface Metrics {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  /** Share of pages whose token sequence equals the truth's. */
  readonly accuracy: number;
  readonly pages: number;
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/** Aggregates page scores as evaluate.py does: macro-averaged P and R, then F1 of the averages. */
export function aggregate(scores: readonly PageScore[]): Metrics {
  const precisions = scores.filter((s) => s.predicted > 0).map((s) => s.matched / s.predicted);
  const recalls = scores.filter((s) => s.truth > 0).map((s) => s.matched / s.truth);
  const precision = mean(precisions);
  const recall = mean(recalls);
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    accuracy: mean(scores.map((s) => (s.exact ? 1 : 0))),
    pages: scores.length,
  };
}
