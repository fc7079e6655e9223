/**
 * Versioned schema migrations. Every adapter applies the same list, in order, at start;
 * each entry carries the statement for each SQL dialect so the versions never drift apart.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sqlite: string;
  readonly postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'counters and cache',
    sqlite: `
      CREATE TABLE counters (
        key TEXT NOT NULL,
        window_id TEXT NOT NULL,
        count INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (key, window_id)
      );
      CREATE INDEX counters_expires_at ON counters (expires_at);
      CREATE TABLE cache (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX cache_expires_at ON cache (expires_at);`,
    postgres: `
      CREATE TABLE counters (
        key TEXT NOT NULL,
        window_id TEXT NOT NULL,
        count INTEGER NOT NULL,
        expires_at BIGINT NOT NULL,
        PRIMARY KEY (key, window_id)
      );
      CREATE INDEX counters_expires_at ON counters (expires_at);
      CREATE TABLE cache (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX cache_expires_at ON cache (expires_at);`,
  },
  {
    version: 2,
    name: 'accounts, api keys and usage',
    sqlite: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        plan TEXT NOT NULL,
        scopes TEXT NOT NULL,
        is_owner INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        env TEXT NOT NULL CHECK (env IN ('live', 'test')),
        key_hash TEXT NOT NULL UNIQUE,
        hint TEXT NOT NULL,
        scopes TEXT,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER,
        replaced_by TEXT
      );
      CREATE INDEX api_keys_account ON api_keys (account_id, created_at);
      CREATE TABLE usage (
        account_id TEXT NOT NULL REFERENCES accounts (id),
        endpoint TEXT NOT NULL,
        month TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (account_id, endpoint, month)
      );`,
    postgres: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        plan TEXT NOT NULL,
        scopes TEXT NOT NULL,
        is_owner BOOLEAN NOT NULL DEFAULT FALSE,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        env TEXT NOT NULL CHECK (env IN ('live', 'test')),
        key_hash TEXT NOT NULL UNIQUE,
        hint TEXT NOT NULL,
        scopes TEXT,
        created_at BIGINT NOT NULL,
        revoked_at BIGINT,
        replaced_by TEXT
      );
      CREATE INDEX api_keys_account ON api_keys (account_id, created_at);
      CREATE TABLE usage (
        account_id TEXT NOT NULL REFERENCES accounts (id),
        endpoint TEXT NOT NULL,
        month TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (account_id, endpoint, month)
      );`,
  },
];
