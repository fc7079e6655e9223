import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../src/fixtures/fixture-catalog.js';
import type { Clock } from '../../src/time/clock.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { waitFor } from '../poll.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PUBLIC_URL = 'https://shots.example.com';
const DAY_MS = 86_400_000;

/** Signature, then IHDR as the first chunk: its width and height. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const tallPage = (heightPx: number, lazyAtPx: number) => `<!doctype html><html><head><title>Tall</title></head>
<body style="margin:0"><div style="height:${heightPx}px;background:linear-gradient(#fff,#36c)">
<img loading="lazy" src="/lazy.png?at=${lazyAtPx}" style="position:absolute;top:${lazyAtPx}px;width:40px;height:40px"></div></body></html>`;

/** A page that goes on loading after `load`: its onload handler fetches data (slow), then an image named in it. */
const AFTER_LOAD_PAGE = `<!doctype html><html><head><title>After load</title></head><body><h1>Loading…</h1>
<script>addEventListener('load', () => fetch('/slow-data.json').then((r) => r.json()).then((data) => {
  const img = document.createElement('img'); img.src = data.image; document.body.append(img);
}));</script></body></html>`;

let web: FixtureServer;
let lateImageServedAt = 0;
let lens: TestServer;
let live: string;
let clockOffsetMs = 0;
const clock: Clock = { now: () => Date.now() + clockOffsetMs };

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/tall.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html' }).end(tallPage(3000, 2600)));
  web.route('/very-tall.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html' }).end(tallPage(40_000, 15_000)));
  web.route('/lazy.png', (_q, r) => void r.writeHead(302, { location: '/image.png' }).end());
  web.route('/never-settles.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Still loading</h1><img src="/hangs.png">'));
  web.route('/download', (_q, r) => void r.writeHead(200, { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="a.zip"' }).end('PK'));
  web.route('/after-load.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html' }).end(AFTER_LOAD_PAGE));
  web.route('/slow-data.json', (_q, r) => void setTimeout(() => r.writeHead(200, { 'content-type': 'application/json' }).end('{"image":"/late.png"}'), 300));
  web.route('/late.png', (_q, r) => void r.writeHead(302, { location: '/image.png' }).end(() => (lateImageServedAt = Date.now())));
  web.route('/hangs.png', (_q, r) => void r.writeHead(200, { 'content-type': 'image/png' }).write(Buffer.from(PNG_SIGNATURE)));
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, publicUrl: PUBLIC_URL }, { clock });
  live = lens.ownerKeys!.live.key;
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

const shoot = (query: string, key = live) => lens.get(`/screenshot?${query}`, { 'x-api-key': key });
const urlOf = (path: string) => `url=${encodeURIComponent(web.url(path))}`;

/** The image behind a screenshot_url, fetched from this server without a key. */
function fetchImage(screenshotUrl: string, edit: (url: URL) => void = () => {}): Promise<Response> {
  const link = new URL(screenshotUrl);
  edit(link);
  return lens.get(`${link.pathname}${link.search}`);
}

interface Shot {
  screenshot_url: string;
  cached: boolean;
  width: number;
  height: number;
  expires_at: string;
}

