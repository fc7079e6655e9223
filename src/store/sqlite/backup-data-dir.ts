import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fail, succeed, type Outcome } from '../../errors.js';

const DATABASE_FILE = 'pagelens.db';
const SECRET_FILE = 'signing.key';

/**
 * Copies the embedded store into `targetDir` while a server may be running: the database with
 * SQLite's online backup (a consistent snapshot, never a half-written file) and the link-signing
 * secret. The server writes counts behind by at most a second; those are the only thing a
 * backup taken mid-traffic can miss.
 */
export async function backupDataDir(dataDir: string, targetDir: string): Promise<Outcome<readonly string[]>> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) return fail('invalid_parameter', `no embedded store at ${source}: check PAGELENS_DATA_DIR`);
  const target = path.resolve(targetDir);
  if (path.resolve(dataDir) === target) return fail('invalid_parameter', 'the backup directory must not be the data directory');
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  const copied = path.join(target, DATABASE_FILE);
  if (fs.existsSync(copied)) return fail('invalid_parameter', `${copied} exists already; back up into an empty directory`);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(copied);
  } finally {
    db.close();
  }
  fs.chmodSync(copied, 0o600);
  const files = [copied];
  const secret = path.join(dataDir, SECRET_FILE);
  if (fs.existsSync(secret)) {
    fs.copyFileSync(secret, path.join(target, SECRET_FILE));
    fs.chmodSync(path.join(target, SECRET_FILE), 0o600);
    files.push(path.join(target, SECRET_FILE));
  }
  return succeed(files);
}
