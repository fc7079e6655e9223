import type { Account, AccountStore, ApiKeyRecord, KeyWithAccount, Scope } from '../store/account-ports.js';
import { hashApiKey, hashesEqual, keyEnvOf } from './api-key.js';

export type KeyVerification =
  | { readonly kind: 'valid'; readonly key: ApiKeyRecord; readonly account: Account; readonly scopes: readonly Scope[] }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'revoked'; readonly rotated: boolean };

type Valid = Extract<KeyVerification, { kind: 'valid' }>;

const UNKNOWN: KeyVerification = { kind: 'unknown' };

/** A key's effective scopes: its own list within what its account is granted (the owner has all). */
export function effectiveScopes(key: ApiKeyRecord, account: Account): readonly Scope[] {
  if (key.scopes === null) return account.scopes;
  return key.scopes.filter((scope) => account.isOwner || account.scopes.includes(scope));
}

/** The verification of a stored record, shared while the store hands out the same record. */
const verified = new WeakMap<KeyWithAccount, Valid>();

function validOf(found: KeyWithAccount): Valid {
  let valid = verified.get(found);
  if (valid === undefined) {
    valid = { kind: 'valid', key: found.key, account: found.account, scopes: effectiveScopes(found.key, found.account) };
    verified.set(found, valid);
  }
  return valid;
}

/**
 * Looks the key up by its hash in the store, on every call: a revoked or rotated key fails on
 * the very next request in every process that shares the store (the store may remember lookups
 * only until its data changes).
 */
export async function verifyApiKey(accounts: AccountStore, presented: string): Promise<KeyVerification> {
  // No cache from key text to hash: key text is kept nowhere, memory included (README, keys).
  if (keyEnvOf(presented) === undefined) return UNKNOWN;
  const hash = hashApiKey(presented);
  const found = await accounts.findKeyByHash(hash);
  if (!found || !hashesEqual(found.key.hash, hash)) return UNKNOWN;
  if (found.key.revokedAt !== null) return { kind: 'revoked', rotated: found.key.replacedBy !== null };
  accounts.recordKeyUse(found.key.id, Date.now());
  return validOf(found);
}
