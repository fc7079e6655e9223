import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStores } from './sqlite-stores.js';
import type { Stores } from '../ports.js';

const opened: Stores[] = [];
function freshStores(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-store-'))) {
  const stores = openSqliteStores(dir);
  opened.push(stores);
  return { stores, dir };
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

describe('embedded counters', () => {
  it('admits exactly `limit` calls however many race', async () => {
    const { stores } = freshStores();
    const results = await Promise.all(
      Array.from({ length: 1000 }, () => stores.counters.consume('k', '2026-11-22', 100, Date.now() + 1e6)),
    );
    expect(results.filter((r) => r.admitted)).toHaveLength(100);
    expect(await stores.counters.peek('k', '2026-11-22')).toBe(100);
  });

  it('keeps separate windows and keys', async () => {
    const { stores } = freshStores();
    await stores.counters.consume('a', 'd1', 5, Date.now() + 1e6);
    await stores.counters.consume('a', 'd2', 5, Date.now() + 1e6);
    await stores.counters.consume('b', 'd1', 5, Date.now() + 1e6);
    expect(await stores.counters.peek('a', 'd1')).toBe(1);
    expect(await stores.counters.peek('a', 'd2')).toBe(1);
    expect(await stores.counters.peek('c', 'd1')).toBe(0);
  });

  it('survives a restart (data lives in PAGELENS_DATA_DIR)', async () => {
    const { stores, dir } = freshStores();
    await stores.counters.consume('k', 'w', 10, Date.now() + 1e6);
    await stores.close();
    opened.pop();
    const reopened = freshStores(dir).stores;
    expect((await reopened.counters.consume('k', 'w', 10, Date.now() + 1e6)).count).toBe(2);
  });

  it('two connections to one file (server and CLI) share counts atomically', async () => {
    const { stores, dir } = freshStores();
    const other = freshStores(dir).stores;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? stores : other).counters.consume('k', 'w', 50, Date.now() + 1e6)),
    );
    expect(results.filter((r) => r.admitted)).toHaveLength(50);
  });
});

describe('embedded cache', () => {
  it('returns a value until it expires, and purges it after', async () => {
    const { stores } = freshStores();
    await stores.cache.set('k', '{"a":1}', 2000);
    expect(await stores.cache.get('k', 1999)).toBe('{"a":1}');
    expect(await stores.cache.get('k', 2000)).toBeUndefined();
    expect(await stores.purgeExpired(2000)).toBe(1);
  });
});
