import type { Page } from 'playwright-core';
import type { Outcome } from '../errors.js';
import type { FetchedPage } from '../fetch/fetch-page.js';
import type { PageSource } from '../services/page-pipeline.js';
import type { BrowserPool } from './browser-pool.js';
import type { CaptureHooks } from './capture.js';
import type { Emulation } from './page-options.js';
import { createUrlJudge, guardDocuments, serveOnly, type TargetPolicy } from './request-guard.js';

/** Where a tab's page comes from: the web through the guarded proxy, or a shipped fixture with no network at all. */
export type TabSource = { readonly kind: 'live'; readonly policy: TargetPolicy } | { readonly kind: 'fixtures'; readonly pages: PageSource };

/** A tab ready to open its page: the URL to open, the hooks that report refused hops (live), the shipped page (fixtures). */
export interface GuardedTab {
  readonly page: Page;
  readonly url: string;
  readonly hooks: CaptureHooks;
  readonly shipped?: FetchedPage;
}

/** The tab's viewport (CSS px) and, optionally, what its context emulates (scale, phone). */
export interface TabView {
  readonly width: number;
  readonly height: number;
  readonly emulation?: Emulation;
}

/**
 * Runs `work` in a tab of the pool that can reach only what it should: for a live URL, judged
 * first (a refused target fails before any browser work), then every document the tab loads
 * judged again and the rest through the guarded proxy; for a fixture, the shipped HTML served
 * in place of the network. Screenshots and rendering (render=always|auto) open pages this way.
 */
export async function inGuardedTab<T>(pool: BrowserPool, view: TabView, source: TabSource, url: string, work: (tab: GuardedTab) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  const viewport = { width: view.width, height: view.height };
  const emulation = view.emulation ? { emulation: view.emulation } : {};
  if (source.kind === 'live') {
    // A judge per tab: its verdicts (DNS answers judged) live as long as the one page does.
    const judge = createUrlJudge(source.policy);
    const target = await judge(url);
    if (!target.ok) return target;
    return pool.withPage({ viewport, network: 'guarded', ...emulation }, async (page, context, idle) => {
      await guardDocuments(context, page, judge);
      return work({ page, url, hooks: { judge, idle } });
    });
  }
  const shipped = await source.pages.load(url);
  if (!shipped.ok) return shipped;
  const { finalUrl, html } = shipped.value;
  return pool.withPage({ viewport, network: 'none', ...emulation }, async (page, context) => {
    await serveOnly(context, finalUrl, html);
    return work({ page, url: finalUrl, hooks: {}, shipped: shipped.value });
  });
}
