import type { ClientBase } from 'pg';
import { MIGRATIONS, migrationSql } from '../migrations.js';
import { inTransaction } from './postgres-transaction.js';

/** Fixed and arbitrary: every Pagelens process holds this advisory lock while it migrates. */
export const MIGRATION_LOCK_KEY = 7_041_150_551;

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Applies pending MIGRATIONS in one transaction under a transaction-scoped advisory lock,
 * so processes starting together migrate one after the other and the later ones find
 * nothing to do. `client` must already have its search_path on `schema` when one is given.
 * Returns the versions this call applied.
 */
export async function applyPostgresMigrations(client: ClientBase, schema?: string): Promise<number[]> {
  return inTransaction(client, async () => {
    await client.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    if (schema !== undefined) await ensureSchema(client, schema);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`);
    const { rows } = await client.query<{ version: number | null }>('SELECT MAX(version) AS version FROM schema_migrations');
    const current = rows[0]?.version ?? 0;
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (migration.version <= current) continue;
      await client.query(migrationSql(migration, 'postgres'));
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        Date.now(),
      ]);
      applied.push(migration.version);
    }
    return { commit: true, value: applied };
  });
}

async function ensureSchema(client: ClientBase, schema: string): Promise<void> {
  // CREATE SCHEMA IF NOT EXISTS checks the CREATE privilege before existence, so a role
  // handed a ready-made schema would fail on it: look first.
  const found = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  if (found.rowCount === 0) await client.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
}
