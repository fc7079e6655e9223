/** Where a write-behind counter's rows live (a table of the embedded database). */
export interface CounterRows {
  load(key: string, windowId: string): number | undefined;
  /** Lowers a stored counter by one, never below 0 (for one that is not held in memory). */
  lower(key: string, windowId: string): void;
  /** Writes every changed counter; called once per flush, inside the adapter's own transaction. */
  saveAll(changes: readonly CounterChange[]): void;
}

export interface CounterChange {
  readonly key: string;
  readonly windowId: string;
  readonly count: number;
  readonly expiresAt: number;
}

export interface WriteBehindCounters {
  consume(key: string, windowId: string, limit: number, expiresAt: number): { admitted: boolean; count: number };
  peek(key: string, windowId: string): number;
  /** Lowers the counter by one, never below 0. */
  refund(key: string, windowId: string): void;
  /** Write every changed counter now. */
  flush(): void;
  /** Flush and stop the timer. */
  close(): void;
}

export interface WriteBehindOptions {
  readonly flushIntervalMs: number;
  /** Clean (already persisted) entries kept in memory; older ones are reloaded on demand. */
  readonly maxCleanEntries: number;
  /** Hears each failed and each successful timed write (the health registry: a log line and a metric). */
  readonly report?: WriteReport;
}

/** How a timed write that runs outside any request tells of its outcome (it never throws). */
export interface WriteReport {
  fault(operation: string, error: unknown): void;
  ok(): void;
}

/** Runs one write of a timer: a failure (a full disk) is reported, never thrown out of the timer. */
export function reportedWrite(report: WriteReport | undefined, operation: string, write: () => void): boolean {
  try {
    write();
  } catch (error) {
    report?.fault(operation, error);
    return false;
  }
  report?.ok();
  return true;
}

interface Entry {
  count: number;
  expiresAt: number;
}

const SEPARATOR = '\u0000';

/**
 * Counters owned by this process: counted in memory (one JS thread, so a check-and-raise can
 * never interleave), persisted every `flushIntervalMs` and at close. A durable write per
 * request costs more than the rest of a cached answer; this costs a map lookup. The embedded
 * store is single-server by design (the server locks its data directory), so no other process
 * raises these counters. A crash loses at most one interval of counts. A flush that fails (a full
 * disk) keeps every changed counter in memory and is tried again at the next interval; the timer
 * never throws.
 */
export function createWriteBehindCounters(rows: CounterRows, options: WriteBehindOptions): WriteBehindCounters {
  const entries = new Map<string, Entry>();
  const dirty = new Set<string>();

  function entryFor(key: string, windowId: string, expiresAt: number): Entry {
    const id = key + SEPARATOR + windowId;
    let entry = entries.get(id);
    if (!entry) {
      entry = { count: rows.load(key, windowId) ?? 0, expiresAt };
      entries.set(id, entry);
    }
    return entry;
  }

  function flush(): void {
    if (dirty.size > 0) {
      const changes: CounterChange[] = [];
      for (const id of dirty) {
        const entry = entries.get(id);
        const [key, windowId] = id.split(SEPARATOR) as [string, string];
        if (entry) changes.push({ key, windowId, count: entry.count, expiresAt: entry.expiresAt });
      }
      rows.saveAll(changes);
      dirty.clear();
    }
    let excess = entries.size - options.maxCleanEntries;
    for (const id of entries.keys()) {
      if (excess <= 0) break;
      entries.delete(id);
      excess -= 1;
    }
  }

  const timer = setInterval(() => {
    if (dirty.size > 0) reportedWrite(options.report, 'counters.flush', flush);
    else if (entries.size > options.maxCleanEntries) flush();
  }, options.flushIntervalMs);
  timer.unref();

  return {
    consume(key, windowId, limit, expiresAt) {
      const entry = entryFor(key, windowId, expiresAt);
      entry.expiresAt = expiresAt;
      if (entry.count >= limit) return { admitted: false, count: entry.count };
      entry.count += 1;
      dirty.add(key + SEPARATOR + windowId);
      return { admitted: true, count: entry.count };
    },
    // Kept in memory as a clean entry: every answer that is not metered (/healthz, the docs) peeks.
    peek(key, windowId) {
      return entryFor(key, windowId, 0).count;
    },
    refund(key, windowId) {
      const id = key + SEPARATOR + windowId;
      const entry = entries.get(id);
      // Not held, or only peeked at (its expiry unknown): lowered where it is stored.
      if (!entry || entry.expiresAt === 0) {
        rows.lower(key, windowId);
        if (entry && entry.count > 0) entry.count -= 1;
        return;
      }
      if (entry.count === 0) return;
      entry.count -= 1;
      dirty.add(id);
    },
    flush,
    close() {
      clearInterval(timer);
      reportedWrite(options.report, 'counters.flush', flush);
    },
  };
}
