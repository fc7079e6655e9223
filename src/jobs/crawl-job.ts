import type { AnalysisRunner } from '../analysis/task-types.js';
import { httpErrorFailure, type Failure, type Outcome } from '../errors.js';
import { isHtmlType } from '../fetch/content-type.js';
import type { FetchedPage } from '../fetch/fetch-page.js';
import { crawlSite, planCrawl, systemSleep, type CrawlDeps } from '../crawl/index.js';
import type { PageSource } from '../services/page-pipeline.js';
import type { Clock } from '../time/clock.js';
import type { CrawlRequest, JobStore, PendingItem } from '../store/job-ports.js';

/** Reads a crawled page's links in the analysis threads: a hostile page stalls a thread within its deadline, never the event loop. */
export function linksInThreads(runner: AnalysisRunner): CrawlDeps['readLinks'] {
  return async (page: FetchedPage) => {
    if (!isHtmlType(page.contentType)) return [];
    const { body, charset, contentType, finalUrl, headers, setCookies } = page;
    const read = await runner.run({ operation: 'links', options: {}, inputs: {}, body, charset: charset.name, contentType, finalUrl, headers, setCookies });
    return read.ok ? read.value.links : [];
  };
}

export interface CrawlWork {
  /** Runs one page found (its analysis, counted as a job URL); `failure` when the crawl could not fetch it. Never rejects. */
  answerItem(item: PendingItem, failure: Failure | undefined): Promise<void>;
  /** Whether to stop crawling (cancelled, closing, quota spent). */
  stopped(): boolean;
}

/**
 * Crawls a crawl job's site and runs each page found as a URL of the job, up to `concurrency`
 * at once, in the order the crawl yields them. A resumed crawl (after a restart) crawls again
 * from the start: the pages it finds that the job already holds are not added again, and those
 * already finished not run again. The crawl's fetches go through the page cache the analysis
 * reads from, so a page is fetched once for both (within the cache's TTL and bytes).
 */
export async function crawlIntoJob(jobId: string, request: CrawlRequest & { readonly perHost: number }, store: JobStore, deps: CrawlDeps, work: CrawlWork, concurrency: number): Promise<Failure | undefined> {
  const controller = new AbortController();
  const plan = planCrawl({ start: request.url, limit: request.limit, maxDepth: request.maxDepth, include: request.include, exclude: request.exclude, perHostConcurrency: request.perHost, signal: controller.signal });
  if (!plan.ok) return plan.failure;
  const known = new Map((await store.items(jobId)).map((item) => [item.url, item]));
  const inFlight = new Set<Promise<void>>();
  const crawler = crawlSite(plan.value, deps);
  try {
    for (let step = await crawler.next(); !step.done && !work.stopped(); step = await crawler.next()) {
      const page = step.value;
      const held = known.get(page.url);
      if (held && !held.pending) continue;
      const position = held ? held.position : await store.append(jobId, page.url);
      const running: Promise<void> = work.answerItem({ position, url: page.url }, page.ok ? undefined : page.failure).finally(() => inFlight.delete(running));
      inFlight.add(running);
      if (inFlight.size >= concurrency) await Promise.race(inFlight);
    }
  } finally {
    controller.abort();
    await crawler.return(undefined as never);
    await Promise.all(inFlight);
  }
  return undefined;
}

/**
 * A crawl job's view of the web: pages from `pages` (the page cache over the safe fetcher, or the
 * fixture pages for test keys), site files from `siteFile`, links read in the analysis threads.
 */
export function crawlDepsOver(pages: PageSource, siteFile: CrawlDeps['fetchText'], runner: AnalysisRunner, clock: Clock): CrawlDeps {
  return { fetchPage: (url) => loadCrawledPage(pages, url), fetchText: siteFile, readLinks: linksInThreads(runner), clock, sleep: systemSleep };
}

/** A page the crawl may read links from; an error page fails as its HTTP status says (its links are not followed). */
async function loadCrawledPage(pages: PageSource, url: string): Promise<Outcome<FetchedPage>> {
  const loaded = await pages.load(url);
  if (!loaded.ok || (loaded.value.status >= 200 && loaded.value.status <= 299)) return loaded;
  return { ok: false, failure: httpErrorFailure(loaded.value.status, loaded.value.finalUrl) };
}
