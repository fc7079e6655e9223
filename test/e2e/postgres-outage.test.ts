/**
 * PostgreSQL stopped under load (docs/reference/operations.md#store-outages): a server process of
 * its own against a PostgreSQL cluster of the test's own; keyed /preview calls run against a
 * loopback page while the database is stopped (fast shutdown) and started again. No call answers
 * 500: each is 200, or 503 `unavailable` with Retry-After and the contract's problem body;
 * /healthz names the store that is down; 200s return once it is back, and the usage stored equals
 * the 200s answered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChildServer, type ChildServer } from '../child-server.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { waitFor } from '../poll.js';
import { startPostgresCluster, type PostgresCluster } from '../postgres-cluster.js';
import { CLI } from '../cli-process.js';

const WORKERS = 8;

let cluster: PostgresCluster;
let web: FixtureServer;
let server: ChildServer;
let key: string;

beforeAll(async () => {
  [cluster, web] = await Promise.all([startPostgresCluster(), startFixtureServer()]);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-pg-outage-'));
  server = await startChildServer(process.execPath, [...CLI, 'serve'], {
    PORT: String(port),
    PAGELENS_DATA_DIR: dataDir,
    PAGELENS_DATABASE_URL: cluster.url,
    PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}`,
    PAGELENS_LOG_LEVEL: 'silent',
    PAGELENS_ANALYSIS_WORKERS: '1',
  }, port);
  key = /live key: (\S+)/.exec(fs.readFileSync(path.join(dataDir, 'owner-keys.txt'), 'utf8'))![1]!;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  cluster?.destroy();
  await web?.close();
});

interface Answer {
  readonly status: number;
  readonly at: number;
  readonly ms: number;
  readonly retryAfter: string | null;
  readonly contentType: string | null;
  readonly body: unknown;
}

/** Keyed /preview calls from `WORKERS` callers at once, until stopped. */
function runLoad() {
  const answers: Answer[] = [];
  let running = true;
  const target = `${server.url}/preview?url=${encodeURIComponent(web.url('/page.html?pg-outage'))}`;
  const worker = async () => {
    while (running) {
      const startedAt = Date.now();
      const response = await fetch(target, { headers: { 'x-api-key': key } });
      const text = await response.text();
      answers.push({
        status: response.status,
        at: Date.now(),
        ms: Date.now() - startedAt,
        retryAfter: response.headers.get('retry-after'),
        contentType: response.headers.get('content-type'),
        body: response.status === 200 ? undefined : JSON.parse(text),
      });
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, worker));
  return {
    answers,
    since: (at: number, status: number) => answers.filter((a) => a.at >= at && a.status === status).length,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function storedPreviewUsage(): Promise<number> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ total: string | null }>("SELECT SUM(count) AS total FROM usage WHERE endpoint = 'preview'");
    return Number(rows[0]?.total ?? 0);
  } finally {
    await client.end();
  }
}

describe('PostgreSQL stopped while keyed calls run', () => {
  it('answers 200 or 503 with Retry-After (never 500), names the store in /healthz, recovers, and bills exactly the 200s', async () => {
    const load = runLoad();
    try {
      await waitFor(() => load.since(0, 200) >= 20);
      const stoppedAt = Date.now();
      cluster.stop();
      await waitFor(() => load.since(stoppedAt, 503) >= 20);
      const health = await (await fetch(`${server.url}/healthz`)).json();
      expect(health).toMatchObject({ status: 'degraded', stores: { postgres: { up: false, detail: expect.any(String), since: expect.any(String) } } });

      const startedAt = Date.now();
      cluster.start();
      await waitFor(() => load.since(startedAt, 200) >= 20, { timeoutMs: 15_000 });
      const recovery = load.answers.find((a) => a.at >= startedAt && a.status === 200)!.at - startedAt;
      expect(recovery).toBeLessThan(5_000);
    } finally {
      await load.stop();
    }

    const statuses = new Set(load.answers.map((a) => a.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    // The breaker answers at once: no call waits on the dead database.
    expect(Math.max(...load.answers.filter((a) => a.status === 503).map((a) => a.ms))).toBeLessThan(3_000);
    for (const answer of load.answers.filter((a) => a.status === 503)) {
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(answer.contentType).toMatch(/^application\/problem\+json/);
      expect(answer.body).toEqual({
        type: '/docs/errors#unavailable',
        title: expect.any(String),
        status: 503,
        code: 'unavailable',
        detail: expect.stringMatching(/PostgreSQL/),
        request_id: expect.any(String),
      });
    }
    await waitFor(async () => expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' }));
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/pagelens_store_unavailable_responses_total\{route="\/preview",component="postgres"\} [1-9]/);
    expect(metrics).toMatch(/pagelens_store_up\{component="postgres"\} 1/);
    expect(await storedPreviewUsage()).toBe(load.answers.filter((a) => a.status === 200).length);
  });
});
