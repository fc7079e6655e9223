import type { CounterConsumption, CounterStore } from '../ports.js';
import type { SqliteDatabase } from './open-database.js';

interface Entry {
  count: number;
  expiresAt: number;
}

export interface WriteBehindCounters extends CounterStore {
  /** Write every changed counter to SQLite in one transaction. */
  flush(): void;
  /** Flush and stop the timer. */
  close(): void;
}

export interface WriteBehindOptions {
  readonly flushIntervalMs: number;
  /** Clean (already persisted) entries kept in memory; older ones are reloaded on demand. */
  readonly maxCleanEntries: number;
}

const SEPARATOR = '\u0000';

/**
 * Counters owned by this process: counted in memory (one JS thread, so a check-and-raise can
 * never interleave), persisted to SQLite every `flushIntervalMs` and at close. A durable write
 * per request costs more than the rest of a cached answer; this costs a map lookup. The
 * embedded store is single-server by design (the server takes a lock on the data directory),
 * so no other process raises these counters. A crash loses at most one interval of counts.
 */
export function createWriteBehindCounters(db: SqliteDatabase, options: WriteBehindOptions): WriteBehindCounters {
  const entries = new Map<string, Entry>();
  const dirty = new Set<string>();
  const load = db.prepare('SELECT count, expires_at FROM counters WHERE key = ? AND window_id = ?');
  const save = db.prepare(`INSERT INTO counters (key, window_id, count, expires_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (key, window_id) DO UPDATE SET count = excluded.count, expires_at = excluded.expires_at`);

  function entryFor(key: string, windowId: string, expiresAt: number): Entry {
    const id = key + SEPARATOR + windowId;
    let entry = entries.get(id);
    if (!entry) {
      const row = load.get(key, windowId) as { count: number; expires_at: number } | undefined;
      entry = { count: row?.count ?? 0, expiresAt: row?.expires_at ?? expiresAt };
      entries.set(id, entry);
    }
    return entry;
  }

  const flush = db.transaction(() => {
    for (const id of dirty) {
      const entry = entries.get(id);
      if (!entry) continue;
      const [key, windowId] = id.split(SEPARATOR) as [string, string];
      save.run(key, windowId, entry.count, entry.expiresAt);
    }
    dirty.clear();
    evictClean();
  });

  function evictClean(): void {
    let excess = entries.size - options.maxCleanEntries;
    for (const id of entries.keys()) {
      if (excess <= 0) break;
      entries.delete(id);
      excess -= 1;
    }
  }

  const timer = setInterval(() => {
    if (dirty.size > 0 || entries.size > options.maxCleanEntries) flush();
  }, options.flushIntervalMs);
  timer.unref();

  return {
    async consume(key, windowId, limit, expiresAt): Promise<CounterConsumption> {
      const entry = entryFor(key, windowId, expiresAt);
      if (entry.count >= limit) return { admitted: false, count: entry.count };
      entry.count += 1;
      dirty.add(key + SEPARATOR + windowId);
      return { admitted: true, count: entry.count };
    },
    async peek(key, windowId) {
      const id = key + SEPARATOR + windowId;
      const entry = entries.get(id);
      if (entry) return entry.count;
      const row = load.get(key, windowId) as { count: number } | undefined;
      return row?.count ?? 0;
    },
    flush: () => flush(),
    close() {
      clearInterval(timer);
      flush();
    },
  };
}
