/**
 * render= on every page endpoint (docs/reference/real-web.md#rendering): an app shell that fills
 * itself in with a script is analysed as the browser leaves it under auto, as served under never;
 * a static article never opens the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

const PARAGRAPHS = [
  'Edge caches keep copies of responses close to readers, so a request from Lisbon is answered in Lisbon rather than in Virginia.',
  'The Cache-Control header tells every cache how long a copy stays fresh and whether it may be shared between readers at all.',
  'When a copy goes stale, the cache revalidates it with the origin, which answers 304 Not Modified when nothing changed.',
];

const SHELL = `<!doctype html><html lang="en"><head><title>Loading…</title><script src="/bundle.js" defer></script></head>
<body><div id="app">Loading…</div></body></html>`;

// The app fetches its data, then sets its title and meta description and builds the article (as apps do).
const BUNDLE = `fetch('/api/article.json').then((r) => r.json()).then((article) => {
  document.title = article.title;
  const meta = document.createElement('meta'); meta.name = 'description'; meta.content = article.description;
  document.head.appendChild(meta);
  document.getElementById('app').innerHTML = '<article><h1>' + article.title + '</h1><h2>Freshness</h2>' + article.paragraphs.map((p) => '<p>' + p + '</p>').join('') + '</article>';
});`;

const STATIC_ARTICLE = `<!doctype html><html lang="en"><head><title>Static article</title><meta name="description" content="A static page."><script>window.analytics = [];</script></head>
<body><article><h1>Static article</h1>${PARAGRAPHS.map((p) => `<p>${p}</p>`).join('')}</article></body></html>`;

// Its article appears two seconds after load, with no request to wait for: only wait_for sees it.
const LATE = `<!doctype html><html lang="en"><head><title>Late article</title><script>
setTimeout(() => { document.getElementById('app').innerHTML = '<article id="late"><h1>Late article</h1>' + ${JSON.stringify(PARAGRAPHS)}.map((p) => '<p>' + p + '</p>').join('') + '</article>'; }, 2000);
</script></head><body><div id="app">Loading…</div></body></html>`;

let web: FixtureServer;
let lens: TestServer;

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/app.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHELL));
  web.route('/bundle.js', (_q, r) => void r.writeHead(200, { 'content-type': 'text/javascript' }).end(BUNDLE));
  web.route('/api/article.json', (_q, r) => void r.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ title: 'Edge caching explained', description: 'How edge caches keep pages close to readers.', paragraphs: PARAGRAPHS })));
  web.route('/late.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(LATE));
  web.route('/static.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(STATIC_ARTICLE));
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

const pagesOpened = () => lens.services.screenshots.pool.stats().launches;

async function call(endpoint: string, path: string, query = '') {
  const answer = await lens.get(`/${endpoint}?url=${encodeURIComponent(web.url(path))}${query}`, { authorization: `Bearer ${lens.ownerKeys!.live.key}` });
  return { status: answer.status, render: answer.headers.get('x-render'), body: (await answer.json()) as Record<string, any> };
}

const PAGE_ENDPOINTS = ['preview', 'extract', 'seo', 'aeo', 'stack', 'outline', 'analyze'];

describe('render=auto on every page endpoint', () => {
  it('a static article is answered from its HTML everywhere, and no browser is started', async () => {
    const before = pagesOpened();
    for (const endpoint of PAGE_ENDPOINTS) {
      const answer = await call(endpoint, '/static.html');
      expect(answer.status, endpoint).toBe(200);
      expect(answer.render, endpoint).toBe('static');
    }
    expect(pagesOpened()).toBe(before);
  });

  it('an app shell is analysed as the browser leaves it by every page endpoint', async () => {
    const preview = await call('preview', '/app.html');
    expect(preview).toMatchObject({ status: 200, render: 'browser' });
    expect(preview.body).toMatchObject({ title: 'Edge caching explained', description: 'How edge caches keep pages close to readers.' });
    const extract = await call('extract', '/app.html');
    expect(extract).toMatchObject({ status: 200, render: 'browser' });
    expect(extract.body.content).toContain('Cache-Control header');
    const outline = await call('outline', '/app.html');
    expect(outline).toMatchObject({ status: 200, render: 'browser', body: { title: 'Edge caching explained' } });
    const analyze = await call('analyze', '/app.html');
    expect(analyze.render).toBe('browser');
    expect(analyze.body.metadata.word_count).toBeGreaterThan(50);
    for (const endpoint of ['seo', 'aeo', 'stack']) {
      const answer = await call(endpoint, '/app.html');
      expect({ endpoint, status: answer.status, render: answer.render }).toEqual({ endpoint, status: 200, render: 'browser' });
    }
  });

  it('render=never keeps the static answer; render=always opens even a static page', async () => {
    const never = await call('preview', '/app.html', '&render=never');
    expect(never).toMatchObject({ status: 200, render: 'static', body: { title: 'Loading…' } });
    const always = await call('seo', '/static.html', '&render=always');
    expect(always).toMatchObject({ status: 200, render: 'browser' });
  });

  it('an invalid render value is 400 naming the values it takes', async () => {
    const bad = await call('preview', '/static.html', '&render=sometimes');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('render must be one of: auto, always, never (got "sometimes")');
  });
});

describe('waiting on rendered pages', () => {
  it('wait_for waits for a late element; without it the page is read before it appears', async () => {
    const early = await call('extract', '/late.html', '&render=always');
    expect(early).toMatchObject({ status: 200, render: 'browser' });
    expect(early.body.content).not.toContain('Cache-Control header');
    const waited = await call('extract', '/late.html', '&render=always&wait_for=%23late');
    expect(waited).toMatchObject({ status: 200, render: 'browser' });
    expect(waited.body.content).toContain('Cache-Control header');
  });

  it('wait_ms waits that long after the page settled', async () => {
    const waited = await call('outline', '/late.html', '&render=always&wait_ms=2500');
    expect(waited).toMatchObject({ status: 200, render: 'browser', body: { title: 'Late article' } });
    expect(JSON.stringify(waited.body)).toContain('Late article');
  });
});
