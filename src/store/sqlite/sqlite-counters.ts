import type { CounterStore } from '../ports.js';
import type { SqliteDatabase } from './open-database.js';
import { createWriteBehindCounters, type WriteBehindCounters, type WriteBehindOptions } from './write-behind-counters.js';

export type ClosableCounterStore = CounterStore & { close(): void; flush(): void };

/** The server's keyless limit counters: in memory, written behind to `counters`. */
export function createServerCounters(db: SqliteDatabase, options: WriteBehindOptions): ClosableCounterStore {
  const load = db.prepare('SELECT count FROM counters WHERE key = ? AND window_id = ?').pluck();
  const save = db.prepare(`INSERT INTO counters (key, window_id, count, expires_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (key, window_id) DO UPDATE SET count = excluded.count, expires_at = excluded.expires_at`);
  const lower = db.prepare('UPDATE counters SET count = count - 1 WHERE key = ? AND window_id = ? AND count > 0');
  const counters: WriteBehindCounters = createWriteBehindCounters(
    {
      load: (key, windowId) => load.get(key, windowId) as number | undefined,
      lower: (key, windowId) => void lower.run(key, windowId),
      saveAll: db.transaction((changes) => {
        for (const c of changes) save.run(c.key, c.windowId, c.count, c.expiresAt);
      }),
    },
    options,
  );
  return {
    async consume(key, windowId, limit, expiresAt) {
      return counters.consume(key, windowId, limit, expiresAt);
    },
    async peek(key, windowId) {
      return counters.peek(key, windowId);
    },
    async refund(key, windowId) {
      counters.refund(key, windowId);
    },
    flush: counters.flush,
    close: counters.close,
  };
}

/** For tools beside a running server: every raise is one atomic statement. */
export function createDirectCounters(db: SqliteDatabase): ClosableCounterStore {
  const raise = db.prepare(`
    INSERT INTO counters (key, window_id, count, expires_at) VALUES (@key, @windowId, 1, @expiresAt)
    ON CONFLICT (key, window_id) DO UPDATE SET count = count + 1 WHERE count < @limit
    RETURNING count`);
  const read = db.prepare('SELECT count FROM counters WHERE key = ? AND window_id = ?').pluck();
  const lower = db.prepare('UPDATE counters SET count = count - 1 WHERE key = ? AND window_id = ? AND count > 0');
  return {
    async consume(key, windowId, limit, expiresAt) {
      const row = limit > 0 ? (raise.get({ key, windowId, limit, expiresAt }) as { count: number } | undefined) : undefined;
      if (row) return { admitted: true, count: row.count };
      return { admitted: false, count: (read.get(key, windowId) as number | undefined) ?? 0 };
    },
    async peek(key, windowId) {
      return (read.get(key, windowId) as number | undefined) ?? 0;
    },
    async refund(key, windowId) {
      lower.run(key, windowId);
    },
    flush() {},
    close() {},
  };
}
