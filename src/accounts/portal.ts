import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '../store/account-ports.js';
import type { KeyEnv, Plan, Scope } from '../domain/operations.js';

/**
 * What the HTML pages (/signup, /login, /dashboard, /admin) need from the account side.
 * The bodies are the JSON API's (docs/reference/accounts.md#account-api), so a page and a script see the same data.
 */
export interface WebSession {
  readonly account: Account;
  readonly csrfToken: string;
}

/** GET /account */
export interface AccountView {
  readonly id: string;
  readonly email: string;
  readonly plan: Plan;
  readonly scopes: readonly Scope[];
  readonly created_at: string;
}

/** One entry of GET /account/keys: never the key text. */
export interface KeyListing {
  readonly id: string;
  readonly hint: string;
  readonly env: KeyEnv;
  readonly name: string | null;
  readonly scopes: readonly Scope[];
  readonly created_at: string;
  /** Recorded at most once a minute per key and instance. */
  readonly last_used_at: string | null;
}

export interface EndpointUsage {
  readonly endpoint: Scope;
  readonly used: number;
  readonly quota: number;
}

/** GET /account/usage: this calendar month (UTC). */
export interface UsageReport {
  readonly period: { readonly start: string; readonly end: string };
  readonly endpoints: readonly EndpointUsage[];
  /** One entry per date (YYYY-MM-DD) and endpoint with calls, oldest first. */
  readonly daily: readonly { readonly date: string; readonly endpoint: string; readonly count: number }[];
}

export type AccessRequestState = 'pending' | 'approved' | 'denied';

export interface AccessRequestListing {
  readonly id: string;
  readonly email: string;
  readonly scopes: readonly Scope[];
  /** As the user typed it: render it escaped. */
  readonly reason: string;
  readonly state: AccessRequestState;
  readonly created_at: string;
  readonly decided_at: string | null;
}

/** GET /admin/accounts */
export interface AccountListing extends AccountView {
  readonly is_owner: boolean;
  readonly verified: boolean;
  /** This month, per endpoint of the account's scopes. */
  readonly usage: readonly EndpointUsage[];
}

export interface AccountPortal {
  /** The signed-in account for this request (cookie), or undefined; touches idle expiry. */
  session(request: FastifyRequest): Promise<WebSession | undefined>;
  /** The CSRF token for this browser: the session's, or an anonymous one set as a cookie on `reply`. */
  csrfToken(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Same bodies as the JSON API (docs/reference/accounts.md#account-api). */
  keys(accountId: string): Promise<{ keys: KeyListing[] }>;
  usage(accountId: string): Promise<UsageReport>;
  /** Every request (owner's view), or one account's. */
  accessRequests(accountId?: string): Promise<{ requests: AccessRequestListing[] }>;
  /** Admin: every account with this month's usage per endpoint. */
  accounts(): Promise<{ accounts: AccountListing[] }>;
  readonly signupOpen: boolean;
  readonly mailConfigured: boolean;
}
