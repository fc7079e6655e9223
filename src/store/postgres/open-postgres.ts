import pg from 'pg';
import type { Pool, PoolClient, PoolConfig } from 'pg';
import { fail, succeed, type Outcome } from '../../errors.js';
import type { AccountStores } from '../account-ports.js';
import type { JobStore } from '../job-ports.js';
import { createPostgresAccountStore } from './postgres-account-store.js';
import { createPostgresJobStore } from './postgres-job-store.js';
import { applyPostgresMigrations } from './postgres-migrations.js';
import { createPostgresUsageStore } from './postgres-usage-store.js';
import { createPostgresWebStore } from './postgres-web-store.js';
import { createStoreHealth, type StoreHealth } from '../store-health.js';
import { createStoreGuard, guardMethods, SHARED_STORE_BREAKER } from '../store-guard.js';
import { isPostgresUnavailable } from '../store-unavailable.js';

export interface PostgresOptions {
  /** `postgres://user:password@host:port/database` */
  readonly connectionString: string;
  /** Keep every table in this schema (created if missing); default: the role's search_path. */
  readonly schema?: string;
  /** Connections in the pool; default 10. */
  readonly poolSize?: number;
  /** Where outages are reported (and probed from while it is down); default: a registry of its own. */
  readonly health?: StoreHealth;
}

export type PostgresStores = AccountStores & { readonly jobs: JobStore };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
const DEFAULT_POOL_SIZE = 10;
/** Bounds the start-up check against a host that drops packets, and any wait for a pooled connection. */
const CONNECT_TIMEOUT_MS = 10_000;

const REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
};

/**
 * Opens the shared (PostgreSQL) accounts, keys, usage and job stores: checks the server can be
 * reached and applies pending migrations. Nothing is connected until this is called.
 */
export async function openPostgresAccountStores(options: PostgresOptions): Promise<Outcome<PostgresStores>> {
  const invalid = invalidOption(options);
  if (invalid !== undefined) return fail('unavailable', invalid);
  const target = describeTarget(options.connectionString);
  const pool = new pg.Pool({
    ...connectionConfig(options.connectionString, options.schema),
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A pooled idle connection that drops (server restart) is reported here; the pool has
  // already discarded it and the next query opens a new one. Unheard, it would crash the process.
  pool.on('error', () => undefined);
  const failure = await prepareDatabase(pool, options.schema, target);
  if (failure !== undefined) {
    await pool.end();
    return fail('unavailable', failure);
  }
  let ending: Promise<void> | undefined;
  // Every call goes through one guard: an outage answers 503 (never a driver error's 500) and
  // a circuit breaker stops piling calls on a database that is down.
  const health = options.health ?? createStoreHealth();
  const guard = createStoreGuard({ component: 'postgres', label: `PostgreSQL at ${target.address}`, isUnavailable: isPostgresUnavailable, health, breaker: SHARED_STORE_BREAKER });
  health.register('postgres', async () => {
    await pool.query('SELECT 1');
  });
  return succeed({
    accounts: guardMethods(createPostgresAccountStore(pool), guard, 'accounts', ['recordKeyUse']),
    usage: guardMethods(createPostgresUsageStore(pool), guard, 'usage'),
    web: guardMethods(createPostgresWebStore(pool), guard, 'web'),
    jobs: guardMethods(createPostgresJobStore(pool), guard, 'jobs'),
    // pg throws on a second end(); closing twice is harmless here.
    close: () => (ending ??= pool.end()),
  });
}

/** Returns a failure detail, or undefined once the schema is migrated. */
async function prepareDatabase(pool: Pool, schema: string | undefined, target: PostgresTarget): Promise<string | undefined> {
  let client: PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    return `cannot reach PostgreSQL at ${target.address}: ${reasonOf(error, target.password)}`;
  }
  try {
    await applyPostgresMigrations(client, schema);
    return undefined;
  } catch (error) {
    return `cannot migrate the PostgreSQL database at ${target.address}: ${reasonOf(error, target.password)}`;
  } finally {
    client.release();
  }
}

function invalidOption({ schema, poolSize }: PostgresOptions): string | undefined {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    return `invalid PostgreSQL schema name ${JSON.stringify(schema)}: use lower-case letters, digits and _ ([a-z_][a-z0-9_]*)`;
  }
  if (poolSize !== undefined && !(Number.isInteger(poolSize) && poolSize >= 1)) {
    return `invalid PostgreSQL pool size ${poolSize}: use a whole number of at least 1`;
  }
  return undefined;
}

/**
 * search_path is sent as a start-up parameter, so every pooled connection has it before its
 * first query. pg lets a URL's own `options` parameter override the config's, so when the
 * URL has one the setting is appended there instead.
 */
function connectionConfig(connectionString: string, schema: string | undefined): PoolConfig {
  if (schema === undefined) return { connectionString };
  const setting = `-c search_path=${schema}`;
  const url = parseUrl(connectionString);
  const own = url?.searchParams.get('options');
  if (url === undefined || own === null || own === undefined) return { connectionString, options: setting };
  url.searchParams.set('options', `${own} ${setting}`);
  return { connectionString: url.toString() };
}

interface PostgresTarget {
  /** host:port, never the credentials. */
  readonly address: string;
  readonly password: string;
}

function describeTarget(connectionString: string): PostgresTarget {
  const url = parseUrl(connectionString);
  if (url === undefined) return { address: 'the configured address', password: '' };
  const host = url.searchParams.get('host') ?? (url.hostname || 'localhost');
  return { address: `${host}:${url.port || '5432'}`, password: safeDecode(url.password) };
}

function reasonOf(error: unknown, password: string): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  const reason = REASONS[code] ?? (message || code || 'unknown error');
  // Driver and server messages should never carry the password; make sure of it.
  return password === '' ? reason : reason.replaceAll(password, '***');
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
