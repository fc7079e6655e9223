/**
 * /screenshot's options (docs/reference/real-web.md#screenshot-options and
 * docs/reference/real-web.md#rendering), each checked on the PNG itself: its size, and the colour of a pixel where the option shows.
 * A real Chromium over loopback; the pages are written so that each option paints a colour
 * of its own.
 */
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

interface Shot {
  screenshot_url: string;
  cached: boolean;
  width: number;
  height: number;
}

interface Problem {
  status: number;
  code: string;
  detail: string;
}

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const RED: Rgb = [224, 0, 0];
const GREEN: Rgb = [0, 160, 0];
const DARK: Rgb = [16, 32, 48];

const html = (body: string, head = '') => `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body style="margin:0;background:#fff">${body}</body></html>`;

/** Green when the page sees a phone (touch points and a mobile user agent), red otherwise. */
const DEVICE_PAGE = html(`<div id="probe" style="width:100%;height:100vh"></div>
<script>const phone = navigator.maxTouchPoints > 0 && /Mobile/.test(navigator.userAgent) && matchMedia('(pointer: coarse)').matches;
document.getElementById('probe').style.background = phone ? 'rgb(0,160,0)' : 'rgb(224,0,0)';</script>`);

const DARK_PAGE = html('<h1>Theme</h1>', '<style>body { background: #fff } @media (prefers-color-scheme: dark) { body { background: rgb(16,32,48) !important } }</style>');

/** A red box at (100,100) 200×100, a green one under it; one element far below the fold. */
const BOXES_PAGE = html(`<div id="card" style="position:absolute;left:100px;top:100px;width:200px;height:100px;background:rgb(224,0,0)"></div>
<div class="badge" style="position:absolute;left:100px;top:250px;width:50px;height:50px;background:rgb(0,160,0)"></div>
<div id="far" style="position:absolute;left:10px;top:1500px;width:120px;height:60px;background:rgb(0,160,0)"></div>
<div id="hidden" style="display:none;width:10px;height:10px"></div>
<div style="height:2000px"></div>`);

/** A full-viewport green panel that a script adds `after` ms after load. */
const latePage = (afterMs: number) => html(`<h1>Waiting</h1>
<script>addEventListener('load', () => setTimeout(() => {
  const late = document.createElement('div'); late.id = 'late';
  late.style.cssText = 'position:fixed;inset:0;background:rgb(0,160,0)';
  document.body.append(late);
}, ${afterMs}));</script>`);

/** A consent dialog no CMP rule knows, named by its aria-label: the fallback CSS hides it. */
const GENERIC_DIALOG_PAGE = html(`<main><h1>News</h1></main>
<div role="dialog" aria-label="Cookie preferences" style="position:fixed;left:0;right:0;bottom:0;height:200px;background:rgb(224,0,0)">
<p>We use cookies.</p><a href="/privacy">Privacy</a></div>`);

const ONETRUST_PAGE = fs.readFileSync(`${REPO_ROOT}test/fixtures/consent/onetrust.html`, 'utf8');

let web: FixtureServer;
let lens: TestServer;
let key: string;
let canary: Server;
let canaryConnections = 0;

beforeAll(async () => {
  web = await startFixtureServer();
  const page = (path: string, body: string) => web.route(path, (_q, r) => void r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body));
  page('/device.html', DEVICE_PAGE);
  page('/dark.html', DARK_PAGE);
  page('/boxes.html', BOXES_PAGE);
  page('/late-500.html', latePage(500));
  page('/late-4000.html', latePage(4000));
  page('/onetrust.html', ONETRUST_PAGE);
  page('/generic-dialog.html', GENERIC_DIALOG_PAGE);
  web.route('/consent', (_q, r) => void r.writeHead(204).end());
  canary = createServer((_q, r) => r.end('canary'));
  canary.on('connection', () => (canaryConnections += 1));
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  const canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
  page('/reaches-out.html', html(`<img src="${canaryUrl}/pixel.png"><iframe src="${canaryUrl}/frame.html"></iframe><script>fetch('${canaryUrl}/data')</script>`));
  // A short fetch deadline: a wait_for that never appears ends at 3 s + the 5 s settle budget.
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, fetchTimeoutMs: '3000' });
  key = lens.ownerKeys!.live.key;
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
  await new Promise((resolve) => canary?.close(resolve));
});

