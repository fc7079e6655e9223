import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { previewPath, startPagelens, type TestServer } from '../start-pagelens.js';

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

async function problemOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return (await response.json()) as Record<string, unknown>;
}

describe('GET /preview', () => {
  it('answers the preview fields plus favicon, then serves the second call from cache', async () => {
    const target = web.url('/article-full-meta.html');
    const first = await lens.get(previewPath(target));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body = (await first.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ['cached', 'description', 'extracted_at', 'favicon', 'image', 'site_name', 'title', 'type', 'url', 'author', 'published_at', 'modified_at', 'lang', 'logo'].sort(),
    );
    expect(body.url).toBe(target);
    expect(body.cached).toBe(false);
    expect(typeof body.title).toBe('string');
    expect((body.title as string).length).toBeGreaterThan(0);
    expect(body.image).toMatch(/^https?:\/\//);
    expect(body.favicon).toMatch(/^https?:\/\//);
    expect(new Date(body.extracted_at as string).toISOString()).toBe(body.extracted_at);

    const second = await lens.get(previewPath(target));
    expect(second.headers.get('x-cache')).toBe('HIT');
    const cachedBody = (await second.json()) as Record<string, unknown>;
    expect(cachedBody).toEqual({ ...body, cached: true });
  });

  it('answers every hit with the same bytes, and a URL with a fragment with its own url', async () => {
    const target = web.url('/article-full-meta.html');
    await lens.get(previewPath(target));
    const hits = await Promise.all([1, 2, 3].map(async () => (await lens.get(previewPath(target))).text()));
    expect(new Set(hits).size).toBe(1);
    expect(JSON.parse(hits[0]!)).toMatchObject({ url: target, cached: true });
    const withFragment = await lens.get(previewPath(`${target}#comments`));
    expect(withFragment.headers.get('x-cache')).toBe('HIT');
    expect(await withFragment.json()).toEqual({ ...JSON.parse(hits[0]!), url: `${target}#comments` });
    const again = await lens.get(previewPath(target));
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await again.text()).toBe(hits[0]);
  });

  it('shares one upstream fetch between concurrent identical requests', async () => {
    let hits = 0;
    web.route('/counted.html', (_req, res) => {
      hits += 1;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<html><head><title>Counted page</title></head><body><p>hello</p></body></html>');
      }, 100);
    });
    const target = web.url('/counted.html');
    const responses = await Promise.all(Array.from({ length: 8 }, () => lens.get(previewPath(target))));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(hits).toBe(1);
  });

  it('sends the contract headers on success', async () => {
    const response = await lens.get(previewPath(web.url('/minimal-title-only.html')));
    expect(response.headers.get('x-request-id')).toMatch(/.{8,}/);
    expect(Number(response.headers.get('x-ratelimit-limit'))).toBe(150);
    expect(Number(response.headers.get('x-ratelimit-remaining'))).toBeLessThan(150);
    const nextMidnight = Math.ceil(Date.now() / 86_400_000) * 86_400;
    expect(Number(response.headers.get('x-ratelimit-reset'))).toBe(nextMidnight);
  });

  it.each([
    ['missing', '/preview', 'invalid_url'],
    ['empty', '/preview?url=', 'invalid_url'],
    ['not a URL', '/preview?url=not%20a%20url', 'invalid_url'],
    ['relative', '/preview?url=/just/a/path', 'invalid_url'],
  ])('answers 400 invalid_url when the url is %s', async (_name, path, code) => {
    const response = await lens.get(path);
    expect(response.status).toBe(400);
    const problem = await problemOf(response);
    expect(problem).toMatchObject({ status: 400, code, type: `/docs/errors#${code}`, title: 'Invalid URL' });
    expect(problem.request_id).toBe(response.headers.get('x-request-id'));
    expect(typeof problem.detail).toBe('string');
  });

  it.each([
    ['a non-http scheme', 'ftp://example.com/file'],
    ['a file URL', 'file:///etc/passwd'],
    ['a private address', 'http://10.0.0.5/'],
    ['loopback on another port', 'http://127.0.0.1:1/'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a decimal loopback literal', 'http://2130706433/'],
    ['an IPv6-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
  ])('answers 451 blocked_url for %s', async (_name, target) => {
    const response = await lens.get(previewPath(target));
    expect(response.status).toBe(451);
    expect(await problemOf(response)).toMatchObject({ code: 'blocked_url', status: 451 });
  });

  it('answers 451 when a redirect leads to a private address', async () => {
    const response = await lens.get(previewPath(web.url(`/redirect?to=${encodeURIComponent('http://127.0.0.1:1/')}`)));
    expect(response.status).toBe(451);
  });

  it.each([
    ['/status/500', 502, 'upstream_error'],
    ['/pdf', 422, 'unsupported_content'],
    ['/loop/a', 502, 'upstream_error'],
  ])('maps upstream %s to %i %s', async (path, status, code) => {
    const response = await lens.get(previewPath(web.url(path)));
    expect(response.status).toBe(status);
    expect(response.headers.get('x-cache')).toBe('MISS');
    expect(await problemOf(response)).toMatchObject({ code, status });
  });

  it('rejects a key it does not know, even on a keyless endpoint', async () => {
    const target = previewPath(web.url('/minimal-title-only.html'));
    const bearer = await lens.get(target, { authorization: 'Bearer pl_live_abcdefghijklmnopqrstuvwxyz' });
    expect(bearer.status).toBe(401);
    expect(await problemOf(bearer)).toMatchObject({ code: 'unauthorized' });
    const malformed = await lens.get(target, { authorization: 'Basic Zm9vOmJhcg==' });
    expect(malformed.status).toBe(401);
  });
});

describe('service routes', () => {
  it('GET /healthz', async () => {
    const response = await lens.get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('GET / lists every endpoint with its availability label', async () => {
    const body = (await (await lens.get('/')).json()) as { name: string; version: string; endpoints: { name: string; availability: string }[] };
    expect(body.name).toBe('pagelens');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.fromEntries(body.endpoints.map((e) => [e.name, e.availability]))).toEqual({
      preview: 'Free',
      extract: 'Beta',
      batch: 'Beta',
      seo: 'Beta',
      aeo: 'Beta',
      screenshot: 'Beta',
      stack: 'New',
      outline: 'Coming soon',
      analyze: 'Coming soon',
    });
  });

  it('answers unknown paths with 404 not_found problem details', async () => {
    const response = await lens.get('/nope');
    expect(response.status).toBe(404);
    expect(await problemOf(response)).toMatchObject({ code: 'not_found', status: 404 });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers a known path with the wrong method 405 method_not_allowed with Allow', async () => {
    const deleted = await fetch(`${lens.url}/preview?url=https://example.com/`, { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('GET, HEAD');
    expect(await problemOf(deleted)).toMatchObject({ code: 'method_not_allowed', status: 405 });
    const posted = await fetch(`${lens.url}/jobs/job_123`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD, DELETE');
  });

  it('keeps a well-formed incoming X-Request-Id and replaces a hostile one', async () => {
    const kept = await lens.get('/healthz', { 'x-request-id': 'trace-1234-abcd' });
    expect(kept.headers.get('x-request-id')).toBe('trace-1234-abcd');
    const replaced = await lens.get('/healthz', { 'x-request-id': 'bad id\twith spaces' });
    expect(replaced.headers.get('x-request-id')).not.toContain(' ');
  });
});
