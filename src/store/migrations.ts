/**
 * Versioned schema migrations. Every adapter applies the same list, in order, at start. Each
 * is written once; the few types that differ between dialects are tokens (`%MILLIS%` for Unix
 * ms, `%BOOL%`, `%FALSE%`, `%BYTES%`) that `migrationSql` fills in, so the versions never drift apart.
 */
export type Dialect = 'sqlite' | 'postgres';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

const DIALECT_TYPES: Readonly<Record<Dialect, Readonly<Record<string, string>>>> = {
  sqlite: { MILLIS: 'INTEGER', BOOL: 'INTEGER', FALSE: '0', BYTES: 'BLOB' },
  postgres: { MILLIS: 'BIGINT', BOOL: 'BOOLEAN', FALSE: 'FALSE', BYTES: 'BYTEA' },
};

export function migrationSql(migration: Migration, dialect: Dialect): string {
  return migration.sql.replace(/%([A-Z]+)%/g, (token, name: string) => {
    const type = DIALECT_TYPES[dialect][name];
    if (type === undefined) throw new Error(`migration ${migration.version}: unknown token ${token}`);
    return type;
  });
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'counters and cache',
    sql: `
      CREATE TABLE counters (
        key TEXT NOT NULL,
        window_id TEXT NOT NULL,
        count INTEGER NOT NULL,
        expires_at %MILLIS% NOT NULL,
        PRIMARY KEY (key, window_id)
      );
      CREATE INDEX counters_expires_at ON counters (expires_at);
      CREATE TABLE cache (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        expires_at %MILLIS% NOT NULL
      );
      CREATE INDEX cache_expires_at ON cache (expires_at);`,
  },
  {
    version: 2,
    name: 'accounts, api keys and usage',
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        plan TEXT NOT NULL,
        scopes TEXT NOT NULL,
        is_owner %BOOL% NOT NULL DEFAULT %FALSE%,
        created_at %MILLIS% NOT NULL
      );
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        env TEXT NOT NULL CHECK (env IN ('live', 'test')),
        key_hash TEXT NOT NULL UNIQUE,
        hint TEXT NOT NULL,
        scopes TEXT,
        created_at %MILLIS% NOT NULL,
        revoked_at %MILLIS%,
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
  {
    version: 3,
    name: 'blobs',
    sql: `
      CREATE TABLE blobs (
        key TEXT PRIMARY KEY,
        content_type TEXT NOT NULL,
        bytes %BYTES% NOT NULL,
        expires_at %MILLIS% NOT NULL
      );
      CREATE INDEX blobs_expires_at ON blobs (expires_at);`,
  },
  {
    version: 4,
    name: 'browser accounts: passwords, sessions, access requests, mail tokens, key names, daily usage',
    sql: `
      ALTER TABLE accounts ADD COLUMN password_hash TEXT;
      ALTER TABLE accounts ADD COLUMN verified_at %MILLIS%;
      ALTER TABLE api_keys ADD COLUMN name TEXT;
      ALTER TABLE api_keys ADD COLUMN last_used_at %MILLIS%;
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        csrf_token TEXT NOT NULL,
        created_at %MILLIS% NOT NULL,
        last_seen_at %MILLIS% NOT NULL,
        expires_at %MILLIS% NOT NULL
      );
      CREATE INDEX sessions_account ON sessions (account_id);
      CREATE INDEX sessions_expires_at ON sessions (expires_at);
      CREATE TABLE access_requests (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        scopes TEXT NOT NULL,
        reason TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'denied')),
        created_at %MILLIS% NOT NULL,
        decided_at %MILLIS%
      );
      CREATE INDEX access_requests_account ON access_requests (account_id, created_at);
      CREATE TABLE mail_tokens (
        token_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
        expires_at %MILLIS% NOT NULL
      );
      CREATE INDEX mail_tokens_expires_at ON mail_tokens (expires_at);
      CREATE TABLE usage_daily (
        account_id TEXT NOT NULL REFERENCES accounts (id),
        endpoint TEXT NOT NULL,
        day TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (account_id, day, endpoint)
      );`,
  },
  {
    version: 5,
    name: 'jobs: queued work over many URLs, each answer kept as it finishes',
    sql: `
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        key_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('jobs', 'crawl')),
        operation TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
        total INTEGER NOT NULL,
        done INTEGER NOT NULL,
        failed INTEGER NOT NULL,
        options TEXT NOT NULL,
        webhook_attempts TEXT NOT NULL DEFAULT '[]',
        created_at %MILLIS% NOT NULL,
        finished_at %MILLIS%
      );
      CREATE INDEX jobs_state ON jobs (state, created_at);
      CREATE TABLE job_items (
        job_id TEXT NOT NULL REFERENCES jobs (id),
        position INTEGER NOT NULL,
        url TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'done', 'failed')),
        result TEXT,
        seq INTEGER,
        PRIMARY KEY (job_id, position)
      );
      CREATE INDEX job_items_pending ON job_items (job_id, state, position);
      CREATE INDEX job_items_finished ON job_items (job_id, seq);`,
  },
  {
    version: 6,
    name: 'daily usage: calls refused (answered but not billed) beside billed ones',
    sql: `
      ALTER TABLE usage_daily ADD COLUMN refused INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    version: 7,
    name: 'job items: paid for once, whoever runs them (a unit taken over after a crash is not billed again)',
    sql: `
      ALTER TABLE job_items ADD COLUMN charged %BOOL% NOT NULL DEFAULT %FALSE%;`,
  },
  {
    version: 8,
    name: 'job items: what a crawl found at each page (a crawl taken over resumes from its frontier), and whether its job.page event is still to be delivered (sent again by whoever takes the work over)',
    sql: `
      ALTER TABLE job_items ADD COLUMN crawl_step TEXT;
      ALTER TABLE job_items ADD COLUMN event_due %BOOL% NOT NULL DEFAULT %FALSE%;`,
  },
  {
    version: 9,
    name: 'jobs: whether the job.completed or job.failed event is still to be delivered (sent again by the next instance to start)',
    sql: `
      ALTER TABLE jobs ADD COLUMN final_event_due %BOOL% NOT NULL DEFAULT %FALSE%;
      CREATE INDEX jobs_final_event_due ON jobs (finished_at) WHERE final_event_due;`,
  },
];
