import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

let web: FixtureServer;
let lens: TestServer;

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/gone.json', (_request, response) => {
    response.writeHead(410, { 'content-type': 'application/json' }).end('{"error":"gone"}');
  });
  const serve = (path: string, file: string, status = 200, headers: Record<string, string> = {}) =>
    web.route(path, (_request, response) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(fs.readFileSync(new URL(`../../src/analyzers/outcome/fixtures/${file}`, import.meta.url)));
    });
  serve('/challenge', 'cloudflare-managed-challenge.html', 403, { 'cf-mitigated': 'challenge', server: 'cloudflare' });
  serve('/soft-404', 'soft-404-de.html');
  serve('/parked', 'parked-for-sale.html');
  serve('/login/form', 'login-redirect-target.html');
  web.route('/members/post', (_request, response) => void response.writeHead(302, { location: '/login/form?next=/members/post' }).end());
  serve('/consent', 'youtube-consent-de.html');
  serve('/about-captchas', 'article-about-captchas.html');
  serve('/fix-404', 'article-fix-404.html');
  serve('/parking-news', 'parking-industry-news.html');
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

const keyed = (path: string) => lens.get(path, { authorization: `Bearer ${lens.ownerKeys!.live.key}` });

describe('a page that is not the page asked for', () => {
  it.each([
    ['/status/404', 404, 'not_found'],
    ['/gone.json', 410, 'not_found'],
    ['/status/500', 500, 'http_error'],
    ['/status/403', 403, 'http_error'],
  ])('%s answers 502 upstream_error with upstream_status and reason on every page endpoint', async (path, status, reason) => {
    for (const endpoint of ['preview', 'extract', 'seo', 'aeo', 'stack', 'outline', 'analyze']) {
      const response = await keyed(`/${endpoint}?url=${encodeURIComponent(web.url(path))}`);
      expect(response.status, endpoint).toBe(502);
      expect(await response.json(), endpoint).toMatchObject({ code: 'upstream_error', upstream_status: status, reason });
    }
  });

  it('a batch item that fails so carries the same reason and status', async () => {
    const response = await fetch(`${lens.url}/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${lens.ownerKeys!.live.key}` },
      body: JSON.stringify({ operation: 'extract', urls: [web.url('/status/404'), web.url('/status/503')] }),
    });
    const body = (await response.json()) as { results: { success: boolean; reason?: string; upstream_status?: number; error?: string }[] };
    expect(body.results[0]).toMatchObject({ success: false, reason: 'not_found', upstream_status: 404, error: expect.stringMatching(/^upstream_error: /) });
    expect(body.results[1]).toMatchObject({ success: false, reason: 'http_error', upstream_status: 503 });
  });
});

describe('the classifier, through the service', () => {
  it.each([
    ['/challenge', 403, 'challenge'],
    ['/soft-404', 200, 'not_found'],
    ['/parked', 200, 'parked'],
    ['/members/post', 200, 'login_wall'],
  ])('%s is refused with its reason on /preview and /extract', async (path, status, reason) => {
    for (const endpoint of ['preview', 'extract']) {
      const response = await keyed(`/${endpoint}?url=${encodeURIComponent(web.url(path))}`);
      expect(response.status, endpoint).toBe(502);
      expect(await response.json(), endpoint).toMatchObject({ code: 'upstream_error', upstream_status: status, reason });
    }
  });

  it.each(['/about-captchas', '/fix-404', '/parking-news'])('a page about walls (%s) is fine', async (path) => {
    const response = await keyed(`/extract?url=${encodeURIComponent(web.url(path))}`);
    expect(response.status).toBe(200);
  });
});

describe('a consent wall under render=auto', () => {
  it('is tried once in the browser, which dismisses banners; still a wall there, it answers consent_wall; never does not try', async () => {
    const launches = () => lens.services.screenshots.pool.stats().launches;
    const url = encodeURIComponent(web.url('/consent'));
    const before = launches();
    const never = await keyed(`/preview?url=${url}&render=never`);
    expect(await never.json()).toMatchObject({ code: 'upstream_error', reason: 'consent_wall' });
    expect(launches()).toBe(before);
    const auto = await keyed(`/preview?url=${url}`);
    expect(auto.status).toBe(502);
    expect(await auto.json()).toMatchObject({ code: 'upstream_error', reason: 'consent_wall' });
    expect(launches()).toBe(before + 1);
  });
});
