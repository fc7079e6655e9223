/**
 * docs/scale-out.md, run: two instances (the built CLI, each with its own data directory) on one
 * PostgreSQL (a schema of this test's) and one Redis (a redis-server of this test's, on a free
 * port). A 500-URL job created on one is worked by both and read from the other, each URL fetched
 * once and counted once against the shared quota; keyless limits and screenshot links are shared; an instance killed with SIGKILL mid-job has its
 * URLs taken over by the other, with no answer lost or given twice; an API-only instance
 * (PAGELENS_WORKER=false) queues work and takes none.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCli } from '../built-service.js';
import { allResults, call, until } from '../job-api.js';
import { openPostgresAccountStores } from '../../src/store/postgres/open-postgres.js';
import { createKeyService } from '../../src/keys/key-service.js';
import { systemClock } from '../../src/time/clock.js';
import { FIXTURES } from '../../src/fixtures/fixture-catalog.js';
import { freePort, startChildServer, type ChildServer } from '../child-server.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { POSTGRES_URL } from '../needs-stores.js';

const DATABASE_URL = POSTGRES_URL;
const schema = `pl_scale_${process.pid}_${Date.now()}`;

interface Instance extends ChildServer { readonly name: string }

let web: FixtureServer;
let redis: ChildProcess;
let redisUrl: string;
const instances: Instance[] = [];
const fetchedBy = new Map<string, number>();
let key: string;
let screenshotKey: string;

function databaseUrl(): string {
  const url = new URL(DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}

async function startInstance(name: string, extra: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pagelens-scale-${name}-`));
  const child = await startChildServer(process.execPath, [builtCli(), 'serve'], {
    PORT: String(port),
    PAGELENS_DATA_DIR: dataDir,
    PAGELENS_DATABASE_URL: databaseUrl(),
    PAGELENS_REDIS_URL: redisUrl,
    PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}`,
    PAGELENS_PLANS: JSON.stringify({ starter: { preview: 1000 } }),
    PAGELENS_KEYLESS_PREVIEW_PER_DAY: '3',
    PAGELENS_LOG_LEVEL: 'warn',
    PAGELENS_ANALYSIS_WORKERS: '1',
    ...extra,
  }, port);
  const instance = Object.assign(child, { name });
  instances.push(instance);
  return instance;
}


/** Upstream fetches an instance made, by its own /metrics. */
async function upstreamFetches(on: ChildServer): Promise<number> {
  const text = await (await fetch(`${on.url}/metrics`)).text();
  return [...text.matchAll(/^pagelens_upstream_fetches_total\{[^}]*\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

beforeAll(async () => {
  web = await startFixtureServer();
  for (const route of ['/n', '/slow']) {
    web.route(route, (request: { url?: string }, response: ServerResponse) => {
      const i = new URL(request.url ?? '/', 'http://x').searchParams.get('i') ?? '?';
      fetchedBy.set(`${route}?i=${i}`, (fetchedBy.get(`${route}?i=${i}`) ?? 0) + 1);
      const page = `<!doctype html><html><head><title>Page ${i}</title></head><body><p>Page ${i}.</p></body></html>`;
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page), route === '/slow' ? 100 : 0);
    });
  }
  const redisPort = await freePort();
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  // The first instance alone: it migrates the database and makes the owner account.
  await startInstance('a');
  await startInstance('b');
  // A customer's key (the starter plan's quota), made in the shared database as `pagelens keys create` would.
  const stores = await openPostgresAccountStores({ connectionString: DATABASE_URL, schema });
  if (!stores.ok) throw new Error(stores.failure.detail);
  const issued = await createKeyService({ accounts: stores.value.accounts, clock: systemClock }).createKey({ email: 'scale@example.com', env: 'live', scopes: ['batch', 'preview'] });
  const shooter = await createKeyService({ accounts: stores.value.accounts, clock: systemClock }).createKey({ email: 'shots@example.com', env: 'test', scopes: ['screenshot'] });
  await stores.value.close();
  if (!issued.ok || !shooter.ok) throw new Error('could not make the test\'s keys');
  key = issued.value.key;
  screenshotKey = shooter.value.key;
}, 90_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  redis?.kill('SIGKILL');
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
  await web?.close();
});