const urlOf = (path: string) => `url=${encodeURIComponent(web.url(path))}`;
const shoot = (path: string, query = '') => lens.get(`/screenshot?${urlOf(path)}${query}`, { 'x-api-key': key });

/** Captures and decodes: the answer and the PNG behind its link. */
async function capture(path: string, query = ''): Promise<{ shot: Shot; png: PNG }> {
  const response = await shoot(path, query);
  const body = (await response.json()) as Shot & Problem;
  expect(response.status, body.detail).toBe(200);
  const link = new URL(body.screenshot_url);
  const image = await lens.get(`${link.pathname}${link.search}`);
  expect(image.status).toBe(200);
  return { shot: body, png: PNG.sync.read(Buffer.from(await image.arrayBuffer())) };
}

async function problem(path: string, query: string): Promise<Problem> {
  const response = await shoot(path, query);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return (await response.json()) as Problem;
}

function pixel(png: PNG, x: number, y: number): Rgb {
  const at = (png.width * y + x) * 4;
  return [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
}

describe('device and scale', () => {
  it('device=mobile: a 390×844 phone at scale 3 (a 1170×2532 PNG) that the page sees as a phone', async () => {
    const { shot, png } = await capture('/device.html', '&device=mobile');
    expect([png.width, png.height]).toEqual([1170, 2532]);
    expect(shot).toMatchObject({ width: 1170, height: 2532 });
    expect(pixel(png, 600, 1200)).toEqual(GREEN);
  });

  it('device=desktop (the default) is not a phone', async () => {
    const { png } = await capture('/device.html', '&width=400&height=300');
    expect([png.width, png.height]).toEqual([400, 300]);
    expect(pixel(png, 200, 150)).toEqual(RED);
  });

  it('device=mobile keeps a width and height given, and scale=1 overrides its 3', async () => {
    const { png } = await capture('/device.html', '&device=mobile&width=360&height=640&scale=1');
    expect([png.width, png.height]).toEqual([360, 640]);
    expect(pixel(png, 180, 320)).toEqual(GREEN);
  });

  it('scale=2 doubles the PNG: CSS size × 2, the page drawn at that density', async () => {
    const { shot, png } = await capture('/boxes.html', '&width=400&height=300&scale=2');
    expect([png.width, png.height]).toEqual([800, 600]);
    expect(shot).toMatchObject({ width: 800, height: 600 });
    // The red card spans CSS (100..300, 100..200): image (200..600, 200..400).
    expect(pixel(png, 201, 201)).toEqual(RED);
    expect(pixel(png, 198, 198)).toEqual(WHITE);
    expect(pixel(png, 599, 399)).toEqual(RED);
    expect(pixel(png, 601, 401)).toEqual(WHITE);
  });

  it('scale=2 with fullPage: the page height doubled', async () => {
    const { png } = await capture('/boxes.html', '&width=400&height=300&scale=2&fullPage=true');
    expect([png.width, png.height]).toEqual([800, 4000]);
    expect(pixel(png, 40, 3040)).toEqual(GREEN);
  });
});

describe('dark, hide, selector', () => {
  it('dark=true: the page gets prefers-color-scheme: dark; without it, light', async () => {
    expect(pixel((await capture('/dark.html', '&width=400&height=300&dark=true')).png, 390, 290)).toEqual(DARK);
    expect(pixel((await capture('/dark.html', '&width=400&height=300')).png, 390, 290)).toEqual(WHITE);
  });

  it('hide: the elements are gone from the capture (one selector, and a list)', async () => {
    const plain = (await capture('/boxes.html', '&width=400&height=320')).png;
    expect(pixel(plain, 150, 150)).toEqual(RED);
    expect(pixel(plain, 120, 270)).toEqual(GREEN);
    const hidden = (await capture('/boxes.html', `&width=400&height=320&hide=${encodeURIComponent('#card')}`)).png;
    expect(pixel(hidden, 150, 150)).toEqual(WHITE);
    expect(pixel(hidden, 120, 270)).toEqual(GREEN);
    const both = (await capture('/boxes.html', `&width=400&height=320&hide=${encodeURIComponent('div[id="card"], .badge')}`)).png;
    expect(pixel(both, 150, 150)).toEqual(WHITE);
    expect(pixel(both, 120, 270)).toEqual(WHITE);
  });

  it('selector: the PNG is the element box (× scale), even below the fold', async () => {
    const card = await capture('/boxes.html', `&selector=${encodeURIComponent('#card')}`);
    expect([card.png.width, card.png.height]).toEqual([200, 100]);
    expect(card.shot).toMatchObject({ width: 200, height: 100 });
    expect(pixel(card.png, 0, 0)).toEqual(RED);
    expect(pixel(card.png, 199, 99)).toEqual(RED);
    const doubled = await capture('/boxes.html', `&selector=${encodeURIComponent('#card')}&scale=2`);
    expect([doubled.png.width, doubled.png.height]).toEqual([400, 200]);
    const far = await capture('/boxes.html', `&selector=${encodeURIComponent('#far')}&width=400&height=300`);
    expect([far.png.width, far.png.height]).toEqual([120, 60]);
    expect(pixel(far.png, 60, 30)).toEqual(GREEN);
  });

  it('selector that matches nothing, or only an element with no size: 422 selector_not_found', async () => {
    const missing = await problem('/boxes.html', `&selector=${encodeURIComponent('#nowhere')}`);
    expect(missing).toMatchObject({ status: 422, code: 'selector_not_found' });
    expect(missing.detail).toContain('#nowhere');
    expect(await problem('/boxes.html', `&selector=${encodeURIComponent('#hidden')}`)).toMatchObject({ status: 422, code: 'selector_not_found' });
    expect(lens.services.screenshots.pool.stats().active).toBe(0);
  });
});

describe('waiting', () => {
  it('without a wait, a panel added 4 s after load is not in the capture', async () => {
    expect(pixel((await capture('/late-4000.html', '&width=400&height=300')).png, 200, 150)).toEqual(WHITE);
  });

  it('wait_for: the capture waits until the element a script adds after 500 ms is there', async () => {
    expect(pixel((await capture('/late-500.html', `&width=400&height=300&wait_for=${encodeURIComponent('#late')}`)).png, 200, 150)).toEqual(GREEN);
  });

  it('wait_ms: the capture waits that long after the page settled', async () => {
    expect(pixel((await capture('/late-500.html', '&width=400&height=300&wait_ms=1500')).png, 200, 150)).toEqual(GREEN);
  });

  it('wait_for that never appears: 504 upstream_timeout at the deadline, naming the selector', async () => {
    const started = Date.now();
    const failed = await problem('/boxes.html', `&wait_for=${encodeURIComponent('#never')}`);
    expect(failed).toMatchObject({ status: 504, code: 'upstream_timeout' });
    expect(failed.detail).toContain('wait_for "#never"');
    // The deadline: 3 s of navigation budget + 5 s of settling, counted from the start of the capture.
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(lens.services.screenshots.pool.stats().active).toBe(0);
  });
});

describe('consent banners (block_banners, default true)', () => {
  it('a OneTrust banner is answered with "Reject All" by autoconsent and is not in the capture', async () => {
    const { png } = await capture('/onetrust.html', '&width=800&height=600');
    expect(pixel(png, 400, 500)).toEqual(WHITE);
    expect(web.requests.map((r) => r.path)).toContain('/consent?cmp=onetrust&choice=reject');
    expect(web.requests.map((r) => r.path)).not.toContain('/consent?cmp=onetrust&choice=accept');
  });

  it('block_banners=false keeps the page as served: the banner is there, nobody answered it', async () => {
    const before = web.requests.length;
    const { png } = await capture('/onetrust.html', '&width=800&height=600&block_banners=false');
    expect(pixel(png, 400, 500)).toEqual(RED);
    expect(web.requests.slice(before).map((r) => r.path)).not.toContainEqual(expect.stringMatching(/^\/consent/));
  });

  it('a consent dialog no rule knows is hidden by the fallback list (and shown with block_banners=false)', async () => {
    expect(pixel((await capture('/generic-dialog.html', '&width=800&height=600')).png, 400, 500)).toEqual(WHITE);
    expect(pixel((await capture('/generic-dialog.html', '&width=800&height=600&block_banners=false')).png, 400, 500)).toEqual(RED);
  });
});

describe('the cache', () => {
  it('keeps a capture per set of options: different options never share one', async () => {
    const first = (await capture('/dark.html', '&width=320&height=240')).shot;
    const again = (await capture('/dark.html', '&width=320&height=240')).shot;
    expect(again).toMatchObject({ cached: true, screenshot_url: first.screenshot_url });
    const variants = ['&dark=true', '&scale=2', '&device=mobile', `&hide=${encodeURIComponent('h1')}`, `&selector=${encodeURIComponent('h1')}`, `&wait_for=${encodeURIComponent('h1')}`, '&wait_ms=10', '&block_banners=false'];
    const links = new Set([first.screenshot_url]);
    for (const variant of variants) {
      const { shot } = await capture('/dark.html', `&width=320&height=240${variant}`);
      expect(shot.cached, variant).toBe(false);
      links.add(shot.screenshot_url);
    }
    expect(links.size).toBe(variants.length + 1);
  });
});

describe('guards', () => {
  it('a phone at scale 2 reaches nothing the policy refuses: no connection to a canary on another port', async () => {
    const { png } = await capture('/reaches-out.html', '&device=mobile&scale=2');
    expect(png.width).toBe(780);
    expect(canaryConnections).toBe(0);
  });
});

describe('invalid values: 400 invalid_parameter naming the parameter', () => {
  it.each([
    ['device=tablet', 'device must be one of: desktop, mobile'],
    ['scale=3', 'scale must be one of: 1, 2'],
    ['scale=0', 'scale must be one of: 1, 2'],
    ['dark=maybe', 'dark'],
    ['block_banners=nah', 'block_banners'],
    ['wait_ms=10001', 'wait_ms'],
    ['wait_ms=-1', 'wait_ms'],
    [`wait_for=${'a'.repeat(257)}`, 'wait_for'],
    ['wait_for=', 'wait_for'],
    [`hide=${encodeURIComponent(Array.from({ length: 11 }, (_, i) => `#h${i}`).join(','))}`, 'hide takes at most 10 selectors (got 11)'],
    [`hide=${encodeURIComponent('#a,,#b')}`, 'hide'],
  ])('%s', async (query, named) => {
    const failed = await problem('/boxes.html', `&${query}`);
    expect(failed).toMatchObject({ status: 400, code: 'invalid_parameter' });
    expect(failed.detail).toContain(named);
  });

  it.each([
    ['selector', 'div >'],
    ['wait_for', '[data-x='],
    ['hide', 'a{color:red}'],
    ['hide', '#ok, p:unknown-pseudo'],
    ['selector', '##double'],
  ])('%s=%s: not a CSS selector', async (param, value) => {
    const failed = await problem('/boxes.html', `&${param}=${encodeURIComponent(value)}`);
    expect(failed).toMatchObject({ status: 400, code: 'invalid_parameter' });
    expect(failed.detail).toMatch(new RegExp(`^${param} is not a valid CSS selector`));
  });
});
