import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/poll.js';
import { startRedisServer, type RedisServer } from '../../test/redis-server.js';
import { openSqliteStores, type EmbeddedStores } from '../store/sqlite/sqlite-stores.js';
import { systemClock } from '../time/clock.js';
import { createGiveUpWork, type GiveUpWork, type JobWork } from './job-work.js';
import type { JobRecord, JobStore } from '../store/job-ports.js';
import { createQueuedJobRunner } from './queued-job-runner.js';
import type { JobRunner } from './job-runner.js';

// A redis-server of this test's own, on a free port: the queue's keys meet no other test's.
let redis: RedisServer;
let redisUrl: string;
let dataDir: string;
let stores: EmbeddedStores;
let store: JobStore;
let runner: JobRunner | undefined;

beforeAll(async () => {
  redis = await startRedisServer();
  redisUrl = redis.url;
});
afterAll(async () => {
  await redis?.stop();
});

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-queued-'));
  const opened = openSqliteStores(dataDir, 'tool');
  if (!opened.ok) throw new Error(opened.failure.detail);
  stores = opened.value;
  store = stores.jobs;
});
afterEach(async () => {
  await runner?.close();
  runner = undefined;
  await stores.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let jobCount = 0;

async function createJob(urls: number): Promise<JobRecord> {
  jobCount += 1;
  const id = `job_q${jobCount}_${Date.now()}`;
  await store.create({ id, accountId: 'acct_1', keyId: 'key_1', kind: 'jobs', operation: 'preview', state: 'queued', total: urls, options: {}, createdAt: Date.now() }, Array.from({ length: urls }, (_, i) => `https://example.com/${i}`));
  return (await store.get(id))!;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  return waitFor(async () => {
    const value = await read();
    if (!done(value)) throw new Error(`still waiting; last seen: ${JSON.stringify(value)}`);
    return value;
  }, { timeoutMs });
}

function startRunner(work: JobWork, giveUp: GiveUpWork = createGiveUpWork({ store, clock: systemClock })): JobRunner {
  runner = createQueuedJobRunner({ redisUrl, worker: true, store, work, giveUp, retry: { attempts: 3, delayMs: 20 } });
  runner.start(() => undefined);
  return runner;
}

describe('a queued unit that fails for good', () => {
  it('fails its pending URLs with internal_error and the job completes, instead of running for ever', async () => {
    let tries = 0;
    const started = startRunner(async (job, _stopped, items) => {
      await store.start(job.id);
      // The first URL is answered; then the store "breaks" on every try.
      if (items?.[0]?.position === 0) await store.finish(job.id, 0, { url: items[0].url, success: true, data: { url: items[0].url } as never });
      tries += 1;
      throw new Error('store unreachable');
    });
    const job = await createJob(3);
    await started.submit(job);
    const finished = await until(() => store.get(job.id), (j) => j?.state === 'completed');
    expect(finished).toMatchObject({ state: 'completed', total: 3, done: 3, failed: 2 });
    expect(tries).toBe(3);
    const answers = (await store.results(job.id, 0, 10)).map((finished) => finished.item);
    expect(answers).toHaveLength(3);
    expect(answers.filter((answer) => answer.success).map((answer) => answer.url)).toEqual(['https://example.com/0']);
    for (const answer of answers.filter((a) => !a.success)) {
      expect(answer).toMatchObject({ success: false, error: "internal_error: This URL's work failed 3 time(s) and was given up (store unreachable)." });
    }
  });

  it('comes back when a worker starts if it could not be given up (the store down just then)', async () => {
    let tries = 0;
    const first = startRunner(async (job) => {
      await store.start(job.id);
      tries += 1;
      throw new Error('store unreachable');
    }, async () => {
      throw new Error('store unreachable');
    });
    const job = await createJob(2);
    await first.submit(job);
    await until(async () => tries, (n) => n >= 3);
    // A fixed wait on purpose: the job must not be settled meanwhile, and an absence cannot be polled for.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await store.get(job.id))?.state).toBe('running');
    await first.close();
    // A restart: the failed unit is queued again, and this time its work succeeds.
    startRunner(async (started, _stopped, items) => {
      for (const item of items ?? []) await store.finish(started.id, item.position, { url: item.url, success: true, data: { url: item.url } as never });
      await store.settle(started.id, 'completed', Date.now());
    });
    const finished = await until(() => store.get(job.id), (j) => j?.state === 'completed');
    expect(finished).toMatchObject({ state: 'completed', done: 2, failed: 0 });
  });

  it('is given up once the store answers again, without a restart', async () => {
    let giveUps = 0;
    const giveUp = createGiveUpWork({ store, clock: systemClock });
    startRunner(async (job) => {
      await store.start(job.id);
      throw new Error('store unreachable');
    }, async (job, reason, items) => {
      giveUps += 1;
      if (giveUps <= 2) throw new Error('store unreachable');
      await giveUp(job, reason, items);
    });
    const job = await createJob(2);
    await runner!.submit(job);
    const finished = await until(() => store.get(job.id), (j) => j?.state === 'completed');
    expect(finished).toMatchObject({ state: 'completed', done: 2, failed: 2 });
    expect(giveUps).toBe(3);
  });

  it('is not given up while tries remain: a unit that fails once and then succeeds finishes normally', async () => {
    let tries = 0;
    const started = startRunner(async (job, _stopped, items) => {
      await store.start(job.id);
      tries += 1;
      if (tries === 1) throw new Error('a passing fault');
      for (const item of items ?? []) await store.finish(job.id, item.position, { url: item.url, success: true, data: { url: item.url } as never });
      await store.settle(job.id, 'completed', Date.now());
    });
    const job = await createJob(2);
    await started.submit(job);
    const finished = await until(() => store.get(job.id), (j) => j?.state === 'completed');
    expect(finished).toMatchObject({ state: 'completed', done: 2, failed: 0 });
    expect(tries).toBe(2);
  });
});

describe('a Redis that restarts empty mid-job', () => {
  it('loses no unit: the job resumes without a restart of the runner, each URL worked once', async () => {
    const own = await startRedisServer();
    const port = Number(new URL(own.url).port);
    let current = own;
    const runs = new Map<string, number>();
    runner = createQueuedJobRunner({
      redisUrl: own.url, worker: true, store, giveUp: createGiveUpWork({ store, clock: systemClock }), retry: { attempts: 3, delayMs: 20 },
      work: async (job, _stopped, items) => {
        await store.start(job.id);
        for (const item of items ?? []) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          runs.set(item.url, (runs.get(item.url) ?? 0) + 1);
          await store.finish(job.id, item.position, { url: item.url, success: true, data: { url: item.url } as never });
        }
        const now = await store.get(job.id);
        if (now && now.done === now.total) await store.settle(job.id, 'completed', Date.now());
      },
    });
    runner.start(() => undefined);
    try {
      const job = await createJob(100);
      await runner.submit(job);
      await until(() => store.get(job.id), (j) => (j?.done ?? 0) >= 30);
      await current.stop();
      current = await startRedisServer({ port });
      const finished = await until(() => store.get(job.id), (j) => j?.state === 'completed', 30_000);
      expect(finished).toMatchObject({ state: 'completed', total: 100, done: 100, failed: 0 });
      expect(runs.size).toBe(100);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await runner.close();
      runner = undefined;
      await current.stop();
    }
  });
});
