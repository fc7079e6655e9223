import type { Page } from 'playwright-core';
import { fail, succeed, type Outcome } from '../errors.js';
import { FULL_PAGE_MAX_PX, type Captured, type CaptureSpec } from './capture.js';
import { readPngSize } from './png.js';
import { valueWithin } from './timing.js';

const SHOT_TIMEOUT_MS = 10_000;
const MEASURE_TIMEOUT_MS = 2_000;

/** The part of the page to capture, CSS px of the document, and image pixels per CSS pixel. */
interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  /** Parts outside the viewport are rendered too. */
  readonly beyond: boolean;
}

/**
 * The PNG of the settled page: width × height (× scale), or width × page height for a full page,
 * or the box of the element `selector` names; cut at 16,384 image px. CDP's own capture with
 * `optimizeForSpeed` (a faster PNG encoder, same pixels): quicker than playwright's screenshot,
 * which adds caret hiding and its own waits. The clip's scale is the device scale factor, so
 * the image has the device's pixels (rendered at that density, not enlarged).
 */
export async function shoot(page: Page, spec: CaptureSpec): Promise<Outcome<Captured>> {
  const region = spec.selector === undefined ? await pageRegion(page, spec) : await elementRegion(page, spec, spec.selector);
  if (!region.ok) return region;
  const { x, y, width, height, scale, beyond } = region.value;
  const session = await page.context().newCDPSession(page);
  let png: Buffer;
  try {
    const shot = session.send('Page.captureScreenshot', { format: 'png', clip: { x, y, width, height, scale }, captureBeyondViewport: beyond, optimizeForSpeed: true });
    const answer = await valueWithin(SHOT_TIMEOUT_MS, shot);
    if (!answer) return fail('upstream_timeout', `${spec.url} did not finish rendering in time`);
    png = Buffer.from(answer.data, 'base64');
  } finally {
    void session.detach().catch(() => undefined);
  }
  const size = readPngSize(png);
  return succeed({ png, width: size?.width ?? Math.round(width * scale), height: size?.height ?? Math.round(height * scale) });
}

/**
 * The viewport, or the whole page from the top. On a phone (mobile) a page without a mobile
 * viewport is laid out wider than the screen and shown zoomed out: the region is what the
 * screen shows (visualViewport.scale), and the image is still width × scale pixels wide.
 */
async function pageRegion(page: Page, spec: CaptureSpec): Promise<Outcome<Region>> {
  const deviceScale = spec.scale ?? 1;
  const measured = spec.fullPage || spec.mobile ? await measure(page) : undefined;
  const zoom = spec.mobile && measured && measured.zoom > 0 && measured.zoom < 1 ? measured.zoom : 1;
  const scale = deviceScale * zoom;
  const maxHeight = Math.floor(FULL_PAGE_MAX_PX / scale);
  const viewportHeight = spec.height / zoom;
  const height = spec.fullPage ? Math.max(measured?.documentHeight ?? 0, viewportHeight) : viewportHeight;
  return succeed({ x: 0, y: 0, width: spec.width / zoom, height: Math.min(height, maxHeight), scale, beyond: spec.fullPage || zoom !== 1 });
}

const MEASURE = `({
  zoom: window.visualViewport ? window.visualViewport.scale : 1,
  documentHeight: Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0),
})`;

async function measure(page: Page): Promise<{ zoom: number; documentHeight: number }> {
  const value = (await valueWithin(MEASURE_TIMEOUT_MS, page.evaluate(MEASURE))) as { zoom?: unknown; documentHeight?: unknown } | undefined;
  const zoom = typeof value?.zoom === 'number' ? value.zoom : 1;
  const documentHeight = typeof value?.documentHeight === 'number' ? value.documentHeight : 0;
  return { zoom, documentHeight };
}

/** The border box of the first element matching `selector`, in document coordinates; null when there is none. A string: it runs in the page. */
const ELEMENT_BOX = `(selector) => {
  const element = document.querySelector(selector);
  if (!element) return null;
  const box = element.getBoundingClientRect();
  return { left: box.left + window.scrollX, top: box.top + window.scrollY, right: box.right + window.scrollX, bottom: box.bottom + window.scrollY };
}`;

/** The element's box, whole device pixels around it; 422 selector_not_found when nothing matches or what matches has no size. */
async function elementRegion(page: Page, spec: CaptureSpec, selector: string): Promise<Outcome<Region>> {
  const scale = spec.scale ?? 1;
  const box = (await valueWithin(MEASURE_TIMEOUT_MS, page.evaluate(`(${ELEMENT_BOX})(${JSON.stringify(selector)})`))) as { left: number; top: number; right: number; bottom: number } | null | undefined;
  if (!box) return fail('selector_not_found', `no element matches selector "${selector}" on ${page.url()}`);
  const x = Math.max(0, Math.floor(box.left));
  const y = Math.max(0, Math.floor(box.top));
  const width = Math.ceil(box.right) - x;
  const height = Math.min(Math.ceil(box.bottom) - y, Math.floor(FULL_PAGE_MAX_PX / scale));
  if (width <= 0 || height <= 0) return fail('selector_not_found', `the element matching selector "${selector}" on ${page.url()} has no size (hidden, empty or off the page)`);
  return succeed({ x, y, width, height, scale, beyond: true });
}