describe('two instances on one PostgreSQL and one Redis (docs/scale-out.md)', () => {
  it('a 500-URL job created on one is worked by both and read from the other; each URL fetched and counted once', async () => {
    const [a, b] = instances as [Instance, Instance];
    const before = [await upstreamFetches(a), await upstreamFetches(b)];
    const urls = Array.from({ length: 500 }, (_, i) => web.url(`/n?i=${i}`));
    const created = await call(a, 'POST', '/jobs', key, { operation: 'preview', urls });
    expect(created.status).toBe(202);
    const finished = await until(b, key, created.body.id, (s) => s.state === 'completed', 120_000);
    expect(finished).toMatchObject({ state: 'completed', total: 500, done: 500, failed: 0 });

    const results = await allResults(b, key, created.body.id);
    expect(results).toHaveLength(500);
    expect(new Set(results.map((r) => r.url))).toEqual(new Set(urls));
    expect(results.find((r) => r.url === web.url('/n?i=321'))).toMatchObject({ success: true, data: { title: 'Page 321' } });
    for (let i = 0; i < 500; i++) expect(fetchedBy.get(`/n?i=${i}`)).toBe(1);

    const byInstance = [(await upstreamFetches(a)) - before[0]!, (await upstreamFetches(b)) - before[1]!];
    expect(byInstance[0]! + byInstance[1]!).toBe(500);
    expect(Math.min(...byInstance)).toBeGreaterThan(0);

    // The quota is one, whichever instance counted: 500 of 1,000 used, seen from either.
    const quotaOf = async (on: Instance) => Number((await fetch(`${on.url}/preview?url=${encodeURIComponent(web.url('/n?i=0'))}`, { headers: { 'x-api-key': key } })).headers.get('x-ratelimit-remaining'));
    expect(await quotaOf(a)).toBe(1000 - 501);
    expect(await quotaOf(b)).toBe(1000 - 502);
  }, 150_000);

  it('share keyless limits and screenshot links', async () => {
    const [a, b] = instances as [Instance, Instance];
    const target = `/preview?url=${encodeURIComponent(web.url('/n?i=keyless'))}`;
    const remaining = [];
    for (const on of [a, b, a]) remaining.push((await fetch(`${on.url}${target}`)).headers.get('x-ratelimit-remaining'));
    expect(remaining).toEqual(['2', '1', '0']);
    expect((await fetch(`${b.url}${target}`)).status).toBe(429);

    const shot = await fetch(`${a.url}/screenshot?url=${encodeURIComponent(FIXTURES[0]!.url)}&width=640&height=480`, { headers: { 'x-api-key': screenshotKey } });
    expect(shot.status).toBe(200);
    const link = new URL(((await shot.json()) as { screenshot_url: string }).screenshot_url);
    const image = await fetch(`${b.url}${link.pathname}${link.search}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  }, 60_000);

  it('an instance killed mid-job has its URLs taken over; no answer is lost or given twice', async () => {
    const [a, b] = instances as [Instance, Instance];
    const urls = Array.from({ length: 200 }, (_, i) => web.url(`/slow?i=${i}`));
    const created = await call(a, 'POST', '/jobs', key, { operation: 'preview', urls });
    await until(a, key, created.body.id, (s) => s.done >= 40);
    process.kill(b.pid, 'SIGKILL');
    const finished = await until(a, key, created.body.id, (s) => s.state === 'completed', 120_000);
    expect(finished).toMatchObject({ state: 'completed', total: 200, done: 200, failed: 0 });
    const results = await allResults(a, key, created.body.id);
    expect(results).toHaveLength(200);
    expect(new Set(results.map((r) => r.url)).size).toBe(200);
    expect(results.every((r) => r.success)).toBe(true);
  }, 150_000);

  it('a worker that starts queues again the work of unfinished jobs, so a Redis that lost it loses no job', async () => {
    const [a] = instances as [Instance];
    const urls = Array.from({ length: 100 }, (_, i) => web.url(`/slow?i=lost-${i}`));
    const created = await call(a, 'POST', '/jobs', key, { operation: 'preview', urls });
    await until(a, key, created.body.id, (s) => s.done >= 10);
    const client = new Redis(redisUrl);
    await client.flushall();
    client.disconnect();
    const fresh = await startInstance('c');
    const finished = await until(fresh, key, created.body.id, (s) => s.state === 'completed', 90_000);
    expect(finished).toMatchObject({ total: 100, done: 100, failed: 0 });
    expect(new Set((await allResults(fresh, key, created.body.id)).map((r) => r.url)).size).toBe(100);
  }, 120_000);

  it('an API-only instance (PAGELENS_WORKER=false) queues work and takes none', async () => {
    const api = await startInstance('api', { PAGELENS_WORKER: 'false' });
    const [a] = instances as [Instance];
    const before = await upstreamFetches(api);
    const urls = Array.from({ length: 60 }, (_, i) => web.url(`/n?i=api-${i}`));
    const created = await call(api, 'POST', '/jobs', key, { operation: 'preview', urls });
    expect(created.status).toBe(202);
    expect(await until(api, key, created.body.id, (s) => s.state === 'completed')).toMatchObject({ done: 60, failed: 0 });
    expect(await upstreamFetches(api)).toBe(before);
    expect((await allResults(a, key, created.body.id)).length).toBe(60);
  }, 120_000);
});
