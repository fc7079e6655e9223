import type { Config } from '../config/load-config.js';
import { succeed, type Outcome } from '../errors.js';
import type { AccountStores } from './account-ports.js';
import type { Stores } from './ports.js';
import { openPostgresAccountStores } from './postgres/open-postgres.js';
import { openRedisStores } from './redis/redis-stores.js';
import { loadOrCreateSigningSecret } from './sqlite/signing-secret.js';
import { openSqliteStores, type SqliteRole } from './sqlite/sqlite-stores.js';

export type StoreRole = SqliteRole;

export interface OpenedStores {
  /** Limits, cache and screenshots: Redis when PAGELENS_REDIS_URL is set, else the embedded store. */
  readonly stores: Stores;
  /** Accounts, keys and usage: PostgreSQL when PAGELENS_DATABASE_URL is set, else the embedded store. */
  readonly accountStores: AccountStores;
  /** HMAC key of screenshot links: in Redis when it is shared (every instance verifies every link), else in the data directory. */
  readonly signingSecret: Buffer;
  close(): Promise<void>;
}

/** Picks the adapters the configuration names (CONTRACT §2). */
export async function openStores(config: Config, role: StoreRole): Promise<Outcome<OpenedStores>> {
  const embedded = openSqliteStores(config.dataDir, role);
  if (!embedded.ok) return embedded;
  const opened: Array<{ close(): Promise<void> }> = [embedded.value];
  const closeAll = async () => {
    for (const store of opened.reverse()) await store.close();
  };
  const shared = config.redisUrl === undefined ? succeed({ ...embedded.value, signingSecret: loadOrCreateSigningSecret(config.dataDir) }) : await openRedisStores({ url: config.redisUrl });
  if (!shared.ok) {
    await closeAll();
    return shared;
  }
  if (config.redisUrl !== undefined) opened.push(shared.value);
  const accounts = config.databaseUrl === undefined ? succeed(embedded.value) : await openPostgresAccountStores({ connectionString: config.databaseUrl });
  if (!accounts.ok) {
    await closeAll();
    return accounts;
  }
  if (accounts.value !== embedded.value) opened.push(accounts.value);
  const { signingSecret, ...stores } = shared.value;
  return succeed({ stores, accountStores: accounts.value, signingSecret, close: closeAll });
}
