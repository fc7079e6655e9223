import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CounterStore, Stores } from './ports.js';
import { openRedisStores } from './redis/redis-stores.js';
import { openSqliteStores } from './sqlite/sqlite-stores.js';
import { REDIS_URL } from '../../test/needs-stores.js';

const opened: Stores[] = [];
afterAll(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

async function sqlite(role: 'server' | 'tool', dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-refund-'))) {
  const result = openSqliteStores(dir, role);
  if (!result.ok) throw new Error(result.failure.detail);
  opened.push(result.value);
  return { counters: result.value.counters, dir, stores: result.value };
}

async function redis(): Promise<CounterStore> {
  const result = await openRedisStores({ url: REDIS_URL, keyPrefix: `pagelens-test:${randomUUID()}:` });
  if (!result.ok) throw new Error(result.failure.detail);
  opened.push(result.value);
  return result.value.counters;
}

const adapters: Array<[string, () => Promise<CounterStore>]> = [
  ['SQLite, write-behind (server)', async () => (await sqlite('server')).counters],
  ['SQLite, direct (tool)', async () => (await sqlite('tool')).counters],
  ['Redis', redis],
];

describe.each(adapters)('counter refunds: %s', (_name, open) => {
  it('gives back one admitted call, lets the next one in, and never goes below 0', async () => {
    const counters = await open();
    const expiresAt = Date.now() + 60_000;
    await counters.consume('k', 'd1', 2, expiresAt);
    await counters.consume('k', 'd1', 2, expiresAt);
    expect((await counters.consume('k', 'd1', 2, expiresAt)).admitted).toBe(false);
    await counters.refund('k', 'd1');
    expect(await counters.peek('k', 'd1')).toBe(1);
    expect((await counters.consume('k', 'd1', 2, expiresAt)).admitted).toBe(true);
    await counters.refund('k', 'd1');
    await counters.refund('k', 'd1');
    await counters.refund('k', 'd1');
    expect(await counters.peek('k', 'd1')).toBe(0);
    await counters.refund('never-counted', 'd1');
    expect(await counters.peek('never-counted', 'd1')).toBe(0);
  });
});

it('a write-behind refund is persisted, also for a counter no longer held in memory', async () => {
  const { counters, dir, stores } = await sqlite('server');
  const expiresAt = Date.now() + 60_000;
  for (let i = 0; i < 3; i++) await counters.consume('k', 'd1', 5, expiresAt);
  await counters.refund('k', 'd1');
  await stores.close();
  opened.splice(opened.indexOf(stores), 1);
  const reopened = await sqlite('server', dir);
  expect(await reopened.counters.peek('k', 'd1')).toBe(2);
  // Not in memory after a fresh open: lowered in the table directly.
  await reopened.counters.refund('k', 'd1');
  expect(await reopened.counters.peek('k', 'd1')).toBe(1);
});
