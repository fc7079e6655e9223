import type { RenderMode } from '../domain/render.js';

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
  /** What a rendered page is given before it is read: wait_for, wait_ms, block_banners. */
  readonly page?: RenderedPageOptions;
}

/** What a page opened in the browser is given before it is read (/screenshot takes more). */
export interface RenderedPageOptions {
  /** Wait until an element matching this CSS selector is present. */
  readonly waitFor?: string;
  /** Extra wait after the page settled, in ms. */
  readonly waitMs?: number;
  /** Cookie and consent banners dismissed or hidden; default true. */
  readonly blockBanners?: boolean;
}

/** The part of a cache key that tells rendered answers made with other page options apart. */
export function renderedPageKey(page: RenderedPageOptions | undefined): string {
  if (!page) return '';
  const parts = [page.waitFor ? `wf=${encodeURIComponent(page.waitFor)}` : '', page.waitMs ? `wm=${page.waitMs}` : '', page.blockBanners === false ? 'banners' : ''];
  const key = parts.filter(Boolean).join('&');
  return key ? `[${key}]` : '';
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
