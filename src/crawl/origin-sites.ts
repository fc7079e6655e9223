import type { CrawlPlan } from './crawl-options.js';
import type { CrawlDeps } from './crawl-deps.js';
import { createHostGate, type HostGate } from './host-gate.js';
import { readRobotsPolicy, type RobotsPolicy } from './robots-policy.js';

/** One origin of the crawl: its robots.txt, read once, and its politeness gate. */
export interface OriginSite {
  readonly robots: RobotsPolicy;
  readonly gate: HostGate;
}

/**
 * Origins (scheme, host, port: the unit robots.txt speaks for) as the crawl meets them. The
 * robots.txt request is the origin's first and goes ahead alone; with a Crawl-delay, the gate
 * lets one request at a time through, starts spaced by the delay (capped at maxCrawlDelayMs).
 */
export function createOriginSites(plan: CrawlPlan, deps: CrawlDeps, signal: AbortSignal): (origin: string) => Promise<OriginSite> {
  const sites = new Map<string, Promise<OriginSite>>();
  async function open(origin: string): Promise<OriginSite> {
    const robots = readRobotsPolicy(origin, await deps.fetchText(`${origin}/robots.txt`, signal), plan.userAgent);
    const delayMs = robots.crawlDelayMs === undefined ? undefined : Math.min(robots.crawlDelayMs, plan.maxCrawlDelayMs);
    const gate = createHostGate({
      concurrency: delayMs === undefined ? plan.perHostConcurrency : 1,
      intervalMs: delayMs ?? 0,
      clock: deps.clock,
      sleep: deps.sleep,
      signal,
    });
    return { robots, gate };
  }
  return (origin) => {
    let site = sites.get(origin);
    if (!site) {
      site = open(origin);
      sites.set(origin, site);
    }
    return site;
  };
}
