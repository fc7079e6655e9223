/**
 * An instance killed with SIGKILL mid-job (docs/operations.md#faults-and-recovery): two instances of the built
 * service on one PostgreSQL (a schema of this test's) and one Redis (a redis-server of its own).
 * The loopback site counts every fetch of every page with its time, and a webhook receiver keeps
 * every delivery. Whatever the killed instance was doing is taken over by the other once its lock
 * lapses (about 15–20 s):
 *
 * - a list job completes with each URL answered once; no URL whose answer was stored before the
 *   kill is fetched again; only URLs that were in flight on the killed instance (fetched, answer
 *   not stored) are fetched a second time; each URL is billed once (usage = URLs); every URL's
 *   job.page event arrives (those the killed instance had not delivered are sent again by the
 *   taker) and a repeated event carries the same id and body;
 * - a crawl is resumed from its stored frontier and visited set: the pages it had stored are not
 *   fetched again, every page of the site is one result, each billed once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtCli } from '../built-service.js';
import { allResults, call, until } from '../job-api.js';
import { freePort, startChildServer, type ChildServer } from '../child-server.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { POSTGRES_URL } from '../needs-stores.js';
import { startRedisServer, type RedisServer } from '../redis-server.js';
import { waitFor } from '../poll.js';
import { openPostgresAccountStores } from '../../src/store/postgres/open-postgres.js';
import { createKeyService } from '../../src/keys/key-service.js';
import { systemClock, utcMonthWindow } from '../../src/time/clock.js';

const schema = `pl_killed_${process.pid}_${Date.now()}`;
/** Each page's answer waits this long (and the gate below holds them at the kill). */
const PAGE_MS = 50;
/** The crawled site: /site/ links to 12 sections, each of which links to 9 pages (1 + 12 + 108 pages). */
const SECTIONS = 12;
const PER_SECTION = 9;

interface Instance extends ChildServer {
  readonly name: string;
}

interface Delivery {
  readonly at: number;
  readonly eventId: string;
  readonly body: { id: string; type: string; job_id: string; data: { url?: string } };
  readonly raw: string;
}

let web: FixtureServer;
let redis: RedisServer;
const instances: Instance[] = [];
/** Every page fetch: path (with query) → the times it was served. */
const fetches = new Map<string, number[]>();
const deliveries: Delivery[] = [];
/**
 * Holds pages: once `after` pages under `prefix` were served, further requests for them are kept
 * unanswered until openGate(), so the instances have fetches in flight, for sure, when one is killed.
 */
const gate = { prefix: '', after: Infinity, held: [] as { release: () => void; fromPort: number }[], lastHeldAt: 0 };

/**
 * Work stalled at the gate: pages held, none for `quietMs`, and each of `holders` holding some (an
 * instance works its URLs in waves of JOB_CONCURRENCY, so a wave that straddles the gate holds fewer
 * than all of them and how many are held says nothing; no new page for a while says the waves all wait).
 */
async function stalledAtGate(holders: readonly Instance[], quietMs = 1500): Promise<void> {
  await waitFor(() => {
    expect(gate.held.length).toBeGreaterThan(0);
    expect(Date.now() - gate.lastHeldAt).toBeGreaterThanOrEqual(quietMs);
    expect(holdingAtGate(holders).map((instance) => instance.name)).toEqual(holders.map((instance) => instance.name));
  }, { timeoutMs: 90_000, intervalMs: 100 });
}

/** Webhook deliveries held unanswered while `holding`: the killed instance's are then undelivered. */
const hooks = { holding: false, held: [] as (() => void)[] };

function releaseHooks(): void {
  hooks.holding = false;
  for (const answer of hooks.held.splice(0)) answer();
}

function closeGateAfter(prefix: string, after: number): void {
  Object.assign(gate, { prefix, after, held: [], lastHeldAt: 0 });
}

function openGate(): void {
  const held = gate.held;
  Object.assign(gate, { prefix: '', after: Infinity, held: [] });
  for (const { release } of held) release();
}
let key: string;
let accountId: string;

