import type { Page, Response } from 'playwright-core';
import { fail, succeed, type Outcome } from '../errors.js';
import { firstLine } from './browser-launch.js';
import { trackNetwork, type NetworkQuiet } from './network-quiet.js';
import type { PageOptions } from './page-options.js';
import { preparePage, type Preparation } from './prepare-page.js';
import type { UrlJudge } from './request-guard.js';
import { shoot } from './shoot.js';
import { within } from './timing.js';

/** A capture is cut at this height in image pixels (docs/reference/api.md#screenshot). */
export const FULL_PAGE_MAX_PX = 16_384;

export interface CaptureSpec {
  readonly url: string;
  /** The viewport, CSS px. */
  readonly width: number;
  readonly height: number;
  readonly fullPage: boolean;
  /** Image pixels per CSS pixel: the context's device scale factor (default 1). */
  readonly scale?: number;
  /** The context emulates a phone: a page without a mobile viewport is shown zoomed out, as a phone does. */
  readonly mobile?: boolean;
  /** Only the first element matching this CSS selector is captured (422 selector_not_found when there is none). */
  readonly selector?: string;
  /** Waits, colour scheme, hidden elements, consent banners. */
  readonly options?: PageOptions;
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
 *
 * `preparation` (prepare-page.ts) readies the tab before it navigates and, once the page has
 * settled, waits for banners being answered, `waitFor` and `waitMs`, then hides what it should.
 * Every wait ends by the request's deadline: the navigation budget plus the settle budget,
 * counted from now.
 */
export async function openPage(page: Page, url: string, limits: CaptureLimits, fullPage: boolean, hooks: CaptureHooks = {}, preparation: Preparation = {}): Promise<Outcome<Opened>> {
  const { judge } = hooks;
  const deadline = Date.now() + limits.navigationTimeoutMs + limits.settleTimeoutMs;
  const prepared = await preparePage(page, url, preparation);
  if (!prepared.ok) return prepared;
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
    const finished = await prepared.value.finish(deadline);
    const refusedLater = judge ? await firstRefusedHop(hops, judge) : undefined;
    if (refusedLater) return refusedLater;
    return finished.ok ? succeed({ response: arrived.value }) : finished;
  } finally {
    network.dispose();
  }
}

/** Opens `spec.url` in `page` (openPage) and captures it. */
export async function capturePage(page: Page, spec: CaptureSpec, limits: CaptureLimits, hooks: CaptureHooks = {}): Promise<Outcome<Captured>> {
  const preparation: Preparation = { ...spec.options, ...(spec.selector === undefined ? {} : { selector: spec.selector }) };
  const opened = await openPage(page, spec.url, limits, spec.fullPage, hooks, preparation);
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

async function scrollThrough(page: Page, budgetMs: number): Promise<void> {
  await page.evaluate(`(${SCROLL_THROUGH})(${JSON.stringify({ maxPx: FULL_PAGE_MAX_PX, budgetMs })})`).catch(() => undefined);
}
