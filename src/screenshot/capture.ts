import type { Page, Response } from 'playwright-core';
import { fail, succeed, type Outcome } from '../errors.js';
import { firstLine } from './browser-launch.js';
import { trackNetwork, type NetworkQuiet } from './network-quiet.js';
import { readPngSize } from './png.js';
import type { UrlJudge } from './request-guard.js';

/** A full-page capture is cut at this height (docs/reference/api.md#screenshot). */
export const FULL_PAGE_MAX_PX = 16_384;

export interface CaptureSpec {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly fullPage: boolean;
}

export interface CaptureLimits {
  /** Until the first response of the page (its headers) arrives. */
  readonly navigationTimeoutMs: number;
  /** After that, how long to wait for `load` and a quiet network before capturing anyway. */
  readonly settleTimeoutMs: number;
  /** Nothing in flight for this long counts as a quiet network. */
  readonly quietMs: number;
  /** Time given to scrolling through a page (full page only) so lazy content loads. */
  readonly scrollBudgetMs: number;
}

export const DEFAULT_CAPTURE_LIMITS: CaptureLimits = { navigationTimeoutMs: 15_000, settleTimeoutMs: 5_000, quietMs: 500, scrollBudgetMs: 3_000 };

export interface Captured {
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
}

export interface CaptureHooks {
  /** Judges main-frame hops, to report a refused one as blocked_url. */
  readonly judge?: UrlJudge;
  /** Called once the page has loaded and only the network is awaited. */
  readonly idle?: () => void;
}

/** The page's first response (null for an about: or data: URL), once the page has settled. */
export interface Opened {
  readonly response: Response | null;
}

/**
 * Opens `url` in `page` (fresh, blank) and lets it settle: wait for the first response, then
 * for `load` and a quiet network up to the settle deadline (a page that never settles is taken
 * as it is at the deadline), after scrolling through it with `fullPage`. With `judge`, every URL
 * the main frame navigated to (each redirect hop, later script navigations) is judged, so a hop
 * the proxy refused is reported as what it was. Screenshots and rendering (render=always) share it.
 */
export async function openPage(page: Page, url: string, limits: CaptureLimits, fullPage: boolean, hooks: CaptureHooks = {}): Promise<Outcome<Opened>> {
  const { judge } = hooks;
  const network = trackNetwork(page);
  const hops: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) hops.push(request.url());
  });
  try {
    const arrived = await navigate(page, url, limits.navigationTimeoutMs);
    const refused = judge ? await firstRefusedHop(hops, judge) : undefined;
    if (refused) return refused;
    if (!arrived.ok) return arrived;
    await settle(page, network, limits, fullPage, hooks.idle);
    const refusedLater = judge ? await firstRefusedHop(hops, judge) : undefined;
    return refusedLater ?? succeed({ response: arrived.value });
  } finally {
    network.dispose();
  }
}

/** Opens `spec.url` in `page` (openPage) and captures it. */
export async function capturePage(page: Page, spec: CaptureSpec, limits: CaptureLimits, hooks: CaptureHooks = {}): Promise<Outcome<Captured>> {
  const opened = await openPage(page, spec.url, limits, spec.fullPage, hooks);
  return opened.ok ? shoot(page, spec) : opened;
}

async function navigate(page: Page, url: string, timeoutMs: number): Promise<Outcome<Response | null>> {
  let response: Response | null;
  try {
    response = await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  } catch (error) {
    return navigationFailure(url, error);
  }
  const status = response?.status() ?? 200;
  if (status >= 400) return fail('upstream_error', `${page.url()} answered HTTP ${status}`);
  return succeed(response);
}

function navigationFailure(url: string, error: unknown): Outcome<never> {
  const message = firstLine(error);
  if (error instanceof Error && error.name === 'TimeoutError') return fail('upstream_timeout', `${url} did not answer in time`);
  if (/Download is starting/i.test(message)) return fail('unsupported_content', `${url} answered with a download, not a page`);
  const reason = /net::ERR_[A-Z_]+/.exec(message)?.[0] ?? message;
  return fail('upstream_error', `could not load ${url}: ${reason}`);
}

/** The first main-frame URL that fails the policy (blocked_url), or whose host cannot be resolved. */
async function firstRefusedHop(hops: readonly string[], judge: UrlJudge): Promise<Outcome<never> | undefined> {
  for (const hop of hops) {
    const verdict = await judge(hop);
    if (!verdict.ok) return verdict;
  }
  return undefined;
}

