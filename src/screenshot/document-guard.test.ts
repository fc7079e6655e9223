/**
 * The first layer on its own: a browser without the guarded proxy, whose pages' document
 * requests (page, frames, every redirect hop) are judged before they are sent. A canary on
 * a blocked address must see no document request; an <img> (left to the proxy, absent
 * here) does reach it, which shows the canary was reachable and the guard is what stopped
 * the documents.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseAllowList } from '../fetch/address-policy.js';
import { createTestResolver, startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { BROWSER_ARGS } from './browser-launch.js';
import { createUrlJudge, guardDocuments } from './request-guard.js';

let web: FixtureServer;
let canary: http.Server;
let canaryOrigin = '';
const canaryPaths: string[] = [];
let browser: Browser;

beforeAll(async () => {
  canary = http.createServer((request, response) => {
    canaryPaths.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>canary</h1>');
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.2', resolve));
  canaryOrigin = `http://127.0.0.2:${(canary.address() as AddressInfo).port}`;
  web = await startFixtureServer();
  const bounce = (path: string) => `/redirect?to=${encodeURIComponent(`${canaryOrigin}${path}`)}`;
  web.route('/frames.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html' }).end(`<h1>frames</h1>
<iframe src="${canaryOrigin}/frame"></iframe><iframe src="${bounce('/redirected-frame')}"></iframe>
<iframe srcdoc="<iframe src='${canaryOrigin}/nested-frame'></iframe>"></iframe>
<img src="${canaryOrigin}/img.png">
<script>const f = document.createElement('iframe'); f.src = '${canaryOrigin}/script-frame'; document.body.append(f);</script>`));
  // The issue's switches only: no proxy, no resolver rules, so only the guard stands in the way.
  browser = await chromium.launch({ executablePath: process.env.PAGELENS_CHROMIUM_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS.slice(0, 8) });
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await new Promise((resolve) => canary?.close(resolve));
});

it('judges every document request, frames and redirect hops included, before it is sent', async () => {
  const allow = parseAllowList([`127.0.0.1:${web.port}`]);
  if (!allow.ok) throw new Error(allow.failure.detail);
  const judge = createUrlJudge({ resolver: createTestResolver(), allow: allow.value });
  const context = await browser.newContext();
  const page = await context.newPage();
  await guardDocuments(context, page, judge);
  await page.goto(web.url('/frames.html'), { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const redirected = await page.goto(web.url(`/redirect?to=${encodeURIComponent(`${canaryOrigin}/redirected-page`)}`)).catch((error: unknown) => String(error));
  expect(redirected).toMatch(/ERR_BLOCKED_BY_CLIENT/);
  await context.close();
  expect(canaryPaths).toEqual(['/img.png']);
});
