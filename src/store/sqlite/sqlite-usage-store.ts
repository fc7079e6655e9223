import type { DailyCount, UsageStore } from '../account-ports.js';
import { USAGE_SQL } from '../usage-sql.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import type { SqliteDatabase } from './open-database.js';
import { reportedWrite, type WriteReport } from './write-behind-counters.js';

export type ClosableUsageStore = UsageStore & {
  close(): void;
  /** Writes what waits in memory now; false (reported, kept) when the write failed. */
  flush(): boolean;
};

export interface UsageWriteBehind {
  readonly flushIntervalMs: number;
  /** Clean (already persisted) month counts kept in memory; older ones are reloaded on demand. */
  readonly maxCleanEntries: number;
  /**
   * Counted calls kept in memory while their write fails (a full disk) before keyed calls are
   * refused with 503 `unavailable` (default MAX_UNSAVED_CALLS).
   */
  readonly maxUnsavedCalls?: number;
  readonly report?: WriteReport;
}

/**
 * The bound on counts that wait in memory for a failing disk (docs/reference/operations.md#full-disk):
 * past it, a keyed call is refused with 503 rather than answered without being counted. A
 * crash while the disk is full loses at most this many counts (else one flush interval's).
 */
export const MAX_UNSAVED_CALLS = 10_000;

// Keys of the in-memory maps: account, endpoint and month (or day), which never contain it.
const SEP = ' ';

function usageQueries(db: SqliteDatabase) {
  return {
    load: db.prepare('SELECT count FROM usage WHERE account_id = ? AND endpoint = ? AND month = ?').pluck(),
    save: db.prepare(`INSERT INTO usage (account_id, endpoint, month, count) VALUES (?, ?, ?, ?)
      ON CONFLICT (account_id, endpoint, month) DO UPDATE SET count = excluded.count`),
    byMonth: db.prepare('SELECT endpoint, count FROM usage WHERE account_id = ? AND month = ? AND count > 0'),
    refundMonth: db.prepare(USAGE_SQL.refundMonth),
    countDay: db.prepare(USAGE_SQL.countDay),
    refundDay: db.prepare(USAGE_SQL.refundDay),
    refundLatestDay: db.prepare(USAGE_SQL.refundLatestDay),
    countRefused: db.prepare(USAGE_SQL.countRefused),
    addToDay: db.prepare(`INSERT INTO usage_daily (account_id, endpoint, day, count) VALUES (?, ?, ?, MAX(?, 0))
      ON CONFLICT (account_id, day, endpoint) DO UPDATE SET count = MAX(0, usage_daily.count + ?)`),
    daily: db.prepare(USAGE_SQL.daily),
  };
}

type Queries = ReturnType<typeof usageQueries>;

function toRecord(rows: unknown[]): Record<string, number> {
  return Object.fromEntries((rows as { endpoint: string; count: number }[]).map((r) => [r.endpoint, r.count]));
}

function refundLatestDay(q: Queries, accountId: string, endpoint: string, month: string): void {
  q.refundLatestDay.run(accountId, endpoint, accountId, endpoint, `${month}-%`);
}

/**
 * The server's usage counts: in memory (one JS thread, so a check-and-raise never
 * interleaves), written behind every `flushIntervalMs` and at close. The embedded store is
 * single-server by design (the server locks its data directory). A crash loses at most one
 * interval of counts. Daily counts are kept as deltas and added at the flush. A flush that fails
 * (a full disk) keeps everything in memory, is reported and tried again every interval; once
 * `maxUnsavedCalls` counts wait, consume refuses (503) until a flush succeeds.
 */
