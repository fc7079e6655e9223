import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAccountStoreContract, newAccount } from '../../../test/store-contract/account-store-contract.js';
import type { AccountStores } from '../account-ports.js';
import { MIGRATIONS } from '../migrations.js';
import { openPostgresAccountStores } from './open-postgres.js';
import { applyPostgresMigrations, quoteIdentifier } from './postgres-migrations.js';
import { POSTGRES_URL } from '../../../test/needs-stores.js';

// CI starts PostgreSQL before the tests: an unreachable server fails these tests, never skips them.
const DATABASE_URL = POSTGRES_URL;
const ALL_VERSIONS = MIGRATIONS.map((m) => m.version);

let admin: pg.Pool | undefined;
const schemas: string[] = [];

function adminPool(): pg.Pool {
  admin ??= new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  return admin;
}

function newSchema(): string {
  const name = `pl_test_${process.pid}_${schemas.length + 1}`;
  schemas.push(name);
  return name;
}

async function dropSchema(name: string): Promise<void> {
  await adminPool().query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(name)} CASCADE`);
}

async function open(schema: string): Promise<AccountStores> {
  const opened = await openPostgresAccountStores({ connectionString: DATABASE_URL, schema, poolSize: 10 });
  if (!opened.ok) throw new Error(`PostgreSQL is required for these tests (PAGELENS_TEST_DATABASE_URL): ${opened.failure.detail}`);
  return opened.value;
}

function redacted(url: string): string {
  return url.replace(/:[^:@/]*@/, ':***@');
}

beforeAll(async () => {
  try {
    await adminPool().query('SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message || String(error) : String(error);
    throw new Error(
      `PostgreSQL is required for these tests and is not reachable at ${redacted(DATABASE_URL)}: ${reason}. ` +
        'Start it (e.g. `pg_ctlcluster --skip-systemctl-redirect 15 main start`) or point PAGELENS_TEST_DATABASE_URL at one.',
    );
  }
});

afterAll(async () => {
  await Promise.all(schemas.map(dropSchema)).catch(() => undefined);
  await admin?.end();
});

describeAccountStoreContract('PostgreSQL', async () => {
  const schema = newSchema();
  const stores = await open(schema);
  return {
    ...stores,
    close: async () => {
      await stores.close();
      await dropSchema(schema);
    },
  };
});

async function appliedVersions(schema: string): Promise<{ version: number; applied_at: string }[]> {
  const { rows } = await adminPool().query<{ version: number; applied_at: string }>(
    `SELECT version, applied_at FROM ${quoteIdentifier(schema)}.schema_migrations ORDER BY version`,
  );
  return rows;
}

function clientOn(schema: string): pg.Client {
  return new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${schema}` });
}

describe('PostgreSQL adapter: migrations', () => {
  it('migrates a fresh schema once when two processes start together', async () => {
    const schema = newSchema();
    const [a, b] = await Promise.all([open(schema), open(schema)]);
    expect((await appliedVersions(schema)).map((r) => r.version)).toEqual(ALL_VERSIONS);
    await Promise.all([a.close(), b.close()]);
  });

  it('applies each migration in exactly one of two racing transactions', async () => {
    const schema = newSchema();
    const clients = [clientOn(schema), clientOn(schema)];
    await Promise.all(clients.map((c) => c.connect()));
    try {
      const results = await Promise.all(clients.map((c) => applyPostgresMigrations(c, schema)));
      expect([...results].sort((x, y) => y.length - x.length)).toEqual([ALL_VERSIONS, []]);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it('applies nothing new when reopening an existing schema, and keeps its data', async () => {
    const schema = newSchema();
    const first = await open(schema);
    const account = (await first.accounts.createAccount(newAccount()))!;
    const before = await appliedVersions(schema);
    await first.close();

    const reopened = await open(schema);
    expect(await appliedVersions(schema)).toEqual(before);
    expect(await reopened.accounts.getAccount(account.id)).toEqual(account);
    await reopened.close();

    const client = clientOn(schema);
    await client.connect();
    expect(await applyPostgresMigrations(client, schema)).toEqual([]);
    await client.end();
  });
});

describe('PostgreSQL adapter: opening', () => {
  it('returns `unavailable` quickly for an unreachable server, naming the host but not the password', async () => {
    const started = performance.now();
    const opened = await openPostgresAccountStores({ connectionString: 'postgres://postgres:s3cret@127.0.0.1:1/test' });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(opened).toEqual({
      ok: false,
      failure: { code: 'unavailable', detail: 'cannot reach PostgreSQL at 127.0.0.1:1: connection refused' },
    });
  });

  it('refuses a schema name that is not a plain lower-case identifier', async () => {
    const opened = await openPostgresAccountStores({ connectionString: DATABASE_URL, schema: 'x"; DROP TABLE y; --' });
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.failure.code).toBe('unavailable');
  });

  it("keeps the schema when the URL carries its own `options` parameter", async () => {
    const schema = newSchema();
    const url = new URL(DATABASE_URL);
    url.searchParams.set('options', '-c statement_timeout=5000');
    const opened = await openPostgresAccountStores({ connectionString: url.toString(), schema });
    if (!opened.ok) throw new Error(opened.failure.detail);
    const account = (await opened.value.accounts.createAccount(newAccount()))!;
    const { rows } = await adminPool().query(`SELECT id FROM ${quoteIdentifier(schema)}.accounts`);
    expect(rows).toEqual([{ id: account.id }]);
    await opened.value.close();
  });

  it('keeps each schema apart', async () => {
    const [a, b] = await Promise.all([open(newSchema()), open(newSchema())]);
    await a.accounts.createAccount(newAccount());
    expect([await a.accounts.countAccounts(), await b.accounts.countAccounts()]).toEqual([1, 0]);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('PostgreSQL adapter: two processes sharing one schema', () => {
  it('admits exactly the limit across two pools: 500 + 500 concurrent calls, limit 100', async () => {
    const schema = newSchema();
    const [a, b] = await Promise.all([open(schema), open(schema)]);
    const account = (await a.accounts.createAccount(newAccount()))!;
    const through = (stores: AccountStores) =>
      Array.from({ length: 500 }, () => stores.usage.consume(account.id, 'extract', '2026-11', 100));
    const results = await Promise.all([...through(a), ...through(b)]);
    expect(results.filter((r) => r.admitted)).toHaveLength(100);
    expect(results.filter((r) => !r.admitted).every((r) => r.used === 100)).toBe(true);
    expect(await b.usage.usage(account.id, '2026-11')).toEqual({ extract: 100 });
    await Promise.all([a.close(), b.close()]);
  });

  it('loses no scope when grants race', async () => {
    const schema = newSchema();
    const [a, b] = await Promise.all([open(schema), open(schema)]);
    const account = (await a.accounts.createAccount(newAccount({ scopes: ['preview'] })))!;
    const grants = ['extract', 'seo', 'aeo', 'screenshot', 'stack', 'outline', 'analyze', 'batch'] as const;
    await Promise.all(grants.map((scope, i) => (i % 2 ? a : b).accounts.grantScopes(account.id, [scope, 'preview'])));
    const granted = (await b.accounts.getAccount(account.id))!.scopes;
    expect(granted[0]).toBe('preview');
    expect([...granted].sort()).toEqual(['preview', ...grants].sort());
    await Promise.all([a.close(), b.close()]);
  });
});
