import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDatabase, type SqliteDatabase } from './open-database.js';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.js';

let db: SqliteDatabase | undefined;
let checkpointer: WalCheckpointer | undefined;

afterEach(async () => {
  await checkpointer?.close();
  db?.close();
});

function writeMegabytes(target: SqliteDatabase, megabytes: number): void {
  const upsert = target.prepare('INSERT INTO cache (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  for (let i = 0; i < megabytes * 4; i++) upsert.run(`k${i}`, `${i}`.padEnd(256 * 1024, 'x'), Date.now() + 60_000);
}

describe('WAL checkpoints off the event loop', () => {
  it('the connection no longer checkpoints as it commits; past the bound a thread of its own does', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-wal-'));
    db = openSqliteDatabase(dir);
    checkpointer = startWalCheckpointer(db, { intervalMs: 60_000, walBytes: 4 * 1024 * 1024 });
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const mainFile = path.join(dir, 'pagelens.db');
    const before = fs.statSync(mainFile).size;

    writeMegabytes(db, 6);
    // Committing 6 MB left every page in the WAL: nothing was checkpointed into the main file.
    expect(fs.statSync(mainFile).size).toBe(before);
    expect(fs.statSync(`${mainFile}-wal`).size).toBeGreaterThan(6 * 1024 * 1024);

    expect(await checkpointer.check()).toBe(true);
    // The pages were copied back into the main file, by the thread: this connection did not run one.
    expect(fs.statSync(mainFile).size).toBeGreaterThan(6 * 1024 * 1024);
    // Nothing written since: no thread is started again, however large the WAL file still is.
    expect(await checkpointer.check()).toBe(false);
    // The next write starts the WAL over, truncated, so its size says again what waits.
    db.prepare('INSERT INTO cache (key, value, expires_at) VALUES (?, ?, ?)').run('small', 'x', Date.now() + 60_000);
    expect(fs.statSync(`${mainFile}-wal`).size).toBeLessThan(64 * 1024);
    expect(await checkpointer.check()).toBe(false);
  });

  it('below the bound no thread is started', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-wal-'));
    db = openSqliteDatabase(dir);
    checkpointer = startWalCheckpointer(db, { intervalMs: 60_000, walBytes: 4 * 1024 * 1024 });
    const mainFile = path.join(dir, 'pagelens.db');
    const before = fs.statSync(mainFile).size;
    writeMegabytes(db, 1);
    expect(await checkpointer.check()).toBe(false);
    expect(fs.statSync(mainFile).size).toBe(before);
  });
});
