import type { ApiKeyRecord } from '../account-ports.js';
import { joinScopes } from '../account-rows.js';

export { toAccount, toKeyWithAccount, joinScopes, KEY_WITH_ACCOUNT, type AccountRow, type KeyWithAccountRow } from '../account-rows.js';

export const ACCOUNT_COLUMNS = 'id, email, plan, scopes, is_owner, created_at';

/** Parameters $1…$11 of INSERT_KEY. */
export function keyValues(key: ApiKeyRecord): unknown[] {
  const scopes = key.scopes === null ? null : joinScopes(key.scopes);
  return [key.id, key.accountId, key.env, key.hash, key.hint, scopes, key.createdAt, key.revokedAt, key.replacedBy, key.name, key.lastUsedAt];
}

export const INSERT_KEY = `INSERT INTO api_keys (id, account_id, env, key_hash, hint, scopes, created_at, revoked_at, replaced_by, name, last_used_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;
