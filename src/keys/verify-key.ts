import type { Account, AccountStore, ApiKeyRecord, Scope } from '../store/account-ports.js';
import { hashApiKey, hashesEqual, keyEnvOf } from './api-key.js';

export type KeyVerification =
  | { readonly kind: 'valid'; readonly key: ApiKeyRecord; readonly account: Account; readonly scopes: readonly Scope[] }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'revoked'; readonly rotated: boolean };

/** A key's effective scopes: its own list within what its account is granted (the owner has all). */
export function effectiveScopes(key: ApiKeyRecord, account: Account): readonly Scope[] {
  if (key.scopes === null) return account.scopes;
  return key.scopes.filter((scope) => account.isOwner || account.scopes.includes(scope));
}

/**
 * Looks the key up by its hash — one indexed query, no cache, so a revoked or rotated key
 * fails on the very next request in every process that shares the store.
 */
export async function verifyApiKey(accounts: AccountStore, presented: string): Promise<KeyVerification> {
  if (keyEnvOf(presented) === undefined) return { kind: 'unknown' };
  const hash = hashApiKey(presented);
  const found = await accounts.findKeyByHash(hash);
  if (!found || !hashesEqual(found.key.hash, hash)) return { kind: 'unknown' };
  if (found.key.revokedAt !== null) return { kind: 'revoked', rotated: found.key.replacedBy !== null };
  accounts.recordKeyUse(found.key.id, Date.now());
  return { kind: 'valid', key: found.key, account: found.account, scopes: effectiveScopes(found.key, found.account) };
}
