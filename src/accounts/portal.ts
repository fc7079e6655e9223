import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '../store/account-ports.js';
import type { AccessRequestListing, AccountListing, KeyListing, UsageReport } from '../results/account.js';

/**
 * What the HTML pages (/signup, /login, /dashboard, /admin) need from the account side.
 * The bodies are the JSON API's (docs/reference/accounts.md#account-api), so a page and a script see the same data.
 */
export interface WebSession {
  readonly account: Account;
  readonly csrfToken: string;
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
