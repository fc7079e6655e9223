import { createHash } from 'node:crypto';
import type { Config } from '../config/load-config.js';
import { fail, succeed, type Outcome } from '../errors.js';
import { systemResolver, type HostResolver } from '../fetch/resolver.js';
import { createFixtureSource } from '../fixtures/fixture-source.js';
import { withoutFragment } from '../page/url.js';
import type { ResultCache } from '../services/result-cache.js';
import type { BlobStore, StoredBlob } from '../store/ports.js';
import type { Clock } from '../time/clock.js';
import { createBrowserPool, type BrowserPool } from './browser-pool.js';
import { capturePage, DEFAULT_CAPTURE_LIMITS, type CaptureLimits, type Captured } from './capture.js';
import type { TargetPolicy } from './request-guard.js';
import { inGuardedTab, type TabSource } from './guarded-tab.js';
import { MOBILE_VIEWPORT, type Device, type PageOptions } from './page-options.js';
import type { ScreenshotResult } from '../results/screenshot.js';
import { imageUrl, linkOn, newImageId, parseImageLink, signImage, verifyImageLink } from './signed-url.js';

export interface ScreenshotRequest {
  readonly url: URL;
  /** The viewport, CSS px (the route defaults them by device). */
  readonly width: number;
  readonly height: number;
  readonly fullPage: boolean;
  /** desktop (default) or mobile: touch, a mobile user agent, the page's mobile viewport. */
  readonly device?: Device;
  /** Device scale factor: image pixels per CSS pixel. Default 1, or 3 with device=mobile. */
  readonly scale?: number;
  /** Capture only the first element matching this CSS selector (422 selector_not_found when there is none). */
  readonly selector?: string;
  /** Waits, dark, hidden elements, consent banners (default: banners blocked). */
  readonly page?: PageOptions;
  /** maxAge: a cached capture taken longer ago than this (ms) is taken again; 0 always captures. */
  readonly maxAgeMs?: number;
  /** Told when the answer is a cached capture, with the time (epoch ms) it was taken (the Age header). */
  readonly onCacheHit?: (capturedAt: number) => void;
}

export type { ScreenshotResult };

export interface ScreenshotService {
  capture(req: ScreenshotRequest): Promise<Outcome<ScreenshotResult>>;
  /** The PNG behind a signed link; not_found when the link is tampered, expired or its image gone. */
  image(id: string, expires: string, signature: string): Promise<Outcome<StoredBlob>>;
  close(): Promise<void>;
}

export interface ScreenshotServiceDeps {
  readonly config: Config;
  readonly blobs: BlobStore;
  readonly cache: ResultCache;
  readonly clock: Clock;
  /** HMAC key of the links (loadOrCreateSigningSecret). */
  readonly secret: Buffer;
  readonly resolver?: HostResolver;
  /** 'fixtures' (test keys): only the published fixture pages, from shipped HTML, no network. */
  readonly source?: 'live' | 'fixtures';
  /** A pool shared with another service (live and test share one browser); closed by its owner. */
  readonly pool?: BrowserPool;
  readonly limits?: CaptureLimits;
}

/** Links expire 24 h after capture (docs/reference/api.md#screenshot). */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * Cache keys change every 12 h, so a cached result is never handed out with less than
 * 12 h left on its link, whatever the cache TTL.
 */
const CACHE_EPOCH_MS = 12 * 60 * 60 * 1000;

type CachedShot = Omit<ScreenshotResult, 'cached'>;

export function targetPolicy(config: Config, resolver: HostResolver = systemResolver): TargetPolicy {
  return { resolver, allow: config.allowList };
}

export function createPoolFor(config: Config, resolver?: HostResolver): BrowserPool {
  return createBrowserPool({
    chromiumPath: config.chromiumPath,
    concurrency: config.screenshotConcurrency,
    recycleAfter: config.screenshotRecycleAfter,
    policy: targetPolicy(config, resolver),
    connectTimeoutMs: Math.min(config.fetchTimeoutMs, 10_000),
  });
}

