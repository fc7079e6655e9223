import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { SqliteDatabase } from './open-database.js';

export interface WalCheckpointerOptions {
  /** How often the WAL's size is looked at. */
  readonly intervalMs: number;
  /** WAL bytes past which a checkpoint is started (SQLite's own default: 1,000 pages). */
  readonly walBytes: number;
}

export interface WalCheckpointer {
  /**
   * Looks at the WAL now and checkpoints it off the event loop if it has grown past the bound and
   * been written since the last checkpoint; true when this call started one.
   */
  check(): Promise<boolean>;
  close(): Promise<void>;
}

export const WAL_CHECKPOINT_DEFAULTS: WalCheckpointerOptions = { intervalMs: 1000, walBytes: 4 * 1024 * 1024 };

const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

// Plain CommonJS, evaluated in a short-lived thread: its own connection, one passive checkpoint
// (which never blocks the server's writers or readers), then it exits.
const CHECKPOINT_THREAD = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.file);
try {
  db.pragma('busy_timeout = 5000');
  db.pragma('wal_checkpoint(PASSIVE)');
} catch (error) {
  // A disk that is full (or busy) now: the WAL waits, and the next check after a write tries again.
  if (!/^SQLITE_(FULL|IOERR|BUSY|LOCKED)/.test(String(error && error.code))) throw error;
} finally {
  db.close();
}`;

/**
 * Moves the server's WAL checkpoints off the event loop. SQLite checkpoints automatically inside
 * the commit that takes the WAL past 1,000 pages, on the committing thread and with an fsync: as
 * large results were cached, that held the event loop for every large write. The server's
 * connection turns that off; a timer looks at the WAL's size and, past the bound, a thread of its
 * own checkpoints it (the event loop only starts it). The connection also truncates the WAL when it starts it over after a checkpoint
 * (journal_size_limit 0), so its size tells what is waiting, and a WAL not written since the last
 * checkpoint (its modification time unchanged) is left alone. Should such a thread ever fail, the
 * connection checkpoints for itself again, as before.
 */
export function startWalCheckpointer(db: SqliteDatabase, options: WalCheckpointerOptions = WAL_CHECKPOINT_DEFAULTS): WalCheckpointer {
  const walFile = `${db.name}-wal`;
  db.pragma('wal_autocheckpoint = 0');
  db.pragma('journal_size_limit = 0');
  let running: Promise<void> | undefined;
  let closed = false;
  /** The WAL's modification time when the last checkpoint started. */
  let checkpointedAt = -1;

  function walState(): fs.Stats | undefined {
    try {
      return fs.statSync(walFile);
    } catch {
      return undefined;
    }
  }

  function checkpointInThread(): Promise<void> {
    return new Promise((resolve) => {
      const thread = new Worker(CHECKPOINT_THREAD, { eval: true, workerData: { driverPath, file: db.name } });
      thread.once('error', () => {
        if (db.open) db.pragma('wal_autocheckpoint = 1000');
        clearInterval(timer);
      });
      thread.once('exit', () => resolve());
    });
  }

  async function check(): Promise<boolean> {
    if (closed || running) return false;
    const wal = walState();
    if (wal === undefined || wal.size <= options.walBytes || wal.mtimeMs === checkpointedAt) return false;
    checkpointedAt = wal.mtimeMs;
    running = checkpointInThread().finally(() => (running = undefined));
    await running;
    return true;
  }

  // A timer's check never throws out of it (a thread that cannot start is tried again next time).
  const timer = setInterval(() => void check().catch(() => undefined), options.intervalMs);
  timer.unref();

  return {
    check,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
