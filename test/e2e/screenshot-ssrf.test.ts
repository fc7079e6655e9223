/**
 * SSRF inside the browser. A public-looking page (public.example, which only Pagelens'
 * resolver knows, on an allowed loopback port) embeds and redirects to canary listeners
 * on addresses the policy blocks: another loopback address (127.0.0.2), another port of
 * the allowed address, and a *.localhost name. Every request type a page can make is
 * tried. The canaries must see zero TCP connections. A control run with the canaries
 * allowed proves the page really makes every one of those requests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestResolver, startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

interface Canary {
  readonly port: number;
  readonly origin: string;
  connections(): number;
  readonly paths: string[];
  close(): Promise<void>;
}

/** A listener that only counts: every TCP connection and every request or upgrade path. */
async function startCanary(host: string, origin?: (port: number) => string): Promise<Canary> {
  let connections = 0;
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    paths.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }).end('canary');
  });
  server.on('connection', () => (connections += 1));
  server.on('upgrade', (request, socket) => {
    paths.push(`upgrade ${request.url ?? ''}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: origin ? origin(port) : `http://${host}:${port}`,
    connections: () => connections,
    paths,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Every kind of request a page can make, each aimed at `target` (an origin). */
function hostilePage(target: string): string {
  const ws = target.replace(/^http/, 'ws');
  return `<!doctype html><html><head><title>Hostile</title>
<link rel="stylesheet" href="${target}/style.css">
<script src="${target}/script.js"></script>
</head><body><h1>Nothing to see</h1>
<img src="${target}/img.png">
<iframe src="${target}/frame.html"></iframe>
<iframe src="/bounce?to=${encodeURIComponent(`${target}/redirected-frame`)}"></iframe>
<img src="/bounce?to=${encodeURIComponent(`${target}/redirected-img`)}">
<script>
fetch('${target}/fetch').catch(() => {});
const xhr = new XMLHttpRequest(); xhr.open('GET', '${target}/xhr'); xhr.send();
try { new WebSocket('${ws}/ws'); } catch {}
new Worker('/worker.js?target=${encodeURIComponent(target)}');
navigator.sendBeacon('${target}/beacon');
</script></body></html>`;
}

const WORKER = `const target = new URL(location.href).searchParams.get('target');
fetch(target + '/worker-fetch').catch(() => {});
try { new WebSocket(target.replace(/^http/, 'ws') + '/worker-ws'); } catch {}`;

const TYPES = ['/style.css', '/script.js', '/img.png', '/frame.html', '/redirected-frame', '/redirected-img', '/fetch', '/xhr', 'upgrade /ws', '/worker-fetch', 'upgrade /worker-ws', '/beacon'];

let web: FixtureServer;
let otherAddress: Canary;
let otherPort: Canary;
let localName: Canary;
let lens: TestServer;
let key: string;
const resolver = createTestResolver({ 'public.example': ['127.0.0.1'] });

function serveHostileWeb(server: FixtureServer): void {
  server.route('/bounce', (_request, response, url) => void response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end());
  server.route('/worker.js', (_request, response) => void response.writeHead(200, { 'content-type': 'text/javascript' }).end(WORKER));
  for (const [path, canary] of [['/at-other-address.html', () => otherAddress], ['/at-other-port.html', () => otherPort], ['/at-local-name.html', () => localName]] as const) {
    server.route(path, (_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end(hostilePage(canary().origin)));
  }
  server.route('/navigates-away.html', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<h1>Bye</h1><script>addEventListener('load', () => { location.href = '${otherAddress.origin}/script-navigation'; });</script>`);
  });
}

beforeAll(async () => {
  web = await startFixtureServer();
  otherAddress = await startCanary('127.0.0.2');
  otherPort = await startCanary('127.0.0.1');
  localName = await startCanary('127.0.0.1', (port) => `http://canary.localhost:${port}`);
  serveHostileWeb(web);
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` }, { resolver });
  key = lens.ownerKeys!.live.key;
});

afterAll(async () => {
  await lens?.close();
  await Promise.all([web?.close(), otherAddress?.close(), otherPort?.close(), localName?.close()]);
});

const publicUrl = (path: string) => `http://public.example:${web.port}${path}`;
const screenshot = (url: string) => lens.get(`/screenshot?url=${encodeURIComponent(url)}&width=800&height=600`, { 'x-api-key': key });
const canaryConnections = () => otherAddress.connections() + otherPort.connections() + localName.connections();

describe('GET /screenshot: SSRF inside the browser', () => {
  it.each([
    ['another loopback address', '/at-other-address.html'],
    ['another port of the allowed address', '/at-other-port.html'],
    ['a *.localhost name', '/at-local-name.html'],
  ])('captures a page whose every request type aims at %s, and no request reaches it', async (_what, path) => {
    const response = await screenshot(publicUrl(path));
    expect(response.status).toBe(200);
    expect(web.requests.map((r) => r.path)).toEqual(expect.arrayContaining([path, expect.stringMatching(/^\/worker\.js/), expect.stringMatching(/^\/bounce/)]));
    expect(canaryConnections()).toBe(0);
  });

  it.each([
    ['a redirect of the page', () => publicUrl(`/redirect?to=${encodeURIComponent(`${otherAddress.origin}/redirected-page`)}`)],
    ['a redirect to a *.localhost name', () => publicUrl(`/redirect?to=${encodeURIComponent(`${localName.origin}/redirected-page`)}`)],
    ['a script navigation of the page', () => publicUrl('/navigates-away.html')],
    ['the page itself', () => `${otherAddress.origin}/direct`],
    ['the page itself, by a *.localhost name', () => `${localName.origin}/direct`],
  ])('answers 451 blocked_url for %s, without connecting', async (_what, url) => {
    const response = await screenshot(url());
    expect(response.status).toBe(451);
    expect(await response.json()).toMatchObject({ code: 'blocked_url' });
    expect(canaryConnections()).toBe(0);
  });

  it('blocks non-http(s) page URLs', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://public.example/', 'javascript:alert(1)', 'data:text/html,<h1>x</h1>']) {
      const response = await screenshot(url);
      expect(response.status, url).toBe(451);
    }
  });

  it('control: with the canaries allowed, the same page reaches them with every request type', async () => {
    const control = await startPagelens(
      { allowHosts: `127.0.0.1:${web.port},127.0.0.2:${otherAddress.port},127.0.0.1:${otherPort.port}` },
      { resolver },
    );
    try {
      const live = control.ownerKeys!.live.key;
      for (const path of ['/at-other-address.html', '/at-other-port.html']) {
        const response = await control.get(`/screenshot?url=${encodeURIComponent(publicUrl(path))}`, { 'x-api-key': live });
        expect(response.status).toBe(200);
      }
      expect(otherAddress.paths).toEqual(expect.arrayContaining(TYPES));
      expect(otherPort.paths).toEqual(expect.arrayContaining(TYPES));
    } finally {
      await control.close();
    }
  });
});
