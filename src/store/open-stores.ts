import type { Config } from '../config/load-config.js';
import { succeed, type Outcome } from '../errors.js';
import type { AccountStores } from './account-ports.js';
import type { Stores } from './ports.js';
import { openPostgresAccountStores } from './postgres/open-postgres.js';
import { openSqliteStores, type SqliteRole } from './sqlite/sqlite-stores.js';

export type StoreRole = SqliteRole;

export interface OpenedStores {
  /** Limits and cache: the embedded store. */
  readonly stores: Stores;
  /** Accounts, keys and usage: PostgreSQL when PAGELENS_DATABASE_URL is set, else the embedded store. */
  readonly accountStores: AccountStores;
  close(): Promise<void>;
}

/** Picks the adapters the configuration names (CONTRACT §2). */
export async function openStores(config: Config, role: StoreRole): Promise<Outcome<OpenedStores>> {
  const embedded = openSqliteStores(config.dataDir, role);
  if (!embedded.ok) return embedded;
  if (config.databaseUrl === undefined) {
    return succeed({ stores: embedded.value, accountStores: embedded.value, close: () => embedded.value.close() });
  }
  const shared = await openPostgresAccountStores({ connectionString: config.databaseUrl });
  if (!shared.ok) {
    await embedded.value.close();
    return shared;
  }
  return succeed({
    stores: embedded.value,
    accountStores: shared.value,
    async close() {
      await shared.value.close();
      await embedded.value.close();
    },
  });
}
