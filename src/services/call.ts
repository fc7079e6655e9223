/**
 * What one API call brings to the services besides its parameters, passed down explicitly
 * (not through async context: AsyncLocalStorage's hooks cost every promise of every request).
 */
export interface Call {
  /** Told of each upstream fetch made for this call, with its duration in ms (the request log's upstream_ms). */
  readonly onUpstream?: (ms: number) => void;
  /** maxAge: a cached answer, or a kept page, older than this (ms) is not used; 0 fetches fresh. */
  readonly maxAgeMs?: number;
  /** Told when the answer comes from the cache, with the time (epoch ms) it was produced (the Age header). */
  readonly onCacheHit?: (producedAt: number) => void;
  /** Told how an extract answer was made: from the static HTML or in the browser (the X-Render header). */
  readonly onRender?: (rendering: 'static' | 'browser') => void;
}

/** A call nobody observes: the CLI, tests, background work. */
export const UNOBSERVED: Call = {};

/** Runs an upstream fetch, telling the call how long it took. */
export async function timedUpstream<T>(call: Call, fetch: () => Promise<T>): Promise<T> {
  if (!call.onUpstream) return fetch();
  const started = performance.now();
  try {
    return await fetch();
  } finally {
    call.onUpstream(performance.now() - started);
  }
}
