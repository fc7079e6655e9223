import type { Account, ApiKeyRecord, KeyEnv, Scope } from '../../store/account-ports.js';

/** Who a request is from, set by the access guard. */
export interface KeyAccess {
  readonly kind: 'key';
  readonly env: KeyEnv;
  readonly account: Account;
  readonly key: ApiKeyRecord;
  /** The key's effective scopes. */
  readonly scopes: readonly Scope[];
}

export type Access = { readonly kind: 'keyless' } | KeyAccess;

declare module 'fastify' {
  interface FastifyRequest {
    access: Access | null;
  }
}

/** Test keys are answered from the shipped fixtures, never the network. */
export function isTestAccess(access: Access | null): boolean {
  return access?.kind === 'key' && access.env === 'test';
}
