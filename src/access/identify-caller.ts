import { fail, succeed, type Failure, type Outcome } from '../errors.js';
import { effectiveScopes, verifyApiKey } from '../keys/verify-key.js';
import { foreignKeyKind } from '../keys/api-key.js';
import type { AccountStore, KeyWithAccount } from '../store/account-ports.js';
import type { Scope } from '../domain/operations.js';
import type { Caller } from './caller.js';

const UNKNOWN_KEY: Failure = { code: 'unauthorized', detail: 'Unknown API key.' };

/**
 * One caller per stored key record: the embedded store hands out the same record until its data
 * changes, so a key in steady use is not made into a caller again on every call.
 */
const callers = new WeakMap<KeyWithAccount, Outcome<Caller>>();

function revoked(rotated: boolean): Outcome<never> {
  return fail('unauthorized', rotated ? 'This API key was rotated; use its replacement.' : 'This API key was revoked.');
}

/** Unknown; when the text is another service's key, the detail says so and what a Pagelens key looks like. */
function unknownKey(presentedKey: string): Failure {
  const foreign = foreignKeyKind(presentedKey);
  return foreign ? { code: 'unauthorized', detail: `This is not a Pagelens key: it looks like ${foreign}. Pagelens keys start with pl_live_ or pl_test_.` } : UNKNOWN_KEY;
}

/**
 * The caller a presented key names: unknown (never issued, or text that cannot be a key),
 * revoked and rotated keys are refused as unauthorized (docs/reference/errors.md#error-codes). No cache: a revoked key
 * fails on the very next call in every process sharing the store (keys/verify-key.ts).
 */
export async function identifyCaller(accounts: AccountStore, presentedKey: string): Promise<Outcome<Caller>> {
  const verified = await verifyApiKey(accounts, presentedKey);
  if (verified.kind === 'unknown') return { ok: false, failure: unknownKey(presentedKey) };
  if (verified.kind === 'revoked') return revoked(verified.rotated);
  let caller = callers.get(verified.record);
  if (caller === undefined) {
    caller = callerOfKey(verified.record);
    callers.set(verified.record, caller);
  }
  return caller;
}

/** A stored key record as a caller, refused when it has been revoked or rotated since. */
export function callerOfKey(found: KeyWithAccount): Outcome<Caller> {
  if (found.key.revokedAt !== null) return revoked(found.key.replacedBy !== null);
  return succeed({ kind: 'key', env: found.key.env, account: found.account, key: found.key, scopes: effectiveScopes(found.key, found.account) });
}

/** For work that runs after its request (a queued job): the key by id, as it stands now. */
export async function findCallerByKeyId(accounts: AccountStore, keyId: string): Promise<Outcome<Caller>> {
  const found = await accounts.getKey(keyId);
  return found ? callerOfKey(found) : { ok: false, failure: UNKNOWN_KEY };
}

/** A key without the endpoint among its scopes is forbidden (docs/reference/access.md#scopes). */
export function checkScope(caller: Caller, endpoint: Scope): Outcome<Caller> {
  if (caller.scopes.includes(endpoint)) return succeed(caller);
  return fail('forbidden', `This key has no access to /${endpoint}; ask the operator to grant it.`);
}
