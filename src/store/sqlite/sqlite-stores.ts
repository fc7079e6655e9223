import type { BlobStore, CachedEntry, StoredBlob, Stores } from '../ports.js';
import type { AccountStores } from '../account-ports.js';
import { succeed, type Outcome } from '../../errors.js';
import { lockDataDir } from './data-dir-lock.js';
import { openSqliteDatabase, type SqliteDatabase } from './open-database.js';
import { createSqliteAccountStore } from './sqlite-account-store.js';
import { createSqliteWebStore } from './sqlite-web-store.js';
import { createSqliteJobStore } from './sqlite-job-store.js';
import type { JobStore } from '../job-ports.js';
import { createDirectCounters, createServerCounters } from './sqlite-counters.js';
import { createDirectUsageStore, createServerUsageStore } from './sqlite-usage-store.js';
import { startWalCheckpointer } from './wal-checkpointer.js';
import type { StoreHealth } from '../store-health.js';
import type { WriteReport } from './write-behind-counters.js';

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

function createBlobStore(db: SqliteDatabase): BlobStore {
  const select = db.prepare('SELECT content_type AS contentType, bytes, expires_at AS expiresAt FROM blobs WHERE key = ? AND expires_at > ?');
  const upsert = db.prepare(`INSERT INTO blobs (key, content_type, bytes, expires_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET content_type = excluded.content_type, bytes = excluded.bytes, expires_at = excluded.expires_at`);
  return {
    async put(key, blob) {
      upsert.run(key, blob.contentType, blob.bytes, blob.expiresAt);
    },
    async get(key, now) {
      return select.get(key, now) as StoredBlob | undefined;
    },
  };
}

export type SqliteRole = 'server' | 'tool';
export type EmbeddedStores = Stores & AccountStores & { readonly jobs: JobStore };

const WRITE_BEHIND = { flushIntervalMs: 1000, maxCleanEntries: 100_000 };

/** The timed writes' outcomes, told to the health registry (a failing one marks the file down). */
function writeReport(health: StoreHealth | undefined): WriteReport | undefined {
  return health && { fault: (operation, error) => health.fault('sqlite', operation, error), ok: () => health.ok('sqlite') };
}

/**
 * The embedded adapter: one SQLite file under PAGELENS_DATA_DIR for every port. The `server`
 * role locks the directory, counts in memory with write-behind and checkpoints the WAL off the
 * event loop (wal-checkpointer.ts); the `tool` role (CLI)
 * takes no lock and writes each count with one atomic statement.
 */
export function openSqliteStores(dataDir: string, role: SqliteRole = 'tool', health?: StoreHealth): Outcome<EmbeddedStores> {
  const db = openSqliteDatabase(dataDir);
  const lock = role === 'server' ? lockDataDir(dataDir) : succeed({ release() {} });
  if (!lock.ok) {
    db.close();
    return lock;
  }
  const writeBehind = { ...WRITE_BEHIND, report: writeReport(health) };
  const counters = role === 'server' ? createServerCounters(db, writeBehind) : createDirectCounters(db);
  const usage = role === 'server' ? createServerUsageStore(db, writeBehind) : createDirectUsageStore(db);
  const checkpointer = role === 'server' ? startWalCheckpointer(db) : undefined;
  const purgeCache = db.prepare('DELETE FROM cache WHERE expires_at <= ?');
  const purgeCounters = db.prepare('DELETE FROM counters WHERE expires_at <= ?');
  const purgeBlobs = db.prepare('DELETE FROM blobs WHERE expires_at <= ?');
  // While the file cannot be written, health checks try one small write (an expired cache row,
  // purged later) and the counts that wait in memory: the file is up again when both succeed.
  const probeWrite = db.prepare(`INSERT INTO cache (key, value, expires_at) VALUES ('pagelens:write-probe', '', 0)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = 0`);
  health?.register('sqlite', async () => {
    probeWrite.run();
    counters.flush();
    if (!usage.flush()) throw new Error('usage counts still cannot be saved');
  });
  return succeed({
    counters,
    cache: createCacheStore(db),
    blobs: createBlobStore(db),
    accounts: createSqliteAccountStore(db),
    usage,
    web: createSqliteWebStore(db),
    jobs: createSqliteJobStore(db),
    async purgeExpired(now) {
      return purgeCache.run(now).changes + purgeCounters.run(now).changes + purgeBlobs.run(now).changes;
    },
    async close() {
      counters.close();
      usage.close();
      await checkpointer?.close();
      db.close();
      lock.value.release();
    },
  });
}
