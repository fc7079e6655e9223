import type { Account, ApiKeyRecord, KeyWithAccount } from './account-ports.js';
import type { KeyEnv, Plan, Scope } from '../domain/operations.js';

/**
 * The rows of `accounts` and `api_keys` as both SQL adapters read them. Drivers differ only in
 * types: SQLite gives integers for booleans, `pg` gives BIGINT as text (ours are Unix ms and fit).
 */
type Millis = number | string;

export interface AccountRow {
  id: string;
  email: string;
  plan: string;
  scopes: string;
  is_owner: boolean | number;
  created_at: Millis;
}

export interface KeyRow {
  key_id: string;
  account_id: string;
  env: string;
  key_hash: string;
  hint: string;
  key_scopes: string | null;
  key_created_at: Millis;
  revoked_at: Millis | null;
  replaced_by: string | null;
  key_name: string | null;
  last_used_at: Millis | null;
}

export type KeyWithAccountRow = KeyRow & AccountRow;

/** One indexed lookup of a key joined with its account (same SQL on both adapters). */
export const KEY_WITH_ACCOUNT = `SELECT k.id AS key_id, k.account_id, k.env, k.key_hash, k.hint, k.scopes AS key_scopes,
  k.created_at AS key_created_at, k.revoked_at, k.replaced_by, k.name AS key_name, k.last_used_at, a.id, a.email, a.plan, a.scopes, a.is_owner, a.created_at
  FROM api_keys k JOIN accounts a ON a.id = k.account_id`;

/** Scopes are stored as space-separated text. */
export const joinScopes = (scopes: readonly Scope[]): string => scopes.join(' ');
const splitScopes = (text: string): Scope[] => (text === '' ? [] : (text.split(' ') as Scope[]));

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    plan: row.plan as Plan,
    scopes: splitScopes(row.scopes),
    isOwner: Boolean(row.is_owner),
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
    name: row.key_name,
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
  return { key, account: toAccount(row) };
}
