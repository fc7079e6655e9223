/**
 * What render=auto costs (issue 16), on the built service: on the dev article pages (static HTML
 * with content) auto against never, which must be ~1× with no browser started; on a page whose
 * article is built by its scripts (a bundle that fetches the text as JSON), auto (the browser)
 * against never (the empty shell). Cache misses, one request at a time, so the figure is latency.
 */
import http from 'node:http';
import { chromium } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { loadCorpus } from '../lib/corpus.js';
import { startPageServer } from '../lib/page-server.js';
import { percentile } from '../lib/sequential.js';
import { startPagelensChild } from '../preview/bench-preview.js';

const STATIC_PAGES = Number(process.env.BENCH_RENDER_STATIC_PAGES ?? 60);
const SCRIPTED_PAGES = Number(process.env.BENCH_RENDER_SCRIPTED_PAGES ?? 12);

const SHELL = `<!doctype html><html><head><title>Built in the browser</title><script src="/bundle.js" defer></script></head>
<body><nav><a href="/">Home</a></nav><div id="app">Loading…</div></body></html>`;
const BUNDLE = `fetch('/api/article.json').then((r) => r.json()).then((a) => {
  document.getElementById('app').innerHTML = '<article><h1>' + a.title + '</h1>' + a.paragraphs.map((p) => '<p>' + p + '</p>').join('') + '</article>';
});`;
const ARTICLE = JSON.stringify({
  title: 'Edge caching',
  paragraphs: Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}: edge caches keep copies of responses close to readers, and Cache-Control says for how long each copy stays fresh.`),
});

async function startScriptedSite(): Promise<{ url(n: number): string; close(): Promise<void>; port: number }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/app.html') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHELL);
    if (path === '/bundle.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(BUNDLE);
    if (path === '/api/article.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(ARTICLE);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (n) => `http://127.0.0.1:${port}/app.html?v=${n}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

interface Series { readonly label: string; readonly meanMs: number; readonly p50Ms: number; readonly rendered: number; readonly n: number }

/**
 * Each URL is asked once per mode, the modes taking turns request by request, so that warm-up,
 * JIT and background noise fall on both alike. maxAge=0: every answer is a miss.
 */
async function interleaved(base: string, key: string, urls: readonly string[], modes: readonly string[], labelOf: (mode: string) => string): Promise<Series[]> {
  const times = new Map(modes.map((mode) => [mode, [] as number[]]));
  const rendered = new Map(modes.map((mode) => [mode, 0]));
  for (const target of urls) {
    for (const mode of modes) {
      const started = performance.now();
      const answer = await fetch(`${base}/extract?url=${encodeURIComponent(target)}&render=${mode}&maxAge=0`, { headers: { 'x-api-key': key } });
      await answer.arrayBuffer();
      times.get(mode)!.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`${target}: HTTP ${answer.status}`);
      if (answer.headers.get('x-render') === 'browser') rendered.set(mode, rendered.get(mode)! + 1);
    }
  }
  return modes.map((mode) => {
    const ms = times.get(mode)!;
    const series = { label: labelOf(mode), meanMs: ms.reduce((a, b) => a + b, 0) / ms.length, p50Ms: percentile(ms, 50), rendered: rendered.get(mode)!, n: ms.length };
    console.log(`${series.label.padEnd(46)} mean ${series.meanMs.toFixed(1).padStart(7)} ms  p50 ${series.p50Ms.toFixed(1).padStart(7)} ms  answered by the browser: ${series.rendered}/${series.n}`);
    return series;
  });
}

/**
 * The peer: a bare playwright load of the same page in the same Chromium build — a warm browser, a
 * fresh context per page, wait for the article, read the DOM — what a hand-rolled renderer does,
 * without SSRF checks, banner handling or extraction.
 */
async function bareBrowserLoads(urls: readonly string[]): Promise<Series> {
  const browser = await chromium.launch({ executablePath: process.env.PAGELENS_CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const times: number[] = [];
    for (const target of urls) {
      const started = performance.now();
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(target, { waitUntil: 'load' });
      await page.waitForSelector('article p');
      await page.content();
      await context.close();
      times.push(performance.now() - started);
    }
    const series = { label: 'script-built page, bare playwright load', meanMs: times.reduce((a, b) => a + b, 0) / times.length, p50Ms: percentile(times, 50), rendered: times.length, n: times.length };
    console.log(`${series.label.padEnd(46)} mean ${series.meanMs.toFixed(1).padStart(7)} ms  p50 ${series.p50Ms.toFixed(1).padStart(7)} ms`);
    return series;
  } finally {
    await browser.close();
  }
}

async function browserLaunches(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^pagelens_browser_launches (\S+)$/m.exec(text)?.[1] ?? NaN);
}

export async function benchRender(): Promise<{ staticRatio: number; scriptedMs: number; launchesOnStatic: number }> {
  const pages = loadCorpus();
  const web = await startPageServer(pages);
  const scripted = await startScriptedSite();
  const lens = await startPagelensChild({ PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port},127.0.0.1:${scripted.port}` });
  try {
    const staticUrls = Array.from({ length: STATIC_PAGES }, (_, i) => web.pageUrl(i, i));
    await interleaved(lens.url, lens.liveKey, staticUrls.slice(0, 10), ['never'], () => 'warm-up');
    const [never, auto] = await interleaved(lens.url, lens.liveKey, staticUrls, ['never', 'auto'], (mode) => `static pages, render=${mode}`);
    const launchesOnStatic = await browserLaunches(lens.url);
    const staticRatio = auto!.meanMs / never!.meanMs;
    console.log(`render=auto on static pages: ${staticRatio.toFixed(2)}x the time of render=never; browser launches: ${launchesOnStatic}; pages the browser answered: ${auto!.rendered}/${auto!.n}`);
    const scriptedUrls = Array.from({ length: SCRIPTED_PAGES }, (_, i) => scripted.url(i));
    const [shell, built] = await interleaved(lens.url, lens.liveKey, scriptedUrls, ['never', 'auto'], (mode) => (mode === 'never' ? 'script-built page, render=never (empty shell)' : 'script-built page, render=auto (browser)'));
    console.log(`render=auto on a script-built page: ${built!.meanMs.toFixed(0)} ms a page (p50 ${built!.p50Ms.toFixed(0)} ms) vs ${shell!.meanMs.toFixed(1)} ms for its static shell`);
    const bare = await bareBrowserLoads(scriptedUrls.map((url) => `${url}&bare=1`));
    console.log(`rendered /extract vs a bare playwright load of the same page: ${(built!.meanMs / bare.meanMs).toFixed(2)}x the time (p50 ${built!.p50Ms.toFixed(0)} vs ${bare.p50Ms.toFixed(0)} ms)`);
    const scriptedMs = built!.meanMs;
    return { staticRatio, scriptedMs, launchesOnStatic };
  } finally {
    await lens.stop();
    await scripted.close();
    await web.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchRender();
}
