import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { createPageFetcher, type PageFetcher } from '../fetch/fetch-page.js';
import { cachePages } from './page-cache.js';

let site: FixtureServer;
let fetcher: PageFetcher;
const now = { value: 0 };
const clock = { now: () => now.value };

beforeAll(async () => {
  site = await startFixtureServer();
  fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${site.port}`] });
});

afterAll(async () => {
  await fetcher.close();
  await site.close();
});

const fetchesOf = (path: string) => site.requests.filter((r) => r.path === path).length;
const source = () => ({ load: (url: string) => fetcher.fetchPage(url) });

describe('page cache: fetch once, analyse many', () => {
  it('loads a URL once within the TTL, hands each caller a copy of the body (moving one away leaves the kept page whole), and fetches again after', async () => {
    const pages = cachePages(source(), { ttlMs: 1000, maxBytes: 1_000_000, clock });
    const first = await pages.load(site.url('/article-full-meta.html'));
    const second = await pages.load(site.url('/article-full-meta.html#part'));
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(fetchesOf('/article-full-meta.html')).toBe(1);
    expect(second.value.body.buffer).not.toBe(first.value.body.buffer);
    const length = first.value.body.byteLength;
    structuredClone(first.value.body, { transfer: [first.value.body.buffer as ArrayBuffer] });
    expect(first.value.body.byteLength).toBe(0);
    const third = await pages.load(site.url('/article-full-meta.html'));
    expect(third.ok && third.value.body.byteLength).toBe(length);
    expect(second.value.html).toContain('<html');
    now.value += 1000;
    await pages.load(site.url('/article-full-meta.html'));
    expect(fetchesOf('/article-full-meta.html')).toBe(2);
  });

  it('drops every kept page once unused for emptyWhenIdle.afterMs, and fetches again after', async () => {
    const onEmptied = vi.fn();
    const pages = cachePages(source(), { ttlMs: 60_000, maxBytes: 1_000_000, clock, emptyWhenIdle: { afterMs: 100, onEmptied } });
    await pages.load(site.url('/base-href.html'));
    await pages.load(site.url('/base-href.html'));
    expect([fetchesOf('/base-href.html'), pages.stats().pages]).toEqual([1, 1]);
    await vi.waitFor(() => expect(pages.stats()).toEqual({ pages: 0, bytes: 0 }), { timeout: 5000 });
    expect(onEmptied).toHaveBeenCalledTimes(1);
    await pages.load(site.url('/base-href.html'));
    expect(fetchesOf('/base-href.html')).toBe(2);
  });

  it('loads at the same time share one fetch; failures are not kept', async () => {
    const pages = cachePages(source(), { ttlMs: 1000, maxBytes: 1_000_000, clock });
    const loads = await Promise.all([1, 2, 3].map(() => pages.load(site.url('/no-meta.html'))));
    expect(loads.every((l) => l.ok)).toBe(true);
    expect(fetchesOf('/no-meta.html')).toBe(1);
    expect((await pages.load(site.url('/status/500'))).ok).toBe(false);
    expect((await pages.load(site.url('/status/500'))).ok).toBe(false);
    expect(fetchesOf('/status/500')).toBe(2);
  });

  it('is bounded by bytes: past the bound the least recently used page goes', async () => {
    const page = `<!doctype html><title>t</title><p>${'x'.repeat(4000)}</p>`;
    for (let i = 0; i < 12; i++) site.route(`/sized/${i}`, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    });
    const pages = cachePages(source(), { ttlMs: 60_000, maxBytes: 40_000, clock });
    for (let i = 0; i < 12; i++) await pages.load(site.url(`/sized/${i}`));
    expect(pages.stats().bytes).toBeLessThanOrEqual(40_000);
    expect(pages.stats().pages).toBe(9);
    await pages.load(site.url('/sized/11'));
    expect(fetchesOf('/sized/11')).toBe(1);
    await pages.load(site.url('/sized/0'));
    expect(fetchesOf('/sized/0')).toBe(2);
  });
});
