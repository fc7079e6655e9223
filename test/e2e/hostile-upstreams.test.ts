import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

/**
 * Hostile upstreams on every page endpoint (issue 17): each answers its contract code within the
 * limits, never a 500, and the service's memory stays bounded. Fetch limits are lowered so the
 * table runs in seconds; what is tested is that every endpoint goes through the one fetcher.
 */
const ENDPOINTS = ['/preview', '/extract', '/seo', '/aeo', '/stack', '/outline', '/analyze'];
const FETCH_TIMEOUT_MS = 2000;

function fiftyMegabytes(_request: unknown, response: ServerResponse): void {
  const chunk = Buffer.from(`<p>${'x'.repeat(1020)}</p>`);
  response.writeHead(200, { 'content-type': 'text/html', 'content-length': 50 * 1024 * 1024 });
  let sent = 0;
  const pump = (): void => {
    while (sent < 50 * 1024 * 1024 && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end();
  };
  pump();
}

const CASES: ReadonlyArray<{ name: string; path: string; status: number; code?: string }> = [
  { name: 'gzip bomb', path: '/gzip-bomb', status: 502, code: 'upstream_error' },
  { name: 'brotli bomb', path: '/brotli-bomb', status: 502, code: 'upstream_error' },
  { name: 'a byte a second', path: '/trickle', status: 504, code: 'upstream_timeout' },
  { name: 'endless chunked body', path: '/endless', status: 502, code: 'upstream_error' },
  { name: '50 MB page', path: '/fifty-megabytes', status: 502, code: 'upstream_error' },
  { name: 'reset mid-body', path: '/reset', status: 502, code: 'upstream_error' },
  { name: 'a PDF no reader can open', path: '/pdf', status: 422, code: 'unsupported_content' },
  { name: 'a charset header that overrides <meta>', path: '/charset/header-wins-iso-8859-2.html', status: 200 },
];

describe('hostile upstreams on every page endpoint', () => {
  let web: FixtureServer;
  let lens: TestServer;
  let key: string;
  let baselineRss: number;

  beforeAll(async () => {
    web = await startFixtureServer();
    web.route('/fifty-megabytes', fiftyMegabytes);
    lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, fetchTimeoutMs: String(FETCH_TIMEOUT_MS) });
    key = lens.ownerKeys!.live.key;
    baselineRss = process.memoryUsage().rss;
  });
  afterAll(async () => {
    await lens?.close();
    await web?.close();
  });

  it.each(CASES)('$name → $status on every endpoint, within the limits', async ({ path, status, code }) => {
    const target = encodeURIComponent(web.url(path));
    const started = Date.now();
    const answers = await Promise.all(ENDPOINTS.map((endpoint) => lens.get(`${endpoint}?url=${target}`, { 'X-API-Key': key })));
    const elapsed = Date.now() - started;
    for (const [i, answer] of answers.entries()) {
      expect(`${ENDPOINTS[i]} ${answer.status}`).toBe(`${ENDPOINTS[i]} ${status}`);
      if (code) expect(((await answer.json()) as { code: string }).code).toBe(code);
      else await answer.arrayBuffer();
    }
    expect(elapsed).toBeLessThan(FETCH_TIMEOUT_MS + 15_000);
    // The service runs in this process: seven such pages at once add well under 1 GB.
    expect(process.memoryUsage().rss - baselineRss).toBeLessThan(1024 ** 3);
  });
});
