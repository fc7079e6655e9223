import type { Page, Request } from 'playwright-core';

/**
 * Counts the page's requests in flight, so a capture can wait until the network has been
 * quiet for a while. Playwright's own `networkidle` fires once per navigation; this one
 * can be waited on again after scrolling has started lazy loads.
 */
export interface NetworkQuiet {
  /** Nothing in flight now, and no request started or ended after `since` (epoch ms). */
  untouchedSince(since: number): boolean;
  /** Resolves once nothing has been in flight for `quietMs`, or at `deadline` (epoch ms), whichever is first. */
  waitForQuiet(quietMs: number, deadline: number): Promise<'quiet' | 'deadline'>;
  dispose(): void;
}

const POLL_MS = 50;

export function trackNetwork(page: Page): NetworkQuiet {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request): void => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request): void => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    untouchedSince: (since) => inFlight.size === 0 && lastChange <= since,
    async waitForQuiet(quietMs, deadline) {
      for (;;) {
        const now = Date.now();
        if (inFlight.size === 0 && now - lastChange >= quietMs) return 'quiet';
        if (now >= deadline) return 'deadline';
        const untilQuiet = inFlight.size === 0 ? quietMs - (now - lastChange) : POLL_MS;
        await delay(Math.max(1, Math.min(untilQuiet, POLL_MS, deadline - now)));
      }
    },
    dispose() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
