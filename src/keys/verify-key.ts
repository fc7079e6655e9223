import type { Account, AccountStore, ApiKeyRecord, KeyWithAccount } from '../store/account-ports.js';
import type { Scope } from '../domain/operations.js';
import { hashApiKey, hashesEqual, keyEnvOf } from './api-key.js';

export type KeyVerification =
  /** `record` is the store's own: the same object while the store's data is unchanged. */
  | { readonly kind: 'valid'; readonly record: KeyWithAccount }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'revoked'; readonly rotated: boolean };

const UNKNOWN: KeyVerification = { kind: 'unknown' };

/** A key's effective scopes: its own list within what its account is granted (the owner has all). */
export function effectiveScopes(key: ApiKeyRecord, account: Account): readonly Scope[] {
  if (key.scopes === null) return account.scopes;
  return key.scopes.filter((scope) => account.isOwner || account.scopes.includes(scope));
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
  return { kind: 'valid', record: found };
}
