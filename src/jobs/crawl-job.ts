import type { AnalysisRunner } from '../analysis/task-types.js';
import { httpErrorFailure, type Failure, type Outcome } from '../errors.js';
import { isHtmlType } from '../fetch/content-type.js';
import type { FetchedPage } from '../fetch/fetch-page.js';
import { crawlSite, followable, planCrawl, systemSleep, type CrawlDeps, type FoundPage, type ResumedPage } from '../crawl/index.js';
import type { PageSource } from '../services/page-pipeline.js';
import type { Clock } from '../time/clock.js';
import type { CrawlRequest, CrawlStep, JobItem, JobStore, PendingItem } from '../store/job-ports.js';

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

/** The pages a crawl yielded before, in order, for it to resume from; none when any lacks its step (a row older than migration 8: crawl again from the start). */
function resumedPages(items: readonly JobItem[]): ResumedPage[] {
  const pages: ResumedPage[] = [];
  for (const item of items) {
    if (item.step === undefined) return [];
    pages.push({ url: item.url, finalUrl: item.step.finalUrl, depth: item.step.depth, links: item.step.links });
  }
  return pages;
}

/** What the crawl found at a page, kept with its job URL: of its links, those the crawl may follow, once each. */
function stepOf(page: FoundPage, follows: (href: string) => boolean): CrawlStep {
  const { depth } = page;
  const links = [...new Set(page.links)].filter(follows);
  return page.ok ? { depth, finalUrl: page.page.finalUrl, links } : { depth, finalUrl: page.url, links, failure: page.failure };
}

/**
 * Crawls a crawl job's site and runs each page found as a URL of the job, up to `concurrency`
 * at once, in the order the crawl yields them. Each page is added to the job with what the crawl
 * found there (depth, final URL, links), so a crawl that stopped (its process killed, or closing)
 * resumes from its stored frontier and visited set: the pages it had yielded are not fetched or
 * run again, those still pending (under way when it stopped) run first, and the crawl goes on with
 * the pages it had found and not yet yielded. (A job whose items predate that record crawls again
 * from the start, skipping the pages it already holds.) The crawl's fetches go through the page
 * cache the analysis reads from, so a page is fetched once for both (within the cache's TTL and bytes).
 */
export async function crawlIntoJob(jobId: string, request: CrawlRequest & { readonly perHost: number }, store: JobStore, deps: CrawlDeps, work: CrawlWork, concurrency: number): Promise<Failure | undefined> {
  const controller = new AbortController();
  const plan = planCrawl({ start: request.url, limit: request.limit, maxDepth: request.maxDepth, include: request.include, exclude: request.exclude, perHostConcurrency: request.perHost, signal: controller.signal });
  if (!plan.ok) return plan.failure;
  const follows = followable(plan.value.start, plan.value.accepts);
  const items = await store.items(jobId);
  const resumed = resumedPages(items);
  const known = new Map(items.map((item) => [item.url, item]));
  const inFlight = new Set<Promise<void>>();
  const run = async (item: PendingItem, failure: Failure | undefined): Promise<void> => {
    const running: Promise<void> = work.answerItem(item, failure).finally(() => inFlight.delete(running));
    inFlight.add(running);
    if (inFlight.size >= concurrency) await Promise.race(inFlight);
  };
  const crawler = crawlSite(plan.value, deps, resumed);
  try {
    if (resumed.length > 0) {
      for (const item of items) if (item.pending && !work.stopped()) await run(item, item.step?.failure);
    }
    for (let step = work.stopped() ? undefined : await crawler.next(); step !== undefined && !step.done && !work.stopped(); step = await crawler.next()) {
      const page = step.value;
      const held = known.get(page.url);
      if (held && !held.pending) continue;
      const position = held ? held.position : await store.append(jobId, page.url, stepOf(page, follows));
      await run({ position, url: page.url }, page.ok ? undefined : page.failure);
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
