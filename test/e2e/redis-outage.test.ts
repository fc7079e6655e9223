/**
 * Redis stopped and started again (docs/reference/operations.md#store-outages): calls that need the
 * shared limit answer 503 `unavailable` with Retry-After, keyed calls still answer (uncached: the
 * shared cache fails soft), /healthz names Redis, and everything answers again once a redis-server is
 * back on its port. The redis-server is the test's own, so the test can kill and restart it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../child-server.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { waitFor } from '../poll.js';
import { previewPath, startPagelens, type TestServer } from '../start-pagelens.js';

let web: FixtureServer;
let port: number;
let redis: ChildProcess | undefined;
let lens: TestServer;

/** A redis-server on `port` (the same one each time), answering PING when this returns. */
async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const client = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await waitFor(async () => {
      if (client.status !== 'ready') await client.connect();
      await client.ping();
    }, { timeoutMs: 5_000 });
  } finally {
    client.disconnect();
  }
}

async function killRedis(): Promise<void> {
  const child = redis;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  web = await startFixtureServer();
  port = await freePort();
  await startRedis();
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, redisUrl: `redis://127.0.0.1:${port}` });
});

afterAll(async () => {
  await lens?.close();
  await killRedis();
  await web?.close();
});

describe('Redis killed and started again', () => {
  it('answers 503 with Retry-After where Redis is needed, keyed calls uncached, /healthz names it, and recovers', async () => {
    const live = { 'x-api-key': lens.ownerKeys!.live.key };
    expect((await lens.get(previewPath(web.url('/page.html?redis-before')))).status).toBe(200);
    await killRedis();

    const keyless = await lens.get(previewPath(web.url('/page.html?redis-down')));
    expect(keyless.status).toBe(503);
    expect(Number(keyless.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await keyless.json()).toMatchObject({ status: 503, code: 'unavailable', detail: expect.stringMatching(/^Redis at redis:\/\/127\.0\.0\.1:\d+ is unavailable/) });
    // The shared cache cannot be read or written: the answer is made and goes out all the same.
    const keyed = await lens.get(previewPath(web.url('/page.html?redis-down-keyed')), live);
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('x-cache')).toBe('MISS');
    expect(await (await lens.get('/healthz')).json()).toMatchObject({ status: 'degraded', stores: { redis: { up: false } } });
    const metrics = await (await lens.get('/metrics')).text();
    expect(metrics).toMatch(/pagelens_store_unavailable_responses_total\{route="\/preview",component="redis"\} [1-9]/);

    await startRedis();
    await waitFor(async () => expect((await lens.get(previewPath(web.url('/page.html?redis-back')))).status).toBe(200), { timeoutMs: 10_000 });
    await waitFor(async () => expect(await (await lens.get('/healthz')).json()).toEqual({ status: 'ok' }));
  });
});
