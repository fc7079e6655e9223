import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestResolver, startFixtureServer, type FixtureServer, type RecordedRequest } from '../../test/fixture-server.js';
import { createPageFetcher, type PageFetcher } from '../fetch/fetch-page.js';
import { crawlDepsFor, type CrawlDeps } from './crawl-deps.js';
import { planCrawl, type CrawlOptions } from './crawl-options.js';
import { crawlSite, type CrawlSummary, type FoundPage } from './crawl-site.js';
import type { ResumedPage } from './frontier.js';
import { hostOf, routeByHost } from './fixtures/host-routes.js';
import { DOCS, ELSEWHERE, installTestSite, modelPages, WWW } from './fixtures/test-site.js';

let server: FixtureServer;
let fetcher: PageFetcher;
const resolver = createTestResolver();

beforeAll(async () => {
  server = await startFixtureServer();
  installTestSite(server);
  for (const host of [WWW, DOCS, 'polite.test', 'busy.test', 'down.test', 'moved.test', 'faraway.test']) resolver.set(host, ['127.0.0.1']);
  fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${server.port}`], resolver, limits: { timeoutMs: 5000 } });
});

afterAll(async () => {
  await fetcher?.close();
  await server?.close();
});

const origin = (host: string): string => `http://${host}:${server.port}`;

/** host + path + query of a URL or a recorded request: how pages are told apart here. */
const keyOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.pathname}${parsed.search}`;
};
const requestKey = (request: RecordedRequest): string => `${hostOf(request)}${request.path}`;
const isSiteFile = (request: RecordedRequest): boolean => /^\/(robots\.txt|sitemap[^/]*\.xml)$/.test(request.path);

interface CrawlRun {
  readonly items: FoundPage[];
  readonly summary: CrawlSummary;
  /** Requests the server received during the crawl, which began with server.requests[since]. */
  readonly requests: RecordedRequest[];
  readonly since: number;
}

async function crawl(options: Partial<CrawlOptions> = {}, stopAfter = Infinity, deps = crawlDepsFor(fetcher), resumed: readonly ResumedPage[] = []): Promise<CrawlRun> {
  const plan = planCrawl({ start: `${origin(WWW)}/`, perHostConcurrency: 4, maxDepth: 20, limit: 5000, ...options });
  if (!plan.ok) throw new Error(plan.failure.detail);
  const first = server.requests.length;
  const crawler = crawlSite(plan.value, deps, resumed);
  const items: FoundPage[] = [];
  let step = await crawler.next();
  while (!step.done) {
    items.push(step.value);
    if (items.length >= stopAfter) {
      const stopped = await crawler.return({ yielded: items.length, disallowed: 0, duplicates: 0, offSite: 0, endedBy: 'aborted' });
      return { items, summary: stopped.value as CrawlSummary, requests: server.requests.slice(first), since: first };
    }
    step = await crawler.next();
  }
  return { items, summary: step.value, requests: server.requests.slice(first), since: first };
}

function countsOf(requests: readonly RecordedRequest[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of requests) counts.set(requestKey(request), (counts.get(requestKey(request)) ?? 0) + 1);
  return counts;
}

describe('crawlSite over a 300-page loopback site', () => {
  it('yields every allowed page exactly once, breadth-first, with subdomains and sitemap-only pages', async () => {
    const model = modelPages();
    expect(model).toHaveLength(300);
    const { items, summary, requests } = await crawl();

    const allowed = model.filter((page) => page.depth !== undefined);
    const yielded = items.map((item) => keyOf(item.url));
    expect(new Set(yielded).size).toBe(yielded.length);
    expect(new Set(yielded)).toEqual(new Set(allowed.map((page) => `${page.host}${page.path}`)));
    expect(summary).toEqual({ yielded: 280, disallowed: 2, duplicates: 0, offSite: 0, endedBy: 'exhausted' });

    // Depths as the site was built, never decreasing in the order pages come.
    const depthOf = new Map(allowed.map((page) => [`${page.host}${page.path}`, page.depth]));
    for (const item of items) expect([keyOf(item.url), item.depth]).toEqual([keyOf(item.url), depthOf.get(keyOf(item.url))]);
    expect(items.map((item) => item.depth)).toEqual(items.map((item) => item.depth).sort((a, b) => a - b));
    expect(items[0]?.url).toBe(`${origin(WWW)}/`);

    // Fetched once each on the server; nothing disallowed, off-site or too deep in the sitemaps.
    const counts = countsOf(requests);
    expect([...counts.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect([...counts.keys()].filter((key) => key.includes('/private/'))).toEqual([]);
    expect(counts.has(`${WWW}/sitemap-too-deep.xml`)).toBe(false);
    expect(counts.has(`${WWW}/orphan-deep/0`)).toBe(false);
    expect(resolver.lookups.has(ELSEWHERE)).toBe(false);
    expect(requests.filter((request) => !isSiteFile(request))).toHaveLength(280);
    expect(requests.filter(isSiteFile).map(requestKey).sort()).toEqual([
      `${DOCS}/robots.txt`, `${WWW}/robots.txt`, `${WWW}/sitemap-index.xml`, `${WWW}/sitemap-nested-index.xml`,
      `${WWW}/sitemap-orphans.xml`, `${WWW}/sitemap.xml`,
    ]);

    // Sitemap-only pages are found at depth 1; failing pages are yielded as failures.
    expect(items.filter((item) => item.url.includes('/orphan/')).map((item) => item.depth)).toEqual(Array(30).fill(1));
    const failures = items.filter((item) => !item.ok).map((item) => [keyOf(item.url), item.ok ? '' : item.failure.code]);
    expect(failures).toEqual([[`${WWW}/broken`, 'upstream_error'], [`${WWW}/gone`, 'upstream_error']]);
  });

  it('goes no deeper than max_depth, and reads no sitemap at depth 0', async () => {
    const one = await crawl({ maxDepth: 1 });
    expect(one.items.map((item) => item.depth).filter((depth) => depth > 1)).toEqual([]);
    expect(one.items).toHaveLength(1 + 10 + 1 + 30);
    expect(one.requests.filter((request) => !isSiteFile(request))).toHaveLength(42);

    const none = await crawl({ maxDepth: 0 });
    expect(none.items.map((item) => item.url)).toEqual([`${origin(WWW)}/`]);
    expect(none.requests.map(requestKey)).toEqual([`${WWW}/robots.txt`, `${WWW}/`]);
  });

  it('resumed from the pages it yielded before (with their links), fetches none of them again and yields the rest once', async () => {
    const full = await crawl();
    const stopped = await crawl({}, 100);
    const resumed: ResumedPage[] = stopped.items.map((item) => ({ url: item.url, finalUrl: item.ok ? item.page.finalUrl : item.url, depth: item.depth, links: item.links }));
    const rest = await crawl({}, Infinity, crawlDepsFor(fetcher), resumed);

    expect(rest.summary).toMatchObject({ yielded: full.items.length, endedBy: 'exhausted' });
    expect(rest.items).toHaveLength(full.items.length - 100);
    expect([...stopped.items, ...rest.items].map((item) => keyOf(item.url)).sort()).toEqual(full.items.map((item) => keyOf(item.url)).sort());
    // Breadth-first still: the depths go on from where the first run stopped.
    const depths = [...stopped.items, ...rest.items].map((item) => item.depth);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    const done = new Set(stopped.items.map((item) => keyOf(item.url)));
    const pagesFetched = rest.requests.filter((request) => !isSiteFile(request)).map(requestKey);
    expect(pagesFetched.filter((key) => done.has(key))).toEqual([]);
    expect(pagesFetched).toHaveLength(rest.items.length);

    // Within a limit the pages yielded before count towards it.
    const capped = await crawl({ limit: 120 }, Infinity, crawlDepsFor(fetcher), resumed);
    expect(capped.items).toHaveLength(20);
    expect(capped.summary).toMatchObject({ yielded: 120, endedBy: 'limit' });
  });

  it('yields and fetches no more than limit pages', async () => {
    const { items, summary, requests } = await crawl({ limit: 25 });
    expect(items).toHaveLength(25);
    expect(summary.endedBy).toBe('limit');
    expect(requests.filter((request) => !isSiteFile(request))).toHaveLength(25);
    expect(items.slice(0, 11).map((item) => keyOf(item.url))).toEqual([`${WWW}/`, ...Array.from({ length: 10 }, (_, i) => `${WWW}/s/${i}`)]);

    const one = await crawl({ limit: 1 });
    expect(one.items.map((item) => item.url)).toEqual([`${origin(WWW)}/`]);
    expect(one.summary.endedBy).toBe('limit');
  });

  it('include and exclude globs choose pages by path; the start page is crawled regardless', async () => {
    const { items, requests } = await crawl({ include: ['/s/**'], exclude: ['/s/7/**', 's/*/p/1*'] });
    const expected = modelPages()
      .filter((page) => page.host === WWW && /^\/s\//.test(page.path) && !/^\/s\/7(\/|$)/.test(page.path) && !/\/p\/1\d*$/.test(page.path))
      .map((page) => `${page.host}${page.path}`);
    expect(expected).toHaveLength(9 + 1 + 9 * 9);
    expect(items.map((item) => keyOf(item.url)).sort()).toEqual([`${WWW}/`, ...expected].sort());
    expect(requests.filter((request) => !isSiteFile(request))).toHaveLength(expected.length + 1);
  });

  it('stops fetching when the consumer stops', async () => {
    const { items, since } = await crawl({ maxInFlight: 4 }, 3);
    expect(items).toHaveLength(3);
    // A fixed wait on purpose: what is checked is that no more requests go out meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The three yielded, and at most the four that were under way when it stopped.
    const afterwards = server.requests.slice(since).filter((request) => !isSiteFile(request));
    expect(afterwards.length).toBeLessThanOrEqual(3 + 4);
  });
});

describe('robots.txt', () => {
  it('a disallowed start URL is yielded as blocked_url; the sitemap still seeds the crawl', async () => {
    const { items, requests } = await crawl({ start: `${origin(WWW)}/private/5`, limit: 3 });
    expect(items[0]).toMatchObject({ ok: false, depth: 0, failure: { code: 'blocked_url' } });
    expect(items.slice(1).map((item) => item.depth)).toEqual([1, 1]);
    expect(requests.map(requestKey).filter((key) => key.includes('/private/'))).toEqual([]);
  });

  it('an unreachable robots.txt (5xx) means nothing on that origin is fetched', async () => {
    routeByHost(server, 'down.test', '/robots.txt', (_request, response) => void response.writeHead(503).end());
    const { items, requests } = await crawl({ start: `${origin('down.test')}/` });
    expect(items).toEqual([expect.objectContaining({ ok: false, failure: expect.objectContaining({ code: 'upstream_error' }) })]);
    expect(requests.map(requestKey)).toEqual(['down.test/robots.txt']);
  });

  it('Crawl-delay spaces the requests to a host (one at a time)', async () => {
    const arrivals: number[] = [];
    routeByHost(server, 'polite.test', '/robots.txt', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /nothing\n\nUser-agent: PAGELENS/2.0\nCrawl-delay: 0.2\n');
    });
    for (const path of ['/', '/1', '/2', '/3', '/4']) {
      routeByHost(server, 'polite.test', path, (_request, response) => {
        arrivals.push(performance.now());
        response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/1">1</a><a href="/2">2</a><a href="/3">3</a><a href="/4">4</a>');
      });
    }
    // Requests are timed as they leave the crawler: arrival times also carry each connection's latency.
    const sent: number[] = [];
    const real = crawlDepsFor(fetcher);
    const timed: CrawlDeps = {
      ...real,
      fetchPage: (url, signal) => (sent.push(performance.now()), real.fetchPage(url, signal)),
      fetchText: (url, signal) => (url.endsWith('/robots.txt') || sent.push(performance.now()), real.fetchText(url, signal)),
    };
    const { items } = await crawl({ start: `${origin('polite.test')}/`, perHostConcurrency: 4 }, Infinity, timed);
    expect(items.map((item) => new URL(item.url).pathname)).toEqual(['/', '/1', '/2', '/3', '/4']);
    // Five pages and the /sitemap.xml read (404 here), one at a time, 200 ms apart.
    expect(sent).toHaveLength(6);
    for (const [i, at] of sent.slice(1).entries()) expect(at - sent[i]!).toBeGreaterThanOrEqual(195);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(4 * 195);
  });

  it('without a Crawl-delay, at most perHostConcurrency requests to a host at once', async () => {
    let active = 0;
    let most = 0;
    const links = Array.from({ length: 12 }, (_, i) => `<a href="/p${i}">${i}</a>`).join('');
    for (const path of ['/', ...Array.from({ length: 12 }, (_, i) => `/p${i}`)]) {
      routeByHost(server, 'busy.test', path, (_request, response) => {
        active += 1;
        most = Math.max(most, active);
        setTimeout(() => {
          active -= 1;
          response.writeHead(200, { 'content-type': 'text/html' }).end(links);
        }, 40);
      });
    }
    const { items } = await crawl({ start: `${origin('busy.test')}/`, perHostConcurrency: 3 });
    expect(items.filter((item) => item.ok)).toHaveLength(13);
    expect(most).toBe(3);
  });
});

describe('redirects', () => {
  it('a URL that redirects to a page already yielded, or off the site, is not yielded', async () => {
    routeByHost(server, 'moved.test', '/', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/a">a</a> <a href="/old-a">old</a> <a href="/away">away</a>');
    });
    routeByHost(server, 'moved.test', '/a', (_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>a'));
    routeByHost(server, 'moved.test', '/old-a', (_request, response) => void response.writeHead(301, { location: '/a' }).end());
    routeByHost(server, 'moved.test', '/away', (_request, response) => void response.writeHead(302, { location: `${origin('faraway.test')}/x` }).end());
    routeByHost(server, 'faraway.test', '/x', (_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/y">y</a>'));
    const { items, summary, requests } = await crawl({ start: `${origin('moved.test')}/`, perHostConcurrency: 1 });
    expect(items.map((item) => new URL(item.url).pathname)).toEqual(['/', '/a']);
    expect(summary).toMatchObject({ duplicates: 1, offSite: 1 });
    expect(requests.map(requestKey).filter((key) => key.startsWith('faraway.test'))).toEqual(['faraway.test/x']);
  });
});

describe('redirects into what robots.txt disallows', () => {
  it('a page reached through a redirect to a disallowed URL is not yielded, and counted disallowed', async () => {
    resolver.set('guarded.test', ['127.0.0.1']);
    routeByHost(server, 'guarded.test', '/robots.txt', (_request, response) => void response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /secret\n'));
    routeByHost(server, 'guarded.test', '/', (_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/go">go</a> <a href="/open">open</a>'));
    routeByHost(server, 'guarded.test', '/open', (_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>open'));
    routeByHost(server, 'guarded.test', '/go', (_request, response) => void response.writeHead(302, { location: '/secret/page' }).end());
    routeByHost(server, 'guarded.test', '/secret/page', (_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/secret/more">more</a>'));
    const { items, summary, requests } = await crawl({ start: `${origin('guarded.test')}/` });
    expect(items.map((item) => new URL(item.url).pathname)).toEqual(['/', '/open']);
    expect(summary).toMatchObject({ disallowed: 1 });
    expect(requests.map(requestKey).filter((key) => key.includes('/secret/more'))).toEqual([]);
  });
});

describe('cancelling', () => {
  it('aborting the signal ends the crawl', async () => {
    const controller = new AbortController();
    const plan = planCrawl({ start: `${origin(WWW)}/`, signal: controller.signal });
    if (!plan.ok) throw new Error(plan.failure.detail);
    const crawler = crawlSite(plan.value, crawlDepsFor(fetcher));
    expect((await crawler.next()).value).toMatchObject({ ok: true, depth: 0 });
    controller.abort();
    const end = await crawler.next();
    expect(end).toMatchObject({ done: true, value: { yielded: 1, endedBy: 'aborted' } });
  });
});
