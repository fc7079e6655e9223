import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { fail, succeed, type Outcome } from '../errors.js';
import { checkBrowserBinary, createBrowserLauncher, firstLine, type BrowserLauncher } from './browser-launch.js';
import { startGuardedProxy, type GuardedProxy } from './guarded-proxy.js';
import { mobileUserAgent, PLAIN_EMULATION, type Emulation } from './page-options.js';
import type { TargetPolicy } from './request-guard.js';
import { createSlots } from './slots.js';

export interface BrowserPoolOptions {
  readonly chromiumPath: string;
  /** Pages open at once; more wait their turn (FIFO). */
  readonly concurrency: number;
  /** Contexts a browser serves before it is replaced, so its memory does not creep. */
  readonly recycleAfter: number;
  /** The fetcher's SSRF policy, enforced by the guarded proxy the browser must use. */
  readonly policy: TargetPolicy;
  readonly connectTimeoutMs: number;
}

/** 'guarded': through the guarded proxy. 'none': to a proxy that drops everything (fixtures). */
export type ContextNetwork = 'guarded' | 'none';

export interface PageRequest {
  readonly viewport: { readonly width: number; readonly height: number };
  readonly network: ContextNetwork;
  /** Device scale factor and phone emulation; default a desktop at scale 1 (what the spare page is). */
  readonly emulation?: Emulation;
}

/**
 * What runs on a page. `idle` tells the pool the work is only waiting now (for the network
 * to go quiet), when a spare page for a capture waiting in the queue slows this one least.
 */
export type PageWork<T> = (page: Page, context: BrowserContext, idle: () => void) => Promise<Outcome<T>>;

export interface PoolStats {
  readonly launches: number;
  readonly contexts: number;
  readonly active: number;
  readonly queued: number;
}

/**
 * One warm Chromium shared by every capture, each in a fresh context of its own (never
 * reused). Launched on first use (or by `warmUp`), relaunched after a crash, replaced after
 * `recycleAfter` contexts (the old one closes when its last capture ends). One guarded
 * context with its page is kept ready ahead of time (made after a capture has closed its
 * own, while the machine is otherwise idle), so a capture does not wait for a renderer
 * process to start. `close` leaves no browser process behind.
 */
export interface BrowserPool {
  /** Whether a browser binary is there at all; the failure carries the remedy (503). */
  available(): Outcome<void>;
  warmUp(): Promise<Outcome<void>>;
  /** Runs `work` on a fresh page; a browser that dies under it is replaced and `work` retried once. */
  withPage<T>(request: PageRequest, work: PageWork<T>): Promise<Outcome<T>>;
  stats(): PoolStats;
  /** The guarded proxy's recent refusals (host:port and why). */
  refusals(): readonly string[];
  close(): Promise<void>;
}

interface Ready {
  readonly context: BrowserContext;
  readonly page: Page;
}

interface Generation {
  readonly browser: Browser;
  contexts: number;
  active: number;
  retiring: boolean;
  spare: Promise<Ready | undefined> | undefined;
  /** The guarded proxy's closed door, for contexts that must reach nothing. */
  readonly closedProxyUrl: string;
}

const SPARE_VIEWPORT = { width: 1200, height: 630 };

function contextOptions(request: PageRequest, closedProxyUrl: string, browserVersion: string): BrowserContextOptions {
  const { scale, mobile } = request.emulation ?? PLAIN_EMULATION;
  const base: BrowserContextOptions = { viewport: { ...request.viewport }, deviceScaleFactor: scale, serviceWorkers: 'block', acceptDownloads: false };
  const device: BrowserContextOptions = mobile ? { ...base, isMobile: true, hasTouch: true, userAgent: mobileUserAgent(browserVersion) } : base;
  return request.network === 'none' ? { ...device, proxy: { server: closedProxyUrl } } : device;
}

/** The spare page is a desktop at scale 1; a phone or another scale needs a context made for it. */
function suitsSpare(request: PageRequest): boolean {
  const { scale, mobile } = request.emulation ?? PLAIN_EMULATION;
  return request.network === 'guarded' && scale === 1 && !mobile;
}

