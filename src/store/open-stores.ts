import type { Config } from '../config/load-config.js';
import { succeed, type Outcome } from '../errors.js';
import type { AccountStores } from './account-ports.js';
import type { Stores } from './ports.js';
import type { JobStore } from './job-ports.js';
import { loadOrCreateSigningSecret } from './sqlite/signing-secret.js';
import { openSqliteStores, type SqliteRole } from './sqlite/sqlite-stores.js';
import { createStoreHealth, type StoreHealth } from './store-health.js';
import { createStoreGuard, guardMethods } from './store-guard.js';
import { isSqliteUnavailable, StoreUnavailableError, type StoreComponent } from './store-unavailable.js';
import type { CacheStore } from './ports.js';

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
  /** Which stores are up (GET /healthz), and every outage as it happens (logs, metrics). */
  readonly storeHealth: StoreHealth;
  close(): Promise<void>;
}

/**
 * The result cache fails soft (docs/reference/operations.md#full-disk): a read that fails is a
 * miss and a write that fails is skipped, so the answer still goes out, uncached. Each failure
 * is reported (a log line and a metric); one a guard already reported is not reported twice.
 */
function softCache(cache: CacheStore, component: StoreComponent, health: StoreHealth): CacheStore {
  const report = (operation: string, error: unknown) => {
    if (!(error instanceof StoreUnavailableError)) health.fault(component, operation, error);
  };
  return {
    get: (key, now) =>
      cache.get(key, now).catch((error: unknown) => {
        report('cache.get', error);
        return undefined;
      }),
    set: (key, value, expiresAt) =>
      cache.set(key, value, expiresAt).then(
        () => health.ok(component),
        (error: unknown) => report('cache.set', error),
      ),
  };
}

/** Picks the adapters the configuration names (docs/reference/operations.md#storage-adapters). */
export async function openStores(config: Config, role: StoreRole): Promise<Outcome<OpenedStores>> {
  const storeHealth = createStoreHealth();
  const embedded = openSqliteStores(config.dataDir, role, storeHealth);
  if (!embedded.ok) return embedded;
  const closers: Array<() => Promise<void>> = [() => embedded.value.close()];
  const closeAll = async (): Promise<void> => {
    for (const close of closers.splice(0).reverse()) await close();
  };
  // The Redis and PostgreSQL clients load only when configured.
  const redis = config.redisUrl === undefined ? undefined : await (await import('./redis/redis-stores.js')).openRedisStores({ url: config.redisUrl, health: storeHealth });
  if (redis && !redis.ok) {
    await closeAll();
    return redis;
  }
  if (redis) closers.push(() => redis.value.close());
  const postgres = config.databaseUrl === undefined
    ? undefined
    : await (await import('./postgres/open-postgres.js')).openPostgresAccountStores({ connectionString: config.databaseUrl, health: storeHealth });
  if (postgres && !postgres.ok) {
    await closeAll();
    return postgres;
  }
  if (postgres) closers.push(() => postgres.value.close());
  // The embedded file's outages (a full disk, a read-only mount) answer 503 and are reported;
  // its reads still work then, so only its writes say it is up again (sqlite-stores.ts probe).
  const file = createStoreGuard({ component: 'sqlite', label: 'The embedded store (PAGELENS_DATA_DIR)', isUnavailable: isSqliteUnavailable, health: storeHealth, successMeansUp: false });
  const local = embedded.value;
  const embeddedStores = {
    counters: guardMethods(local.counters, file, 'counters'),
    cache: local.cache,
    blobs: guardMethods(local.blobs, file, 'blobs'),
    purgeExpired: (now: number) => file.run('purge', () => local.purgeExpired(now)),
    close: () => local.close(),
  };
  const embeddedAccounts = {
    accounts: guardMethods(local.accounts, file, 'accounts', ['recordKeyUse']),
    usage: guardMethods(local.usage, file, 'usage'),
    web: guardMethods(local.web, file, 'web'),
    close: () => local.close(),
  };
  const shared = redis?.value ?? embeddedStores;
  return succeed({
    stores: { ...shared, cache: softCache(shared.cache, redis ? 'redis' : 'sqlite', storeHealth) },
    accountStores: postgres?.value ?? embeddedAccounts,
    jobStore: postgres && redis ? postgres.value.jobs : guardMethods(local.jobs, file, 'jobs'),
    storeHealth,
    signingSecret: redis?.value.signingSecret ?? loadOrCreateSigningSecret(config.dataDir),
    close: closeAll,
  });
}
