import type { Account, ApiKeyRecord } from '../store/account-ports.js';
import type { KeyEnv, Scope } from '../domain/operations.js';

/** A verified key: who is calling, for which account, with which scopes. */
export interface Caller {
  readonly kind: 'key';
  readonly env: KeyEnv;
  readonly account: Account;
  readonly key: ApiKeyRecord;
  /** The key's effective scopes. */
  readonly scopes: readonly Scope[];
}

/** Who a call is from: a verified key, or no key (the endpoint's keyless allowance). */
export type Access = { readonly kind: 'keyless' } | Caller;

export const KEYLESS: Access = { kind: 'keyless' };

/**
 * Whose monthly quota a unit of work counts against. A Caller is one; work that runs outside
 * a request (a queued job) can name just the account and the environment of the key it came with.
 */
export interface Payer {
  readonly env: KeyEnv;
  readonly account: Pick<Account, 'id' | 'plan'>;
}

/** Test keys are answered from the shipped fixtures, never the network. */
export function isTestAccess(access: Access | null): boolean {
  return access?.kind === 'key' && access.env === 'test';
}