async function openReady(browser: Browser, options: BrowserContextOptions): Promise<Ready> {
  const context = await browser.newContext(options);
  try {
    return { context, page: await context.newPage() };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

export function createBrowserPool(options: BrowserPoolOptions): BrowserPool {
  const slots = createSlots(options.concurrency);
  const generations = new Set<Generation>();
  let current: Promise<Outcome<Generation>> | undefined;
  let proxy: Promise<GuardedProxy> | undefined;
  let proxyStarted: GuardedProxy | undefined;
  let launcher: BrowserLauncher | undefined;
  let launches = 0;
  let contexts = 0;
  let closed = false;

  function prepareSpare(generation: Generation): void {
    if (closed || generation.retiring || generation.spare || !generation.browser.isConnected()) return;
    const options = contextOptions({ viewport: SPARE_VIEWPORT, network: 'guarded' }, generation.closedProxyUrl, generation.browser.version());
    generation.spare = openReady(generation.browser, options).catch(() => undefined);
  }

  async function launch(): Promise<Outcome<Generation>> {
    proxy ??= startGuardedProxy({ ...options.policy, connectTimeoutMs: options.connectTimeoutMs });
    proxyStarted = await proxy;
    launcher ??= createBrowserLauncher({ chromiumPath: options.chromiumPath, proxyUrl: proxyStarted.url });
    const launched = await launcher.launch();
    if (!launched.ok) return launched;
    launches += 1;
    const generation: Generation = { browser: launched.value, contexts: 0, active: 0, retiring: false, spare: undefined, closedProxyUrl: proxyStarted.closedUrl };
    generations.add(generation);
    generation.browser.on('disconnected', () => {
      generations.delete(generation);
      generation.retiring = true;
    });
    if (closed) await generation.browser.close().catch(() => undefined);
    prepareSpare(generation);
    return succeed(generation);
  }

  /** The browser new pages go to, launching one when there is none or it is retiring. */
  async function currentGeneration(): Promise<Outcome<Generation>> {
    const pending = current;
    if (pending) {
      const known = await pending;
      if (known.ok && !known.value.retiring && known.value.browser.isConnected()) return known;
      if (current === pending) current = undefined;
    }
    const launching = (current ??= launch());
    const launched = await launching;
    if (!launched.ok && current === launching) current = undefined;
    return launched;
  }

  /** The spare page when it suits (guarded network, desktop at scale 1), else a new context and page. */
  async function openPage(generation: Generation, request: PageRequest): Promise<Ready> {
    const spare = suitsSpare(request) ? generation.spare : undefined;
    if (spare) generation.spare = undefined;
    const ready = spare ? await spare : undefined;
    if (!ready) return openReady(generation.browser, contextOptions(request, generation.closedProxyUrl, generation.browser.version()));
    const { width, height } = request.viewport;
    if (width !== SPARE_VIEWPORT.width || height !== SPARE_VIEWPORT.height) await ready.page.setViewportSize({ width, height });
    return ready;
  }

  function release(generation: Generation): void {
    generation.active -= 1;
    if (generation.retiring && generation.active === 0) void generation.browser.close().catch(() => undefined);
    else prepareSpare(generation);
  }

  async function once<T>(request: PageRequest, work: PageWork<T>): Promise<Outcome<T> | 'browser-lost'> {
    const got = await currentGeneration();
    if (!got.ok) return got;
    const generation = got.value;
    generation.contexts += 1;
    generation.active += 1;
    contexts += 1;
    if (generation.contexts >= options.recycleAfter) generation.retiring = true;
    let ready: Ready | undefined;
    try {
      ready = await openPage(generation, request);
      // A spare made now competes with this capture for the CPU; worth it only for a capture already waiting.
      return await work(ready.page, ready.context, () => {
        if (slots.queued() > 0) prepareSpare(generation);
      });
    } catch (error) {
      if (!generation.browser.isConnected()) return 'browser-lost';
      return fail('upstream_error', `the browser failed: ${firstLine(error)}`);
    } finally {
      // The caller has its result; the context closes behind it.
      const closing = ready ? ready.context.close().catch(() => undefined) : Promise.resolve();
      void closing.then(() => release(generation));
    }
  }

  return {
    available: () => checkBrowserBinary(options.chromiumPath),
    async warmUp() {
      const got = await currentGeneration();
      return got.ok ? succeed(undefined) : got;
    },
    async withPage(request, work) {
      if (closed) return fail('unavailable', 'the screenshot browser is shutting down');
      const giveBack = await slots.acquire();
      try {
        const first = await once(request, work);
        if (first !== 'browser-lost') return first;
        if (closed) return fail('unavailable', 'the screenshot browser was shut down during the capture');
        const second = await once(request, work);
        return second === 'browser-lost' ? fail('upstream_error', 'the browser crashed twice while capturing this page') : second;
      } finally {
        giveBack();
      }
    },
    stats: () => ({ launches, contexts, active: slots.active(), queued: slots.queued() }),
    refusals: () => proxyStarted?.refusals ?? [],
    async close() {
      closed = true;
      await current?.catch(() => undefined);
      await Promise.all([...generations].map((g) => g.browser.close().catch(() => undefined)));
      generations.clear();
      launcher?.dispose();
      if (proxy) await (await proxy).close();
    },
  };
}
