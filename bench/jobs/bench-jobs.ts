/**
 * Jobs across workers: a 1,000-URL extract job over the dev article pages on loopback (each URL
 * unique, so every one is fetched and analysed), worked by 1 and then 2 instances of the built
 * service on one PostgreSQL (a schema of this bench's) and one Redis (a redis-server of its own),
 * as docs/scale-out.md runs them. Each instance gets PAGELENS_ANALYSIS_WORKERS threads (default
 * 1, so two instances use two cores for analysis). Figure: pages per second, and the second
 * worker's gain (target ≥ 1.6× where the cores allow it; the page server, the bench and
 * PostgreSQL share the same cores).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startChildServer, type ChildServer } from '../../test/child-server.js';
import { loadCorpus } from '../lib/corpus.js';
import { startPageServer, type PageServer } from '../lib/page-server.js';
import { openPostgresAccountStores } from '../../src/store/postgres/open-postgres.js';
import { createKeyService } from '../../src/keys/key-service.js';
import { systemClock } from '../../src/time/clock.js';
import { SERVICE_ENV } from '../preview/bench-preview.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATABASE_URL = process.env.PAGELENS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const URLS = Number(process.env.BENCH_JOB_URLS ?? 1000);
const THREADS = process.env.BENCH_ANALYSIS_WORKERS ?? '1';

interface Setup {
  readonly instances: ChildServer[];
  readonly key: string;
  stop(): Promise<void>;
}

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

/** `workers` instances on a fresh schema and a fresh Redis, and a key that may run the job. */
async function startInstances(workers: number, pages: PageServer): Promise<Setup> {
  const schema = `pl_bench_jobs_${process.pid}_${workers}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.query(`CREATE SCHEMA ${schema}`);
  const redis = await startRedis();
  const database = new URL(DATABASE_URL);
  database.searchParams.set('options', `-c search_path=${schema}`);
  const instances: ChildServer[] = [];
  for (let i = 0; i < workers; i += 1) {
    const port = await freePort();
    instances.push(await startChildServer(process.execPath, [path.join(ROOT, 'dist/cli.js'), 'serve'], {
      ...SERVICE_ENV,
      PORT: String(port),
      PAGELENS_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-bench-jobs-')),
      PAGELENS_DATABASE_URL: database.href,
      PAGELENS_REDIS_URL: redis.url,
      PAGELENS_ALLOW_HOSTS: `127.0.0.1:${pages.port}`,
      PAGELENS_ANALYSIS_WORKERS: THREADS,
      PAGELENS_LOG_LEVEL: 'warn',
    }, port));
  }
  const stores = await openPostgresAccountStores({ connectionString: DATABASE_URL, schema });
  if (!stores.ok) throw new Error(stores.failure.detail);
  const issued = await createKeyService({ accounts: stores.value.accounts, clock: systemClock }).createKey({ email: 'bench@example.com', env: 'live', plan: 'professional', scopes: ['batch', 'extract'] });
  await stores.value.close();
  if (!issued.ok) throw new Error(issued.failure.detail);
  return {
    instances,
    key: issued.value.key,
    async stop() {
      await Promise.all(instances.map((instance) => instance.stop()));
      redis.process.kill('SIGKILL');
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** Busy and total CPU ticks of the whole machine (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/** Seconds from POST /jobs to the job completed (polled every 50 ms). */
async function runJob(setup: Setup, urls: readonly string[]): Promise<number> {
  const [first] = setup.instances as [ChildServer];
  const headers = { 'content-type': 'application/json', 'x-api-key': setup.key };
  const started = performance.now();
  const created = (await (await fetch(`${first.url}/jobs`, { method: 'POST', headers, body: JSON.stringify({ operation: 'extract', urls }) })).json()) as { id: string };
  for (;;) {
    const status = (await (await fetch(`${first.url}/jobs/${created.id}`, { headers })).json()) as { state: string; done: number; failed: number };
    if (status.state === 'completed') {
      if (status.failed > 0) throw new Error(`${status.failed} of ${status.done} URLs failed`);
      return (performance.now() - started) / 1000;
    }
    if (status.state !== 'queued' && status.state !== 'running') throw new Error(`the job ended ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function benchJobs(): Promise<{ pagesPerSecond: Record<number, number> }> {
  const pages = await startPageServer(loadCorpus());
  const pagesPerSecond: Record<number, number> = {};
  try {
    for (const workers of [1, 2]) {
      const setup = await startInstances(workers, pages);
      try {
        // A short warm-up job (thread start, first parses), then the measured one; every URL unique.
        await runJob(setup, Array.from({ length: 50 }, (_, i) => pages.pageUrl(i, 1_000_000 + workers * 1000 + i)));
        const before = machineTicks();
        const seconds = await runJob(setup, Array.from({ length: URLS }, (_, i) => pages.pageUrl(i, workers * 100_000 + i)));
        const after = machineTicks();
        const coresBusy = ((after.busy - before.busy) / (after.total - before.total)) * os.availableParallelism();
        pagesPerSecond[workers] = URLS / seconds;
        console.log(`${URLS}-URL extract job, ${workers} worker instance${workers > 1 ? 's' : ''} (${THREADS} analysis thread${THREADS === '1' ? '' : 's'} each): ${seconds.toFixed(2)} s, ${pagesPerSecond[workers]!.toFixed(1)} pages/s, machine ${coresBusy.toFixed(2)} of ${os.availableParallelism()} cores busy`);
      } finally {
        await setup.stop();
      }
    }
  } finally {
    await pages.close();
  }
  console.log(`second worker: ${(pagesPerSecond[2]! / pagesPerSecond[1]!).toFixed(2)}× the pages per second of one (target >= 1.6× with a core for each; this machine has ${os.availableParallelism()} cores for both instances, the page server, PostgreSQL and this bench)`);
  return { pagesPerSecond };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchJobs();
}
