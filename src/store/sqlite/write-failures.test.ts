/**
 * Timed writes of the embedded store when the file cannot be written (docs/reference/operations.md#full-disk):
 * the timer never throws, what failed waits in memory up to the bound and is written when
 * writing works again; past the bound a keyed call is refused with 503. The refusals here are
 * the driver's own: `PRAGMA query_only` makes SQLite refuse every write with SQLITE_READONLY,
 * and better-sqlite3's SqliteError with SQLITE_FULL stands for a full disk (the real full disk
 * is test/e2e/disk-full.test.ts, on a tmpfs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { newAccount } from '../../../test/store-contract/account-store-contract.js';
import { waitFor } from '../../../test/poll.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import { openSqliteDatabase, type SqliteDatabase } from './open-database.js';
import { createSqliteAccountStore } from './sqlite-account-store.js';
import { createServerUsageStore } from './sqlite-usage-store.js';
import { createWriteBehindCounters, type CounterChange, type WriteReport } from './write-behind-counters.js';

function recorder() {
  const seen = { faults: [] as { operation: string; code: string }[], oks: 0 };
  const report: WriteReport = {
    fault: (operation, error) => void seen.faults.push({ operation, code: (error as { code?: string }).code ?? '' }),
    ok: () => void (seen.oks += 1),
  };
  return { seen, report };
}

let db: SqliteDatabase | undefined;
afterEach(() => db?.close());

describe('the usage store when the data directory cannot be written', () => {
  it('keeps counts in memory, refuses past the bound, and writes them all when writing works again', async () => {
    db = openSqliteDatabase(fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-usage-full-')));
    const account = newAccount();
    await createSqliteAccountStore(db).createAccount(account);
    const { seen, report } = recorder();
    const usage = createServerUsageStore(db, { flushIntervalMs: 10, maxCleanEntries: 100, maxUnsavedCalls: 5, report });
    const stored = () => (db!.prepare("SELECT count FROM usage WHERE account_id = ? AND endpoint = 'preview'").pluck().get(account.id) as number | undefined) ?? 0;

    db.pragma('query_only = ON');
    for (let i = 0; i < 3; i++) expect((await usage.consume(account.id, 'preview', '2026-11', 100, '2026-11-27')).admitted).toBe(true);
    // The timer's flush fails (and is reported) without throwing out of the timer.
    await waitFor(() => expect(seen.faults.length).toBeGreaterThanOrEqual(2));
    expect(seen.faults[0]).toEqual({ operation: 'usage.flush', code: 'SQLITE_READONLY' });
    expect(await usage.usage(account.id, '2026-11')).toEqual({ preview: 3 });
    expect(await usage.daily(account.id, '2026-11')).toEqual([expect.objectContaining({ date: '2026-11-27', endpoint: 'preview', count: 3 })]);

    for (let i = 0; i < 2; i++) await usage.consume(account.id, 'preview', '2026-11', 100, '2026-11-27');
    // Five counts wait, the bound: the next keyed call cannot be counted, so it is refused (503).
    const refused = await usage.consume(account.id, 'preview', '2026-11', 100, '2026-11-27').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StoreUnavailableError);
    expect(refused).toMatchObject({ component: 'sqlite' });
    expect(await usage.peek(account.id, 'preview', '2026-11')).toBe(5);
    expect(stored()).toBe(0);

    db.pragma('query_only = OFF');
    await waitFor(() => expect(stored()).toBe(5));
    expect(seen.oks).toBeGreaterThanOrEqual(1);
    expect((await usage.consume(account.id, 'preview', '2026-11', 100, '2026-11-27')).used).toBe(6);
    usage.close();
    expect(stored()).toBe(6);
  });
});

describe('write-behind counters when their flush fails', () => {
  it('report the failure, keep the changes and write them at the next flush that works', async () => {
    const saved: CounterChange[] = [];
    let full = true;
    const { seen, report } = recorder();
    const counters = createWriteBehindCounters(
      {
        load: () => undefined,
        lower: () => undefined,
        saveAll: (changes) => {
          if (full) throw new Database.SqliteError('database or disk is full', 'SQLITE_FULL');
          saved.push(...changes);
        },
      },
      { flushIntervalMs: 10, maxCleanEntries: 100, report },
    );
    counters.consume('ip:1', 'day', 10, 9_999);
    counters.consume('ip:1', 'day', 10, 9_999);
    await waitFor(() => expect(seen.faults).toContainEqual({ operation: 'counters.flush', code: 'SQLITE_FULL' }));
    full = false;
    await waitFor(() => expect(saved).toEqual([{ key: 'ip:1', windowId: 'day', count: 2, expiresAt: 9_999 }]));
    counters.close();
  });
});
