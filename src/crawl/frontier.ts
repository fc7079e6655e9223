import type { PathFilter } from './path-filter.js';
import { normalizeUrl, pageKey } from './normalize-url.js';
import { createSiteScope } from './site-scope.js';

/** A page a crawl yielded before it stopped, with what it found there (kept with the job's URLs). */
export interface ResumedPage {
  readonly url: string;
  readonly finalUrl: string;
  readonly depth: number;
  /** Its links, absolute, as the crawl read them (none when it failed or was at the last depth). */
  readonly links: readonly string[];
}

export interface FrontierEntry {
  /** Normalised URL, as it will be fetched. */
  readonly url: string;
  readonly depth: number;
}

/**
 * Whether a link may be crawled at all (http(s), on the site, passing the path globs), whatever its
 * depth and whether it was seen: the links worth keeping for a resumed crawl.
 */
export function followable(start: string, accepts: PathFilter): (href: string) => boolean {
  const inScope = createSiteScope(new URL(start));
  return (href) => {
    const url = normalizeUrl(href);
    if (url === undefined) return false;
    const parsed = new URL(url);
    return inScope(parsed) && accepts(parsed);
  };
}

/**
 * The breadth-first queue of a crawl, which also remembers every page it has seen (by
 * pageKey), so a URL is queued at most once however many times and spellings it is linked.
 */
export class Frontier {
  readonly #queue: FrontierEntry[] = [];
  #head = 0;
  readonly #seen = new Set<string>();
  /** Pages reached as the final URL of a redirect: their queued spelling is not fetched again. */
  readonly #landed = new Set<string>();
  readonly #inScope: (url: URL) => boolean;
  readonly #accepts: PathFilter;
  readonly #maxDepth: number;

  constructor(start: string, accepts: PathFilter, maxDepth: number) {
    this.#inScope = createSiteScope(new URL(start));
    this.#accepts = accepts;
    this.#maxDepth = maxDepth;
    this.#seen.add(pageKey(start));
    this.#queue.push({ url: start, depth: 0 });
  }

  /**
   * Queues `href` (resolved against `base`) at `depth` when it is http(s), on the site, within
   * the depth, passes the path globs and has not been seen. Returns whether it was queued.
   */
  offer(href: string, depth: number, base?: string): boolean {
    if (depth > this.#maxDepth) return false;
    const url = normalizeUrl(href, base);
    if (url === undefined) return false;
    const parsed = new URL(url);
    if (!this.#inScope(parsed) || !this.#accepts(parsed)) return false;
    const key = pageKey(url);
    if (this.#seen.has(key)) return false;
    this.#seen.add(key);
    this.#queue.push({ url, depth });
    return true;
  }

  /** Whether a page with this final URL was already yielded (so this one is a duplicate). */
  hasLanded(finalUrl: string): boolean {
    const url = normalizeUrl(finalUrl);
    return url !== undefined && this.#landed.has(pageKey(url));
  }

  /** Records a yielded page under its requested and its final URL. */
  land(url: string, finalUrl: string): void {
    for (const href of [url, normalizeUrl(finalUrl)]) {
      if (href === undefined) continue;
      this.#landed.add(pageKey(href));
      this.#seen.add(pageKey(href));
    }
  }

  /**
   * Puts the frontier back as it stood after a crawl yielded `pages` (in the order it yielded
   * them): each is landed (never fetched again), and their links are queued again in that order,
   * with `seeds` (sitemap URLs) after the first page's, as the crawl queued them. What is queued
   * then is what the crawl had found and not yet yielded.
   */
  restore(pages: readonly ResumedPage[], seeds: readonly string[]): void {
    for (const page of pages) this.land(page.url, page.finalUrl);
    // The start entry: yielded (it is the first page), or left behind (it led off the site).
    this.#queue.length = 0;
    this.#head = 0;
    pages.forEach((page, index) => {
      for (const link of page.links) this.offer(link, page.depth + 1);
      if (index === 0) for (const url of seeds) this.offer(url, 1);
    });
  }

  /** The next entry, breadth-first; undefined when the queue is empty. */
  next(): FrontierEntry | undefined {
    const entry = this.#queue[this.#head];
    if (entry === undefined) return undefined;
    this.#head += 1;
    // Drop the taken half now and then, so a long crawl does not keep its whole history queued.
    if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
      this.#queue.splice(0, this.#head);
      this.#head = 0;
    }
    return entry;
  }

  get size(): number {
    return this.#queue.length - this.#head;
  }
}
