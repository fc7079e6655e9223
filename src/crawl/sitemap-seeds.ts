import type { CrawlPlan } from './crawl-options.js';
import type { CrawlDeps } from './crawl-deps.js';
import { normalizeUrl } from './normalize-url.js';
import type { OriginSite } from './origin-sites.js';
import { collectSitemapUrls } from './sitemap.js';
import { createSiteScope } from './site-scope.js';

/**
 * Page URLs from the start origin's sitemaps: those its robots.txt names (Sitemap: lines) and
 * /sitemap.xml, indexes followed one level. A sitemap is read only when it is on the site and
 * its origin's robots.txt allows it, through that origin's gate like any page. They are read as
 * the fetcher's `text`, which takes text/* only: a sitemap sent as application/xml reads as
 * missing until the fetcher accepts XML types.
 */
export async function loadSitemapSeeds(
  plan: CrawlPlan,
  deps: CrawlDeps,
  siteOf: (origin: string) => Promise<OriginSite>,
  signal: AbortSignal,
): Promise<string[]> {
  if (plan.maxDepth < 1) return [];
  const start = new URL(plan.start);
  const inScope = createSiteScope(start);
  async function read(href: string): Promise<string | undefined> {
    const url = normalizeUrl(href);
    if (url === undefined || !inScope(new URL(url)) || signal.aborted) return undefined;
    const site = await siteOf(new URL(url).origin);
    if (!site.robots.allows(url)) return undefined;
    const file = await site.gate.withSlot(() => deps.fetchText(url, signal));
    return file.status === 'found' ? file.text : undefined;
  }
  try {
    const robots = (await siteOf(start.origin)).robots;
    const candidates = [...new Set([...robots.sitemaps, `${start.origin}/sitemap.xml`])];
    return await collectSitemapUrls(candidates, read, { maxFiles: plan.maxSitemapFiles, maxUrls: plan.maxSitemapUrls });
  } catch {
    // Sitemaps only add seeds: a crawl without them still crawls by links.
    return [];
  }
}
