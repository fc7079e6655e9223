import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARSET_FIXTURES_DIR, PAGE_HTML, startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { createPageFetcher, DEFAULT_FETCH_LIMITS, DEFAULT_USER_AGENT, type PageFetcher } from './fetch-page.js';

let site: FixtureServer;
let fetcher: PageFetcher;

beforeAll(async () => {
  site = await startFixtureServer();
  fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${site.port}`] });
});

afterAll(async () => {
  await fetcher.close();
  await site.close();
});

async function failureOf(path: string): Promise<{ code: string; detail: string }> {
  const result = await fetcher.fetchPage(site.url(path));
  if (result.ok) throw new Error(`expected ${path} to fail`);
  return result.failure;
}

describe('a successful fetch', () => {
  it('returns the final URL, the redirect chain, status, headers, bytes, timings and charset', async () => {
    const before = Date.now();
    const result = await fetcher.fetchPage(site.url('/chain/2'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const page = result.value;
    expect(page.requestedUrl).toBe(site.url('/chain/2'));
    expect(page.finalUrl).toBe(site.url('/chain/0'));
    expect(page.redirects).toEqual([
      { url: site.url('/chain/2'), status: 302 },
      { url: site.url('/chain/1'), status: 302 },
    ]);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-length']).toBe(String(Buffer.byteLength(PAGE_HTML)));
    expect(page.contentType).toBe('text/html');
    expect(page.html).toBe(PAGE_HTML);
    expect(page.charset).toEqual({ name: 'utf-8', source: 'header' });
    expect(page.bytes).toEqual({ transferred: Buffer.byteLength(PAGE_HTML), decoded: Buffer.byteLength(PAGE_HTML) });
    expect(page.timings.startedAt).toBeGreaterThanOrEqual(before);
    expect(page.timings.firstByteMs).toBeGreaterThanOrEqual(0);
    expect(page.timings.totalMs).toBeGreaterThanOrEqual(page.timings.firstByteMs);
    expect(page.remoteAddress).toBe('127.0.0.1');
  });

  it('sends the user agent, accept and accept-encoding; caller headers cannot change the encoding', async () => {
    const custom = createPageFetcher({ allowHosts: [`127.0.0.1:${site.port}`], userAgent: 'TestAgent/1' });
    await fetcher.fetchPage(site.url('/echo-headers'), { headers: { 'X-Extra': 'yes', 'Accept-Encoding': 'identity' } });
    const sent = site.requests.at(-1)?.headers;
    expect(sent?.['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(sent?.accept).toBe('text/html,application/xhtml+xml;q=0.9,*/*;q=0.5');
    expect(sent?.['accept-encoding']).toBe('gzip, deflate, br');
    expect(sent?.['x-extra']).toBe('yes');
    await custom.fetchPage(site.url('/echo-headers'));
    expect(site.requests.at(-1)?.headers['user-agent']).toBe('TestAgent/1');
    await custom.close();
  });

  it('joins repeated headers and keeps each set-cookie', async () => {
    site.route('/cookies', (_request, response) => {
      response.setHeader('set-cookie', ['a=1; Path=/; Expires=Wed, 21 Oct 2015 07:28:00 GMT', 'b=2']);
      response.setHeader('x-multi', ['one', 'two']);
      response.setHeader('content-type', 'text/html');
      response.end('<!doctype html><p>cookies</p>');
    });
    const result = await fetcher.fetchPage(site.url('/cookies'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.setCookies).toEqual(['a=1; Path=/; Expires=Wed, 21 Oct 2015 07:28:00 GMT', 'b=2']);
    expect(result.value.headers['x-multi']).toBe('one, two');
  });

  it.each(['gzip', 'br', 'deflate', 'deflate-raw'])('decodes a %s body and counts both sizes', async (coding) => {
    const result = await fetcher.fetchPage(site.url(`/compressed/${coding}`));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.html).toBe(PAGE_HTML);
    expect(result.value.bytes.decoded).toBe(Buffer.byteLength(PAGE_HTML));
    expect(result.value.bytes.transferred).toBeLessThan(result.value.bytes.decoded);
  });

  it('accepts application/xhtml+xml', async () => {
    site.route('/xhtml', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xhtml+xml' });
      response.end('<html xmlns="http://www.w3.org/1999/xhtml"><body>x</body></html>');
    });
    const result = await fetcher.fetchPage(site.url('/xhtml'));
    expect(result.ok && result.value.contentType).toBe('application/xhtml+xml');
  });

  it("with expect 'text' takes any text/* (robots.txt) and sends a text accept header", async () => {
    site.route('/robots.txt', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('User-agent: *\nDisallow: /private\n');
    });
    const result = await fetcher.fetchPage(site.url('/robots.txt'), { expect: 'text' });
    expect(result.ok && result.value.html).toBe('User-agent: *\nDisallow: /private\n');
    expect(site.requests.at(-1)?.headers.accept).toMatch(/^text\/plain/);
    const pdf = await fetcher.fetchPage(site.url('/pdf'), { expect: 'text' });
    expect(pdf.ok ? 'ok' : pdf.failure.code).toBe('unsupported_content');
  });

  it('uses the default limits of the contract', () => {
    expect(DEFAULT_FETCH_LIMITS).toEqual({ timeoutMs: 15_000, maxRedirects: 10, maxBodyBytes: 10 * 1024 * 1024 });
  });
});

describe('redirects', () => {
  it('follows 10 redirects', async () => {
    const result = await fetcher.fetchPage(site.url('/chain/10'));
    expect(result.ok && result.value.redirects.length).toBe(10);
  });

  it('refuses an 11th redirect', async () => {
    const failure = await failureOf('/chain/11');
    expect(failure.code).toBe('upstream_error');
    expect(failure.detail).toContain('too many redirects: more than 10');
  });

  it('honours a smaller maxRedirects', async () => {
    const strict = createPageFetcher({ allowHosts: [`127.0.0.1:${site.port}`], limits: { maxRedirects: 1 } });
    expect((await strict.fetchPage(site.url('/chain/1'))).ok).toBe(true);
    expect((await strict.fetchPage(site.url('/chain/2'))).ok).toBe(false);
    await strict.close();
  });

  it('detects a loop', async () => {
    const failure = await failureOf('/loop/a');
    expect(failure.code).toBe('upstream_error');
    expect(failure.detail).toContain('redirect loop');
  });

  it('resolves a relative Location against the current URL and keeps the fragment', async () => {
    site.route('/dir/relative', (_request, response) => {
      response.writeHead(301, { location: '../page.html' });
      response.end();
    });
    const result = await fetcher.fetchPage(`${site.url('/dir/relative')}#top`);
    expect(result.ok && result.value.finalUrl).toBe(`${site.url('/page.html')}#top`);
    expect(result.ok && result.value.redirects).toEqual([{ url: `${site.url('/dir/relative')}#top`, status: 301 }]);
  });

  it.each([301, 303, 307, 308])('follows %i', async (status) => {
    const result = await fetcher.fetchPage(site.url(`/redirect?status=${status}&to=/page.html`));
    expect(result.ok && result.value.redirects[0]?.status).toBe(status);
  });

  it('a redirect without Location is an upstream_error', async () => {
    const failure = await failureOf('/status/302');
    expect(failure).toEqual({ code: 'upstream_error', detail: `upstream answered 302 without a Location header (${site.url('/status/302')})` });
  });
});

