import type { Failure } from '../errors.js';
import { isHtmlType } from '../fetch/content-type.js';
import type { FetchedPage } from '../fetch/fetch-page.js';
import { parsePageWithin } from '../page/index.js';
import type { CrawlDeps } from './crawl-deps.js';
import type { FrontierEntry } from './frontier.js';
import type { OriginSite } from './origin-sites.js';

/** One page of a crawl, yielded once: fetched, or why not. */
export type CrawledPage =
  | { readonly ok: true; readonly url: string; readonly depth: number; readonly page: FetchedPage }
  | { readonly ok: false; readonly url: string; readonly depth: number; readonly failure: Failure };

/** What visiting a frontier entry came to. */
export type Visit =
  | { readonly kind: 'refused'; readonly entry: FrontierEntry; readonly robotsReachable: boolean }
  | { readonly kind: 'left-site'; readonly entry: FrontierEntry }
  | { readonly kind: 'crawled'; readonly entry: FrontierEntry; readonly item: CrawledPage; readonly links: readonly string[] };

export interface VisitContext {
  readonly deps: CrawlDeps;
  readonly siteOf: (origin: string) => Promise<OriginSite>;
  readonly inScope: (url: URL) => boolean;
  readonly maxDepth: number;
  readonly signal: AbortSignal;
}

/**
 * Every link of an HTML page, absolute (resolved against its final URL and `<base>`). A page
 * over the parser's node budget, or not HTML (a PDF), gives none.
 */
export function linksOf(page: FetchedPage): string[] {
  if (!isHtmlType(page.contentType)) return [];
  const parsed = parsePageWithin(page.html, page.finalUrl);
  return parsed.ok ? parsed.value.links.map((link) => link.href) : [];
}

/**
 * The site (robots.txt) of the first URL the fetcher's redirects went through, or ended on, that
 * robots.txt disallows: such a page is not the crawl's to keep. (The fetcher follows redirects
 * itself, so that URL was requested; the page is neither yielded nor read for links.)
 */
async function disallowedHop(page: FetchedPage, context: VisitContext): Promise<OriginSite | undefined> {
  const reached = [...page.redirects.slice(1).map((hop) => hop.url), page.finalUrl];
  for (const url of reached) {
    if (url === page.requestedUrl || !context.inScope(new URL(url))) continue;
    const site = await context.siteOf(new URL(url).origin);
    if (!site.robots.allows(url)) return site;
  }
  return undefined;
}

function crawled(entry: FrontierEntry, item: CrawledPage, links: readonly string[] = []): Visit {
  return { kind: 'crawled', entry, item, links };
}

/**
 * robots.txt, then the origin's gate, then the fetch (a page whose redirects left the site is
 * dropped); links are read only where the crawl may go deeper. Never rejects: the fetcher
 * returns its failures, and anything thrown (a bug) is made an internal_error for this page alone.
 */
export async function visitPage(entry: FrontierEntry, context: VisitContext): Promise<Visit> {
  const { url, depth } = entry;
  try {
    const site = await context.siteOf(new URL(url).origin);
    if (!site.robots.allows(url)) return { kind: 'refused', entry, robotsReachable: site.robots.reachable };
    const fetched = await site.gate.withSlot(() => context.deps.fetchPage(url, context.signal));
    if (!fetched.ok) return crawled(entry, { ok: false, url, depth, failure: fetched.failure });
    // The fetcher follows redirects itself; one that leaves the site brought back another site's page.
    if (!context.inScope(new URL(fetched.value.finalUrl))) return { kind: 'left-site', entry };
    const refusedHop = await disallowedHop(fetched.value, context);
    if (refusedHop) return { kind: 'refused', entry, robotsReachable: refusedHop.robots.reachable };
    const links = depth < context.maxDepth ? await context.deps.readLinks(fetched.value) : [];
    return crawled(entry, { ok: true, url, depth, page: fetched.value }, links);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return crawled(entry, { ok: false, url, depth, failure: { code: 'internal_error', detail: `unexpected failure crawling ${url}: ${message}` } });
  }
}
