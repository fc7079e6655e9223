import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchItem } from '../results/batch.js';
import { openPostgresAccountStores } from './postgres/open-postgres.js';
import { quoteIdentifier } from './postgres/postgres-migrations.js';
import { openSqliteStores } from './sqlite/sqlite-stores.js';
import { MAX_KEPT_ATTEMPTS, type JobOptions, type JobRecord, type JobStore } from './job-ports.js';
import { POSTGRES_URL } from '../../test/needs-stores.js';

// CI starts PostgreSQL before the tests: an unreachable server fails these tests, never skips them.
const DATABASE_URL = POSTGRES_URL;

interface OpenedJobStore {
  readonly store: JobStore;
  close(): Promise<void>;
}

async function openSqlite(): Promise<OpenedJobStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-jobs-'));
  const opened = openSqliteStores(dataDir, 'tool');
  if (!opened.ok) throw new Error(opened.failure.detail);
  return {
    store: opened.value.jobs,
    close: async () => {
      await opened.value.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<OpenedJobStore> {
  const schema = `pl_jobs_test_${process.pid}`;
  const opened = await openPostgresAccountStores({ connectionString: DATABASE_URL, schema, poolSize: 10 });
  if (!opened.ok) throw new Error(`PostgreSQL is required for these tests (PAGELENS_TEST_DATABASE_URL): ${opened.failure.detail}`);
  return {
    store: opened.value.jobs,
    close: async () => {
      await opened.value.close();
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}

type NewJob = Parameters<JobStore['create']>[0];

let jobCount = 0;

function newJob(overrides: Partial<NewJob> = {}): NewJob {
  jobCount += 1;
  return {
    id: `job_${jobCount}`, accountId: 'acct_1', keyId: 'key_1', kind: 'jobs', operation: 'preview', state: 'queued',
    total: 0, options: {}, createdAt: 1_767_225_600_000 + jobCount, ...overrides,
  };
}

function urlsOf(count: number, prefix = 'https://example.com/page'): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}${index}`);
}

function succeeded(url: string): BatchItem {
  return { url, success: true, data: { url, title: `title of ${url}`, description: '', image: '', favicon: '', author: '', published_at: '', modified_at: '', lang: '', logo: '' } };
}

function failedItem(url: string): BatchItem {
  return { url, success: false, error: 'upstream_timeout: no answer in 10 s' };
}

function attemptNumber(attempt: number): JobRecord['webhookAttempts'][number] {
  return { attempt, at: new Date(1_767_225_600_000 + attempt).toISOString(), status: 500, duration_ms: attempt, type: 'job.completed' };
}

describe.each([
  { adapter: 'SQLite', open: openSqlite },
  { adapter: 'PostgreSQL', open: openPostgres },
])('job store contract ($adapter)', ({ open }) => {
  let opened: OpenedJobStore | undefined;
  const store = (): JobStore => {
    if (!opened) throw new Error('store not opened');
    return opened.store;
  };

  async function createWith(urls: readonly string[], overrides: Partial<NewJob> = {}): Promise<NewJob> {
    const job = newJob({ total: urls.length, ...overrides });
    await store().create(job, urls);
    return job;
  }

  beforeAll(async () => {
    opened = await open();
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('creates a job and reads it back with zero counts and its options', async () => {
    const options: JobOptions = {
      webhook: { url: 'https://hooks.example.com/pagelens', secret: 'whsec_1' },
      crawl: { url: 'https://example.com/', limit: 100, maxDepth: 2, include: ['/docs/*'], exclude: ['/docs/old/*'] },
    };
    const job = await createWith(urlsOf(3), { kind: 'crawl', operation: 'extract', options });

    const record = await store().get(job.id);
    expect(record).toEqual({ ...job, done: 0, failed: 0, finishedAt: null, webhookAttempts: [] });
    expect(typeof record?.createdAt).toBe('number');
    expect(await store().get('job_missing')).toBeUndefined();
  });

  it('lists unfinished jobs oldest first, then by id', async () => {
    const ids = ['unfinished_a', 'unfinished_b', 'unfinished_c', 'unfinished_d'];
    await createWith([], { id: ids[0], createdAt: 3000 });
    await createWith([], { id: ids[1], createdAt: 1000, state: 'running' });
    await createWith([], { id: ids[2], createdAt: 1000 });
    await createWith([], { id: ids[3], createdAt: 500 });
    await store().setState('unfinished_d', 'cancelled', 4000);

    const listed = (await store().unfinished()).map((job) => job.id).filter((id) => ids.includes(id));
    expect(listed).toEqual(['unfinished_b', 'unfinished_c', 'unfinished_a']);
    expect(await store().get('unfinished_d')).toMatchObject({ state: 'cancelled', finishedAt: 4000 });
  });

  it('marks a URL paid for once: first, then again (a taken-over run), and finished once it has an answer', async () => {
    const urls = urlsOf(2);
    const job = await createWith(urls);

    expect(await store().claimCharge(job.id, 0)).toBe('first');
    expect(await store().claimCharge(job.id, 0)).toBe('again');
    expect(await store().claimCharge(job.id, 1)).toBe('first');
    await store().finish(job.id, 1, succeeded(urls[1]!));
    expect(await store().claimCharge(job.id, 1)).toBe('finished');
    expect(await Promise.all([0, 1, 2, 3].map(() => store().claimCharge(job.id, 0)))).toEqual(['again', 'again', 'again', 'again']);
  });

  it('lets only one of many concurrent claims of a URL be the first', async () => {
    const job = await createWith(urlsOf(1));
    const claims = await Promise.all(Array.from({ length: 8 }, () => store().claimCharge(job.id, 0)));
    expect(claims.filter((claim) => claim === 'first')).toHaveLength(1);
  });

  it('pages pending URLs by position', async () => {
    const urls = urlsOf(5);
    const job = await createWith(urls);

    expect(await store().pending(job.id, -1, 2)).toEqual([{ position: 0, url: urls[0] }, { position: 1, url: urls[1] }]);
    expect(await store().pending(job.id, 1, 2)).toEqual([{ position: 2, url: urls[2] }, { position: 3, url: urls[3] }]);
    expect(await store().pending(job.id, 3, 10)).toEqual([{ position: 4, url: urls[4] }]);

    await store().finish(job.id, 2, succeeded(urls[2]!));
    expect((await store().pending(job.id, -1, 10)).map((item) => item.position)).toEqual([0, 1, 3, 4]);
  });

  it('finishes each URL once, counts it, and reads results in the order they finished', async () => {
    const urls = urlsOf(3);
    const job = await createWith(urls);

    expect(await store().finish(job.id, 1, succeeded(urls[1]!))).toBe(true);
    expect(await store().finish(job.id, 1, failedItem(urls[1]!))).toBe(false);
    expect(await store().finish(job.id, 0, failedItem(urls[0]!))).toBe(true);
    expect(await store().finish(job.id, 2, succeeded(urls[2]!))).toBe(true);

    expect(await store().get(job.id)).toMatchObject({ total: 3, done: 3, failed: 1 });
    expect(await store().results(job.id, 0, 10)).toEqual([
      { seq: 1, item: succeeded(urls[1]!) },
      { seq: 2, item: failedItem(urls[0]!) },
      { seq: 3, item: succeeded(urls[2]!) },
    ]);
    expect(await store().results(job.id, 1, 1)).toEqual([{ seq: 2, item: failedItem(urls[0]!) }]);
    expect(await store().results(job.id, 3, 10)).toEqual([]);
  });

  it('appends URLs after the created ones and lists every URL with its pending flag', async () => {
    const urls = urlsOf(2);
    const job = await createWith(urls, { kind: 'crawl' });

    expect(await store().append(job.id, 'https://example.com/found0')).toBe(2);
    expect(await store().append(job.id, 'https://example.com/found1')).toBe(3);
    expect((await store().get(job.id))?.total).toBe(4);

    await store().finish(job.id, 1, succeeded(urls[1]!));
    expect(await store().items(job.id)).toEqual([
      { position: 0, url: urls[0], pending: true },
      { position: 1, url: urls[1], pending: false },
      { position: 2, url: 'https://example.com/found0', pending: true },
      { position: 3, url: 'https://example.com/found1', pending: true },
    ]);
  });

  it('keeps what a crawl found at a page with its URL, finished or not (a taken-over crawl resumes from it)', async () => {
    const job = await createWith([], { kind: 'crawl' });
    const found = { depth: 1, finalUrl: 'https://example.com/a/', links: ['https://example.com/b', 'https://example.com/c?x=1'] };
    const refused = { depth: 0, finalUrl: 'https://example.com/', links: [], failure: { code: 'blocked_url' as const, detail: 'robots.txt says no' } };
    expect(await store().append(job.id, 'https://example.com/', refused)).toBe(0);
    expect(await store().append(job.id, 'https://example.com/a', found)).toBe(1);
    expect(await store().append(job.id, 'https://example.com/listed')).toBe(2);
    await store().finish(job.id, 0, failedItem('https://example.com/'));

    expect(await store().items(job.id)).toEqual([
      { position: 0, url: 'https://example.com/', pending: false, step: refused },
      { position: 1, url: 'https://example.com/a', pending: true, step: found },
      { position: 2, url: 'https://example.com/listed', pending: true },
    ]);
  });

  it("keeps a finished URL's job.page event due until it is sent, by range of positions", async () => {
    const urls = urlsOf(5);
    const job = await createWith(urls);
    for (const position of [0, 1, 3, 4]) await store().finish(job.id, position, position === 3 ? failedItem(urls[3]!) : succeeded(urls[position]!));
    await store().eventSent(job.id, 1);

    expect(await store().eventsDue(job.id, 0, 4, 10)).toEqual([
      { position: 0, item: succeeded(urls[0]!) },
      { position: 3, item: failedItem(urls[3]!) },
      { position: 4, item: succeeded(urls[4]!) },
    ]);
    expect((await store().eventsDue(job.id, 1, 3, 10)).map((due) => due.position)).toEqual([3]);
    expect((await store().eventsDue(job.id, 0, Number.MAX_SAFE_INTEGER, 2)).map((due) => due.position)).toEqual([0, 3]);
    // A URL still pending has no event due, whatever the order of calls.
    await store().eventSent(job.id, 2);
    await store().finish(job.id, 2, succeeded(urls[2]!));
    expect((await store().eventsDue(job.id, 2, 2, 10)).map((due) => due.position)).toEqual([2]);
  });

  it("keeps a settled job's final event due until it is sent, the earliest settled first", async () => {
    const ids = ['final_a', 'final_b', 'final_c'];
    for (const id of ids) {
      const urls = urlsOf(1, `https://example.com/${id}`);
      await createWith(urls, { id });
      await store().start(id);
      await store().finish(id, 0, succeeded(urls[0]!));
    }
    expect(await store().settle('final_a', 'completed', 2000, true)).toBe(true);
    expect(await store().settle('final_b', 'failed', 1000, true)).toBe(true);
    const due = async () => (await store().finalEventsDue(1000)).filter((job) => ids.includes(job.id));

    // final_c has every answer but is not settled, and a job settled without a webhook has none due.
    const quiet = await createWith(urlsOf(1, 'https://example.com/final_quiet'));
    await store().start(quiet.id);
    await store().finish(quiet.id, 0, succeeded('https://example.com/final_quiet0'));
    expect(await store().settle(quiet.id, 'completed', 500)).toBe(true);
    expect((await due()).map((job) => [job.id, job.state, job.finishedAt])).toEqual([['final_b', 'failed', 1000], ['final_a', 'completed', 2000]]);
    await store().finalEventSent('final_b');
    expect((await due()).map((job) => job.id)).toEqual(['final_a']);
    // A second settle changes nothing, so a sent event is never due again.
    expect(await store().settle('final_b', 'failed', 3000, true)).toBe(false);
    expect((await due()).map((job) => job.id)).toEqual(['final_a']);
  });

  it('gives concurrent appends to one job distinct, consecutive positions', async () => {
    const job = await createWith(urlsOf(1), { kind: 'crawl' });
    const found = urlsOf(20, 'https://example.com/found');

    const positions = await Promise.all(found.map((url) => store().append(job.id, url)));

    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect((await store().get(job.id))?.total).toBe(21);
    const items = await store().items(job.id);
    expect(items.map((item) => item.position)).toEqual(Array.from({ length: 21 }, (_, index) => index));
    found.forEach((url, index) => expect(items[positions[index]!]?.url).toBe(url));
  });

  it('starts only a queued or running job', async () => {
    const job = await createWith(urlsOf(1));
    expect(await store().start(job.id)).toBe(true);
    expect((await store().get(job.id))?.state).toBe('running');
    expect(await store().start(job.id)).toBe(true);

    await store().setState(job.id, 'cancelled', 5000);
    expect(await store().start(job.id)).toBe(false);
    expect((await store().get(job.id))?.state).toBe('cancelled');

    const completed = await createWith([], { state: 'completed' });
    expect(await store().start(completed.id)).toBe(false);
    expect(await store().start('job_missing')).toBe(false);
  });

  it('settles a running job once, and only when every URL has an answer', async () => {
    const urls = urlsOf(2);
    const job = await createWith(urls);
    await store().start(job.id);

    expect(await store().settle(job.id, 'completed', 9000)).toBe(false);
    await store().finish(job.id, 0, succeeded(urls[0]!));
    expect(await store().settle(job.id, 'completed', 9000)).toBe(false);
    await store().finish(job.id, 1, failedItem(urls[1]!));

    expect(await store().settle(job.id, 'failed', 9000)).toBe(true);
    expect(await store().settle(job.id, 'completed', 9500)).toBe(false);
    expect(await store().get(job.id)).toMatchObject({ state: 'failed', finishedAt: 9000, done: 2, failed: 1 });
  });

  it(`keeps only the latest ${MAX_KEPT_ATTEMPTS} webhook attempts`, async () => {
    const job = await createWith([]);
    const recorded = MAX_KEPT_ATTEMPTS + 5;
    for (let attempt = 1; attempt <= recorded; attempt += 1) await store().recordAttempt(job.id, attemptNumber(attempt));

    const kept = (await store().get(job.id))?.webhookAttempts ?? [];
    expect(kept).toHaveLength(MAX_KEPT_ATTEMPTS);
    expect(kept[0]).toEqual(attemptNumber(6));
    expect(kept.map((attempt) => attempt.attempt)).toEqual(Array.from({ length: MAX_KEPT_ATTEMPTS }, (_, index) => index + 6));
    await expect(store().recordAttempt('job_missing', attemptNumber(1))).resolves.toBeUndefined();
  });

  it('counts 200 concurrent finishes exactly and gives them seqs 1..200', async () => {
    const urls = urlsOf(200);
    const job = await createWith(urls);
    await store().start(job.id);

    const finished = await Promise.all(
      urls.map((url, position) => store().finish(job.id, position, position % 2 === 0 ? succeeded(url) : failedItem(url))),
    );

    expect(finished.every(Boolean)).toBe(true);
    expect(await store().get(job.id)).toMatchObject({ total: 200, done: 200, failed: 100 });
    const results = await store().results(job.id, 0, 500);
    expect(results.map((result) => result.seq)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    expect(new Set(results.map((result) => result.item.url)).size).toBe(200);
    expect(await store().settle(job.id, 'completed', 9000)).toBe(true);
  });

  it('lets only one of two concurrent finishes of a URL count', async () => {
    const urls = urlsOf(50);
    const job = await createWith(urls);

    const finished = await Promise.all(
      [...urls, ...urls].map((url, index) => store().finish(job.id, index % urls.length, succeeded(url))),
    );

    expect(finished.filter(Boolean)).toHaveLength(50);
    expect(await store().get(job.id)).toMatchObject({ done: 50, failed: 0 });
    expect((await store().results(job.id, 0, 100)).map((result) => result.seq)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });
});
