import type { Page } from 'playwright-core';
import { fail, succeed, type Outcome } from '../errors.js';
import { blockAdsAndTrackers } from './ad-hosts.js';
import { watchConsent, type ConsentWatch } from './consent.js';
import { CONSENT_CONTAINERS } from './consent-containers.js';
import type { PageOptions } from './page-options.js';
import { delay, valueWithin, within } from './timing.js';

/** What `openPage` prepares a tab for: the caller's options, and how the page leaves the browser. */
export interface Preparation extends PageOptions {
  /** The capture's `selector`: checked with the others before anything is fetched. */
  readonly selector?: string;
  /** The page is serialised (render), not captured: banner containers are removed from the DOM, not only hidden. */
  readonly serialised?: boolean;
}

/** The waits and the hiding that run once the page has settled. */
export interface PreparedPage {
  /**
   * Waits for consent banners being answered (at most CONSENT_WAIT_MS), for `waitFor` (504
   * upstream_timeout if it never appears) and `waitMs`, all by `deadline` (epoch ms); then
   * hides `hide` and, with blockBanners, the known consent containers.
   */
  finish(deadline: number): Promise<Outcome<void>>;
}

/** Answering a banner takes a CMP's own animations and a click or two; a capture waits for it this long at most. */
export const CONSENT_WAIT_MS = 3_000;
const PAINT_TIMEOUT_MS = 1_000;
const POLL_MS = 100;

/**
 * Readies a fresh, blank tab for `options` before it navigates to `url`: every selector checked by the
 * browser's own parser (the one that will use it: 400 invalid_parameter naming the parameter,
 * before anything is fetched), the colour scheme set, autoconsent installed and ad and tracker hosts
 * blocked (blockBanners, default true). Screenshots and rendered pages (render-page.ts) both open pages this way.
 */
export async function preparePage(page: Page, url: string, options: Preparation): Promise<Outcome<PreparedPage>> {
  const invalid = await firstInvalidSelector(page, namedSelectors(options));
  if (invalid) return fail('invalid_parameter', `${invalid.param} is not a valid CSS selector: "${invalid.selector}"`);
  if (options.dark) await page.emulateMedia({ colorScheme: 'dark' });
  const blockBanners = options.blockBanners !== false;
  const consent = blockBanners ? await watchConsent(page, url) : undefined;
  if (blockBanners) await blockAdsAndTrackers(page);
  return succeed({ finish: (deadline) => finish(page, options, consent, deadline) });
}

async function finish(page: Page, options: Preparation, consent: ConsentWatch | undefined, deadline: number): Promise<Outcome<void>> {
  await consent?.settled(Math.min(deadline, Date.now() + CONSENT_WAIT_MS));
  if (options.waitFor !== undefined) {
    const appeared = await waitForElement(page, options.waitFor, deadline);
    if (!appeared.ok) return appeared;
  }
  if (options.waitMs) await delay(Math.min(options.waitMs, deadline - Date.now()));
  const blockBanners = options.blockBanners !== false;
  const hidden = [...(options.hide ?? []), ...(blockBanners ? CONSENT_CONTAINERS : [])];
  if (hidden.length > 0) await within(PAINT_TIMEOUT_MS, page.evaluate(`(${HIDE})(${JSON.stringify({ selectors: hidden, remove: options.serialised === true && blockBanners ? CONSENT_CONTAINERS : [] })})`));
  return succeed(undefined);
}

/**
 * In the page: one constructed style sheet with a `display: none !important` rule per selector
 * (CSSOM, so a Content-Security-Policy that forbids inline styles does not stop it; a rule
 * the parser refuses is left out). The capture renders a new frame, so it sees the sheet
 * applied. `remove`: those elements are taken out of the DOM as well. A string: the project
 * compiles without the DOM's types.
 */
const HIDE = `({ selectors, remove }) => {
  const sheet = new CSSStyleSheet();
  for (const selector of selectors) {
    try { sheet.insertRule(selector + ' { display: none !important; }', sheet.cssRules.length); } catch {}
  }
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  for (const selector of remove) {
    try { for (const element of document.querySelectorAll(selector)) element.remove(); } catch {}
  }
}`;

/** Present = in the DOM (the browser's own querySelector), polled until `deadline`; then the page paints it. */
async function waitForElement(page: Page, selector: string, deadline: number): Promise<Outcome<void>> {
  const startedAt = Date.now();
  const present = `!!document.querySelector(${JSON.stringify(selector)})`;
  for (;;) {
    // A page too busy to answer counts as not there yet; the deadline still holds.
    const found = await valueWithin(Math.max(POLL_MS, deadline - Date.now()), page.evaluate(present));
    if (found === true) {
      await within(PAINT_TIMEOUT_MS, page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))'));
      return succeed(undefined);
    }
    const left = deadline - Date.now();
    if (left <= 0) break;
    await delay(Math.min(POLL_MS, left));
  }
  const seconds = Math.max(0, Math.round((Date.now() - startedAt) / 100) / 10);
  return fail('upstream_timeout', `no element matching wait_for "${selector}" appeared on ${page.url()} within ${seconds} s (the page's deadline)`);
}

interface NamedSelector {
  readonly param: string;
  readonly selector: string;
}

function namedSelectors(options: Preparation): NamedSelector[] {
  return [
    ...(options.waitFor === undefined ? [] : [{ param: 'wait_for', selector: options.waitFor }]),
    ...(options.hide ?? []).map((selector) => ({ param: 'hide', selector })),
    ...(options.selector === undefined ? [] : [{ param: 'selector', selector: options.selector }]),
  ];
}

/**
 * The first selector the browser's parser refuses (querySelector throws a SyntaxError), tried on
 * the blank tab before it navigates: the judge is the engine that will use the selector, so a
 * valid one is never refused and an invalid one is always a 400, never a failure later.
 */
async function firstInvalidSelector(page: Page, named: readonly NamedSelector[]): Promise<NamedSelector | undefined> {
  if (named.length === 0) return undefined;
  const selectors = JSON.stringify(named.map((n) => n.selector));
  const index = await page.evaluate(`((selectors) => {
    const scratch = document.createDocumentFragment();
    for (let i = 0; i < selectors.length; i += 1) {
      try { scratch.querySelector(selectors[i]); } catch { return i; }
    }
    return -1;
  })(${selectors})`);
  return typeof index === 'number' && index >= 0 ? named[index] : undefined;
}