function databaseUrl(): string {
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const child = await startChildServer(process.execPath, [builtCli(), 'serve'], {
    PORT: String(port),
    PAGELENS_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `pagelens-killed-${name}-`)),
    PAGELENS_DATABASE_URL: databaseUrl(),
    PAGELENS_REDIS_URL: redis.url,
    PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}`,
    PAGELENS_PLANS: JSON.stringify({ starter: { preview: 10_000 } }),
    PAGELENS_LOG_LEVEL: 'warn',
    PAGELENS_ANALYSIS_WORKERS: '1',
    // Pages held at the gate until the kill must not time out meanwhile on a loaded machine (the
    // whole suite runs beside this test), nor their analyses wait past their deadline.
    PAGELENS_FETCH_TIMEOUT_MS: '60000',
    PAGELENS_ANALYSIS_TIMEOUT_MS: '60000',
    PAGELENS_CRAWL_PER_HOST: '4',
  }, port);
  const instance = Object.assign(child, { name });
  instances.push(instance);
  return instance;
}

/** Both instances running (a killed one replaced by a fresh one). */
async function twoRunning(): Promise<[Instance, Instance]> {
  const alive = instances.filter((instance) => isAlive(instance.pid));
  while (alive.length < 2) alive.push(await startInstance(`i${instances.length}`));
  return alive.slice(0, 2) as [Instance, Instance];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Upstream fetches an instance made, by its own /metrics. */
async function upstreamFetches(on: Instance): Promise<number> {
  const text = await (await fetch(`${on.url}/metrics`)).text();
  return [...text.matchAll(/^pagelens_upstream_fetches_total\{[^}]*\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

function fetchesUnder(prefix: string): number {
  return [...fetches.entries()].filter(([path]) => path.startsWith(prefix)).reduce((sum, [, times]) => sum + times.length, 0);
}

/** The process whose TCP socket has local port `port` (the far end of a request to the loopback site), by /proc. */
function processOfPort(port: number, pids: readonly number[]): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set(
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) => fs.readFileSync(file, 'utf8').split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => `socket:[${fields[9]}]`),
  );
  return pids.find((pid) => {
    try {
      return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => inodes.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`)));
    } catch {
      return false;
    }
  });
}

/** Which of `on` hold pages at the gate now. */
function holdingAtGate(on: readonly Instance[]): Instance[] {
  const pids = gate.held.map(({ fromPort }) => processOfPort(fromPort, on.map((instance) => instance.pid)));
  return on.filter((instance) => pids.includes(instance.pid));
}

function servePage(path: string, request: IncomingMessage, response: ServerResponse, links: readonly string[]): void {
  fetches.set(path, [...(fetches.get(path) ?? []), Date.now()]);
  const body = `<!doctype html><html><head><title>${path}</title></head><body><p>Page ${path}.</p>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</body></html>`;
  const answer = () => setTimeout(() => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body), PAGE_MS);
  if (path.startsWith(gate.prefix) && fetchesUnder(gate.prefix) > gate.after) {
    gate.held.push({ release: answer, fromPort: request.socket.remotePort ?? 0 });
    gate.lastHeldAt = Date.now();
  } else answer();
}

function pathOf(request: IncomingMessage): string {
  const url = new URL(request.url ?? '/', 'http://x');
  return `${url.pathname}${url.search}`;
}

/** The URLs of a job's answers stored so far (allResults waits for a running job to finish). */
async function storedNow(on: Instance, id: string): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let cursor = '0'; ; ) {
    const { status, body } = await call(on, 'GET', `/jobs/${id}/results?limit=1000&cursor=${cursor}`, key);
    expect(status).toBe(200);
    for (const result of body.results as { url: string }[]) stored.add(result.url);
    if (body.results.length < 1000 || !body.next_cursor) return stored;
    cursor = body.next_cursor as string;
  }
}

/** The test's account usage this month, as billed in the shared database. */
async function usage(): Promise<number> {
  const stores = await openPostgresAccountStores({ connectionString: POSTGRES_URL, schema });
  if (!stores.ok) throw new Error(stores.failure.detail);
  try {
    return await stores.value.usage.peek(accountId, 'preview', utcMonthWindow(Date.now()).id);
  } finally {
    await stores.value.close();
  }
}

/**
 * What a kill leaves: the answers stored by `snapshotAt` (read from the survivor just after the
 * kill) must not be fetched after it; a URL fetched twice must have been under way at the kill.
 */
