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
];
