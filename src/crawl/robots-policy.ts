import { createRequire } from 'node:module';
import type { SiteFile } from '../services/site-files.js';

interface RobotsRules {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
}

// robots-parser is CommonJS (`module.exports = fn`) and its typings describe a default export
// TypeScript cannot call under NodeNext; require() gives the function as it is.
const robotsParser = createRequire(import.meta.url)('robots-parser') as (url: string, text: string) => RobotsRules;

/** What one origin's robots.txt lets the crawler do. */
export interface RobotsPolicy {
  /** False when robots.txt answered 5xx or not at all: then nothing may be fetched. */
  readonly reachable: boolean;
  allows(url: string): boolean;
  /** Crawl-delay of the group that applies, in ms; undefined when none is given. */
  readonly crawlDelayMs: number | undefined;
  /** Sitemap: lines, absolute. */
  readonly sitemaps: readonly string[];
}

/** Google reads the first 500 KiB of a robots.txt; so does site-files.ts, and so do we. */
const MAX_ROBOTS_CHARS = 500 * 1024;

const OPEN: RobotsPolicy = { reachable: true, allows: () => true, crawlDelayMs: undefined, sitemaps: [] };
const CLOSED: RobotsPolicy = { reachable: false, allows: () => false, crawlDelayMs: undefined, sitemaps: [] };

function absolute(href: string, base: string): string | undefined {
  try {
    return new URL(href, base).href;
  } catch {
    return undefined;
  }
}

/**
 * Reads an origin's robots.txt for `userAgent` (its product token, e.g. `Pagelens`): the group
 * naming it applies, else the `*` group (RFC 9309, via robots-parser, which also handles `*`,
 * `$` and longest-match Allow/Disallow). A missing robots.txt (4xx) allows everything; an
 * unreachable one (5xx, no answer) allows nothing (RFC 9309 §2.3.1.3–4). A Crawl-delay that
 * is not a non-negative number is ignored.
 */
export function readRobotsPolicy(origin: string, file: SiteFile, userAgent: string): RobotsPolicy {
  if (file.status === 'missing') return OPEN;
  if (file.status === 'unreachable') return CLOSED;
  const robotsUrl = `${origin}/robots.txt`;
  const rules = robotsParser(robotsUrl, file.text.slice(0, MAX_ROBOTS_CHARS));
  const delay = rules.getCrawlDelay(userAgent);
  return {
    reachable: true,
    // undefined means "another origin": never asked, and then not ours to allow.
    allows: (url) => rules.isAllowed(url, userAgent) === true,
    crawlDelayMs: typeof delay === 'number' && Number.isFinite(delay) && delay >= 0 ? delay * 1000 : undefined,
    sitemaps: rules.getSitemaps().map((href) => absolute(href, robotsUrl)).filter((href): href is string => href !== undefined),
  };
}
