import type { Failure } from '../errors.js';
import type { CrawlPlan } from './crawl-options.js';
import type { CrawlDeps } from './crawl-deps.js';
import { Frontier, type ResumedPage } from './frontier.js';
import { createOriginSites } from './origin-sites.js';
import { loadSitemapSeeds } from './sitemap-seeds.js';
import { createSiteScope } from './site-scope.js';
import { visitPage, type CrawledPage, type Visit, type VisitContext } from './visit-page.js';

export interface CrawlSummary {
  /** Pages yielded, failures included. */
  readonly yielded: number;
  /** Queued URLs robots.txt did not allow (a refused start URL is yielded as a failure instead). */
  readonly disallowed: number;
  /** URLs not yielded because a page already yielded had them as its final URL (a redirect). */
  readonly duplicates: number;
  /** URLs not yielded because they redirected off the site. */
  readonly offSite: number;
  readonly endedBy: 'exhausted' | 'limit' | 'aborted';
}

/** A page the crawl yields, with the links it found there (what a resumed crawl queues again: ResumedPage). */
export type FoundPage = CrawledPage & { readonly links: readonly string[] };

interface Counts {
  yielded: number;
  disallowed: number;
  duplicates: number;
  offSite: number;
}

function refusal(url: string, robotsReachable: boolean, userAgent: string): Failure {
  const origin = new URL(url).origin;
  return robotsReachable
    ? { code: 'blocked_url', detail: `${origin}/robots.txt does not allow ${userAgent} to fetch ${url}` }
    : { code: 'upstream_error', detail: `${origin}/robots.txt could not be read (5xx or no answer), so nothing there may be fetched (RFC 9309)` };
}

/** The page a visit yields, if any; counts what it does not yield. */
function itemOf(visit: Visit, frontier: Frontier, plan: CrawlPlan, counts: Counts): CrawledPage | undefined {
  const { entry } = visit;
  if (visit.kind === 'left-site') {
    counts.offSite += 1;
    return undefined;
  }
  if (visit.kind === 'refused') {
    if (entry.depth > 0) {
      counts.disallowed += 1;
      return undefined;
    }
    return { ok: false, url: entry.url, depth: 0, failure: refusal(entry.url, visit.robotsReachable, plan.userAgent) };
  }
  if (visit.item.ok && frontier.hasLanded(visit.item.page.finalUrl)) {
    counts.duplicates += 1;
    return undefined;
  }
  return visit.item;
}

/**
 * Crawls the site of `plan.start` breadth-first and yields each page once, in the order a
 * one-at-a-time breadth-first crawl would, however many fetches run at once:
 *
 * - the start page is depth 0; links of a depth-d page are depth d + 1; sitemap URLs are
 *   depth 1, queued after the start page's links; nothing deeper than `maxDepth` is fetched;
 * - only the site's URLs (see site-scope.ts) that pass the path globs are queued (the start URL
 *   is crawled whatever the globs), each once by its normalised URL (see pageKey);
 * - robots.txt of each origin is obeyed; a refused start URL is yielded as a failure, any other
 *   refused URL is skipped and counted;
 * - a page that fails (status, type, network) is yielded as a failure; the crawl goes on;
 * - at most `limit` pages are yielded, and no more than that are fetched, but for pages fetched and
 *   then not yielded: a redirect to a page already yielded (duplicates) or off the site (offSite).
 *
 * Returns a summary. Stopping the iteration (break) or aborting `plan.signal` cancels fetches
 * under way.
 *
 * `resumed`: the pages an earlier run of this crawl yielded, in order, with their links (a crawl
 * taken over after its process died). They are not fetched or yielded again and count towards
 * `limit`; the crawl goes on from the frontier they leave (Frontier.restore), reading robots.txt
 * and the sitemaps again.
 */
export async function* crawlSite(plan: CrawlPlan, deps: CrawlDeps, resumed: readonly ResumedPage[] = []): AsyncGenerator<FoundPage, CrawlSummary, undefined> {
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  plan.signal?.addEventListener('abort', abort, { once: true });
  if (plan.signal?.aborted) abort();
  const { signal } = controller;
  const siteOf = createOriginSites(plan, deps, signal);
  const context: VisitContext = { deps, siteOf, inScope: createSiteScope(new URL(plan.start)), maxDepth: plan.maxDepth, signal };
  const frontier = new Frontier(plan.start, plan.accepts, plan.maxDepth);
  const counts: Counts = { yielded: 0, disallowed: 0, duplicates: 0, offSite: 0 };
  const pending: Array<Promise<Visit>> = [];
  // Read while the start page is fetched.
  let seeds: Promise<string[]> | undefined = loadSitemapSeeds(plan, deps, siteOf, signal);
  const summary = (endedBy: CrawlSummary['endedBy']): CrawlSummary => ({ ...counts, endedBy });

  function dispatch(): void {
    while (pending.length < plan.maxInFlight && counts.yielded + pending.length < plan.limit) {
      const entry = frontier.next();
      if (entry === undefined) return;
      if (frontier.hasLanded(entry.url)) counts.duplicates += 1;
      else pending.push(visitPage(entry, context));
    }
  }

  try {
    if (resumed.length > 0) {
      // The pages yielded before count as yielded (towards `limit`, and in the summary).
      frontier.restore(resumed, await seeds);
      seeds = undefined;
      counts.yielded = resumed.length;
    }
    for (;;) {
      if (signal.aborted) return summary('aborted');
      if (counts.yielded >= plan.limit) return summary('limit');
      dispatch();
      const next = pending.shift();
      if (next === undefined) return summary('exhausted');
      const visit = await next;
      if (signal.aborted) return summary('aborted');
      const item = itemOf(visit, frontier, plan, counts);
      if (item !== undefined) {
        counts.yielded += 1;
        frontier.land(item.url, item.ok ? item.page.finalUrl : item.url);
        yield { ...item, links: visit.kind === 'crawled' ? visit.links : [] };
      }
      if (visit.kind === 'crawled') {
        for (const link of visit.links) frontier.offer(link, visit.entry.depth + 1);
      }
      // The first visit is the start page's: sitemap URLs are queued right after its links.
      if (seeds !== undefined && counts.yielded < plan.limit) {
        dispatch();
        for (const url of await seeds) frontier.offer(url, 1);
      }
      seeds = undefined;
    }
  } finally {
    controller.abort();
    plan.signal?.removeEventListener('abort', abort);
  }
}