describe('GET /screenshot', () => {
  let first: Shot;

  it('captures the viewport as a PNG of exactly the requested size, behind a signed link on PAGELENS_PUBLIC_URL', async () => {
    const response = await shoot(`${urlOf('/page.html')}&width=800&height=600`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('MISS');
    first = (await response.json()) as Shot;
    expect(Object.keys(first).sort()).toEqual(['cached', 'expires_at', 'height', 'screenshot_url', 'width']);
    expect(first).toMatchObject({ cached: false, width: 800, height: 600 });
    expect(first.screenshot_url).toMatch(/^https:\/\/shots\.example\.com\/screenshots\/[\w-]{22}\.png\?expires=\d+&signature=[0-9a-f]{64}$/);
    const expiresInMs = Date.parse(first.expires_at) - Date.now();
    expect(expiresInMs).toBeGreaterThan(DAY_MS - 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(DAY_MS);
    const image = await fetchImage(first.screenshot_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 800, height: 600 });
  });

  it('answers the same request from the cache (X-Cache: HIT), with the same link', async () => {
    const response = await shoot(`${urlOf('/page.html')}&width=800&height=600`);
    expect(response.headers.get('x-cache')).toBe('HIT');
    expect(await response.json()).toEqual({ ...first, cached: true });
  });

  it('maxAge: a capture younger than maxAge is served with an Age header; maxAge=0 captures again', async () => {
    clockOffsetMs += 30_000;
    try {
      const young = await shoot(`${urlOf('/page.html')}&width=800&height=600&maxAge=60`);
      expect(young.headers.get('x-cache')).toBe('HIT');
      expect(Number(young.headers.get('age'))).toBeGreaterThanOrEqual(30);
      const afresh = await shoot(`${urlOf('/page.html')}&width=800&height=600&maxAge=0`);
      expect(afresh.headers.get('x-cache')).toBe('MISS');
      expect(afresh.headers.get('age')).toBeNull();
      const body = (await afresh.json()) as Shot;
      expect(body.cached).toBe(false);
      expect(body.screenshot_url).not.toBe(first.screenshot_url);
    } finally {
      clockOffsetMs -= 30_000;
    }
  });

  it('uses the defaults 1200×630', async () => {
    const body = (await (await shoot(urlOf('/page.html#top'))).json()) as Shot;
    expect(body).toMatchObject({ width: 1200, height: 630 });
    expect(pngSize(Buffer.from(await (await fetchImage(body.screenshot_url)).arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('captures the whole page with fullPage=true, scrolling lazy content into view', async () => {
    const body = (await (await shoot(`${urlOf('/tall.html')}&width=800&height=600&fullPage=true`)).json()) as Shot;
    expect(body).toMatchObject({ width: 800, height: 3000 });
    expect(pngSize(Buffer.from(await (await fetchImage(body.screenshot_url)).arrayBuffer()))).toEqual({ width: 800, height: 3000 });
    expect(web.requests.map((r) => r.path)).toContain('/lazy.png?at=2600');
  });

  it('cuts a full page at 16,384 px', async () => {
    const body = (await (await shoot(`${urlOf('/very-tall.html')}&width=320&height=240&fullPage=true`)).json()) as Shot;
    expect(body).toMatchObject({ width: 320, height: 16_384 });
    expect(pngSize(Buffer.from(await (await fetchImage(body.screenshot_url)).arrayBuffer()))).toEqual({ width: 320, height: 16_384 });
    expect(web.requests.map((r) => r.path)).toContain('/lazy.png?at=15000');
  });

  it('waits for what the page still loads after `load`: data fetched by its onload handler, then an image it names', async () => {
    const response = await shoot(`${urlOf('/after-load.html')}&width=640&height=480`);
    const answeredAt = Date.now();
    expect(response.status).toBe(200);
    expect(web.requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/slow-data.json', '/late.png', '/image.png']));
    expect(lateImageServedAt).toBeGreaterThan(0);
    expect(lateImageServedAt).toBeLessThan(answeredAt);
  });

  it('captures a page that never settles at the deadline instead of failing', async () => {
    const response = await shoot(`${urlOf('/never-settles.html')}&width=640&height=480`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ width: 640, height: 480 });
  });

  it.each([
    ['width below 320', 'width=319'],
    ['width above 3840', 'width=3841'],
    ['height below 240', 'height=239'],
    ['height above 4320', 'height=4321'],
    ['a fractional width', 'width=800.5'],
    ['a width that is not a number', 'width=wide'],
    ['an empty height', 'height='],
    ['a fullPage that is not a boolean', 'fullPage=yes'],
    ['a repeated width', 'width=800&width=900'],
  ])('answers 400 invalid_parameter for %s', async (_what, query) => {
    const response = await shoot(`${urlOf('/page.html')}&${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({ status: 400, code: 'invalid_parameter' });
  });

  it('answers 400 invalid_url without a url, 502 when the page answers an error, 422 for a download', async () => {
    expect(await (await shoot('width=800')).json()).toMatchObject({ code: 'invalid_url' });
    expect(await (await shoot(urlOf('/status/500'))).json()).toMatchObject({ status: 502, code: 'upstream_error' });
    expect(await (await shoot(urlOf('/download'))).json()).toMatchObject({ status: 422, code: 'unsupported_content' });
  });

  it('answers 404 not_found for a tampered link: signature, expiry, id', async () => {
    const edits: Array<(url: URL) => void> = [
      (url) => {
        const signature = url.searchParams.get('signature')!;
        url.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
      },
      (url) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      (url) => (url.pathname = url.pathname.replace(/\/[\w-]{22}\.png$/, '/AAAAAAAAAAAAAAAAAAAAAA.png')),
      (url) => url.searchParams.delete('signature'),
      (url) => (url.pathname = url.pathname.replace(/\.png$/, '.jpg')),
    ];
    for (const edit of edits) {
      const response = await fetchImage(first.screenshot_url, edit);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers 404 not_found once the link has expired (24 h after capture)', async () => {
    clockOffsetMs = DAY_MS + 1000;
    try {
      const response = await fetchImage(first.screenshot_url);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('answers test keys with the fixture page, and 400 not_a_fixture for other URLs', async () => {
    const test = lens.ownerKeys!.test.key;
    const response = await shoot(`url=${encodeURIComponent(FIXTURES[0]!.url)}&width=1024&height=768`, test);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Shot;
    expect(pngSize(Buffer.from(await (await fetchImage(body.screenshot_url)).arrayBuffer()))).toEqual({ width: 1024, height: 768 });
    expect(await (await shoot(urlOf('/page.html'), test)).json()).toMatchObject({ status: 400, code: 'not_a_fixture' });
  });
});

describe('the browser at start', () => {
  it('is launched as the server starts (PAGELENS_SCREENSHOT_WARM, default true), before any capture', async () => {
    const warm = await startPagelens({ screenshotWarm: 'true' });
    try {
      const pool = warm.services.screenshots.pool;
      await waitFor(() => expect(pool.stats().launches).toBeGreaterThan(0), { timeoutMs: 15_000 });
      expect(pool.stats()).toMatchObject({ launches: 1, contexts: 0 });
    } finally {
      await warm.close();
    }
  });
});

describe('GET /screenshot without a browser', () => {
  it('answers 503 unavailable with the remedy, and everything else still works', async () => {
    const bare = await startPagelens({ chromiumPath: '/nonexistent/chromium', allowHosts: `127.0.0.1:${web.port}` });
    try {
      const key = bare.ownerKeys!.live.key;
      const response = await bare.get(`/screenshot?${urlOf('/page.html')}`, { 'x-api-key': key });
      expect(response.status).toBe(503);
      const problem = (await response.json()) as { code: string; detail: string };
      expect(problem.code).toBe('unavailable');
      expect(problem.detail).toMatch(/PAGELENS_CHROMIUM_PATH/);
      expect(problem.detail).toMatch(/apt-get install chromium/);
      expect((await bare.get('/healthz')).status).toBe(200);
      expect((await bare.get(`/preview?${urlOf('/page.html')}`)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

/** Every process below `pid`, from ps. */
function descendants(pid: number): Array<{ pid: number; stat: string; command: string }> {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,stat=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([p, pp, stat, ...command]) => ({ pid: Number(p), ppid: Number(pp), stat: stat ?? '', command: command.join(' ') }));
  const found: Array<{ pid: number; stat: string; command: string }> = [];
  const walk = (parent: number): void => {
    for (const row of rows.filter((r) => r.ppid === parent)) {
      found.push(row);
      walk(row.pid);
    }
  };
  walk(pid);
  return found;
}

describe('the browser after shutdown', () => {
  it('leaves no browser process and no zombie behind', async () => {
    const own = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
    const before = new Set(descendants(process.pid).map((p) => p.pid));
    const response = await own.get(`/screenshot?${urlOf('/page.html')}&width=320&height=240`, { 'x-api-key': own.ownerKeys!.live.key });
    expect(response.status).toBe(200);
    const browser = descendants(process.pid).filter((p) => !before.has(p.pid));
    expect(browser.some((p) => /chrom/.test(p.command))).toBe(true);
    await own.close();
    const pids = browser.map((p) => String(p.pid));
    // Not even as zombies: the reaper around Chromium waits for every process it started.
    const left = spawnSync('ps', ['-o', 'pid=,stat=,comm=', '-p', pids.join(',')], { encoding: 'utf8' }).stdout.trim();
    expect(left).toBe('');
  });
});
