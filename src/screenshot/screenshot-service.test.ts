import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.js';
import { fail, succeed } from '../errors.js';
import { FIXTURES } from '../fixtures/fixture-catalog.js';
import { createResultCache } from '../services/result-cache.js';
import type { BlobStore, CachedEntry, StoredBlob } from '../store/ports.js';
import { captureImage, createScreenshotService, type ScreenshotService } from './screenshot-service.js';
import { imageUrl, newImageId, signImage } from './signed-url.js';

const NOW = Date.UTC(2026, 5, 1);
const clock = { now: () => NOW };
const SECRET = Buffer.alloc(32, 3);
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

function memoryBlobs(): BlobStore & { map: Map<string, StoredBlob> } {
  const map = new Map<string, StoredBlob>();
  return {
    map,
    put: async (key, blob) => void map.set(key, blob),
    async get(key, now) {
      const blob = map.get(key);
      return blob && blob.expiresAt > now ? blob : undefined;
    },
  };
}

function serviceWithoutBrowser(source: 'live' | 'fixtures', blobs = memoryBlobs()) {
  const config = loadConfig({ chromiumPath: '/nonexistent/chromium', publicUrl: 'https://lens.example' });
  if (!config.ok) throw new Error(config.failure.detail);
  const entries = new Map<string, CachedEntry>();
  const cache = createResultCache({ get: async (key) => entries.get(key), set: async (key, value, expiresAt) => void entries.set(key, { value, expiresAt }) }, clock, { ttlMs: 60_000, memoryBytes: 1_000_000 });
  return createScreenshotService({ config: config.value, blobs, cache, clock, secret: SECRET, source });
}

const request = (url: string) => ({ url: new URL(url), width: 800, height: 600, fullPage: false });

describe('the screenshot service', () => {
  it('answers 503 unavailable, with the remedy, when there is no browser', async () => {
    const outcome = await serviceWithoutBrowser('live').capture(request('https://example.com/'));
    expect(outcome).toMatchObject({ ok: false, failure: { code: 'unavailable', detail: expect.stringMatching(/PAGELENS_CHROMIUM_PATH/) } });
  });

  it('tells a test key about a URL outside the fixtures before anything else', async () => {
    const service = serviceWithoutBrowser('fixtures');
    expect(await service.capture(request('https://example.com/'))).toMatchObject({ ok: false, failure: { code: 'not_a_fixture' } });
    expect(await service.capture(request(FIXTURES[0]!.url))).toMatchObject({ ok: false, failure: { code: 'unavailable' } });
  });

  it('serves a stored image by its signed link only, until the link expires', async () => {
    const blobs = memoryBlobs();
    const service = serviceWithoutBrowser('live', blobs);
    const id = newImageId();
    const expiresAt = NOW + 3_600_000;
    await blobs.put(`screenshot:${id}`, { contentType: 'image/png', bytes: PNG, expiresAt });
    const link = signImage(SECRET, id, expiresAt);
    expect(await service.image(id, String(link.expires), link.signature)).toMatchObject({ ok: true, value: { bytes: PNG } });
    expect(await service.image(id, String(link.expires + 1), link.signature)).toMatchObject({ ok: false, failure: { code: 'not_found' } });
    const forged = signImage(Buffer.alloc(32, 4), id, expiresAt);
    expect(await service.image(id, String(forged.expires), forged.signature)).toMatchObject({ ok: false, failure: { code: 'not_found' } });
    const gone = newImageId();
    const unstored = signImage(SECRET, gone, expiresAt);
    expect(await service.image(gone, String(unstored.expires), unstored.signature)).toMatchObject({ ok: false, failure: { code: 'not_found' } });
  });

  it('captureImage hands the PNG itself to in-process callers (the CLI)', async () => {
    const id = newImageId();
    const link = signImage(SECRET, id, NOW + 1000);
    const result = { screenshot_url: imageUrl('https://lens.example', link), cached: false, width: 800, height: 600, expires_at: new Date(NOW + 1000).toISOString() };
    const asked: string[] = [];
    const stub: ScreenshotService = {
      capture: async () => succeed(result),
      async image(...parts) {
        asked.push(parts.join(' '));
        return succeed({ contentType: 'image/png', bytes: PNG, expiresAt: NOW + 1000 });
      },
      close: async () => undefined,
    };
    expect(await captureImage(stub, request('https://example.com/'))).toEqual({ ok: true, value: { result, png: PNG } });
    expect(asked).toEqual([`${id} ${link.expires} ${link.signature}`]);
    const failing: ScreenshotService = { ...stub, capture: async () => fail('blocked_url', 'no') };
    expect(await captureImage(failing, request('https://example.com/'))).toMatchObject({ ok: false, failure: { code: 'blocked_url' } });
  });
});
