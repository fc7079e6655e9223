import fs from 'node:fs';
import path from 'node:path';
import { fail, succeed, type Outcome } from '../../errors.js';

export interface DataDirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server per embedded data directory: its counters live in that server's memory
 * (see write-behind-counters.ts), so a second server on the same directory would split
 * them. A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): Outcome<DataDirLock> {
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return succeed({
        release() {
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // already gone
          }
        },
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        return fail('unavailable', `Another Pagelens server (pid ${holder}) uses ${dataDir}; give each server its own PAGELENS_DATA_DIR, or share state through PostgreSQL/Redis.`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  return fail('unavailable', `Could not lock ${dataDir}.`);
}
