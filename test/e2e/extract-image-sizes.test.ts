import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { pngHeader } from '../png-header.js';

const ARTICLE = `<!doctype html><html lang="en"><head><title>Garden notes</title>
<meta property="og:image" content="/img/cover.png"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630"></head>
<body><article><h1>Garden notes</h1>
<p>Spring came early this year, and the tulips opened a full two weeks before the calendar said they would. We kept notes on every bed.</p>
<img src="/img/cover.png" alt="Cover">
<img src="/img/declared.png" alt="Declared" width="300" height="200">
<img src="/img/tulips-800.png" alt="Tulips" srcset="/img/tulips-400.png 400w, /img/tulips-800.png 800w" style="aspect-ratio: 4/3">
<img src="/img/styled.png" alt="Styled" style="width:320px;height:240px">
<p>The last picture below says nothing about its size in the markup; only its own header knows.</p>
<img src="/img/unsized.png" alt="Unsized">
</article></body></html>`;

let web: FixtureServer;
let lens: TestServer;
let key: string;

beforeAll(async () => {
  web = await startFixtureServer();
  for (const path of ['/garden.html', '/garden-batch.html', '/garden-probe.html']) {
    web.route(path, (_req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE));
  }
  for (const [name, w, h] of [['cover', 1200, 630], ['declared', 300, 200], ['tulips-800', 800, 600], ['styled', 320, 240], ['unsized', 640, 360]] as const) {
    web.route(`/img/${name}.png`, (_req, res) => void res.writeHead(200, { 'content-type': 'image/png' }).end(pngHeader(w, h)));
  }
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
  key = lens.ownerKeys!.live.key;
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

const imageRequests = () => web.requests.filter((r) => r.path.startsWith('/img/')).map((r) => r.path);
const pageRequests = (path: string) => web.requests.filter((r) => r.path === path).length;
const extract = (path: string, query = '', headers: Record<string, string> = { 'x-api-key': key }) =>
  lens.get(`/extract?url=${encodeURIComponent(web.url(path))}${query}`, headers);
type Images = { images: { src: string; alt: string; width: number; height: number }[] };

const MARKUP_SIZES = () => [
  { src: web.url('/img/cover.png'), alt: 'Cover', width: 1200, height: 630 },
  { src: web.url('/img/declared.png'), alt: 'Declared', width: 300, height: 200 },
  { src: web.url('/img/tulips-800.png'), alt: 'Tulips', width: 800, height: 600 },
  { src: web.url('/img/styled.png'), alt: 'Styled', width: 320, height: 240 },
  { src: web.url('/img/unsized.png'), alt: 'Unsized', width: 0, height: 0 },
];

describe('/extract image sizes without waiting', () => {
  it('GET /extract sizes images from the markup only and fetches no image', async () => {
    const response = await extract('/garden.html');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Images).images).toEqual(MARKUP_SIZES());
    expect(pageRequests('/garden.html')).toBe(1);
    expect(imageRequests()).toEqual([]);
    const explicit = await extract('/garden.html', '&probe_images=false');
    expect(explicit.headers.get('x-cache')).toBe('HIT');
    expect(imageRequests()).toEqual([]);
  });

  it('POST /batch operation extract fetches no image', async () => {
    const response = await fetch(`${lens.url}/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ operation: 'extract', urls: [web.url('/garden-batch.html')] }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { summary: { successful: number } }).summary.successful).toBe(1);
    expect(pageRequests('/garden-batch.html')).toBe(1);
    expect(imageRequests()).toEqual([]);
  });

  it('probe_images=true probes only what the markup does not size, and answers its real size', async () => {
    const response = await extract('/garden-probe.html', '&probe_images=true');
    expect(response.status).toBe(200);
    const sized = MARKUP_SIZES().map((image) => (image.alt === 'Unsized' ? { ...image, width: 640, height: 360 } : image));
    expect(((await response.json()) as Images).images).toEqual(sized);
    expect(imageRequests()).toEqual(['/img/unsized.png']);
  });

  it('caches probed and markup-only answers apart', async () => {
    const probed = await extract('/garden.html', '&probe_images=true');
    expect(probed.headers.get('x-cache')).toBe('MISS');
    expect(((await probed.json()) as Images).images.at(-1)).toMatchObject({ width: 640, height: 360 });
    const plain = await extract('/garden.html');
    expect(plain.headers.get('x-cache')).toBe('HIT');
    expect(((await plain.json()) as Images).images.at(-1)).toMatchObject({ width: 0, height: 0 });
    const probedAgain = await extract('/garden.html', '&probe_images=true');
    expect(probedAgain.headers.get('x-cache')).toBe('HIT');
    expect(((await probedAgain.json()) as Images).images.at(-1)).toMatchObject({ width: 640, height: 360 });
    // The size of /img/unsized.png was remembered from the previous test's probe: no new request.
    expect(imageRequests()).toEqual(['/img/unsized.png']);
  });

  it.each(['maybe', '1x', ''])('probe_images=%s answers 400 invalid_parameter', async (value) => {
    const response = await extract('/garden.html', `&probe_images=${value}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_parameter' });
  });

  it('a test key never probes (fixtures stay off the network)', async () => {
    const response = await lens.get(`/extract?url=${encodeURIComponent('https://fixtures.pagelens.test/japanese-article')}&probe_images=true`, { 'x-api-key': lens.ownerKeys!.test.key });
    expect(response.status).toBe(200);
    expect(imageRequests()).toEqual(['/img/unsized.png']);
  });
});
