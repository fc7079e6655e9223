/**
 * render=auto|always|never on /extract (docs/reference/api.md#request-options): a page whose article is built by its
 * scripts (an external bundle that fetches the text as JSON) comes back with content under auto,
 * in the same guarded browser as screenshots; a static page never starts the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

const PARAGRAPHS = [
  'Edge caches keep copies of responses close to readers, so a request from Lisbon is answered in Lisbon rather than in Virginia.',
  'The Cache-Control header tells every cache how long a copy stays fresh and whether it may be shared between readers at all.',
  'When a copy goes stale, the cache revalidates it with the origin, which answers 304 Not Modified when nothing changed.',
];

const SHELL = `<!doctype html><html><head><title>Edge caching, built in the browser</title>
<script src="/bundle.js" defer></script></head>
<body><nav><a href="/">Home</a></nav><div id="app">Loading…</div>
<noscript>You need to enable JavaScript to run this app.</noscript></body></html>`;

const BUNDLE = `fetch('/api/article.json').then((r) => r.json()).then((article) => {
  const root = document.getElementById('app');
  root.innerHTML = '<article><h1>' + article.title + '</h1>' + article.paragraphs.map((p) => '<p>' + p + '</p>').join('') + '</article>';
});`;

const STATIC_ARTICLE = `<!doctype html><html><head><title>Static article</title><script>window.analytics = [];</script></head>
<body><article><h1>Static article</h1>${PARAGRAPHS.map((p) => `<p>${p}</p>`).join('')}</article></body></html>`;

let web: FixtureServer;
let lens: TestServer;
let key: string;

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/app.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHELL));
  web.route('/bundle.js', (_q, r) => void r.writeHead(200, { 'content-type': 'text/javascript' }).end(BUNDLE));
  web.route('/api/article.json', (_q, r) => void r.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ title: 'Edge caching', paragraphs: PARAGRAPHS })));
  web.route('/static.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(STATIC_ARTICLE));
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
  key = lens.ownerKeys!.live.key;
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

async function extract(path: string, query = '') {
  const answer = await lens.get(`/extract?url=${encodeURIComponent(web.url(path))}${query}`, { 'x-api-key': key });
  const body = (await answer.json()) as { content: string; word_count: number; title: string; code?: string };
  return { status: answer.status, render: answer.headers.get('x-render'), cache: answer.headers.get('x-cache'), body };
}

const launches = () => lens.services.screenshots.pool.stats().launches;

describe('render=auto|always|never on /extract', () => {
  it('a static page is answered from its HTML under auto, and no browser is started', async () => {
    const answer = await extract('/static.html');
    expect(answer.status).toBe(200);
    expect(answer.render).toBe('static');
    expect(answer.body.content).toContain('revalidates it with the origin');
    expect(launches()).toBe(0);
  });

  it('never: the script-built page as its static HTML says (no article)', async () => {
    const answer = await extract('/app.html', '&render=never');
    expect(answer.status).toBe(200);
    expect(answer.render).toBe('static');
    expect(answer.body.content).not.toContain('Cache-Control header');
    expect(answer.body.word_count).toBeLessThan(25);
    expect(launches()).toBe(0);
  });

  it('auto: the script-built page is rendered in the browser, its article extracted; a second call is a cache hit', async () => {
    const answer = await extract('/app.html');
    expect(answer.status).toBe(200);
    expect(answer.render).toBe('browser');
    expect(answer.body.content).toContain('The Cache-Control header tells every cache');
    expect(answer.body.content).not.toContain('Loading…');
    expect(answer.body.word_count).toBeGreaterThan(50);
    expect(launches()).toBe(1);
    const again = await extract('/app.html');
    expect({ render: again.render, cache: again.cache, content: again.body.content }).toEqual({ render: 'browser', cache: 'HIT', content: answer.body.content });
  });

  it('always: a static page too is opened in the browser, with the same article', async () => {
    const answer = await extract('/static.html', '&render=always&format=markdown');
    expect(answer.status).toBe(200);
    expect(answer.render).toBe('browser');
    expect(answer.body.content).toContain('revalidates it with the origin');
    const fromHtml = await extract('/static.html', '&render=never&format=markdown');
    expect(fromHtml.render).toBe('static');
    expect(answer.body.content).toBe(fromHtml.body.content);
  });

  it('always: the browser keeps the SSRF policy (a private address answers 451)', async () => {
    const answer = await lens.get(`/extract?url=${encodeURIComponent('http://10.0.0.5/app.html')}&render=always`, { 'x-api-key': key });
    expect(answer.status).toBe(451);
    expect(((await answer.json()) as { code: string }).code).toBe('blocked_url');
  });

  it('extract batches take render too: auto renders the script-built page, never does not', async () => {
    const batch = async (render?: string) => {
      const answer = await fetch(`${lens.url}/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ operation: 'extract', urls: [web.url('/app.html?in=batch'), web.url('/static.html?in=batch')], ...(render ? { render } : {}) }),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { results: { success: boolean; data: { content: string } }[] }).results.map((r) => r.data.content);
    };
    const [built, plain] = await batch();
    expect(built).toContain('The Cache-Control header tells every cache');
    expect(plain).toContain('revalidates it with the origin');
    const [shell] = await batch('never');
    expect(shell).not.toContain('Cache-Control header');
  });

  it('an unknown render mode is a 400 invalid_parameter', async () => {
    const answer = await extract('/static.html', '&render=sometimes');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_parameter');
  });
});
