/** Issue 14: one upstream fetch serves every analysis of a page within the cache TTL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

let web: FixtureServer;
let lens: TestServer;

beforeAll(async () => {
  web = await startFixtureServer();
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

describe('fetch once, analyse many', () => {
  it('/extract as text, then as markdown, then /seo and /preview of the same URL fetch the page once', async () => {
    const target = encodeURIComponent(web.url('/article-full-meta.html'));
    const key = { 'X-API-Key': lens.ownerKeys!.live.key };
    for (const path of [`/extract?url=${target}&format=text`, `/extract?url=${target}&format=markdown`, `/seo?url=${target}`, `/preview?url=${target}`]) {
      const answer = await lens.get(path, key);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-cache'), path).toBe('MISS');
    }
    expect(web.requests.filter((r) => r.path === '/article-full-meta.html')).toHaveLength(1);
  });

  it('maxAge: 0 fetches and analyses afresh; a larger one takes the cached answer, with its Age', async () => {
    const path = '/no-meta.html';
    const target = encodeURIComponent(web.url(path));
    const key = { 'X-API-Key': lens.ownerKeys!.live.key };
    const fetches = () => web.requests.filter((r) => r.path === path).length;
    expect((await lens.get(`/seo?url=${target}`, key)).headers.get('x-cache')).toBe('MISS');
    expect(fetches()).toBe(1);
    const fresh = await lens.get(`/seo?url=${target}&maxAge=0`, key);
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(fresh.headers.get('age')).toBeNull();
    expect(fetches()).toBe(2);
    const hit = await lens.get(`/seo?url=${target}&maxAge=3600`, key);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    // /seo shows no `cached` field in its body, on a hit as on a miss.
    expect(Object.keys((await hit.json()) as object).sort()).toEqual(Object.keys((await fresh.json()) as object).sort());
    expect(Number(hit.headers.get('age'))).toBeGreaterThanOrEqual(0);
    expect(Number(hit.headers.get('age'))).toBeLessThan(5);
    expect(fetches()).toBe(2);
    const bad = await lens.get(`/seo?url=${target}&maxAge=soon`, key);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('invalid_parameter');
  });
});