describe('upstream failures', () => {
  it.each([500, 503, 404, 403])('%i → upstream_error "upstream answered <status>"', async (status) => {
    const failure = await failureOf(`/status/${status}`);
    const notFound = status === 404;
    expect(failure).toEqual({
      code: 'upstream_error',
      detail: `upstream answered ${status} for ${site.url(`/status/${status}`)}${notFound ? ': the site says this page does not exist' : ''}`,
      upstreamStatus: status,
      reason: notFound ? 'not_found' : 'http_error',
    });
  });

  it('errorPages: an HTML error page comes back with its status (for the classifier); any other error answer fails with its status and reason', async () => {
    const page = await fetcher.fetchPage(site.url('/status/403'), { expect: 'page', errorPages: true });
    expect(page.ok && { status: page.value.status, html: page.value.html }).toEqual({ status: 403, html: '<!doctype html><h1>403</h1>' });
    site.route('/json-404', (_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"missing"}');
    });
    const json = await fetcher.fetchPage(site.url('/json-404'), { expect: 'page', errorPages: true });
    expect(json.ok ? 'ok' : json.failure).toEqual({
      code: 'upstream_error',
      detail: `upstream answered 404 for ${site.url('/json-404')}: the site says this page does not exist`,
      upstreamStatus: 404,
      reason: 'not_found',
    });
  });

  it('a connection reset mid-body → upstream_error', async () => {
    const failure = await failureOf('/reset');
    expect(failure.code).toBe('upstream_error');
    expect(failure.detail).toContain(`127.0.0.1:${site.port}`);
    expect(failure.detail).not.toMatch(/\n\s+at /);
  });

  it('a broken HTTP response → upstream_error', async () => {
    site.route('/garbage', (request) => {
      request.socket.end('NOT HTTP AT ALL\r\n\r\n');
    });
    const failure = await failureOf('/garbage');
    expect(failure.code).toBe('upstream_error');
    expect(failure.detail).toMatch(/invalid HTTP response from 127\.0\.0\.1/);
  });

  it('a refused connection → upstream_error', async () => {
    const closed = await startFixtureServer();
    const url = closed.url('/page.html');
    await closed.close();
    const open = createPageFetcher({ allowHosts: ['127.0.0.1'] });
    const result = await open.fetchPage(url);
    await open.close();
    expect(result).toEqual({ ok: false, failure: { code: 'upstream_error', detail: `connection refused by 127.0.0.1:${closed.port}` } });
  });

  it('an unknown content-encoding → upstream_error', async () => {
    site.route('/zstd', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'zstd' });
      response.end('xxxx');
    });
    const failure = await failureOf('/zstd');
    expect(failure.code).toBe('upstream_error');
    expect(failure.detail).toContain('unsupported content-encoding "zstd"');
  });

  it('corrupt gzip → upstream_error', async () => {
    site.route('/bad-gzip', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end('this is not gzip');
    });
    const failure = await failureOf('/bad-gzip');
    expect(failure.code).toBe('upstream_error');
    expect(failure.detail).toContain('could not decompress the body');
  });
});