function checkFetches(urls: readonly string[], storedAtKill: ReadonlySet<string>, killedAt: number, snapshotAt: number, inFlightMax: number): void {
  const refetchedAfterStored = [...storedAtKill].filter((url) => (fetches.get(new URL(url).pathname + new URL(url).search) ?? []).some((at) => at > snapshotAt));
  expect(refetchedAfterStored).toEqual([]);
  const twice: string[] = [];
  for (const url of urls) {
    const times = fetches.get(new URL(url).pathname + new URL(url).search) ?? [];
    expect([url, times.length >= 1 && times.length <= 2]).toEqual([url, true]);
    if (times.length === 2) {
      twice.push(url);
      // Fetched by the killed instance, never stored, fetched again by the one that took it over.
      expect([url, times[0]! < killedAt, storedAtKill.has(url)]).toEqual([url, true, false]);
    }
  }
  expect(twice.length).toBeLessThanOrEqual(inFlightMax);
}

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/k', (request, response) => servePage(pathOf(request), request, response, []));
  web.route('/site/', (request, response) => servePage(pathOf(request), request, response, Array.from({ length: SECTIONS }, (_, s) => `/site/s${s}`)));
  for (let s = 0; s < SECTIONS; s++) {
    web.route(`/site/s${s}`, (request, response) => servePage(pathOf(request), request, response, ['/site/', ...Array.from({ length: PER_SECTION }, (_, p) => `/site/s${s}/p${p}`)]));
    for (let p = 0; p < PER_SECTION; p++) web.route(`/site/s${s}/p${p}`, (request, response) => servePage(pathOf(request), request, response, ['/site/', `/site/s${s}`]));
  }
  web.route('/hook', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // A delivery counts once it is answered: one whose sender died while it was held does not.
      const answer = () => {
        if (request.socket.destroyed) return;
        const raw = Buffer.concat(chunks).toString('utf8');
        deliveries.push({ at: Date.now(), eventId: String(request.headers['pagelens-event-id']), body: JSON.parse(raw) as Delivery['body'], raw });
        response.writeHead(204).end();
      };
      if (hooks.holding) hooks.held.push(answer);
      else answer();
    });
  });
  redis = await startRedisServer();
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  // The first alone: it migrates the database.
  await startInstance('a');
  await startInstance('b');
  const stores = await openPostgresAccountStores({ connectionString: POSTGRES_URL, schema });
  if (!stores.ok) throw new Error(stores.failure.detail);
  const issued = await createKeyService({ accounts: stores.value.accounts, clock: systemClock }).createKey({ email: 'killed@example.com', env: 'live', scopes: ['batch', 'preview'] });
  await stores.value.close();
  if (!issued.ok) throw new Error(issued.failure.detail);
  key = issued.value.key;
  accountId = issued.value.account_id;
}, 240_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.stop();
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
  await web?.close();
});

