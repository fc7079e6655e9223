import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fail, succeed, type Outcome } from '../../errors.js';

export interface DataDirLock {
  release(): void;
}

function recordedPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One server per embedded data directory: its counters live in that server's memory
 * (see write-behind-counters.ts), so a second server on the same directory would split
 * them. The lock is SQLite's exclusive lock (an fcntl lock) on `server.lock`, held by a
 * transaction left open for as long as the server runs: the kernel drops it when the process
 * ends, however it ends (kill -9 included), so no stale lock is ever left behind and no
 * process id is compared — in a container the restarted server has the same pid (1) as the
 * one that was killed, and on a host a pid is reused. `server.pid` beside it names the holder
 * for people and error messages; it is not the lock. `server.lock` is never deleted (deleting
 * a lock file while another process opens it would let two servers lock two different files).
 */
export function lockDataDir(dataDir: string): Outcome<DataDirLock> {
  const pidFile = path.join(dataDir, 'server.pid');
  const lock = new Database(path.join(dataDir, 'server.lock'), { timeout: 0 });
  try {
    lock.pragma('journal_mode = MEMORY'); // nothing is ever written: no journal file beside it
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    const holder = recordedPid(pidFile);
    return fail('unavailable', `Another Pagelens server${holder === undefined ? '' : ` (pid ${holder})`} uses ${dataDir}; give each server its own PAGELENS_DATA_DIR, or share state through PostgreSQL/Redis.`);
  }
  fs.writeFileSync(pidFile, String(process.pid), { mode: 0o600 });
  let held = true;
  return succeed({
    release() {
      if (!held) return;
      held = false;
      try {
        if (recordedPid(pidFile) === process.pid) fs.unlinkSync(pidFile);
      } catch {
        // already gone
      }
      lock.close();
    },
  });
}