export function createScreenshotService(deps: ScreenshotServiceDeps): ScreenshotService {
  const source = deps.source ?? 'live';
  const pool = deps.pool ?? createPoolFor(deps.config, deps.resolver);
  const limits = deps.limits ?? { ...DEFAULT_CAPTURE_LIMITS, navigationTimeoutMs: deps.config.fetchTimeoutMs };
  const fixtures = createFixtureSource();
  const tabSource: TabSource = source === 'fixtures' ? { kind: 'fixtures', pages: fixtures } : { kind: 'live', policy: targetPolicy(deps.config, deps.resolver) };

  async function shoot(req: ScreenshotRequest): Promise<Outcome<CachedShot>> {
    const captured = await shootIn(pool, tabSource, req, limits);
    if (!captured.ok) return captured;
    const id = newImageId();
    const expiresAtMs = Math.floor((deps.clock.now() + LINK_LIFETIME_MS) / 1000) * 1000;
    await deps.blobs.put(blobKey(id), { contentType: 'image/png', bytes: captured.value.png, expiresAt: expiresAtMs });
    const link = imageUrl(deps.config.publicUrl, signImage(deps.secret, id, expiresAtMs));
    return succeed({ screenshot_url: link, width: captured.value.width, height: captured.value.height, expires_at: new Date(expiresAtMs).toISOString() });
  }

  return {
    async capture(req) {
      if (source === 'fixtures') {
        const known = await fixtures.load(req.url.href);
        if (!known.ok) return known;
      }
      const present = pool.available();
      if (!present.ok) return present;
      const { maxAgeMs } = req;
      const isFresh = maxAgeMs === undefined ? undefined : (shot: CachedShot) => deps.clock.now() - capturedAt(shot) <= maxAgeMs;
      const outcome = await deps.cache.getOrCompute(cacheKey(source, req, deps.clock.now()), () => shoot(req), isFresh ? { isFresh } : {});
      if (!outcome.ok) return outcome;
      if (outcome.value.cached) req.onCacheHit?.(capturedAt(outcome.value.value));
      // The cache is shared (CLI and server, several instances): the link is put on this one's public URL.
      return succeed({ ...outcome.value.value, screenshot_url: linkOn(deps.config.publicUrl, outcome.value.value.screenshot_url), cached: outcome.value.cached });
    },
    async image(id, expires, signature) {
      const now = deps.clock.now();
      const verdict = verifyImageLink(deps.secret, id, expires, signature, now);
      const blob = verdict.valid ? await deps.blobs.get(blobKey(verdict.id), now) : undefined;
      if (!blob) return fail('not_found', 'This screenshot link is invalid or has expired; request the screenshot again.');
      return succeed(blob);
    },
    async close() {
      if (!deps.pool) await pool.close();
    },
  };
}

/** A link expires LINK_LIFETIME_MS after its capture (to the second). */
function capturedAt(shot: CachedShot): number {
  return Date.parse(shot.expires_at) - LINK_LIFETIME_MS;
}

function blobKey(id: string): string {
  return `screenshot:${id}`;
}

/** Every option that changes the picture, with its default filled in: two requests share a capture only when they ask for the same one. */
export function captureOptions(req: ScreenshotRequest) {
  const device = req.device ?? 'desktop';
  const page = req.page ?? {};
  return {
    device,
    scale: scaleOf(req),
    dark: page.dark === true,
    hide: page.hide ?? [],
    selector: req.selector ?? null,
    waitFor: page.waitFor ?? null,
    waitMs: page.waitMs ?? 0,
    blockBanners: page.blockBanners !== false,
  };
}

function scaleOf(req: ScreenshotRequest): number {
  return req.scale ?? (req.device === 'mobile' ? MOBILE_VIEWPORT.scale : 1);
}

function cacheKey(source: string, req: ScreenshotRequest, now: number): string {
  const href = withoutFragment(req.url.href);
  const epoch = Math.floor(now / CACHE_EPOCH_MS);
  // Selectors can be long: the options go into the key as a digest of their canonical JSON.
  const options = createHash('sha256').update(JSON.stringify(captureOptions(req))).digest('base64url').slice(0, 22);
  return `screenshot:${source}:${epoch}:${req.width}x${req.height}:${req.fullPage ? 'full' : 'viewport'}:${options}:${href}`;
}

function shootIn(pool: BrowserPool, source: TabSource, req: ScreenshotRequest, limits: CaptureLimits): Promise<Outcome<Captured>> {
  const mobile = req.device === 'mobile';
  const scale = scaleOf(req);
  const view = { width: req.width, height: req.height, emulation: { scale, mobile } };
  return inGuardedTab(pool, view, source, req.url.href, ({ page, url, hooks }) =>
    capturePage(page, {
      url, width: req.width, height: req.height, fullPage: req.fullPage, scale, mobile,
      ...(req.selector === undefined ? {} : { selector: req.selector }),
      ...(req.page ? { options: req.page } : {}),
    }, limits, hooks));
}

/** Capture, then read the PNG back: for callers that want the bytes, not the link (`pagelens screenshot -o`). */
export async function captureImage(service: ScreenshotService, req: ScreenshotRequest): Promise<Outcome<{ result: ScreenshotResult; png: Buffer }>> {
  const shot = await service.capture(req);
  if (!shot.ok) return shot;
  const link = parseImageLink(shot.value.screenshot_url);
  if (!link) return fail('internal_error', `unexpected screenshot link ${shot.value.screenshot_url}`);
  const image = await service.image(link.id, link.expires, link.signature);
  if (!image.ok) return image;
  return succeed({ result: shot.value, png: image.value.bytes });
}

export interface ScreenshotServices {
  readonly live: ScreenshotService;
  readonly test: ScreenshotService;
  readonly pool: BrowserPool;
  close(): Promise<void>;
}

/** Both services over one shared browser pool: what the composition root wires. */
export function createScreenshotServices(deps: Omit<ScreenshotServiceDeps, 'source' | 'pool'>): ScreenshotServices {
  const pool = createPoolFor(deps.config, deps.resolver);
  return {
    live: createScreenshotService({ ...deps, pool, source: 'live' }),
    test: createScreenshotService({ ...deps, pool, source: 'fixtures' }),
    pool,
    close: () => pool.close(),
  };
}