describe('an instance killed with SIGKILL mid-job', () => {
  // Two instances for each test: one killed before is replaced (a build of dist/ may come first).
  beforeEach(async () => {
    await twoRunning();
  }, 120_000);

  it('list job: completes, each URL stored once, none fetched again once stored, billed once, every job.page event delivered with a stable id', async () => {
    const [a, b] = await twoRunning();
    const billedBefore = await usage();
    const urls = Array.from({ length: 150 }, (_, i) => web.url(`/k?i=${i}`));
    closeGateAfter('/k?', 40);
    hooks.holding = true;
    const created = await call(a, 'POST', '/jobs', key, { operation: 'preview', urls, webhook: { url: web.url('/hook'), secret: 'shh' } });
    expect(created.status).toBe(202);
    const id = created.body.id as string;
    // Both instances at work, each stalled at the gate with URLs of its chunk in flight.
    await stalledAtGate([a, b]);
    process.kill(b.pid, 'SIGKILL');
    const killedAt = Date.now();
    const storedAtKill = await storedNow(a, id);
    const snapshotAt = Date.now();
    // b's deliveries die with it, unanswered (a second for their sockets' close to reach this
    // process): the job.page events of every URL b finished are still due.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    releaseHooks();
    openGate();
    expect(storedAtKill.size).toBeLessThan(150);
    // b was working (fetching its share) when it was killed, so the kill meant something.
    const killedShare = [...fetches.entries()].filter(([path, times]) => path.startsWith('/k?') && times[0]! < killedAt).length - storedAtKill.size;
    expect(killedShare).toBeGreaterThan(0);

    const finished = await until(a, key, id, (s) => s.state === 'completed', 50_000);
    const results = await allResults(a, key, id);
    expect(results.filter((r) => !r.success).map((r) => r.error)).toEqual([]);
    expect(finished).toMatchObject({ state: 'completed', total: 150, done: 150, failed: 0 });
    expect(results).toHaveLength(150);
    expect(new Set(results.map((r) => r.url))).toEqual(new Set(urls));
    expect(results.every((r) => r.success)).toBe(true);
    // b worked one chunk at a time, at most 4 of its URLs at once (JOB_CONCURRENCY).
    checkFetches(urls, storedAtKill, killedAt, snapshotAt, 4);
    expect(await usage()).toBe(billedBefore + 150);

    // Webhooks: at least once; a repeat is the same event (id and body), every URL has one.
    const ofJob = () => deliveries.filter((d) => d.body.job_id === id);
    await waitFor(() => {
      expect(new Set(ofJob().filter((d) => d.body.type === 'job.page').map((d) => d.body.data.url)).size).toBe(150);
      expect(ofJob().some((d) => d.body.type === 'job.completed')).toBe(true);
    }, { timeoutMs: 15_000 });
    const byId = new Map<string, Set<string>>();
    for (const d of ofJob()) {
      expect(d.body.id).toBe(d.eventId);
      byId.set(d.eventId, (byId.get(d.eventId) ?? new Set()).add(d.raw));
    }
    expect([...byId.values()].filter((bodies) => bodies.size !== 1)).toEqual([]);
    const pageIds = new Map<string, Set<string>>();
    for (const d of ofJob().filter((e) => e.body.type === 'job.page')) pageIds.set(d.body.data.url!, (pageIds.get(d.body.data.url!) ?? new Set()).add(d.eventId));
    expect([...pageIds.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(new Set(ofJob().filter((d) => d.body.type === 'job.completed').map((d) => d.eventId)).size).toBe(1);
  }, 240_000);

  it('crawl: taken over, it resumes from its stored frontier and visited set; no stored page fetched again, each billed once', async () => {
    const [a, b] = await twoRunning();
    const billedBefore = await usage();
    const before = [await upstreamFetches(a), await upstreamFetches(b)];
    closeGateAfter('/site/', 40);
    const created = await call(a, 'POST', '/crawl', key, { url: web.url('/site/'), operation: 'preview', max_depth: 3, limit: 500 });
    expect(created.status).toBe(202);
    const id = created.body.id as string;
    await stalledAtGate([]);
    // The crawl is one unit: the instance that fetched is the one crawling.
    const crawling = (await upstreamFetches(a)) - before[0]! > 0 ? a : b;
    const other = crawling === a ? b : a;
    expect((await upstreamFetches(other)) - (other === a ? before[0]! : before[1]!)).toBe(0);
    process.kill(crawling.pid, 'SIGKILL');
    const killedAt = Date.now();
    const storedAtKill = await storedNow(other, id);
    const snapshotAt = Date.now();
    openGate();
    const pages = 1 + SECTIONS + SECTIONS * PER_SECTION;
    expect(storedAtKill.size).toBeGreaterThan(10);
    expect(storedAtKill.size).toBeLessThan(pages - 20);

    const finished = await until(other, key, id, (s) => s.state === 'completed', 50_000);
    expect(finished).toMatchObject({ state: 'completed', total: pages, done: pages, failed: 0 });
    const results = await allResults(other, key, id);
    const urls = [web.url('/site/'), ...Array.from({ length: SECTIONS }, (_, s) => [web.url(`/site/s${s}`), ...Array.from({ length: PER_SECTION }, (_, p) => web.url(`/site/s${s}/p${p}`))]).flat()];
    expect(new Set(results.map((r) => r.url))).toEqual(new Set(urls));
    expect(results).toHaveLength(pages);
    // In flight at the kill: the crawl's visits (8 at once with 4 per host), the job's URLs (4), one between the two.
    checkFetches(urls, storedAtKill, killedAt, snapshotAt, 13);
    expect(await usage()).toBe(billedBefore + pages);
  }, 240_000);
});
