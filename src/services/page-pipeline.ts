import type { Outcome } from '../errors.js';
import type { FetchedPage } from '../fetch/fetch-page.js';
import { parsePageWithin, type Page } from '../page/page.js';
import type { Clock } from '../time/clock.js';
import type { CachedValue, ResultCache } from './result-cache.js';

/** What an analyser gets: the parsed page and the response it came from. */
export interface PageInput {
  readonly page: Page;
  readonly fetched: FetchedPage;
}

export interface Analysis<T> {
  readonly result: T;
  /** ISO 8601 time the page was fetched and analysed (kept when served from cache). */
  readonly analyzedAt: string;
}

/** Where pages come from: the safe fetcher for live keys, shipped fixtures for test keys. */
export interface PageSource {
  load(url: string): Promise<Outcome<FetchedPage>>;
}

export interface PagePipeline {
  /**
   * cache → load the page → parsePage → analyse, keyed by operation and URL (fragment ignored).
   * `analyse` may await inputs a service gathers (image sizes, robots.txt) before it returns.
   */
  run<T>(operation: string, target: URL, analyse: (input: PageInput) => T | Promise<T>): Promise<Outcome<CachedValue<Analysis<T>>>>;
}

export function cacheKeyFor(operation: string, target: URL): string {
  const href = target.hash ? target.href.slice(0, target.href.length - target.hash.length) : target.href;
  return `${operation}:${href}`;
}

export interface PagePipelineDeps {
  readonly source: PageSource;
  readonly cache: ResultCache;
  readonly clock: Clock;
  /** Prefix of this pipeline's cache keys, so fixture answers never mix with live ones. */
  readonly namespace: string;
}

export function createPagePipeline(deps: PagePipelineDeps): PagePipeline {
  return {
    run(operation, target, analyse) {
      return deps.cache.getOrCompute(deps.namespace + cacheKeyFor(operation, target), async () => {
        const fetched = await deps.source.load(target.href);
        if (!fetched.ok) return fetched;
        const parsed = parsePageWithin(fetched.value.html, fetched.value.finalUrl);
        if (!parsed.ok) return parsed;
        const page = parsed.value;
        const analyzedAt = new Date(deps.clock.now()).toISOString();
        return { ok: true, value: { result: await analyse({ page, fetched: fetched.value }), analyzedAt } };
      });
    },
  };
}
