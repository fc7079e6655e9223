/**
 * Issue 19's table: hostile pages (each ≤ 10 MB) on every page endpoint and in a batch, against
 * the built service in its own process (so its RSS is its own, as operators run it), with two
 * analysis workers and four calls at once. Every call
 * answers within the analysis deadline + 1 s with its documented code, the service's event loop is
 * never held 100 ms meanwhile (beyond what the machine held an idle process beside it: watch), so
 * /healthz keeps answering, RSS stays under the documented bound, and failures of ours are not billed.
 * `npm test` runs this file on its own after the rest, so the service's event loop is measured on
 * cores it shares only with this file's own load (on two cores, the suite's other files running beside
 * it once pushed the batch case's lag past the bound).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCli } from '../built-service.js';
import { freePort, startChildServer, type ChildServer } from '../child-server.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startMachineStallProbe } from '../machine-stall.js';
import { manyLinks, nestedTags, tinyParagraphs, unclosedTags } from '../hostile-pages.js';

// Seven analyses of one page, four at a time on two threads: on a slow CI machine the last waited
// past half of a 10-s deadline and answered 503 (busy), which is the pool working, not the page's code.
const ANALYSIS_TIMEOUT_MS = 20_000;
/** The bound docs/operations.md's "Memory" section documents for four such calls at once. */
const RSS_BOUND_BYTES = 1024 * 1024 * 1024;
/**
 * /healthz as this process sees it: its own event loop is busy serving the hostile pages (100 MB
 * for the batch) and the suite's other files share the cores, so a generous bound; the service's
 * own loop is held to 100 ms above.
 */
const HEALTHZ_AS_SEEN_BOUND_MS = 500;
/** The longest the service's own event loop may be held (issue 19: /healthz answers within 100 ms). */
const LOOP_LAG_BOUND_MS = 100;
const ENDPOINTS = ['preview', 'extract', 'seo', 'aeo', 'stack', 'outline', 'analyze'] as const;

/** Under the node budget: analysed (200). Over it: 422 page_too_complex. */
const PAGES = [
  { path: '/nested-200k', build: () => nestedTags(200_000), status: 200 },
  { path: '/nested-900k', build: () => nestedTags(900_000), status: 422 },
  { path: '/unclosed-100k', build: () => unclosedTags(100_000), status: 200 },
  { path: '/paragraphs-1.25m', build: () => tinyParagraphs(1_250_000), status: 422 },
  { path: '/links-340k', build: () => manyLinks(340_000), status: 422 },
] as const;

let web: FixtureServer;
let lens: ChildServer;
let liveKey: string;

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** The longest the service's event loop was held since the last call (prom-client's monitor, 10 ms resolution). */
async function eventLoopMaxLagMs(): Promise<number> {
  const text = await (await fetch(`${lens.url}/metrics`)).text();
  return Number(/^pagelens_nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text)![1]) * 1000;
}

/**
 * Runs `work` while polling /healthz every 20 ms and sampling the service's RSS. The service's loop lag
 * is bounded by 100 ms plus whatever the machine held an idle process at the same time (a two-core VM
 * under this file's load holds any process 13–33 ms now and then): the bound is on what the service
 * itself holds.
 */
