import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/poll.js';
import { openSqliteStores, type SqliteRole } from './sqlite-stores.js';
import type { Stores } from '../ports.js';

const opened: Stores[] = [];
const newDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-store-'));

function open(role: SqliteRole, dir = newDir()) {
  const result = openSqliteStores(dir, role);
  if (!result.ok) throw new Error(result.failure.detail);
  opened.push(result.value);
  return { stores: result.value, dir };
}

async function closeAll() {
  await Promise.all(opened.splice(0).map((s) => s.close()));
}

afterEach(closeAll);

describe.each(['server', 'tool'] as const)('embedded counters (%s role)', (role) => {
  it('admits exactly `limit` calls however many race', async () => {
    const { stores } = open(role);
    const results = await Promise.all(
      Array.from({ length: 1000 }, () => stores.counters.consume('k', '2026-11-22', 100, Date.now() + 1e6)),
    );
    expect(results.filter((r) => r.admitted)).toHaveLength(100);
    expect(results.filter((r) => !r.admitted).every((r) => r.count === 100)).toBe(true);
    expect(await stores.counters.peek('k', '2026-11-22')).toBe(100);
  });

  it('keeps separate windows and keys', async () => {
    const { stores } = open(role);
    await stores.counters.consume('a', 'd1', 5, Date.now() + 1e6);
    await stores.counters.consume('a', 'd2', 5, Date.now() + 1e6);
    await stores.counters.consume('b', 'd1', 5, Date.now() + 1e6);
    expect(await stores.counters.peek('a', 'd1')).toBe(1);
    expect(await stores.counters.peek('a', 'd2')).toBe(1);
    expect(await stores.counters.peek('c', 'd1')).toBe(0);
  });

  it('survives a restart (data lives in PAGELENS_DATA_DIR)', async () => {
    const { stores, dir } = open(role);
    await stores.counters.consume('k', 'w', 10, Date.now() + 1e6);
    await stores.counters.consume('k', 'w', 10, Date.now() + 1e6);
    await closeAll();
    const { stores: reopened } = open(role, dir);
    expect((await reopened.counters.consume('k', 'w', 10, Date.now() + 1e6)).count).toBe(3);
  });
});

describe('the server role owns its data directory', () => {
  it('refuses a second server on the same directory, and lets tools open it beside the server', async () => {
    const { dir } = open('server');
    const second = openSqliteStores(dir, 'server');
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.failure).toMatchObject({ code: 'unavailable' });
    expect(openSqliteStores(dir, 'tool').ok).toBe(true);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = newDir();
    fs.writeFileSync(path.join(dir, 'server.pid'), '999999999');
    expect(() => open('server', dir)).not.toThrow();
  });

  it('releases the lock on close', async () => {
    const { dir } = open('server');
    await closeAll();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
    expect(() => open('server', dir)).not.toThrow();
  });

  it('writes counts behind within a second, visible to a tool reading the same file', async () => {
    const { stores, dir } = open('server');
    await stores.counters.consume('k', 'w', 10, Date.now() + 1e6);
    const { stores: tool } = open('tool', dir);
    // The flush runs every second; a loaded CI machine can run that timer seconds late.
    await waitFor(async () => expect(await tool.counters.peek('k', 'w')).toBe(1), { timeoutMs: 5000 });
  });
});

describe('embedded cache', () => {
  it('returns a value and its expiry until it expires, and purges it after', async () => {
    const { stores } = open('server');
    await stores.cache.set('k', '{"a":1}', 2000);
    expect(await stores.cache.get('k', 1999)).toEqual({ value: '{"a":1}', expiresAt: 2000 });
    expect(await stores.cache.get('k', 2000)).toBeUndefined();
    expect(await stores.purgeExpired(2000)).toBe(1);
  });
});

describe('embedded blobs', () => {
  it('stores bytes with their type until they expire, then purges them', async () => {
    const { stores } = open('server');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await stores.blobs.put('shot-1', { contentType: 'image/png', bytes, expiresAt: 5000 });
    const got = await stores.blobs.get('shot-1', 4999);
    expect(got?.contentType).toBe('image/png');
    expect(Buffer.compare(got!.bytes, bytes)).toBe(0);
    expect(await stores.blobs.get('shot-1', 5000)).toBeUndefined();
    expect(await stores.purgeExpired(5000)).toBe(1);
  });
});
