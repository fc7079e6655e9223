import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { getBrotliBomb, getGzipBomb } from '../../test/fixture-server/bombs.js';
import { createPageFetcher, type FetchLimits, type PageFetcher } from './fetch-page.js';
import type { HostResolver } from './resolver.js';

let site: FixtureServer;
let fetcher: PageFetcher;
const made: PageFetcher[] = [];

function fetcherWith(limits: Partial<FetchLimits>, resolver?: HostResolver): PageFetcher {
  const created = createPageFetcher({ allowHosts: [`127.0.0.1:${site.port}`], limits, ...(resolver ? { resolver } : {}) });
  made.push(created);
  return created;
}

beforeAll(async () => {
  site = await startFixtureServer();
  fetcher = fetcherWith({});
  getGzipBomb();
  await getBrotliBomb(); // built before timing anything
});

afterAll(async () => {
  await Promise.all(made.map((each) => each.close()));
  await site.close();
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; rssGrowthMb: number }> {
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started, rssGrowthMb: (process.memoryUsage().rss - rssBefore) / 2 ** 20 };
}

describe('decoded body cap (10 MB by default)', () => {
  // Inflating the whole 1 GiB costs a lot of CPU and would need 1 GiB of
  // memory if kept; stopping at the cap takes a fraction of that.
  it.each([
    ['gzip', '/gzip-bomb'],
    ['brotli', '/brotli-bomb'],
  ])('a %s bomb (1 GiB inflated) stops at the cap, fast and small', async (_name, path) => {
    const { value, ms, rssGrowthMb } = await timed(() => fetcher.fetchPage(site.url(path)));
    expect(value).toEqual({ ok: false, failure: { code: 'upstream_error', detail: `body larger than 10 MB (${site.url(path)})` } });
    expect(ms).toBeLessThan(1500);
    expect(rssGrowthMb).toBeLessThan(150);
  });

  it('an endless chunked body stops at a small cap', async () => {
    const small = fetcherWith({ maxBodyBytes: 64 * 1024 });
    const result = await small.fetchPage(site.url('/endless'));
    expect(result).toMatchObject({ ok: false, failure: { code: 'upstream_error' } });
    if (!result.ok) expect(result.failure.detail).toMatch(/^body larger than 64 KB/);
  });

  it('an endless chunked body stops at the real 10 MB default', async () => {
    const { value, ms } = await timed(() => fetcher.fetchPage(site.url('/endless')));
    expect(value).toMatchObject({ ok: false, failure: { code: 'upstream_error' } });
    if (!value.ok) expect(value.failure.detail).toMatch(/^body larger than 10 MB/);
    expect(ms).toBeLessThan(5000);
  });

  it('a body just under the cap passes; one byte over fails', async () => {
    const capped = fetcherWith({ maxBodyBytes: 1000 });
    site.route('/sized', (_request, response, url) => {
      const size = Number(url.searchParams.get('n'));
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html>${'x'.repeat(size - 15)}`);
    });
    const fits = await capped.fetchPage(site.url('/sized?n=1000'));
    expect(fits.ok && fits.value.bytes.decoded).toBe(1000);
    const over = await capped.fetchPage(site.url('/sized?n=1001'));
    expect(over.ok ? 'ok' : over.failure.detail).toMatch(/^body larger than 1000 bytes/);
  });

  it('raw bytes are capped too: endless gzip that inflates to nothing still stops', async () => {
    const small = fetcherWith({ maxBodyBytes: 64 * 1024 });
    site.route('/gzip-of-nothing', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.write(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]));
      // Empty, non-final stored deflate blocks: bytes on the wire, nothing inflated.
      const emptyBlocks = Buffer.from(Array.from({ length: 4000 }, () => [0, 0, 0, 0xff, 0xff]).flat());
      const pump = (): void => {
        while (!response.destroyed && response.write(emptyBlocks));
        if (!response.destroyed) response.once('drain', pump);
      };
      pump();
    });
    const result = await small.fetchPage(site.url('/gzip-of-nothing'));
    expect(result.ok ? 'ok' : result.failure.detail).toMatch(/^body larger than 64 KB/);
  });
});

describe('one deadline over the whole fetch', () => {
  it('a server trickling 1 byte per second is cut at timeoutMs → upstream_timeout', async () => {
    const quick = fetcherWith({ timeoutMs: 1500 });
    const { value, ms } = await timed(() => quick.fetchPage(site.url('/trickle')));
    expect(value).toEqual({ ok: false, failure: { code: 'upstream_timeout', detail: `no complete answer from 127.0.0.1:${site.port} within 1500 ms` } });
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(2500);
  });

  it('covers all hops: two hops each under the limit but together over it time out', async () => {
    const quick = fetcherWith({ timeoutMs: 1000 });
    site.route('/slow-hop', (_request, response) => {
      setTimeout(() => {
        response.writeHead(302, { location: '/slow?ms=600' });
        response.end();
      }, 600);
    });
    const result = await quick.fetchPage(site.url('/slow-hop'));
    expect(result.ok ? 'ok' : result.failure.code).toBe('upstream_timeout');
  });

  it('covers name resolution', async () => {
    const hanging: HostResolver = { resolve: () => new Promise(() => {}) };
    const quick = fetcherWith({ timeoutMs: 300 }, hanging);
    const result = await quick.fetchPage('http://hangs.test/');
    expect(result.ok ? 'ok' : result.failure.code).toBe('upstream_timeout');
  });

  it("a caller's timeout signal → upstream_timeout; a plain abort → upstream_error", async () => {
    const timedOut = await fetcher.fetchPage(site.url('/slow?ms=3000'), { signal: AbortSignal.timeout(200) });
    expect(timedOut.ok ? 'ok' : timedOut.failure.code).toBe('upstream_timeout');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const cancelled = await fetcher.fetchPage(site.url('/slow?ms=3000'), { signal: controller.signal });
    expect(cancelled.ok ? 'ok' : cancelled.failure).toEqual({ code: 'upstream_error', detail: `fetch of ${site.url('/slow?ms=3000')} was cancelled` });
  });

  it('a fast page is unaffected by the deadline', async () => {
    const quick = fetcherWith({ timeoutMs: 1000 });
    expect((await quick.fetchPage(site.url('/slow?ms=50'))).ok).toBe(true);
  });
});
