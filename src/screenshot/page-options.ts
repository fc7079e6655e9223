/**
 * What a caller may ask of a page before it is captured or serialised (waiting, screenshot
 * options: docs/reference/real-web.md#screenshot-options). Plain data: the route parses it, the cache key is made of it, and
 * `preparePage` (prepare-page.ts) carries it out in the tab.
 */
export interface PageOptions {
  /** Wait until an element matching this CSS selector is present (≤ 256 characters). */
  readonly waitFor?: string;
  /** Extra wait after the page settled (0–10,000 ms), cut at the request's deadline. */
  readonly waitMs?: number;
  /** prefers-color-scheme: dark. */
  readonly dark?: boolean;
  /** CSS selectors of elements hidden (`display: none !important`) before the capture (≤ 10). */
  readonly hide?: readonly string[];
  /** Cookie and consent banners dismissed (autoconsent) or hidden; default true. */
  readonly blockBanners?: boolean;
}

export const DEVICES = ['desktop', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

/** device=mobile: an iPhone-sized phone (CSS px), three device pixels per CSS pixel. */
export const MOBILE_VIEWPORT = { width: 390, height: 844, scale: 3 } as const;
/** The desktop defaults of /screenshot. */
export const DESKTOP_VIEWPORT = { width: 1200, height: 630, scale: 1 } as const;

/** What the browser context emulates: device pixels per CSS pixel, and a phone (touch, mobile user agent, meta viewport). */
export interface Emulation {
  readonly scale: number;
  readonly mobile: boolean;
}

export const PLAIN_EMULATION: Emulation = { scale: 1, mobile: false };

export const WAIT_MS_MAX = 10_000;
export const SELECTOR_MAX_CHARS = 256;
export const HIDE_MAX_SELECTORS = 10;

/** A mobile Chrome user agent for the browser's own major version (the reduced UA format Chrome sends). */
export function mobileUserAgent(browserVersion: string): string {
  const major = /^\d+/.exec(browserVersion)?.[0] ?? '120';
  return `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`;
}
