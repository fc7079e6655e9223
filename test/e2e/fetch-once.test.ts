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
});