describe('content types', () => {
  it('a PDF → unsupported_content naming the type', async () => {
    const failure = await failureOf('/pdf');
    expect(failure).toEqual({ code: 'unsupported_content', detail: `application/pdf is not an HTML page (${site.url('/pdf')})` });
  });

  it('an image → unsupported_content', async () => {
    const failure = await failureOf('/image.png');
    expect(failure.code).toBe('unsupported_content');
    expect(failure.detail).toContain('image/png is not an HTML page');
  });

  it('no Content-Type but an HTML start → accepted as text/html', async () => {
    const result = await fetcher.fetchPage(site.url('/charset/undeclared-utf-8.html'));
    expect(result.ok && result.value.contentType).toBe('text/html');
    expect(result.ok && result.value.headers['content-type']).toBeUndefined();
  });

  it('no Content-Type and no HTML start → unsupported_content', async () => {
    site.route('/mystery', (_request, response) => {
      response.end('%PDF-1.4 not html at all');
    });
    const failure = await failureOf('/mystery');
    expect(failure.code).toBe('unsupported_content');
    expect(failure.detail).toContain('does not look like HTML');
  });
});

describe("expect 'page': an HTML page or a PDF", () => {
  const pdfBytes = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\nnot decoded as text\n', 'latin1');

  it('asks for HTML first and a PDF next', async () => {
    await fetcher.fetchPage(site.url('/echo-headers'), { expect: 'page' });
    expect(site.requests.at(-1)?.headers.accept).toBe('text/html,application/xhtml+xml;q=0.9,application/pdf;q=0.8,*/*;q=0.5');
  });

  it.each(['application/pdf', 'application/x-pdf', 'application/pdf; charset=iso-8859-2'])('takes %s as it is, bytes untouched and no charset chosen', async (type) => {
    site.route('/typed.pdf', (_request, response) => {
      response.writeHead(200, { 'content-type': type }).end(pdfBytes);
    });
    const result = await fetcher.fetchPage(site.url('/typed.pdf'), { expect: 'page' });
    if (!result.ok) throw new Error(result.failure.detail);
    expect(result.value.contentType).toBe(type.split(';')[0]);
    expect(Buffer.from(result.value.body).equals(pdfBytes)).toBe(true);
    expect(result.value.charset).toEqual({ name: 'utf-8', source: 'default' });
  });

  it('reads a body starting "%PDF-" sent without a Content-Type as a PDF', async () => {
    site.route('/untyped-pdf', (_request, response) => {
      response.end(pdfBytes);
    });
    const result = await fetcher.fetchPage(site.url('/untyped-pdf'), { expect: 'page' });
    expect(result.ok && result.value.contentType).toBe('application/pdf');
  });

  it('still takes HTML, declared or sniffed', async () => {
    const declared = await fetcher.fetchPage(site.url('/page.html'), { expect: 'page' });
    expect(declared.ok && declared.value.html).toBe(PAGE_HTML);
    const sniffed = await fetcher.fetchPage(site.url('/charset/undeclared-utf-8.html'), { expect: 'page' });
    expect(sniffed.ok && sniffed.value.contentType).toBe('text/html');
  });

  it('refuses other types, and an untyped body that is neither, saying what it expected', async () => {
    const image = await fetcher.fetchPage(site.url('/image.png'), { expect: 'page' });
    expect(image.ok ? 'ok' : image.failure).toEqual({ code: 'unsupported_content', detail: `image/png is not an HTML page or a PDF (${site.url('/image.png')})` });
    site.route('/untyped-text', (_request, response) => {
      response.end('plain words');
    });
    const text = await fetcher.fetchPage(site.url('/untyped-text'), { expect: 'page' });
    expect(text.ok ? 'ok' : text.failure).toEqual({
      code: 'unsupported_content',
      detail: `${site.url('/untyped-text')} sent no Content-Type and the body does not look like HTML or a PDF`,
    });
  });
});

