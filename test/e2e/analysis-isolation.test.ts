import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { nestedTags, tinyParagraphs } from '../hostile-pages.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { waitFor } from '../poll.js';

/** Many short paragraphs under the node budget: seconds of outline work, linear but slow. */
const slowPage = `<!doctype html><title>slow</title><body>${'<p>word here</p>'.repeat(140_000)}</body>`;

function servePage(html: string) {
  return (_request: unknown, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  };
}

/** Polls /healthz every 20 ms until `work` settles; returns the slowest answer in ms. */
async function slowestHealthz(lens: TestServer, work: Promise<unknown>): Promise<number> {
  let done = false;
  void work.finally(() => (done = true));
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    expect((await lens.get('/healthz')).status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return slowest;
}

describe('analysis off the event loop (issue 19)', () => {
  let web: FixtureServer;
  let lens: TestServer;

  beforeAll(async () => {
    web = await startFixtureServer();
    web.route('/nested', servePage(nestedTags(200_000)));
    web.route('/tiny', servePage(tinyParagraphs(1_250_000)));
    web.route('/slow', servePage(slowPage));
    // Warm: the thread is up before the first call (and replaced at once after a deadline), so the
    // 1.5 s deadline measures the page's analysis, not a thread starting from source under load.
    lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, analysisWorkers: '1', analysisQueue: '1', analysisTimeoutMs: '1500', analysisWarm: 'true', keylessPreviewPerDay: '2' });
  });
  afterAll(async () => {
    await lens?.close();
    await web?.close();
  });

  const get = (endpoint: string, path: string) => lens.get(`${endpoint}?url=${encodeURIComponent(web.url(path))}`, { 'X-API-Key': lens.ownerKeys!.live.key });

  it('200,000 nested divs: answered, and /healthz keeps answering meanwhile', async () => {
    const call = get('/preview', '/nested');
    const slowest = await slowestHealthz(lens, call);
    expect((await call).status).toBe(200);
    expect(slowest).toBeLessThan(250);
  });

  it('a page over the node budget answers 422 page_too_complex, not a timeout', async () => {
    const answer = await get('/seo', '/tiny');
    expect(answer.status).toBe(422);
    const problem = (await answer.json()) as { code: string; detail: string };
    expect(problem.code).toBe('page_too_complex');
    expect(problem.detail).toMatch(/300,000 nodes/);
  });

  it('an analysis past its deadline answers 422 page_too_complex, and the next call works', async () => {
    const started = Date.now();
    const answer = await get('/outline', '/slow');
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { detail: string }).detail).toMatch(/longer than the 1500 ms/);
    expect(Date.now() - started).toBeLessThan(1500 + 10_000);
    expect((await get('/preview', '/nested')).status).toBe(200);
  });

  it('past the queue, a call answers 503 unavailable with Retry-After at once', async () => {
    const answers = await Promise.all(['/analyze', '/aeo', '/extract', '/outline'].map((endpoint) => get(endpoint, '/slow')));
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers.get('retry-after')).toBe('2');
    expect(((await busy[0]!.json()) as { code: string }).code).toBe('unavailable');
  });

  it('a page too complex to analyse: the key\'s quota is given back (keyed calls count only answers); the keyless allowance keeps it (the page was fetched)', async () => {
    // The threads stopped at the last test's deadlines are started again (from source: seconds on a
    // loaded machine); a call that waited for one would be told the service is busy (503), rightly.
    await waitFor(async () => expect((await get('/preview', '/minimal-title-only.html')).status).toBe(200), { timeoutMs: 30_000 });
    const tooComplex = `/preview?url=${encodeURIComponent(web.url('/tiny'))}`;
    for (let i = 0; i < 2; i++) {
      const answer = await lens.get(tooComplex);
      expect(answer.status).toBe(422);
      expect(answer.headers.get('x-ratelimit-remaining')).toBe(String(1 - i));
    }
    expect((await lens.get(tooComplex)).status).toBe(429);
    const keyed = await get('/seo', '/tiny');
    expect(keyed.status).toBe(422);
    expect(Number(keyed.headers.get('x-ratelimit-limit')) - Number(keyed.headers.get('x-ratelimit-remaining'))).toBe(0);
    const billed = await get('/seo', '/nested');
    expect(billed.status).toBe(200);
    expect(Number(billed.headers.get('x-ratelimit-limit')) - Number(billed.headers.get('x-ratelimit-remaining'))).toBe(1);
  });
});
