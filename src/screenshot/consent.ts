import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import type { CompactCMPRuleset, Config, IndexedCMPRuleset } from '@duckduckgo/autoconsent';
import { valueWithin } from './timing.js';

/**
 * Cookie and consent banners answered in the page by DuckDuckGo's autoconsent (MPL-2.0): its
 * content script (the package's own playwright build) runs in every frame before the page's
 * scripts, recognises the consent management platform by the package's rules (shipped in the
 * package, read from disk: nothing is downloaded) and opts out — rejects — where the CMP lets
 * it, else hides the banner.
 *
 * The script asks for its config and rules with an `init` message and reports its state with
 * `report` messages. Both are answered by a small shim in the page itself, written before the
 * script: the rules for the page's URL (and, in frames, the frame rules) are in the shim, and
 * the main frame's state is kept where a capture can read it. No binding to this process (a
 * binding costs a round trip per frame to install, and would let any page send it messages).
 */

interface Autoconsent {
  /** dist/autoconsent.playwright.js: defines window.autoconsentReceiveMessage, sends `init`. */
  readonly script: string;
  readonly rules: IndexedCMPRuleset;
  readonly rulesFor: (rules: IndexedCMPRuleset, context: { url: string; mainFrame: boolean }) => CompactCMPRuleset;
  /** Every frame rule as JSON: the script itself skips those whose URL pattern does not match the frame. */
  readonly frameRules: string;
}

/**
 * Opt out automatically; rules run in the page's main world (where the script is injected), so
 * their snippets run inline. Prehiding (opacity 0 on the known containers for up to 2 s) keeps
 * a banner out of a capture while it is being answered. Heuristic detection (scanning the
 * page's text for consent wording on every retry) is off: it costs a layout per retry, and
 * consent-containers.ts covers more.
 */
const CONFIG: Partial<Config> = {
  enabled: true,
  autoAction: 'optOut',
  disabledCmps: [],
  enablePrehide: true,
  enableCosmeticRules: true,
  enableGeneratedRules: true,
  enableHeuristicDetection: false,
  heuristicMode: 'off',
  detectRetries: 20,
  isMainWorld: true,
  prehideTimeout: 2000,
  logs: { lifecycle: false, rulesteps: false, detectionsteps: false, evals: false, errors: false, messages: false, waits: false },
};

/** Where the shim keeps the main frame's state in the page. */
const STATE_KEY = '__pagelensConsent';

let loading: Promise<Autoconsent | undefined> | undefined;

/** The script and the rules, read once, when the first page needs them. Undefined if the package is missing. */
function loadAutoconsent(): Promise<Autoconsent | undefined> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const main = require.resolve('@duckduckgo/autoconsent');
    const [script, text, lib] = await Promise.all([
      readFile(join(dirname(main), 'autoconsent.playwright.js'), 'utf8'),
      readFile(require.resolve('@duckduckgo/autoconsent/rules/compact-rules.json'), 'utf8'),
      import('@duckduckgo/autoconsent'),
    ]);
    const rules = JSON.parse(text) as IndexedCMPRuleset;
    const { v, s, r, index } = rules;
    const frameRules = JSON.stringify({ v, s: s.slice(0, index.frameStringEnd), r: r.slice(index.frameRuleRange[0], index.frameRuleRange[1]) });
    return { script, rules, rulesFor: lib.filterCompactRules, frameRules };
  })().catch(() => undefined);
  return loading;
}

/**
 * The shim, in the page before autoconsent's script. `init`: the rules for this frame, answered
 * after the script has defined its receiver. `report` from the main frame: its lifecycle, how many
 * looks for a CMP it has started, and since when (the page's clock). `optOutResult`: what was answered.
 */
function shim(mainRules: string, frameRules: string): string {
  return `(() => {
  const config = ${JSON.stringify(CONFIG)};
  const mainRules = ${JSON.stringify(mainRules)};
  const frameRules = ${JSON.stringify(frameRules)};
  const isMain = window.top === window;
  const state = { lifecycle: 'loading', attempts: 0, since: performance.now(), dismissed: [] };
  if (isMain) Object.defineProperty(window, '${STATE_KEY}', { value: state });
  window.autoconsentSendMessage = async (message) => {
    if (!message || typeof message !== 'object') return;
    if (message.type === 'init') {
      const compact = JSON.parse(isMain ? mainRules : frameRules);
      Promise.resolve().then(() => window.autoconsentReceiveMessage({ type: 'initResp', config, rules: { autoconsent: [], compact } }));
    } else if (message.type === 'report' && isMain && message.state) {
      const { lifecycle, findCmpAttempts } = message.state;
      if (lifecycle !== state.lifecycle || findCmpAttempts !== state.attempts) state.since = performance.now();
      state.lifecycle = lifecycle;
      state.attempts = findCmpAttempts;
    } else if (message.type === 'optOutResult' && message.result === true && state.dismissed.length < 16) {
      state.dismissed.push(String(message.cmp));
    }
  };
})();`;
}

/**
 * In the page: resolves once the main frame's instance is not busy, or after `capMs`. Busy: it has
 * not started looking yet; its first look is under way (it sends nothing when that look finds
 * nothing, and every rule's detection takes a few ms, so a look 50 ms old is over); it found a
 * CMP and waits to see its banner; or it is answering one.
 */
const SETTLED = `async (capMs) => {
  const state = window['${STATE_KEY}'];
  if (!state) return [];
  const end = performance.now() + capMs;
  const busy = () => ['loading', 'waitingForInitResponse', 'initialized', 'cmpDetected', 'openPopupDetected', 'runningOptOut'].includes(state.lifecycle)
    || (state.lifecycle === 'started' && state.attempts <= 1 && performance.now() - state.since < 50);
  while (busy() && performance.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
  return state.dismissed;
}`;

export interface ConsentWatch {
  /** Resolves when the main frame is not busy with a banner (see SETTLED), or at `deadline` (epoch ms); with the CMPs answered. */
  settled(deadline: number): Promise<readonly string[]>;
}

/**
 * Installs autoconsent in `page` before it navigates to `url`: every frame it opens from now on
 * gets the shim and the script. Undefined when the package cannot be loaded (the known consent
 * containers are still hidden).
 */
export async function watchConsent(page: Page, url: string): Promise<ConsentWatch | undefined> {
  const autoconsent = await loadAutoconsent();
  if (!autoconsent) return undefined;
  const mainRules = JSON.stringify(autoconsent.rulesFor(autoconsent.rules, { url, mainFrame: true }));
  await page.addInitScript({ content: `${shim(mainRules, autoconsent.frameRules)}\n${autoconsent.script}` });
  return {
    async settled(deadline) {
      const capMs = Math.max(0, deadline - Date.now());
      // The wait runs in the page; a page too busy to answer is not waited for past the cap.
      const dismissed = await valueWithin(capMs + 250, page.evaluate(`(${SETTLED})(${capMs})`));
      return Array.isArray(dismissed) ? dismissed.map(String) : [];
    },
  };
}