describe('the fetcher itself', () => {
  it('answers invalid_url and blocked_url without touching the network', async () => {
    expect(await fetcher.fetchPage('not a url')).toMatchObject({ ok: false, failure: { code: 'invalid_url' } });
    expect(await fetcher.fetchPage('')).toMatchObject({ ok: false, failure: { code: 'invalid_url' } });
    expect(await fetcher.fetchPage('ftp://example.com/')).toMatchObject({ ok: false, failure: { code: 'blocked_url' } });
  });

  it('after close() answers unavailable', async () => {
    const closing = createPageFetcher({ allowHosts: [`127.0.0.1:${site.port}`] });
    await closing.close();
    expect(await closing.fetchPage(site.url('/page.html'))).toMatchObject({ ok: false, failure: { code: 'unavailable' } });
  });

  it('reads static files from the fixture server (staticDir) and 404s the rest', async () => {
    const files = await startFixtureServer({ staticDir: CHARSET_FIXTURES_DIR });
    const open = createPageFetcher({ allowHosts: [`127.0.0.1:${files.port}`] });
    const page = await open.fetchPage(files.url('/undeclared-utf-8.html'));
    const missing = await open.fetchPage(files.url('/../package.json'));
    await open.close();
    await files.close();
    expect(page.ok && page.value.html).toContain('Todos os seres humanos');
    expect(missing.ok ? 'ok' : missing.failure.detail).toMatch(/^upstream answered 404/);
  });

  it('handles many fetches at once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => fetcher.fetchPage(site.url(`/slow?ms=${i * 5}`))));
    expect(results.every((result) => result.ok)).toBe(true);
  });
});

describe('connections', () => {
  it('reuses kept-alive connections for later fetches from the same origin', async () => {
    const http = await import('node:http');
    let connections = 0;
    const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<title>t</title>'));
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const pooled = createPageFetcher({ allowHosts: [`127.0.0.1:${port}`] });
    try {
      for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) expect((await pooled.fetchPage(`http://127.0.0.1:${port}${path}`)).ok).toBe(true);
      // undici may dial a second one while the first is being handed back after a body; never one per fetch.
      expect(connections).toBeLessThanOrEqual(2);
    } finally {
      await pooled.close();
      server.closeAllConnections();
      server.close();
    }
  });
});
