import type { Config } from '../config/load-config.js';
import { succeed, type Outcome } from '../errors.js';
import type { AccountStores } from './account-ports.js';
import type { Stores } from './ports.js';
import type { JobStore } from './job-ports.js';
import { loadOrCreateSigningSecret } from './sqlite/signing-secret.js';
import { openSqliteStores, type SqliteRole } from './sqlite/sqlite-stores.js';

export type StoreRole = SqliteRole;

export interface OpenedStores {
  /** Limits, cache and screenshots: Redis when PAGELENS_REDIS_URL is set, else the embedded store. */
  readonly stores: Stores;
  /** Accounts, keys and usage: PostgreSQL when PAGELENS_DATABASE_URL is set, else the embedded store. */
  readonly accountStores: AccountStores;
  /**
   * Jobs and crawls: in PostgreSQL, shared by every instance, when both PAGELENS_DATABASE_URL and
   * PAGELENS_REDIS_URL are set (Redis queues their work); else in the data directory, worked by
   * this instance alone. Either way they survive a restart.
   */
  readonly jobStore: JobStore;
  /** HMAC key of screenshot links: in Redis when it is shared (every instance verifies every link), else in the data directory. */
  readonly signingSecret: Buffer;
  close(): Promise<void>;
}

/** Picks the adapters the configuration names (docs/reference/operations.md#storage-adapters). */
export async function openStores(config: Config, role: StoreRole): Promise<Outcome<OpenedStores>> {
  const embedded = openSqliteStores(config.dataDir, role);
  if (!embedded.ok) return embedded;
  const closers: Array<() => Promise<void>> = [() => embedded.value.close()];
  const closeAll = async (): Promise<void> => {
    for (const close of closers.splice(0).reverse()) await close();
  };
  // The Redis and PostgreSQL clients load only when configured.
  const redis = config.redisUrl === undefined ? undefined : await (await import('./redis/redis-stores.js')).openRedisStores({ url: config.redisUrl });
  if (redis && !redis.ok) {
    await closeAll();
    return redis;
  }
  if (redis) closers.push(() => redis.value.close());
  const postgres = config.databaseUrl === undefined
    ? undefined
    : await (await import('./postgres/open-postgres.js')).openPostgresAccountStores({ connectionString: config.databaseUrl });
  if (postgres && !postgres.ok) {
    await closeAll();
    return postgres;
  }
  if (postgres) closers.push(() => postgres.value.close());
  return succeed({
    stores: redis?.value ?? embedded.value,
    accountStores: postgres?.value ?? embedded.value,
    jobStore: postgres && redis ? postgres.value.jobs : embedded.value.jobs,
    signingSecret: redis?.value.signingSecret ?? loadOrCreateSigningSecret(config.dataDir),
    close: closeAll,
  });
}
