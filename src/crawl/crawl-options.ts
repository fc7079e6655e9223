import { fail, succeed, type Outcome } from '../errors.js';
import { normalizeUrl } from './normalize-url.js';
import { createPathFilter, type PathFilter } from './path-filter.js';

/** `limit` defaults to 100 and may be at most 5,000; `max_depth` defaults to 3 (docs/reference/jobs.md#crawls). */
export const CRAWL_DEFAULTS = Object.freeze({
  limit: 100,
  maxLimit: 5_000,
  maxDepth: 3,
  perHostConcurrency: 2,
  userAgent: 'Pagelens',
  /** A Crawl-delay above this is taken as this, so one robots.txt line cannot hold a job for days. */
  maxCrawlDelayMs: 60_000,
  /** Sitemap files read (indexes included) and page URLs taken from them. */
  maxSitemapFiles: 20,
  maxSitemapUrls: 50_000,
});

export interface CrawlOptions {
  /** The start URL (http or https); its registrable domain is the crawled site. */
  readonly start: string;
  /** Pages yielded, failures included; 1 to 5,000. */
  readonly limit?: number;
  /** Link hops from the start page (depth 0); sitemap URLs are depth 1. */
  readonly maxDepth?: number;
  /** Path globs (see createPathFilter); the start URL is always crawled. */
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  /** Requests to one origin at once (1 where robots.txt sets a Crawl-delay). */
  readonly perHostConcurrency?: number;
  /**
   * Pages being fetched or fetched and waiting to be yielded in breadth-first order: bounds the
   * bodies held in memory. Default twice `perHostConcurrency`, at least 4.
   */
  readonly maxInFlight?: number;
  /** The robots.txt product token the crawl obeys as. */
  readonly userAgent?: string;
  readonly maxCrawlDelayMs?: number;
  /** Aborting ends the crawl: fetches under way are cancelled and nothing more is yielded. */
  readonly signal?: AbortSignal;
}

/** Checked options with every default filled in: what crawlSite runs. */
export interface CrawlPlan {
  readonly start: string;
  readonly limit: number;
  readonly maxDepth: number;
  readonly accepts: PathFilter;
  readonly perHostConcurrency: number;
  readonly maxInFlight: number;
  readonly userAgent: string;
  readonly maxCrawlDelayMs: number;
  readonly maxSitemapFiles: number;
  readonly maxSitemapUrls: number;
  readonly signal: AbortSignal | undefined;
}

function isCount(value: number, min: number, max = Number.MAX_SAFE_INTEGER): boolean {
  return Number.isSafeInteger(value) && value >= min && value <= max;
}

/** Checks crawl options (invalid_url, invalid_parameter) and fills in the defaults. */
export function planCrawl(options: CrawlOptions): Outcome<CrawlPlan> {
  const start = normalizeUrl(options.start);
  if (start === undefined) return fail('invalid_url', `the crawl's start URL must be an absolute http(s) URL: ${options.start}`);
  const limit = options.limit ?? CRAWL_DEFAULTS.limit;
  if (!isCount(limit, 1, CRAWL_DEFAULTS.maxLimit)) return fail('invalid_parameter', `limit must be an integer from 1 to ${CRAWL_DEFAULTS.maxLimit}`);
  const maxDepth = options.maxDepth ?? CRAWL_DEFAULTS.maxDepth;
  if (!isCount(maxDepth, 0)) return fail('invalid_parameter', 'max_depth must be an integer of 0 or more');
  const perHostConcurrency = options.perHostConcurrency ?? CRAWL_DEFAULTS.perHostConcurrency;
  if (!isCount(perHostConcurrency, 1, 64)) return fail('invalid_parameter', 'perHostConcurrency must be an integer from 1 to 64');
  const maxInFlight = options.maxInFlight ?? Math.max(4, 2 * perHostConcurrency);
  if (!isCount(maxInFlight, 1, 1_000)) return fail('invalid_parameter', 'maxInFlight must be an integer from 1 to 1,000');
  const maxCrawlDelayMs = options.maxCrawlDelayMs ?? CRAWL_DEFAULTS.maxCrawlDelayMs;
  if (!(maxCrawlDelayMs >= 0)) return fail('invalid_parameter', 'maxCrawlDelayMs must be 0 or more');
  const accepts = createPathFilter(options.include ?? [], options.exclude ?? []);
  if (!accepts.ok) return accepts;
  return succeed({
    start,
    limit,
    maxDepth,
    accepts: accepts.value,
    perHostConcurrency,
    maxInFlight,
    userAgent: options.userAgent ?? CRAWL_DEFAULTS.userAgent,
    maxCrawlDelayMs,
    maxSitemapFiles: CRAWL_DEFAULTS.maxSitemapFiles,
    maxSitemapUrls: CRAWL_DEFAULTS.maxSitemapUrls,
    signal: options.signal,
  });
}
