import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeAccountStoreContract } from '../../../test/store-contract/account-store-contract.js';
import { openSqliteStores, type SqliteRole } from './sqlite-stores.js';

function opener(role: SqliteRole) {
  return async () => {
    const stores = openSqliteStores(fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-accounts-')), role);
    if (!stores.ok) throw new Error(stores.failure.detail);
    return stores.value;
  };
}

describeAccountStoreContract('embedded SQLite, server role', opener('server'));
describeAccountStoreContract('embedded SQLite, tool role', opener('tool'));
