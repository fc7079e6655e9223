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
