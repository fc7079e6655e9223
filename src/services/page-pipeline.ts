import type { Outcome } from '../errors.js';
import type { FetchedPage, PageFetcher } from '../fetch/fetch-page.js';
import { parsePage, type Page } from '../page/page.js';
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

export interface PagePipeline {
  /** cache → fetchPage → parsePage → analyse, keyed by operation and URL (fragment ignored). */
  run<T>(operation: string, target: URL, analyse: (input: PageInput) => T): Promise<Outcome<CachedValue<Analysis<T>>>>;
}

export function cacheKeyFor(operation: string, target: URL): string {
  const href = target.hash ? target.href.slice(0, target.href.length - target.hash.length) : target.href;
  return `${operation}:${href}`;
}

export function createPagePipeline(deps: { fetcher: PageFetcher; cache: ResultCache; clock: Clock }): PagePipeline {
  return {
    run(operation, target, analyse) {
      return deps.cache.getOrCompute(cacheKeyFor(operation, target), async () => {
        const fetched = await deps.fetcher.fetchPage(target.href);
        if (!fetched.ok) return fetched;
        const page = parsePage(fetched.value.html, fetched.value.finalUrl);
        const analyzedAt = new Date(deps.clock.now()).toISOString();
        return { ok: true, value: { result: analyse({ page, fetched: fetched.value }), analyzedAt } };
      });
    },
  };
}