export function createServerUsageStore(db: SqliteDatabase, options: UsageWriteBehind): ClosableUsageStore {
  const q = usageQueries(db);
  const months = new Map<string, number>();
  const dirty = new Set<string>();
  const dayDeltas = new Map<string, number>();
  const maxUnsaved = options.maxUnsavedCalls ?? MAX_UNSAVED_CALLS;
  /** Calls counted (or refunded) since the last successful write. */
  let unsaved = 0;
  let failing = false;

  const countOf = (id: string): number => {
    let count = months.get(id);
    if (count === undefined) {
      const [accountId, endpoint, month] = id.split(SEP) as [string, string, string];
      count = (q.load.get(accountId, endpoint, month) as number | undefined) ?? 0;
      months.set(id, count);
    }
    return count;
  };
  const set = (id: string, count: number) => {
    months.set(id, count);
    dirty.add(id);
  };
  const addToDay = (id: string, delta: number) => dayDeltas.set(id, (dayDeltas.get(id) ?? 0) + delta);

  const save = db.transaction(() => {
    for (const id of dirty) {
      const [accountId, endpoint, month] = id.split(SEP) as [string, string, string];
      q.save.run(accountId, endpoint, month, months.get(id) ?? 0);
    }
    for (const [id, delta] of dayDeltas) {
      const [accountId, endpoint, day] = id.split(SEP) as [string, string, string];
      if (delta !== 0) q.addToDay.run(accountId, endpoint, day, delta, delta);
    }
  });
  function flush(): void {
    if (dirty.size > 0 || dayDeltas.size > 0) save();
    dirty.clear();
    dayDeltas.clear();
    unsaved = 0;
    failing = false;
    let excess = months.size - options.maxCleanEntries;
    for (const id of months.keys()) {
      if (excess <= 0) break;
      months.delete(id);
      excess -= 1;
    }
  }
  /** A flush that never throws: false (reported, all kept in memory) when the write failed. */
  const tryFlush = (): boolean => {
    if (dirty.size === 0 && dayDeltas.size === 0) return (flush(), true);
    return !(failing = !reportedWrite(options.report, 'usage.flush', flush));
  };
  const timer = setInterval(() => {
    if (dirty.size > 0 || dayDeltas.size > 0 || months.size > options.maxCleanEntries) tryFlush();
  }, options.flushIntervalMs);
  timer.unref();
  const refuseWhenFull = (): void => {
    // The timer tries the write again each second; a refused call does not add a try of its own.
    if (!failing || unsaved < maxUnsaved) return;
    throw new StoreUnavailableError(`The embedded store cannot save usage counts (${unsaved} wait in memory, the most it keeps): the data directory cannot be written`, 'sqlite');
  };
  /** Counts as stored, with what waits in memory laid over them (while writes fail). */
  const monthsOf = (accountId: string, month: string): Record<string, number> => {
    const stored = toRecord(q.byMonth.all(accountId, month));
    const prefix = accountId + SEP;
    for (const id of dirty) {
      const [owner, endpoint, inMonth] = id.split(SEP) as [string, string, string];
      if (id.startsWith(prefix) && owner === accountId && inMonth === month) stored[endpoint] = months.get(id) ?? 0;
    }
    return Object.fromEntries(Object.entries(stored).filter(([, count]) => count > 0));
  };
  const dailyOf = (accountId: string, month: string): DailyCount[] => {
    const rows = new Map((q.daily.all(accountId, `${month}-%`) as DailyCount[]).map((row) => [`${row.date}${SEP}${row.endpoint}`, { ...row }]));
    for (const [id, delta] of dayDeltas) {
      const [owner, endpoint, day] = id.split(SEP) as [string, string, string];
      if (owner !== accountId || !day.startsWith(`${month}-`)) continue;
      const row = rows.get(`${day}${SEP}${endpoint}`) ?? { date: day, endpoint, count: 0, refused: 0 };
      rows.set(`${day}${SEP}${endpoint}`, { ...row, count: Math.max(0, row.count + delta) });
    }
    return [...rows.values()].filter((row) => row.count > 0 || (row.refused ?? 0) > 0).sort((a, b) => a.date.localeCompare(b.date) || a.endpoint.localeCompare(b.endpoint));
  };

  return {
    async consume(accountId, endpoint, month, limit, day) {
      const id = accountId + SEP + endpoint + SEP + month;
      const used = countOf(id);
      if (used >= limit) return { admitted: false, used };
      refuseWhenFull();
      set(id, used + 1);
      unsaved += 1;
      if (day !== undefined) addToDay(accountId + SEP + endpoint + SEP + day, 1);
      return { admitted: true, used: used + 1 };
    },
    async peek(accountId, endpoint, month) {
      return countOf(accountId + SEP + endpoint + SEP + month);
    },
    async usage(accountId, month) {
      tryFlush();
      return monthsOf(accountId, month);
    },
    async refund(accountId, endpoint, month, day) {
      const id = accountId + SEP + endpoint + SEP + month;
      const used = countOf(id);
      if (used > 0) set(id, used - 1);
      unsaved += 1;
      if (day !== undefined) {
        addToDay(accountId + SEP + endpoint + SEP + day, -1);
        // The refused count only feeds the dashboard: written at once, and never a reason to fail the refund.
        try {
          q.countRefused.run(accountId, endpoint, day);
        } catch {
          /* the month's count above is what gates; this one is display only */
        }
        return;
      }
      flush();
      refundLatestDay(q, accountId, endpoint, month);
    },
    async daily(accountId, month) {
      tryFlush();
      return dailyOf(accountId, month);
    },
    flush: tryFlush,
    close() {
      clearInterval(timer);
      tryFlush();
    },
  };
}

/** For tools beside a running server: one atomic statement per call. */
export function createDirectUsageStore(db: SqliteDatabase): ClosableUsageStore {
  const q = usageQueries(db);
  const raise = db.prepare(`INSERT INTO usage (account_id, endpoint, month, count) VALUES (?, ?, ?, 1)
    ON CONFLICT (account_id, endpoint, month) DO UPDATE SET count = count + 1 WHERE count < ?
    RETURNING count`).pluck();
  const consume = db.transaction((accountId: string, endpoint: string, month: string, limit: number, day?: string) => {
    const used = raise.get(accountId, endpoint, month, limit) as number | undefined;
    if (used !== undefined && day !== undefined) q.countDay.run(accountId, endpoint, day);
    return used;
  });
  const refund = db.transaction((accountId: string, endpoint: string, month: string, day?: string) => {
    q.refundMonth.run(accountId, endpoint, month);
    if (day !== undefined) q.refundDay.run(accountId, endpoint, day);
    else refundLatestDay(q, accountId, endpoint, month);
  });
  return {
    async consume(accountId, endpoint, month, limit, day) {
      const used = limit > 0 ? consume.immediate(accountId, endpoint, month, limit, day) : undefined;
      if (used !== undefined) return { admitted: true, used };
      return { admitted: false, used: (q.load.get(accountId, endpoint, month) as number | undefined) ?? 0 };
    },
    async peek(accountId, endpoint, month) {
      return (q.load.get(accountId, endpoint, month) as number | undefined) ?? 0;
    },
    async usage(accountId, month) {
      return toRecord(q.byMonth.all(accountId, month));
    },
    async refund(accountId, endpoint, month, day) {
      refund.immediate(accountId, endpoint, month, day);
    },
    async daily(accountId, month) {
      return q.daily.all(accountId, `${month}-%`) as DailyCount[];
    },
    flush: () => true,
    close() {},
  };
}
