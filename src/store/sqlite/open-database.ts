import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, migrationSql } from '../migrations.js';

export type SqliteDatabase = Database.Database;

/**
 * Opens (creating if needed) the embedded database in `dataDir` and applies pending
 * migrations. WAL mode and a busy timeout let the server and the CLI use it at once.
 */
export function openSqliteDatabase(dataDir: string): SqliteDatabase {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(path.join(dataDir, 'pagelens.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  applyMigrations(db);
  return db;
}

function applyMigrations(db: SqliteDatabase): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  // IMMEDIATE takes the write lock up front, so two processes starting together cannot both migrate.
  const migrate = db.transaction(() => {
    const row = db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number | null };
    const current = row.v ?? 0;
    for (const migration of MIGRATIONS) {
      if (migration.version <= current) continue;
      db.exec(migrationSql(migration, 'sqlite'));
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        Date.now(),
      );
    }
  });
  migrate.immediate();
}
