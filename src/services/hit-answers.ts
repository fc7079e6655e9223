import type { Analysis } from './page-pipeline.js';
import type { CachedValue } from './result-cache.js';

/** How a service turns a pipeline's analysis into its answer for one URL. */
export type ComposeAnswer<T, A> = (target: URL, analysis: Analysis<T>, cached: boolean) => A;

/**
 * A service's answer builder. Cache hits hand out the same analysis object each time, so the
 * answer a hit gets for one URL is built once and kept beside that analysis (a WeakMap: it goes
 * when the cache drops the analysis): every hit after the first shares one answer object, which
 * lets the HTTP layer send its bytes without serialising again (http/answer-bytes.ts).
 */
export function answersOf<T, A extends object>(compose: ComposeAnswer<T, A>): (target: URL, found: CachedValue<Analysis<T>>) => A {
  const hits = new WeakMap<Analysis<T>, { readonly href: string; readonly answer: A }>();
  return (target, { value: analysis, cached }) => {
    if (!cached) return compose(target, analysis, false);
    const kept = hits.get(analysis);
    if (kept !== undefined && kept.href === target.href) return kept.answer;
    const answer = compose(target, analysis, true);
    hits.set(analysis, { href: target.href, answer });
    return answer;
  };
}
