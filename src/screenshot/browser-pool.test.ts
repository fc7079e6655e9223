import type { Browser, BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { succeed } from '../errors.js';
import { EMPTY_ALLOW_LIST } from '../fetch/address-policy.js';
import { createTestResolver } from '../../test/fixture-server.js';
import { waitFor } from '../../test/poll.js';
import { createBrowserPool, type BrowserPool, type BrowserPoolOptions, type PageRequest } from './browser-pool.js';

const CHROMIUM = process.env.PAGELENS_CHROMIUM_PATH ?? '/usr/bin/chromium';
const GUARDED: PageRequest = { viewport: { width: 800, height: 600 }, network: 'guarded' };
const pools: BrowserPool[] = [];

function pool(options: Partial<BrowserPoolOptions> = {}): BrowserPool {
  const created = createBrowserPool({
    chromiumPath: CHROMIUM,
    concurrency: 2,
    recycleAfter: 100,
    policy: { resolver: createTestResolver(), allow: EMPTY_ALLOW_LIST },
    connectTimeoutMs: 2000,
    ...options,
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const browserOf = (context: BrowserContext): Browser => {
  const browser = context.browser();
  if (!browser) throw new Error('context without a browser');
  return browser;
};

async function crash(browser: Browser): Promise<void> {
  const session = await browser.newBrowserCDPSession();
  await session.send('Browser.crash').catch(() => undefined);
}

describe('the browser pool', () => {
  it('says what to do when there is no browser', async () => {
    const missing = pool({ chromiumPath: '/nonexistent/chromium' });
    expect(missing.available()).toMatchObject({ ok: false, failure: { code: 'unavailable' } });
    const outcome = await missing.withPage(GUARDED, async () => succeed(1));
    expect(outcome).toMatchObject({ ok: false, failure: { code: 'unavailable', detail: expect.stringMatching(/PAGELENS_CHROMIUM_PATH/) } });
  });

  it('shares one browser, a fresh context each time, at most `concurrency` at once', async () => {
    const shared = pool({ concurrency: 2 });
    let open = 0;
    let most = 0;
    const browsers = new Set<Browser>();
    const contexts = new Set<BrowserContext>();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        shared.withPage(GUARDED, async (_page, context) => {
          open += 1;
          most = Math.max(most, open);
          browsers.add(browserOf(context));
          contexts.add(context);
          await new Promise((resolve) => setTimeout(resolve, 600));
          open -= 1;
          return succeed(true);
        }),
      ),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(most).toBe(2);
    expect(browsers.size).toBe(1);
    expect(contexts.size).toBe(5);
    expect(shared.stats()).toMatchObject({ launches: 1, contexts: 5, active: 0, queued: 0 });
  });

  it('replaces the browser after `recycleAfter` contexts and closes the old one', async () => {
    const recycling = pool({ recycleAfter: 2 });
    const browsers: Browser[] = [];
    for (let i = 0; i < 5; i += 1) {
      await recycling.withPage(GUARDED, async (_page, context) => succeed(browsers.push(browserOf(context))));
    }
    expect(recycling.stats().launches).toBe(3);
    expect(new Set(browsers).size).toBe(3);
    await waitFor(() => expect(browsers.slice(0, 4).map((b) => b.isConnected())).toEqual([false, false, false, false]), { timeoutMs: 5_000 });
    expect(browsers[4]!.isConnected()).toBe(true);
  });

  it('retries a capture whose browser crashed under it on a new browser', async () => {
    const crashing = pool();
    let attempts = 0;
    const outcome = await crashing.withPage(GUARDED, async (_page, context) => {
      attempts += 1;
      if (attempts === 1) {
        await crash(browserOf(context));
        await context.newPage();
      }
      return succeed('captured');
    });
    expect(outcome).toEqual({ ok: true, value: 'captured' });
    expect(attempts).toBe(2);
    expect(crashing.stats().launches).toBe(2);
  });

  it('relaunches a browser that died between captures', async () => {
    const restarting = pool();
    let first: Browser | undefined;
    await restarting.withPage(GUARDED, async (_page, context) => succeed((first = browserOf(context))));
    await crash(first!);
    await waitFor(() => first!.isConnected() === false, { timeoutMs: 5_000 });
    const outcome = await restarting.withPage(GUARDED, async (_page, context) => succeed(browserOf(context) !== first));
    expect(outcome).toEqual({ ok: true, value: true });
    expect(restarting.stats().launches).toBe(2);
  });

  it('hands out blank pages of the requested viewport, a spare one made ready ahead of time', async () => {
    const ready = pool();
    await ready.warmUp();
    const pages: string[] = [];
    for (const viewport of [{ width: 800, height: 600 }, { width: 1200, height: 630 }, { width: 333, height: 444 }]) {
      for (const network of ['guarded', 'none'] as const) {
        const seen = await ready.withPage({ viewport, network }, async (page, context) => {
          pages.push(`${page.url()} ${context.pages().length}`);
          return succeed(page.viewportSize());
        });
        expect(seen).toEqual({ ok: true, value: viewport });
      }
    }
    expect(new Set(pages)).toEqual(new Set(['about:blank 1']));
  });

  it('refuses work once closed', async () => {
    const closing = pool();
    await closing.warmUp();
    await closing.close();
    expect(await closing.withPage(GUARDED, async () => succeed(1))).toMatchObject({ ok: false, failure: { code: 'unavailable' } });
  });
});
