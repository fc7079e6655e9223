import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { createPageFetcher, type PageFetcher } from '../fetch/fetch-page.js';
import { createImageSizeProber, DEFAULT_PROBE_LIMITS, DEFAULT_SIZE_CACHE } from './image-sizes.js';
import { pngHeader } from '../../test/png-header.js';

let web: FixtureServer;
let fetcher: PageFetcher;

beforeAll(async () => {
  web = await startFixtureServer();
  for (const [name, w, h] of [['a', 640, 360], ['b', 100, 50], ['c', 30, 20]] as const) {
    web.route(`/img/${name}.png`, (_req, res) => void res.writeHead(200, { 'content-type': 'image/png' }).end(pngHeader(w, h)));
  }
  web.route('/img/not-an-image.png', (_req, res) => void res.writeHead(200, { 'content-type': 'image/png' }).end('no PNG here'));
  fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${web.port}`] });
});

afterAll(async () => {
  await fetcher?.close();
  await web?.close();
});

const requestsFor = (path: string) => web.requests.filter((r) => r.path === path).length;

function steppingClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('image size prober: per-URL cache', () => {
  it('reads a size once and answers it from memory afterwards', async () => {
    const prober = createImageSizeProber(fetcher, { clock: steppingClock() });
    const url = web.url('/img/a.png');
    const before = requestsFor('/img/a.png');
    expect(await prober.probe([url, url])).toEqual(new Map([[url, { width: 640, height: 360 }]]));
    expect(await prober.probe([url])).toEqual(new Map([[url, { width: 640, height: 360 }]]));
    expect(requestsFor('/img/a.png') - before).toBe(1);
  });

  it('remembers a broken image as unknown for a short time, then probes it again', async () => {
    const clock = steppingClock();
    const prober = createImageSizeProber(fetcher, { clock });
    const broken = [web.url('/img/not-an-image.png'), web.url('/img/gone.png')];
    const before = requestsFor('/img/not-an-image.png') + requestsFor('/img/gone.png');
    expect((await prober.probe(broken)).size).toBe(0);
    expect((await prober.probe(broken)).size).toBe(0);
    expect(requestsFor('/img/not-an-image.png') + requestsFor('/img/gone.png') - before).toBe(2);
    clock.advance(DEFAULT_SIZE_CACHE.unknownTtlMs);
    await prober.probe(broken);
    expect(requestsFor('/img/not-an-image.png') + requestsFor('/img/gone.png') - before).toBe(4);
    expect(DEFAULT_SIZE_CACHE.unknownTtlMs).toBeLessThan(DEFAULT_SIZE_CACHE.sizeTtlMs);
  });

  it('is bounded by bytes: past the bound the least recently used URL is forgotten', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((n) => web.url(`/img/${n}.png`)) as [string, string, string];
    const twoEntries = 2 * (a.length * 2 + 96);
    const prober = createImageSizeProber(fetcher, { cache: { ...DEFAULT_SIZE_CACHE, maxBytes: twoEntries }, clock: steppingClock() });
    await prober.probe([a, b]);
    await prober.probe([a]); // a is now the most recently used
    await prober.probe([c]); // evicts b
    expect(prober.cachedEntries()).toBe(2);
    const before = { a: requestsFor('/img/a.png'), b: requestsFor('/img/b.png') };
    await prober.probe([a, b]);
    expect(requestsFor('/img/a.png') - before.a).toBe(0);
    expect(requestsFor('/img/b.png') - before.b).toBe(1);
    expect(DEFAULT_SIZE_CACHE.maxBytes).toBe(512 * 1024);
  });

  it('fetches at most maxImages per call; cached answers do not count', async () => {
    const prober = createImageSizeProber(fetcher, { limits: { ...DEFAULT_PROBE_LIMITS, maxImages: 1 }, clock: steppingClock() });
    const [a, b] = [web.url('/img/a.png'), web.url('/img/b.png')];
    expect([...(await prober.probe([a, b])).keys()]).toEqual([a]);
    expect([...(await prober.probe([a, b])).keys()].sort()).toEqual([a, b].sort());
  });
});
