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
  /** Told how the answer was made: from the static HTML or in the browser (the X-Render header). */
  readonly onRender?: (rendering: 'static' | 'browser') => void;
  /** render=: when the page is opened in the browser (default auto: only an app shell). */
  readonly render?: RenderMode;
}

/** render=: `never` the static HTML only; `always` the page as a browser leaves it; `auto` (default) the browser only when the static HTML is an app shell. */
export const RENDER_MODES = ['auto', 'always', 'never'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];

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
