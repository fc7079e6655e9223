import type { Outcome } from '../errors.js';

/** Tries of a job URL that the service itself was too busy to answer, the first included. */
export const OVERLOAD_TRIES = 4;
/** The longest wait between two tries, whatever Retry-After the failure suggests. */
const MAX_WAIT_MS = 10_000;

export interface OverloadRetryDeps {
  /** True once the job's work should stop (shutdown, a chunk handed over): no more tries. */
  readonly stopped: () => boolean;
  readonly sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A job URL answered `unavailable` with a Retry-After (the analysis pool was full, a store was
 * briefly down) failed for the service's reasons, not the page's: a caller of GET /preview would
 * try again, and so does the job, after the suggested wait growing with each try, instead of
 * recording a failure. The last try's outcome is the answer; a failure without Retry-After (the
 * service shutting down) is answered at once.
 */
export async function retryOverload<T>(answer: () => Promise<Outcome<T>>, deps: OverloadRetryDeps): Promise<Outcome<T>> {
  const sleep = deps.sleep ?? pause;
  let outcome = await answer();
  for (let tried = 1; tried < OVERLOAD_TRIES && !outcome.ok && !deps.stopped(); tried += 1) {
    const { code, retryAfterSeconds } = outcome.failure;
    if (code !== 'unavailable' || retryAfterSeconds === undefined) break;
    await sleep(Math.min(retryAfterSeconds * 1000 * tried, MAX_WAIT_MS));
    if (deps.stopped()) break;
    outcome = await answer();
  }
  return outcome;
}
