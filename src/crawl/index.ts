export { crawlSite, type CrawlSummary, type FoundPage } from './crawl-site.js';
export { followable, type ResumedPage } from './frontier.js';
export { CRAWL_DEFAULTS, planCrawl, type CrawlOptions, type CrawlPlan } from './crawl-options.js';
export { crawlDepsFor, fetchSiteFile, systemSleep, type CrawlDeps } from './crawl-deps.js';
export type { CrawledPage } from './visit-page.js';
export { normalizeUrl, pageKey } from './normalize-url.js';
export { createPathFilter, globSubject, type PathFilter } from './path-filter.js';
export { createSiteScope } from './site-scope.js';
export type { Sleep } from './host-gate.js';
