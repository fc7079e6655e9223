import { setTimeout as wait } from 'node:timers/promises';
import type { Outcome } from '../errors.js';
import type { FetchedPage, PageFetcher } from '../fetch/fetch-page.js';
import type { SiteFile } from '../services/site-files.js';
import { systemClock, type Clock } from '../time/clock.js';
import type { Sleep } from './host-gate.js';
import { linksOf } from './visit-page.js';

/** What a crawl needs from the world; every request goes through the one safe fetcher. */
export interface CrawlDeps {
  /** A page to yield and read links from (the fetcher's fetchPage, or a page source over it). */
  fetchPage(url: string, signal: AbortSignal): Promise<Outcome<FetchedPage>>;
  /** robots.txt and sitemaps, with RFC 9309's found / missing (4xx) / unreachable (5xx, no answer). */
  fetchText(url: string, signal: AbortSignal): Promise<SiteFile>;
  /** The links of a fetched page, absolute; none for a page that is not HTML or is over the parser's budget. */
  readLinks(page: FetchedPage): Promise<readonly string[]>;
  readonly clock: Clock;
  readonly sleep: Sleep;
}

export const systemSleep: Sleep = (ms, signal) => wait(ms, undefined, { signal }).catch(() => undefined);

/** A site file read through the fetcher, with the statuses site-files.ts gives robots.txt. */
export async function fetchSiteFile(fetcher: Pick<PageFetcher, 'fetchPage'>, url: string, signal: AbortSignal): Promise<SiteFile> {
  const fetched = await fetcher.fetchPage(url, { expect: 'text', acceptAnyStatus: true, signal });
  if (!fetched.ok) return fetched.failure.code === 'unsupported_content' ? { status: 'missing' } : { status: 'unreachable' };
  const { status, html } = fetched.value;
  if (status >= 500) return { status: 'unreachable' };
  if (status >= 400) return { status: 'missing' };
  return { status: 'found', text: html };
}

/**
 * Crawl deps over the safe fetcher, the system clock and timers; links are read on the calling
 * thread (the service reads them in its analysis threads: src/jobs/crawl-job.ts).
 */
export function crawlDepsFor(fetcher: Pick<PageFetcher, 'fetchPage'>, clock: Clock = systemClock, sleep: Sleep = systemSleep): CrawlDeps {
  return {
    fetchPage: (url, signal) => fetcher.fetchPage(url, { signal }),
    fetchText: (url, signal) => fetchSiteFile(fetcher, url, signal),
    readLinks: async (page) => linksOf(page),
    clock,
    sleep,
  };
}
