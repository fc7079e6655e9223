import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { pngHeader } from '../png-header.js';

const ARTICLE = `<!doctype html><html lang="en"><head><title>Sizing images</title>
<meta property="og:title" content="Sizing images, properly"><meta name="twitter:card" content="summary"></head>
<body><nav><a href="/">Home</a> <a href="/blog">Blog</a> <a href="https://other.example/">Partner</a></nav>
<article><h1>Sizing images, properly</h1>
<p>Declaring the width and height of every image lets the browser reserve space before the file arrives, so nothing jumps while the page loads. This is the single easiest layout-shift fix there is.</p>
<p>Our <a href="/guides/layout-shift">guide to layout shift</a> explains how browsers compute the shift score, and why images without dimensions are the most common cause of a poor one.</p>
<p>When the markup says nothing, a service can still read the size from the first bytes of the file, because every common image format stores its dimensions in its header.</p>
<img src="/img/chart.png" alt="A chart"><img src="/img/missing.png" alt=""><img src="/img/declared.png" width="300" height="200" alt="Declared">
<p>Contact us at <a href="mailto:team@example.com">team@example.com</a> or <a href="#top">back to top</a>.</p></article>
<footer>© 2026 Example footer text that is not content</footer></body></html>`;

let web: FixtureServer;
let lens: TestServer;
let key: string;

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/sizing.html', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
  });
  web.route('/img/chart.png', (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' }).end(pngHeader(640, 360));
  });
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
  key = lens.ownerKeys!.live.key;
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

const extract = (url: string, format?: string, headers = { 'x-api-key': key }) =>
  lens.get(`/extract?url=${encodeURIComponent(url)}${format ? `&format=${format}` : ''}`, headers);

describe('GET /extract', () => {
  it('answers every extract field', async () => {
    const response = await extract(web.url('/sizing.html'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('MISS');
    const body = (await response.json()) as Record<string, any>;
    expect(Object.keys(body).sort()).toEqual(['cached', 'content', 'description', 'excerpt', 'extracted_at', 'images', 'links', 'metadata', 'read_time', 'title', 'url', 'word_count', 'author', 'published_at', 'modified_at', 'lang', 'logo'].sort());
    expect(body.title).toBe('Sizing images, properly');
    expect(body.content).toContain('Declaring the width and height');
    expect(body.content).not.toContain('Example footer text');
    expect(body.content).toMatch(/loads\. This is the single easiest layout-shift fix there is\.\n\nOur guide to layout shift/);
    expect(body.excerpt).toBe(Array.from(body.content.replace(/\s+/g, ' ')).slice(0, 160).join('').trimEnd());
    expect(body.word_count).toBeGreaterThan(60);
    expect(body.read_time).toBe(1);
    expect(body.metadata).toEqual({ 'og:title': 'Sizing images, properly', 'twitter:card': 'summary' });
  });

  it('lists every link, absolute and typed', async () => {
    const body = (await (await extract(web.url('/sizing.html'))).json()) as { links: { text: string; href: string; type: string }[] };
    expect(body.links).toEqual(expect.arrayContaining([
      { text: 'Home', href: web.url('/'), type: 'internal' },
      { text: 'Partner', href: 'https://other.example/', type: 'external' },
      { text: 'team@example.com', href: 'mailto:team@example.com', type: 'mailto' },
      { text: 'back to top', href: `${web.url('/sizing.html')}#top`, type: 'anchor' },
    ]));
  });

  it('sizes images from the markup, else (probe_images=true) from their header through the safe fetcher, else 0', async () => {
    const body = (await (await lens.get(`/extract?url=${encodeURIComponent(web.url('/sizing.html'))}&probe_images=true`, { 'x-api-key': key })).json()) as { images: unknown[] };
    expect(body.images).toEqual([
      { src: web.url('/img/chart.png'), alt: 'A chart', width: 640, height: 360 },
      { src: web.url('/img/missing.png'), alt: '', width: 0, height: 0 },
      { src: web.url('/img/declared.png'), alt: 'Declared', width: 300, height: 200 },
    ]);
    expect(web.requests.filter((r) => r.path === '/img/declared.png')).toHaveLength(0);
  });

  it('returns the content as Markdown or HTML on request, and refuses other formats', async () => {
    const markdown = (await (await extract(web.url('/sizing.html'), 'markdown')).json()) as { content: string };
    expect(markdown.content).toContain(`[guide to layout shift](${web.url('/guides/layout-shift')})`);
    const html = (await (await extract(web.url('/sizing.html'), 'html')).json()) as { content: string };
    expect(html.content).toMatch(/<p>Declaring the width/);
    expect(html.content).not.toMatch(/<nav|<footer|<script/);
    const bad = await extract(web.url('/sizing.html'), 'pdf');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_parameter' });
  });

  it('serves the second call from cache', async () => {
    await extract(web.url('/sizing.html'));
    const again = await extract(web.url('/sizing.html'));
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(((await again.json()) as { cached: boolean }).cached).toBe(true);
  });

  it('answers a test key from the fixtures', async () => {
    const response = await extract('https://fixtures.pagelens.test/japanese-article', undefined, { 'x-api-key': lens.ownerKeys!.test.key });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { word_count: number; content: string };
    expect(body.word_count).toBeGreaterThan(50);
    expect(body.content).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  });
});
