import type { UsageStore } from '../account-ports.js';
import type { SqliteDatabase } from './open-database.js';
import { createWriteBehindCounters, type WriteBehindOptions } from './write-behind-counters.js';

export type ClosableUsageStore = UsageStore & { close(): void };

// Usage rows are keyed (account, endpoint); the write-behind counter takes one string key.
const SEP = ' ';

function usageQueries(db: SqliteDatabase) {
  return {
    load: db.prepare('SELECT count FROM usage WHERE account_id = ? AND endpoint = ? AND month = ?').pluck(),
    save: db.prepare(`INSERT INTO usage (account_id, endpoint, month, count) VALUES (?, ?, ?, ?)
      ON CONFLICT (account_id, endpoint, month) DO UPDATE SET count = excluded.count`),
    byMonth: db.prepare('SELECT endpoint, count FROM usage WHERE account_id = ? AND month = ? AND count > 0'),
  };
}

function toRecord(rows: unknown[]): Record<string, number> {
  return Object.fromEntries((rows as { endpoint: string; count: number }[]).map((r) => [r.endpoint, r.count]));
}

/** The server's usage counts: in memory, written behind to `usage` (see write-behind-counters.ts). */
export function createServerUsageStore(db: SqliteDatabase, options: WriteBehindOptions): ClosableUsageStore {
  const q = usageQueries(db);
  const counters = createWriteBehindCounters(
    {
      load: (key, month) => {
        const [accountId, endpoint] = key.split(SEP) as [string, string];
        return q.load.get(accountId, endpoint, month) as number | undefined;
      },
      saveAll: db.transaction((changes) => {
        for (const c of changes) {
          const [accountId, endpoint] = c.key.split(SEP) as [string, string];
          q.save.run(accountId, endpoint, c.windowId, c.count);
        }
      }),
    },
    options,
  );
  return {
    async consume(accountId, endpoint, month, limit) {
      if (limit <= 0) return { admitted: false, used: counters.peek(accountId + SEP + endpoint, month) };
      const { admitted, count } = counters.consume(accountId + SEP + endpoint, month, limit, 0);
      return { admitted, used: count };
    },
    async peek(accountId, endpoint, month) {
      return counters.peek(accountId + SEP + endpoint, month);
    },
    async usage(accountId, month) {
      counters.flush();
      return toRecord(q.byMonth.all(accountId, month));
    },
    close: counters.close,
  };
}

/** For tools beside a running server: one atomic statement per call. */
export function createDirectUsageStore(db: SqliteDatabase): ClosableUsageStore {
  const q = usageQueries(db);
  const raise = db.prepare(`INSERT INTO usage (account_id, endpoint, month, count) VALUES (?, ?, ?, 1)
    ON CONFLICT (account_id, endpoint, month) DO UPDATE SET count = count + 1 WHERE count < ?
    RETURNING count`).pluck();
  return {
    async consume(accountId, endpoint, month, limit) {
      const used = limit > 0 ? (raise.get(accountId, endpoint, month, limit) as number | undefined) : undefined;
      if (used !== undefined) return { admitted: true, used };
      return { admitted: false, used: (q.load.get(accountId, endpoint, month) as number | undefined) ?? 0 };
    },
    async peek(accountId, endpoint, month) {
      return (q.load.get(accountId, endpoint, month) as number | undefined) ?? 0;
    },
    async usage(accountId, month) {
      return toRecord(q.byMonth.all(accountId, month));
    },
    close() {},
  };
}
