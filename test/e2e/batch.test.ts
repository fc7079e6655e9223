import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

let web: FixtureServer;
let lens: TestServer;
let inFlight = 0;
let maxInFlight = 0;
let hitsOfShared = 0;

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/delayed.html', (req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (req.url?.includes('shared')) hitsOfShared += 1;
    setTimeout(() => {
      inFlight -= 1;
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<title>Page ${req.url}</title><p>Some text of the page, long enough to count as a paragraph of content.</p>`);
    }, 50);
  });
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, plans: JSON.stringify({ starter: { preview: 3 } }) });
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

const post = (body: unknown, key = lens.ownerKeys!.live.key, raw?: string) =>
  fetch(`${lens.url}/batch`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: raw ?? JSON.stringify(body) });

describe('POST /batch', () => {
  it('answers each URL in request order with data or a coded error, and counts them', async () => {
    const urls = [web.url('/delayed.html?a'), 'http://10.0.0.5/', web.url('/status/500'), 'not a url', web.url('/pdf')];
    const response = await post({ operation: 'preview', urls });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: any[]; summary: any };
    expect(body.results.map((r) => r.url)).toEqual(urls);
    expect(body.results[0]).toMatchObject({ success: true, data: { url: urls[0], title: 'Page /delayed.html?a' } });
    expect(Object.keys(body.results[0].data).sort()).toEqual(['author', 'description', 'favicon', 'image', 'lang', 'logo', 'modified_at', 'published_at', 'title', 'url']);
    expect(body.results[1]).toMatchObject({ success: false, error: expect.stringMatching(/^blocked_url: .*10\.0\.0\.5/) });
    expect(body.results[2].error).toMatch(/^upstream_error: upstream answered 500/);
    expect(body.results[3].error).toMatch(/^invalid_url: /);
    expect(body.results[4].error).toMatch(/^unsupported_content: /);
    expect(body.summary).toEqual({ total: 5, successful: 1, failed: 4, operation: 'preview' });
  });

  it('extract data carries the batch item fields', async () => {
    const body = (await (await post({ operation: 'extract', urls: [web.url('/delayed.html?x')] })).json()) as { results: any[] };
    expect(Object.keys(body.results[0].data).sort()).toEqual(['author', 'content', 'excerpt', 'extracted_at', 'lang', 'logo', 'modified_at', 'published_at', 'read_time', 'title', 'url', 'word_count']);
  });

  it('fetches the same URL once and at most 10 at a time', async () => {
    maxInFlight = 0;
    const urls = [...Array.from({ length: 30 }, (_, i) => web.url(`/delayed.html?n=${i}`)), web.url('/delayed.html?shared'), web.url('/delayed.html?shared')];
    const body = (await (await post({ operation: 'extract', urls })).json()) as { summary: any };
    expect(body.summary.successful).toBe(32);
    expect(hitsOfShared).toBe(1);
    expect(maxInFlight).toBeLessThanOrEqual(10);
    expect(maxInFlight).toBeGreaterThan(5);
  });

  it('when the quota runs out mid-batch the rest fail with quota_exceeded and the call answers 200', async () => {
    const issued = await lens.services.keys.createKey({ email: 'quota@example.com', env: 'live', scopes: ['batch', 'preview'] });
    if (!issued.ok) throw new Error(issued.failure.detail);
    const urls = Array.from({ length: 5 }, (_, i) => web.url(`/delayed.html?q=${i}`));
    const response = await post({ operation: 'preview', urls }, issued.value.key);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: any[] };
    expect(body.results.map((r) => r.success)).toEqual([true, true, true, false, false]);
    expect(body.results[4].error).toMatch(/^quota_exceeded: /);
    expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('needs the operation scope besides batch', async () => {
    const issued = await lens.services.keys.createKey({ email: 'nobatch@example.com', env: 'live', scopes: ['batch'] });
    if (!issued.ok) throw new Error(issued.failure.detail);
    const response = await post({ operation: 'extract', urls: [web.url('/delayed.html')] }, issued.value.key);
    expect(response.status).toBe(403);
  });

  it.each([
    ['51 URLs', { operation: 'preview', urls: Array.from({ length: 51 }, (_, i) => `https://example.com/${i}`) }, 'too_many_urls'],
    ['no URLs', { operation: 'preview', urls: [] }, 'invalid_parameter'],
    ['an unknown operation', { operation: 'screenshot', urls: ['https://example.com/'] }, 'invalid_parameter'],
    ['entries that are not strings', { operation: 'preview', urls: [42] }, 'invalid_parameter'],
    ['no urls field', { operation: 'preview' }, 'invalid_parameter'],
  ])('answers 400 for %s', async (_name, body, code) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code });
  });

  it('answers 400 for a body that is not JSON, and 413 past 1 MB', async () => {
    expect((await post(undefined, undefined, '{"operation":')).status).toBe(400);
    const huge = JSON.stringify({ operation: 'preview', urls: ['x'.repeat(1024 * 1024 + 10)] });
    const response = await post(undefined, undefined, huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });
});
