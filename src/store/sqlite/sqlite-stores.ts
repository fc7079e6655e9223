import type { CacheStore, CounterConsumption, CounterStore, Stores } from '../ports.js';
import { openSqliteDatabase, type SqliteDatabase } from './open-database.js';

function createCounterStore(db: SqliteDatabase): CounterStore {
  // One statement: insert at 1, or raise by one only while below the limit. SQLite runs it
  // atomically, and the write lock serialises other processes sharing the file.
  const raise = db.prepare(`
    INSERT INTO counters (key, window_id, count, expires_at) VALUES (@key, @windowId, 1, @expiresAt)
    ON CONFLICT (key, window_id) DO UPDATE SET count = count + 1 WHERE count < @limit
    RETURNING count`);
  const read = db.prepare('SELECT count FROM counters WHERE key = ? AND window_id = ?').pluck();
  return {
    async consume(key, windowId, limit, expiresAt): Promise<CounterConsumption> {
      if (limit <= 0) return { admitted: false, count: (read.get(key, windowId) as number | undefined) ?? 0 };
      const row = raise.get({ key, windowId, limit, expiresAt }) as { count: number } | undefined;
      if (row) return { admitted: true, count: row.count };
      return { admitted: false, count: (read.get(key, windowId) as number | undefined) ?? limit };
    },
    async peek(key, windowId) {
      return (read.get(key, windowId) as number | undefined) ?? 0;
    },
  };
}

function createCacheStore(db: SqliteDatabase): CacheStore {
  const select = db.prepare('SELECT value FROM cache WHERE key = ? AND expires_at > ?').pluck();
  const upsert = db.prepare(`INSERT INTO cache (key, value, expires_at) VALUES (?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`);
  return {
    async get(key, now) {
      return select.get(key, now) as string | undefined;
    },
    async set(key, value, expiresAt) {
      upsert.run(key, value, expiresAt);
    },
  };
}

/** The embedded adapter: one SQLite file under PAGELENS_DATA_DIR. */
export function openSqliteStores(dataDir: string): Stores {
  const db = openSqliteDatabase(dataDir);
  const purgeCache = db.prepare('DELETE FROM cache WHERE expires_at <= ?');
  const purgeCounters = db.prepare('DELETE FROM counters WHERE expires_at <= ?');
  return {
    counters: createCounterStore(db),
    cache: createCacheStore(db),
    async purgeExpired(now) {
      return purgeCache.run(now).changes + purgeCounters.run(now).changes;
    },
    async close() {
      db.close();
    },
  };
}
