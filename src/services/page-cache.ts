import type { Outcome } from '../errors.js';
import { withLazyHtml, type FetchedPage } from '../fetch/fetch-page.js';
import { copyInSlices } from '../fetch/read-body.js';
import { withoutFragment } from '../page/url.js';
import type { Clock } from '../time/clock.js';
import { createByteLru, type IdleEmptying } from './byte-lru.js';
import type { PageSource } from './page-pipeline.js';
import { createSingleFlight } from './single-flight.js';

export interface PageCacheOptions {
  readonly ttlMs: number;
  /** Bytes of page bodies kept; one page may take at most an eighth. */
  readonly maxBytes: number;
  /** Every kept page is dropped once the cache is unused a while; default: never. */
  readonly emptyWhenIdle?: IdleEmptying;
  readonly clock: Clock;
}

export interface PageCacheStats {
  readonly pages: number;
  readonly bytes: number;
}

type StoredPage = Omit<FetchedPage, 'html'> & { readonly keptAt: number };

/**
 * The page for one caller, with a copy of the body: the analysis takes the buffer it is given (it
 * moves to an analysis thread, PageSource), and the kept page must keep its own.
 */
async function handOut({ keptAt: _keptAt, ...stored }: StoredPage): Promise<FetchedPage> {
  return withLazyHtml({ ...stored, body: await copyInSlices([stored.body], stored.body.length) });
}

/**
 * Fetch once, analyse many: a fetched page is kept by URL for the cache TTL, so /extract in
 * markdown after text, or /seo after /preview of the same URL, do not fetch it again; loads of
 * one URL at the same time share one fetch. Failures and error pages are not kept. Bounded by bytes in memory.
 */
export function cachePages(source: PageSource, options: PageCacheOptions): PageSource & { stats(): PageCacheStats } {
  const pages = createByteLru<StoredPage>({ maxBytes: options.maxBytes, emptyWhenIdle: options.emptyWhenIdle });
  const flights = createSingleFlight<Outcome<StoredPage>>();
  return {
    async load(url, call) {
      const key = withoutFragment(url);
      const now = options.clock.now();
      const kept = pages.get(key, now);
      const fresh = kept && (call?.maxAgeMs === undefined || now - kept.keptAt <= call.maxAgeMs);
      if (kept && fresh) return { ok: true, value: await handOut(kept) };
      const fetched = await flights.join(key, async () => {
        const outcome = await source.load(url, call);
        if (!outcome.ok) return outcome;
        const page: StoredPage = { ...outcome.value, keptAt: options.clock.now() };
        // An error page (a bot check, a 404) is classified, never kept: the next call asks again.
        const isErrorPage = page.status < 200 || page.status > 299;
        if (!isErrorPage) pages.set(key, page, page.body.byteLength, options.clock.now() + options.ttlMs);
        return { ok: true, value: page };
      });
      return fetched.ok ? { ok: true, value: await handOut(fetched.value) } : fetched;
    },
    stats: () => ({ pages: pages.size, bytes: pages.bytes }),
  };
}
