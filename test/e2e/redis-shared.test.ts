/**
 * Two Pagelens instances sharing one Redis, PAGELENS_REDIS_URL (docs/reference/operations.md#storage-adapters): one keyless
 * limit per IP across both, one cache, screenshot links that either serves; and a Redis that
 * goes away mid-flight answers 503 `unavailable`, never a 500. Redis here is a redis-server of
 * the test's own (the machine's binary), so the test can stop it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../src/fixtures/fixture-catalog.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { previewPath, startPagelens, type TestServer } from '../start-pagelens.js';
import { startRedisServer, type RedisServer } from '../redis-server.js';

let web: FixtureServer;
let redis: RedisServer;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  web = await startFixtureServer();
  redis = await startRedisServer();
  const settings = { allowHosts: `127.0.0.1:${web.port}`, redisUrl: redis.url, keylessPreviewPerDay: '3' };
  [a, b] = await Promise.all([startPagelens(settings), startPagelens(settings)]);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.stop();
  await web?.close();
});

describe('two instances sharing Redis', () => {
  it('count one keyless limit per IP between them', async () => {
    const target = previewPath(web.url('/minimal-title-only.html'));
    const remaining = [];
    for (const server of [a, a, b]) remaining.push((await server.get(target)).headers.get('x-ratelimit-remaining'));
    expect(remaining).toEqual(['2', '1', '0']);
    expect((await b.get(target)).status).toBe(429);
    expect((await a.get(target)).status).toBe(429);
    expect((await a.get('/healthz')).headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('share one cache: what one fetched, the other answers as a HIT', async () => {
    const target = previewPath(web.url('/page.html?shared-cache'));
    const first = await a.get(target, { 'x-api-key': a.ownerKeys!.live.key });
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await b.get(target, { 'x-api-key': b.ownerKeys!.live.key });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.json()).toEqual({ ...((await first.json()) as object), cached: true });
  });

  it('serve each other\'s screenshot links (one signing secret, one blob store)', async () => {
    const shot = await a.get(`/screenshot?url=${encodeURIComponent(FIXTURES[0]!.url)}&width=640&height=480`, { 'x-api-key': a.ownerKeys!.test.key });
    expect(shot.status).toBe(200);
    const link = new URL(((await shot.json()) as { screenshot_url: string }).screenshot_url);
    const image = await b.get(`${link.pathname}${link.search}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('answer 503 unavailable, not 500, when Redis goes away; the rest still answers', async () => {
    await redis.stop();
    const limited = await a.get(previewPath(web.url('/page.html?after-redis')));
    expect(limited.status).toBe(503);
    expect(await limited.json()).toMatchObject({ status: 503, code: 'unavailable', detail: expect.stringMatching(/Redis/) });
    expect((await a.get('/healthz')).status).toBe(200);
  });
});
