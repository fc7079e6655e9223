import type { Account, ApiKeyRecord, KeyEnv, KeyWithAccount, Plan, Scope } from '../account-ports.js';

/** `pg` returns BIGINT columns as strings (they may exceed 2^53); ours are Unix ms and fit. */
type BigintText = string;

export interface AccountRow {
  id: string;
  email: string;
  plan: string;
  scopes: string;
  is_owner: boolean;
  created_at: BigintText;
}

export interface KeyRow {
  key_id: string;
  account_id: string;
  env: string;
  key_hash: string;
  hint: string;
  key_scopes: string | null;
  key_created_at: BigintText;
  revoked_at: BigintText | null;
  replaced_by: string | null;
}

export type KeyWithAccountRow = KeyRow & AccountRow;

export const ACCOUNT_COLUMNS = 'id, email, plan, scopes, is_owner, created_at';

export const KEY_WITH_ACCOUNT = `SELECT k.id AS key_id, k.account_id, k.env, k.key_hash, k.hint, k.scopes AS key_scopes,
  k.created_at AS key_created_at, k.revoked_at, k.replaced_by, a.id, a.email, a.plan, a.scopes, a.is_owner, a.created_at
  FROM api_keys k JOIN accounts a ON a.id = k.account_id`;

/** Scopes are stored as space-separated text, as in the SQLite adapter. */
export const joinScopes = (scopes: readonly Scope[]): string => scopes.join(' ');
const splitScopes = (text: string): Scope[] => (text === '' ? [] : (text.split(' ') as Scope[]));

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    plan: row.plan as Plan,
    scopes: splitScopes(row.scopes),
    isOwner: row.is_owner,
    createdAt: Number(row.created_at),
  };
}

export function toKeyWithAccount(row: KeyWithAccountRow): KeyWithAccount {
  const key: ApiKeyRecord = {
    id: row.key_id,
    accountId: row.account_id,
    env: row.env as KeyEnv,
    hash: row.key_hash,
    hint: row.hint,
    scopes: row.key_scopes === null ? null : splitScopes(row.key_scopes),
    createdAt: Number(row.key_created_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    replacedBy: row.replaced_by,
  };
  return { key, account: toAccount(row) };
}

/** Parameters $1…$9 of INSERT_KEY. */
export function keyValues(key: ApiKeyRecord): unknown[] {
  const scopes = key.scopes === null ? null : joinScopes(key.scopes);
  return [key.id, key.accountId, key.env, key.hash, key.hint, scopes, key.createdAt, key.revokedAt, key.replacedBy];
}

export const INSERT_KEY = `INSERT INTO api_keys (id, account_id, env, key_hash, hint, scopes, created_at, revoked_at, replaced_by)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;
