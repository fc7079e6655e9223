/**
 * Two real server processes sharing one PostgreSQL database, PAGELENS_DATABASE_URL (docs/reference/operations.md#storage-adapters):
 * quotas are counted atomically across them, and a rotated key fails at once on both.
 */
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresAccountStores } from '../../src/store/postgres/open-postgres.js';
import type { AccountStores } from '../../src/store/account-ports.js';
import { createKeyService, type KeyService } from '../../src/keys/key-service.js';
import { systemClock } from '../../src/time/clock.js';
import { freePort, startChildServer, type ChildServer } from '../child-server.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { POSTGRES_URL } from '../needs-stores.js';
import { CLI } from '../cli-process.js';

const DATABASE_URL = POSTGRES_URL;
const schema = `pl_e2e_${process.pid}_${Date.now()}`;

let web: FixtureServer;
let stores: AccountStores;
let keys: KeyService;
let servers: ChildServer[] = [];

async function startServerProcess(): Promise<ChildServer> {
  const port = await freePort();
  const url = new URL(DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return startChildServer(process.execPath, [...CLI, 'serve'], {
    PORT: String(port),
    PAGELENS_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-pg-')),
    PAGELENS_DATABASE_URL: url.href,
    PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}`,
    PAGELENS_PLANS: JSON.stringify({ starter: { preview: 100 } }),
    PAGELENS_LOG_LEVEL: 'warn',
    PAGELENS_ANALYSIS_WORKERS: '1',
    // The thread starts (from source, under tsx) before the server listens: what is tested is quota
    // admission across processes, and the admitted calls all wait on one analysis of the same page,
    // which a slow first thread start on a loaded machine could push past its deadline (503).
    PAGELENS_ANALYSIS_WARM: 'true',
  }, port);
}

beforeAll(async () => {
  web = await startFixtureServer();
  const opened = await openPostgresAccountStores({ connectionString: DATABASE_URL, schema });
  if (!opened.ok) throw new Error(`PostgreSQL is needed for this test: ${opened.failure.detail}`);
  stores = opened.value;
  keys = createKeyService({ accounts: stores.accounts, clock: systemClock });
  servers = await Promise.all([startServerProcess(), startServerProcess()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await stores?.close();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
  await web?.close();
});

async function newKey(): Promise<{ key: string; id: string }> {
  const issued = await keys.createKey({ email: `${Math.random().toString(36).slice(2)}@example.com`, env: 'live' });
  if (!issued.ok) throw new Error(issued.failure.detail);
  return issued.value;
}

const previewUrl = (server: ChildServer) => `${server.url}/preview?url=${encodeURIComponent(web.url('/minimal-title-only.html'))}`;

describe('two server processes sharing PostgreSQL', () => {
  it('admit exactly 100 of 1,000 concurrent calls against a quota of 100', async () => {
    const { key } = await newKey();
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => fetch(previewUrl(servers[i % 2]!), { headers: { 'x-api-key': key } }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      })),
    );
    const byStatus: Record<number, number> = {};
    for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
    expect(byStatus).toEqual({ 200: 100, 429: 900 });
  }, 60_000);

  it('a rotated key fails at once on both, and its replacement works on both', async () => {
    const { key, id } = await newKey();
    for (const server of servers) expect((await fetch(previewUrl(server), { headers: { 'x-api-key': key } })).status).toBe(200);
    const rotated = await keys.rotateKey(id);
    if (!rotated.ok) throw new Error(rotated.failure.detail);
    for (const server of servers) {
      expect((await fetch(previewUrl(server), { headers: { 'x-api-key': key } })).status).toBe(401);
      expect((await fetch(previewUrl(server), { headers: { 'x-api-key': rotated.value.key } })).status).toBe(200);
    }
  });
});