async function settle(page: Page, network: NetworkQuiet, limits: CaptureLimits, fullPage: boolean, idle?: () => void): Promise<void> {
  const deadline = Date.now() + limits.settleTimeoutMs;
  await page.waitForLoadState('load', { timeout: limits.settleTimeoutMs }).catch(() => undefined);
  const loadedAt = Date.now();
  idle?.();
  let settled = await waitUntilSettled(page, network, loadedAt, limits.quietMs, deadline);
  if (fullPage) {
    const scrolledAt = Date.now();
    await scrollThrough(page, limits.scrollBudgetMs);
    // Lazy content the scroll started gets its own, shorter settle window.
    settled = await waitUntilSettled(page, network, scrolledAt, limits.quietMs, Date.now() + limits.settleTimeoutMs / 2);
  }
  // Captured at the deadline: stop whatever still loads (an endless body would keep the
  // renderer too busy to paint).
  if (settled === 'deadline') await within(STOP_TIMEOUT_MS, stopLoading(page));
}

/** Web fonts loaded (or failed) and two animation frames run. A string: it runs in the page. */
const RENDERED = `(async () => {
  if (document.fonts) await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
})()`;

/**
 * The wait after `load` (or after scrolling, from `since`), shared with the benchmark's
 * peers. First the page paints: its fonts are ready and two frames have run, so onload
 * handlers, IntersectionObservers and whatever they start have had their turn. If no
 * request has been in flight since `since`, the network is quiet already and there is
 * nothing to wait for. Otherwise the page is still loading (data fetched after load, lazy
 * images, chains of requests): wait until nothing has been in flight for `quietMs` (the
 * networkidle convention), at most until `deadline`.
 */
export async function waitUntilSettled(page: Page, network: NetworkQuiet, since: number, quietMs: number, deadline: number): Promise<'quiet' | 'deadline'> {
  await within(Math.max(0, deadline - Date.now()), page.evaluate(RENDERED));
  if (network.untouchedSince(since)) return 'quiet';
  return network.waitForQuiet(quietMs, deadline);
}

const STOP_TIMEOUT_MS = 2_000;

/** Like the browser's stop button: done by the browser process, so a busy page cannot delay it. */
async function stopLoading(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.stopLoading');
  await session.detach();
}
const SHOT_TIMEOUT_MS = 10_000;

/** Settles when `work` does or after `ms`, whichever is first; never rejects. */
function within(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work.then(() => undefined, () => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Scrolls down a viewport at a time (two frames per step, so IntersectionObservers and
 * loading="lazy" fire) to the bottom or the full-page cap, then back to the top. A string:
 * it runs in the page, and the project compiles without the DOM's types.
 */
const SCROLL_THROUGH = `async ({ maxPx, budgetMs }) => {
  const started = performance.now();
  const step = Math.max(window.innerHeight, 200);
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  for (let y = step; performance.now() - started < budgetMs; y += step) {
    window.scrollTo(0, y);
    await frame();
    if (y >= Math.min(document.documentElement.scrollHeight, maxPx)) break;
  }
  window.scrollTo(0, 0);
  await frame();
}`;

const DOCUMENT_HEIGHT = 'Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0)';

async function scrollThrough(page: Page, budgetMs: number): Promise<void> {
  await page.evaluate(`(${SCROLL_THROUGH})(${JSON.stringify({ maxPx: FULL_PAGE_MAX_PX, budgetMs })})`).catch(() => undefined);
}

/**
 * Exactly width × height, or width × page height (cut at 16,384 px) for a full page. CDP's
 * own capture with `optimizeForSpeed` (a faster PNG encoder, same pixels): quicker than
 * playwright's screenshot, which adds caret hiding and its own waits.
 */
async function shoot(page: Page, spec: CaptureSpec): Promise<Outcome<Captured>> {
  const pageHeight = spec.fullPage ? await documentHeight(page) : spec.height;
  const height = Math.min(Math.max(pageHeight, spec.height), FULL_PAGE_MAX_PX);
  const session = await page.context().newCDPSession(page);
  let png: Buffer;
  try {
    const shot = session.send('Page.captureScreenshot', {
      format: 'png',
      clip: { x: 0, y: 0, width: spec.width, height, scale: 1 },
      captureBeyondViewport: spec.fullPage,
      optimizeForSpeed: true,
    });
    const answer = await Promise.race([shot, delay(SHOT_TIMEOUT_MS)]);
    if (!answer) return fail('upstream_timeout', `${spec.url} did not finish rendering in time`);
    png = Buffer.from(answer.data, 'base64');
  } finally {
    void session.detach().catch(() => undefined);
  }
  const size = readPngSize(png);
  return succeed({ png, width: size?.width ?? spec.width, height: size?.height ?? height });
}

function delay(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms).unref());
}

async function documentHeight(page: Page): Promise<number> {
  const height = await page.evaluate(DOCUMENT_HEIGHT).catch(() => 0);
  return typeof height === 'number' ? height : 0;
}
