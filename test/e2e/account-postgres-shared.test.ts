/** Two instances sharing one PostgreSQL database: a logout and a key regeneration hold on both at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { POSTGRES_URL } from '../needs-stores.js';

const DATABASE_URL = POSTGRES_URL;
const schema = `pl_acct_${process.pid}_${Date.now()}`;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  const url = new URL(DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  a = await startPagelens({ databaseUrl: url.href });
  b = await startPagelens({ databaseUrl: url.href });
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

const json = { 'content-type': 'application/json' };

describe('accounts on two instances sharing PostgreSQL', () => {
  it('a session made on one works on the other; logout on one ends it on both; a regenerated key fails on both', async () => {
    const csrfRes = await fetch(`${a.url}/account/csrf`);
    const anon = csrfRes.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const token = ((await csrfRes.json()) as { token: string }).token;
    const signup = await fetch(`${a.url}/account/signup`, { method: 'POST', headers: { ...json, 'x-csrf-token': token, cookie: anon }, body: JSON.stringify({ email: `pg${Date.now()}@example.com`, password: 'shared long password' }) });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.getSetCookie().find((c) => c.startsWith('pagelens_session='))!.split(';')[0]!;
    const csrf = ((await (await fetch(`${b.url}/account/csrf`, { headers: { cookie } })).json()) as { token: string }).token;
    const fixture = ((await (await a.get('/fixtures')).json()) as { fixtures: { url: string }[] }).fixtures[0]!.url;
    const created = (await (await fetch(`${b.url}/account/keys`, { method: 'POST', headers: { ...json, 'x-csrf-token': csrf, cookie }, body: JSON.stringify({ env: 'test' }) })).json()) as { key: string; id: string };
    const preview = (server: TestServer, key: string) => server.get(`/preview?url=${encodeURIComponent(fixture)}`, { authorization: `Bearer ${key}` });
    expect((await preview(a, created.key)).status).toBe(200);
    const fresh = (await (await fetch(`${a.url}/account/keys/${created.id}/regenerate`, { method: 'POST', headers: { 'x-csrf-token': csrf, cookie } })).json()) as { key: string };
    expect([(await preview(a, created.key)).status, (await preview(b, created.key)).status]).toEqual([401, 401]);
    expect([(await preview(a, fresh.key)).status, (await preview(b, fresh.key)).status]).toEqual([200, 200]);
    expect((await fetch(`${b.url}/account/logout`, { method: 'POST', headers: { 'x-csrf-token': csrf, cookie } })).status).toBe(204);
    expect([(await fetch(`${a.url}/account`, { headers: { cookie } })).status, (await fetch(`${b.url}/account`, { headers: { cookie } })).status]).toEqual([401, 401]);
  });
});
