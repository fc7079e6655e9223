import type { CachedEntry, CounterConsumption, CounterStore, Stores } from '../ports.js';
import { succeed, type Outcome } from '../../errors.js';
import { lockDataDir } from './data-dir-lock.js';
import { openSqliteDatabase, type SqliteDatabase } from './open-database.js';
import { createWriteBehindCounters } from './write-behind-counters.js';

/** For tools that share the directory with a running server: every raise is one atomic statement. */
function createDirectCounters(db: SqliteDatabase): CounterStore {
  const raise = db.prepare(`
    INSERT INTO counters (key, window_id, count, expires_at) VALUES (@key, @windowId, 1, @expiresAt)
    ON CONFLICT (key, window_id) DO UPDATE SET count = count + 1 WHERE count < @limit
    RETURNING count`);
  const read = db.prepare('SELECT count FROM counters WHERE key = ? AND window_id = ?').pluck();
  return {
    async consume(key, windowId, limit, expiresAt): Promise<CounterConsumption> {
      const row = limit > 0 ? (raise.get({ key, windowId, limit, expiresAt }) as { count: number } | undefined) : undefined;
      if (row) return { admitted: true, count: row.count };
      return { admitted: false, count: (read.get(key, windowId) as number | undefined) ?? 0 };
    },
    async peek(key, windowId) {
      return (read.get(key, windowId) as number | undefined) ?? 0;
    },
  };
}

function createCacheStore(db: SqliteDatabase): Stores['cache'] {
  const select = db.prepare('SELECT value, expires_at AS expiresAt FROM cache WHERE key = ? AND expires_at > ?');
  const upsert = db.prepare(`INSERT INTO cache (key, value, expires_at) VALUES (?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`);
  return {
    async get(key, now) {
      return select.get(key, now) as CachedEntry | undefined;
    },
    async set(key, value, expiresAt) {
      upsert.run(key, value, expiresAt);
    },
  };
}

export type SqliteRole = 'server' | 'tool';

const FLUSH_INTERVAL_MS = 1000;
const MAX_CLEAN_COUNTERS = 100_000;

/**
 * The embedded adapter: one SQLite file under PAGELENS_DATA_DIR. The `server` role locks the
 * directory and counts in memory with write-behind; the `tool` role (CLI) takes no lock.
 */
export function openSqliteStores(dataDir: string, role: SqliteRole = 'tool'): Outcome<Stores> {
  const db = openSqliteDatabase(dataDir);
  const lock = role === 'server' ? lockDataDir(dataDir) : succeed({ release() {} });
  if (!lock.ok) {
    db.close();
    return lock;
  }
  const counters =
    role === 'server'
      ? createWriteBehindCounters(db, { flushIntervalMs: FLUSH_INTERVAL_MS, maxCleanEntries: MAX_CLEAN_COUNTERS })
      : { ...createDirectCounters(db), close() {} };
  const purgeCache = db.prepare('DELETE FROM cache WHERE expires_at <= ?');
  const purgeCounters = db.prepare('DELETE FROM counters WHERE expires_at <= ?');
  return succeed({
    counters,
    cache: createCacheStore(db),
    async purgeExpired(now) {
      return purgeCache.run(now).changes + purgeCounters.run(now).changes;
    },
    async close() {
      counters.close();
      db.close();
      lock.value.release();
    },
  });
}