async function watch<T>(work: Promise<T>): Promise<{ result: T; slowestHealthzMs: number; maxLoopLagMs: number; loopLagBoundMs: number; peakRss: number }> {
  const machine = await startMachineStallProbe();
  await eventLoopMaxLagMs();
  let done = false;
  void work.finally(() => (done = true)).catch(() => {});
  let slowestHealthzMs = 0;
  let peakRss = rssOf(lens.pid);
  while (!done) {
    const started = performance.now();
    expect((await fetch(`${lens.url}/healthz`)).status).toBe(200);
    slowestHealthzMs = Math.max(slowestHealthzMs, performance.now() - started);
    peakRss = Math.max(peakRss, rssOf(lens.pid));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const maxLoopLagMs = await eventLoopMaxLagMs();
  return { result: await work, slowestHealthzMs, maxLoopLagMs, loopLagBoundMs: LOOP_LAG_BOUND_MS + (await machine.stop()), peakRss };
}

async function call(endpoint: string, target: string) {
  const started = performance.now();
  const answer = await fetch(`${lens.url}/${endpoint}?url=${encodeURIComponent(target)}`, { headers: { 'X-API-Key': liveKey } });
  const body = (await answer.json()) as { code?: string };
  const quota = { limit: Number(answer.headers.get('x-ratelimit-limit')), remaining: Number(answer.headers.get('x-ratelimit-remaining')) };
  return { endpoint, status: answer.status, code: body.code, ms: performance.now() - started, ...quota };
}

beforeAll(async () => {
  web = await startFixtureServer();
  for (const page of PAGES) {
    const bytes = Buffer.from(page.build());
    expect(bytes.length).toBeLessThanOrEqual(10 * 1024 * 1024);
    web.route(page.path, (_request: unknown, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(bytes);
    });
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-hostile-'));
  lens = await startChildServer(process.execPath, [builtCli(), 'serve'], {
    PORT: String(port),
    PAGELENS_DATA_DIR: dataDir,
    PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}`,
    PAGELENS_ANALYSIS_WORKERS: '2',
    PAGELENS_ANALYSIS_TIMEOUT_MS: String(ANALYSIS_TIMEOUT_MS),
    PAGELENS_LOG_LEVEL: 'warn',
  }, port);
  liveKey = /live key: (\S+)/.exec(fs.readFileSync(path.join(dataDir, 'owner-keys.txt'), 'utf8'))![1]!;
}, 60_000);

afterAll(async () => {
  await lens?.stop();
  await web?.close();
});

describe('hostile pages on every endpoint (issue 19)', () => {
  const answered: Awaited<ReturnType<typeof call>>[] = [];

  it.each(PAGES)('$path: every endpoint, four at a time, answers in time with its code; /healthz stays quick; RSS bounded', async (page) => {
    const target = web.url(page.path);
    const queue = [...ENDPOINTS];
    const results: Awaited<ReturnType<typeof call>>[] = [];
    const runner = async () => {
      for (let endpoint = queue.shift(); endpoint; endpoint = queue.shift()) results.push(await call(endpoint, target));
    };
    const { slowestHealthzMs, maxLoopLagMs, loopLagBoundMs, peakRss } = await watch(Promise.all([runner(), runner(), runner(), runner()]));
    answered.push(...results);
    for (const r of results) {
      expect({ endpoint: r.endpoint, status: r.status, code: r.code }).toEqual({ endpoint: r.endpoint, status: page.status, code: page.status === 422 ? 'page_too_complex' : undefined });
      expect(r.ms).toBeLessThan(ANALYSIS_TIMEOUT_MS + 1000);
    }
    expect(maxLoopLagMs).toBeLessThan(loopLagBoundMs);
    expect(slowestHealthzMs).toBeLessThan(HEALTHZ_AS_SEEN_BOUND_MS);
    expect(peakRss).toBeLessThan(RSS_BOUND_BYTES);
  }, 120_000);

  it('a 10-URL batch of them answers 200 with each item analysed or failed page_too_complex', async () => {
    const urls = PAGES.flatMap((page) => [web.url(page.path), web.url(`${page.path}?again`)]);
    const { result, slowestHealthzMs, maxLoopLagMs, loopLagBoundMs, peakRss } = await watch(
      (async () => {
        const started = performance.now();
        const answer = await fetch(`${lens.url}/batch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-API-Key': liveKey },
          body: JSON.stringify({ operation: 'extract', urls }),
        });
        return { status: answer.status, body: (await answer.json()) as { results: { url: string; success: boolean; error?: string }[] }, ms: performance.now() - started };
      })(),
    );
    expect(result.status).toBe(200);
    result.body.results.forEach((item, i) => {
      const page = PAGES[Math.floor(i / 2)]!;
      if (page.status === 200) expect(item.success, `${item.url}: ${item.error}`).toBe(true);
      else expect(item.error).toMatch(/^page_too_complex: /);
    });
    expect(maxLoopLagMs).toBeLessThan(loopLagBoundMs);
    expect(slowestHealthzMs).toBeLessThan(HEALTHZ_AS_SEEN_BOUND_MS);
    expect(peakRss).toBeLessThan(RSS_BOUND_BYTES);
  }, 120_000);

  it('nothing that failed for our reasons was billed', async () => {
    const ordinary = web.url('/page.html');
    for (const endpoint of ENDPOINTS) {
      const analysed = answered.filter((r) => r.endpoint === endpoint && r.status === 200).length;
      const batched = endpoint === 'extract' ? PAGES.filter((p) => p.status === 200).length * 2 : 0;
      const next = await call(endpoint, ordinary);
      expect(next.status).toBe(200);
      // The quota fell by one per call that was analysed, plus this one.
      expect({ endpoint, used: next.limit - next.remaining }).toEqual({ endpoint, used: analysed + batched + 1 });
    }
  });
});
