/**
 * block_banners keeps ad and tracker requests from leaving the browser: a real Chromium whose every
 * host name resolves to a loopback server, and a page that loads from three ad/tracker hosts and one
 * ordinary host. With banners blocked the server sees only the page and the ordinary host; as served,
 * it sees them all.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_TRACKER_HOSTS, blockedUrlPatterns } from './ad-hosts.js';
import { BROWSER_ARGS } from './browser-launch.js';
import { preparePage } from './prepare-page.js';

let server: http.Server;
let port = 0;
const seen: string[] = [];
let browser: Browser;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(`${request.headers.host?.split(':')[0]}${request.url}`);
    const page = `<h1>A page</h1>
<img src="http://securepubads.g.doubleclick.net:${port}/tag.gif">
<script src="http://static.hotjar.com:${port}/c/hotjar.js"></script>
<img src="http://pixel.quantserve.com:${port}/pixel.gif">
<img src="http://images.example-cdn.test:${port}/photo.gif">`;
    response.writeHead(200, { 'content-type': request.url === '/' ? 'text/html' : 'image/gif' }).end(request.url === '/' ? page : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  browser = await chromium.launch({
    executablePath: process.env.PAGELENS_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...BROWSER_ARGS.slice(0, 8), '--host-resolver-rules=MAP * 127.0.0.1'],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function visit(blockBanners: boolean): Promise<string[]> {
  seen.length = 0;
  const context = await browser.newContext();
  const page = await context.newPage();
  const url = `http://news.example.test:${port}/`;
  const prepared = await preparePage(page, url, { blockBanners });
  expect(prepared.ok).toBe(true);
  await page.goto(url, { waitUntil: 'load' });
  await context.close();
  return seen.filter((request) => !request.endsWith('/favicon.ico')).sort();
}

describe('ad and tracker hosts under block_banners', () => {
  it('are never requested when banners are blocked; the page and other hosts are', async () => {
    expect(await visit(true)).toEqual(['images.example-cdn.test/photo.gif', 'news.example.test/']);
  });

  it('are requested as served with block_banners=false', async () => {
    expect(await visit(false)).toEqual([
      'images.example-cdn.test/photo.gif', 'news.example.test/', 'pixel.quantserve.com/pixel.gif',
      'securepubads.g.doubleclick.net/tag.gif', 'static.hotjar.com/c/hotjar.js',
    ]);
  });

  it('patterns cover each host and its subdomains, with and without a port, and nothing that merely ends alike', () => {
    const patterns = blockedUrlPatterns(['doubleclick.net']).map((p) => new RegExp(`^${p.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`));
    const blocked = (url: string) => patterns.some((pattern) => pattern.test(url));
    expect(['https://doubleclick.net/x', 'https://ad.doubleclick.net/x', 'http://a.b.doubleclick.net:8080/x'].every(blocked)).toBe(true);
    expect(['https://notdoubleclick.net/x', 'https://doubleclick.network/x', 'https://example.com/doubleclick.net'].some(blocked)).toBe(false);
    expect(new Set(AD_TRACKER_HOSTS).size).toBe(AD_TRACKER_HOSTS.length);
  });
});
