/**
 * POST /crawl (docs/reference/jobs.md#crawls) through the API, over the 300-page loopback site of src/crawl/fixtures
 * (two host names of one domain, robots.txt disallows, sitemaps and a sitemap index): every
 * allowed page is one job result, fetched once for both the crawl and its analysis, none
 * disallowed; a crawl stopped by the service closing resumes at the next start without
 * running a finished page again; bad requests are 4xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestResolver, startFixtureServer, type FixtureServer, type RecordedRequest } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { allResults, call, until } from '../job-api.js';
import { hostOf } from '../../src/crawl/fixtures/host-routes.js';
import { DOCS, installTestSite, modelPages, WWW } from '../../src/crawl/fixtures/test-site.js';


let site: FixtureServer;
const resolver = createTestResolver();

beforeAll(async () => {
  site = await startFixtureServer();
  installTestSite(site);
  for (const host of [WWW, DOCS]) resolver.set(host, ['127.0.0.1']);
});

afterAll(async () => {
  await site?.close();
});

const start = (): string => `http://${WWW}:${site.port}/`;
const keyOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.pathname}${parsed.search}`;
};
const isSiteFile = (request: RecordedRequest): boolean => /^\/(robots\.txt|sitemap[^/]*\.xml)$/.test(request.path);


function pageFetchCounts(requests: readonly RecordedRequest[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of requests.filter((r) => !isSiteFile(r))) {
    const key = `${hostOf(request)}${request.path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('POST /crawl', () => {
  let lens: TestServer;
  let owner: string;
  beforeAll(async () => {
    lens = await startPagelens({ allowHosts: `127.0.0.1:${site.port}`, plans: JSON.stringify({ starter: { preview: 3 } }) }, { resolver });
    owner = lens.ownerKeys!.live.key;
  });
  afterAll(async () => {
    await lens?.close();
  });

  it('crawls the 300-page site: each allowed page once as a result, fetched once for crawl and analysis, nothing disallowed', async () => {
    const since = site.requests.length;
    const created = await call(lens, 'POST', '/crawl', owner, { url: start(), max_depth: 20, limit: 5000 });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ kind: 'crawl', operation: 'extract', state: 'queued', total: 0 });
    const finished = await until(lens, owner, created.body.id, (s) => s.state !== 'queued' && s.state !== 'running');
    const allowed = modelPages().filter((page) => page.depth !== undefined);
    expect(finished).toMatchObject({ state: 'completed', total: allowed.length, done: allowed.length, failed: 2 });

    const results = await allResults(lens, owner, created.body.id);
    expect(results.map((r) => keyOf(r.url)).sort()).toEqual(allowed.map((page) => `${page.host}${page.path}`).sort());
    expect(results.filter((r) => !r.success).map((r) => [keyOf(r.url), r.error?.split(':')[0]])).toEqual([
      [`${WWW}/broken`, 'upstream_error'],
      [`${WWW}/gone`, 'upstream_error'],
    ]);
    expect(results.find((r) => keyOf(r.url) === `${WWW}/s/3/p/7`)).toMatchObject({ success: true, data: { title: 't', word_count: expect.any(Number) } });

    const counts = pageFetchCounts(site.requests.slice(since));
    expect([...counts.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect(counts.size).toBe(allowed.length);
    expect([...counts.keys()].filter((key) => key.includes('/private/'))).toEqual([]);
  }, 120_000);

  it('limit, max_depth and globs bound the crawl', async () => {
    const created = await call(lens, 'POST', '/crawl', owner, { url: start(), operation: 'preview', max_depth: 1, limit: 8, exclude: ['/orphan/**'] });
    expect(created.status).toBe(202);
    const finished = await until(lens, owner, created.body.id, (s) => s.state === 'completed');
    expect(finished).toMatchObject({ total: 8, done: 8, failed: 0 });
    const results = await allResults(lens, owner, created.body.id);
    expect(results.map((r) => new URL(r.url).pathname).filter((path) => path.startsWith('/orphan/') || path.includes('/p/'))).toEqual([]);
    expect(results.find((r) => r.url === start())).toMatchObject({ success: true, data: { title: 't' } });
  }, 60_000);

  it('each page counts against the quota when it runs; a spent quota ends the crawl', async () => {
    const issued = await lens.services.keys.createKey({ email: 'quota@example.com', env: 'live', scopes: ['batch', 'preview'] });
    if (!issued.ok) throw new Error(issued.failure.detail);
    const created = await call(lens, 'POST', '/crawl', issued.value.key, { url: start(), operation: 'preview', limit: 50 });
    const done = await until(lens, issued.value.key, created.body.id, (s) => s.state === 'completed');
    const results = await allResults(lens, issued.value.key, created.body.id);
    expect(results.filter((r) => r.success)).toHaveLength(3);
    expect(results.filter((r) => !r.success).map((r) => r.error?.split(':')[0])).toEqual(Array(done.failed).fill('quota_exceeded'));
    expect(done.failed).toBeGreaterThan(0);
    // Stopped once refused: no more than the pages already under way, not the 50 asked for.
    expect(done.total).toBeLessThanOrEqual(3 + 4 + 1);
    expect(done).toMatchObject({ done: done.total });
  });

  it('a test key crawls the fixture pages, never the network', async () => {
    const testKey = lens.ownerKeys!.test.key;
    const { fixtures } = (await (await fetch(`${lens.url}/fixtures`)).json()) as { fixtures: { url: string }[] };
    const first = fixtures[0]!.url;
    const created = await call(lens, 'POST', '/crawl', testKey, { url: first, operation: 'preview', limit: 3 });
    expect(created.status).toBe(202);
    const done = await until(lens, testKey, created.body.id, (s) => s.state === 'completed');
    const results = await allResults(lens, testKey, created.body.id);
    expect(results.find((r) => r.url === first)).toMatchObject({ success: true });
    expect(done.total).toBe(results.length);
    const since = site.requests.length;
    const outside = await call(lens, 'POST', '/crawl', testKey, { url: start(), operation: 'preview' });
    await until(lens, testKey, outside.body.id, (s) => s.state === 'completed');
    expect((await allResults(lens, testKey, outside.body.id)).map((r) => r.error?.split(':')[0])).toEqual(['not_a_fixture']);
    expect(site.requests.length).toBe(since);
  });

  it('refuses what it cannot crawl: a bad start URL, a blocked host, bad bounds, a key without the scope', async () => {
    expect((await call(lens, 'POST', '/crawl', owner, { url: 'not a url' })).body.code).toBe('invalid_url');
    expect((await call(lens, 'POST', '/crawl', owner, { url: 'http://10.0.0.5/' })).body.code).toBe('blocked_url');
    for (const bad of [{ limit: 0 }, { limit: 5001 }, { max_depth: -1 }, { operation: 'screenshot' }, { include: 'no' }, { extra: 1 }]) {
      const answer = await call(lens, 'POST', '/crawl', owner, { url: start(), ...bad });
      expect([answer.status, answer.body.code]).toEqual([400, 'invalid_parameter']);
    }
    const narrow = await lens.services.keys.createKey({ email: 'narrow@example.com', env: 'live', scopes: ['batch', 'preview'] });
    if (!narrow.ok) throw new Error(narrow.failure.detail);
    expect((await call(lens, 'POST', '/crawl', narrow.value.key, { url: start() })).status).toBe(403);
  });
});

describe('politeness', () => {
  it('sends a host no more than PAGELENS_CRAWL_PER_HOST requests at once', async () => {
    let inFlight = 0;
    let most = 0;
    const page = (links: string[]) => `<!doctype html><title>fan</title>${links.map((href) => `<a href="${href}">x</a>`).join('')}`;
    site.route('/fan', (_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end(page(Array.from({ length: 12 }, (_, i) => `/fan/${i}`))));
    for (let i = 0; i < 12; i++) {
      site.route(`/fan/${i}`, (_request, response) => {
        most = Math.max(most, ++inFlight);
        setTimeout(() => {
          inFlight -= 1;
          response.writeHead(200, { 'content-type': 'text/html' }).end(page(['/fan']));
        }, 60);
      });
    }
    for (const [perHost, expected] of [['1', 1], ['3', 3]] as const) {
      most = 0;
      const lens = await startPagelens({ allowHosts: `127.0.0.1:${site.port}`, crawlPerHost: perHost });
      try {
        const owner = lens.ownerKeys!.live.key;
        const created = await call(lens, 'POST', '/crawl', owner, { url: site.url('/fan'), operation: 'preview', max_depth: 1 });
        expect(await until(lens, owner, created.body.id, (s) => s.state === 'completed')).toMatchObject({ total: 13, failed: 0 });
        expect(most).toBe(expected);
      } finally {
        await lens.close();
      }
    }
  }, 60_000);
});

describe('a crawl interrupted by the service closing', () => {
  it('resumes at the next start from its stored frontier: every page found once in the results, none stored before fetched again, the counts right', async () => {
    let lens = await startPagelens({ allowHosts: `127.0.0.1:${site.port}` }, { resolver });
    const { dataDir } = lens;
    const owner = lens.ownerKeys!.live.key;
    const created = await call(lens, 'POST', '/crawl', owner, { url: start(), operation: 'seo', max_depth: 2, limit: 120 });
    const id = created.body.id as string;
    await until(lens, owner, id, (s) => s.done >= 30);
    const first = await call(lens, 'GET', `/jobs/${id}/results?limit=1000`, owner);
    const storedBefore = new Set((first.body.results as { url: string }[]).map((r) => keyOf(r.url)));
    expect(storedBefore.size).toBeGreaterThanOrEqual(30);
    await lens.close();
    const restartedAt = site.requests.length;
    const finished = (await (async () => {
      lens = await startPagelens({ allowHosts: `127.0.0.1:${site.port}`, dataDir }, { resolver });
      return until(lens, owner, id, (s) => s.state === 'completed');
    })());
    try {
      expect(finished).toMatchObject({ state: 'completed', total: 120, done: 120 });
      const results = await allResults(lens, owner, id);
      expect(results).toHaveLength(120);
      expect(new Set(results.map((r) => r.url)).size).toBe(120);
      // The page cache went with the process: only the frontier kept in the job spares these a fetch.
      const fetchedAfter = [...pageFetchCounts(site.requests.slice(restartedAt)).keys()];
      expect(fetchedAfter.filter((key) => storedBefore.has(key))).toEqual([]);
      expect(fetchedAfter.length).toBeLessThanOrEqual(120 - storedBefore.size + 4);
    } finally {
      await lens.close();
    }
  }, 120_000);
});
