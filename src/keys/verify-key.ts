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

/** Presented keys remembered with their hash, at most (a flood of made-up keys only empties the map). */
const MAX_HASHED = 10_000;
const hashes = new Map<string, string>();

/**
 * The SHA-256 of a well-formed presented key, undefined for text that cannot be a key. A key in
 * steady use is hashed once per process: the hash is what every lookup uses, and computing it
 * (with the format check) was the largest part of a keyed call's own cost.
 */
function hashOfPresented(presented: string): string | undefined {
  const known = hashes.get(presented);
  if (known !== undefined) return known;
  if (keyEnvOf(presented) === undefined) return undefined;
  if (hashes.size >= MAX_HASHED) hashes.clear();
  const hash = hashApiKey(presented);
  hashes.set(presented, hash);
  return hash;
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
  const hash = hashOfPresented(presented);
  if (hash === undefined) return UNKNOWN;
  const found = await accounts.findKeyByHash(hash);
  if (!found || !hashesEqual(found.key.hash, hash)) return UNKNOWN;
  if (found.key.revokedAt !== null) return { kind: 'revoked', rotated: found.key.replacedBy !== null };
  accounts.recordKeyUse(found.key.id, Date.now());
  return validOf(found);
}
