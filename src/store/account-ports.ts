/**
 * Ports for accounts, API keys and usage (docs/reference/access.md#api-keys). Embedded adapter: SQLite;
 * shared adapter: PostgreSQL (PAGELENS_DATABASE_URL). One contract suite runs on both
 * (test/store-contract/account-store-contract.ts).
 */

import type { KeyEnv, Plan, Scope } from '../domain/operations.js';
import type { WebAccountStore } from './web-account-ports.js';


export interface Account {
  readonly id: string;
  readonly email: string;
  readonly plan: Plan;
  /** Endpoints the operator granted this account. */
  readonly scopes: readonly Scope[];
  readonly isOwner: boolean;
  /** Unix ms. */
  readonly createdAt: number;
}

export interface ApiKeyRecord {
  readonly id: string;
  readonly accountId: string;
  readonly env: KeyEnv;
  /** SHA-256 of the whole key, hex. The key itself is never stored. */
  readonly hash: string;
  /** A recognisable, non-secret prefix for listings, e.g. "pl_live_3fQx…". */
  readonly hint: string;
  /** null: the key has whatever its account is granted. */
  readonly scopes: readonly Scope[] | null;
  readonly createdAt: number;
  readonly revokedAt: number | null;
  /** Id of the key that replaced this one by rotation. */
  readonly replacedBy: string | null;
  /** A label its owner chose in the dashboard. */
  readonly name: string | null;
  /** Unix ms; recorded at most once a minute per key and process (never a write per request). */
  readonly lastUsedAt: number | null;
}

export interface KeyWithAccount {
  readonly key: ApiKeyRecord;
  readonly account: Account;
}

export type NewAccount = Account;

export interface AccountStore {
  countAccounts(): Promise<number>;
  /** Fails (returns undefined) when the email is taken. */
  createAccount(account: NewAccount): Promise<Account | undefined>;
  findAccountByEmail(email: string): Promise<Account | undefined>;
  getAccount(id: string): Promise<Account | undefined>;
  /** Adds scopes to the account's grant (a union); returns the updated account. */
  grantScopes(accountId: string, scopes: readonly Scope[]): Promise<Account | undefined>;
  setPlan(accountId: string, plan: Plan): Promise<Account | undefined>;

  insertKey(key: ApiKeyRecord): Promise<void>;
  /** One indexed lookup by hash, joined with the key's account; revoked keys are returned too. */
  findKeyByHash(hash: string): Promise<KeyWithAccount | undefined>;
  getKey(id: string): Promise<KeyWithAccount | undefined>;
  /** Every key, or the keys of one account, oldest first. */
  listKeys(accountId?: string): Promise<KeyWithAccount[]>;
  /** Marks the key revoked at `at`; false when it does not exist or was already revoked. */
  revokeKey(id: string, at: number): Promise<boolean>;
  /**
   * In one transaction: revoke `oldId` and insert `replacement`. False (and nothing changed)
   * when the old key does not exist or is already revoked.
   */
  rotateKey(oldId: string, replacement: ApiKeyRecord, at: number): Promise<boolean>;
  /**
   * Notes that the key answered a call at `at`. Cheap on every request: the adapter writes
   * at most once a minute per key (KEY_USE_WRITE_INTERVAL_MS) and never makes the caller wait.
   */
  recordKeyUse(id: string, at: number): void;
}

export const KEY_USE_WRITE_INTERVAL_MS = 60_000;

export interface UsageConsumption {
  readonly admitted: boolean;
  /** Calls counted in the month after this one. */
  readonly used: number;
}

export interface UsageStore {
  /**
   * Atomically count one call of `endpoint` for the account in `month` (YYYY-MM) unless
   * `limit` is reached; concurrent callers, in any number of processes sharing the store,
   * can never push it past the limit. An admitted call is also counted for `day` (YYYY-MM-DD)
   * when given, for the daily chart; the daily counts never gate anything.
   */
  consume(accountId: string, endpoint: string, month: string, limit: number, day?: string): Promise<UsageConsumption>;
  /** Calls counted for one endpoint in the month (0 when none). */
  peek(accountId: string, endpoint: string, month: string): Promise<number>;
  /** Calls counted per endpoint in the month. */
  usage(accountId: string, month: string): Promise<Record<string, number>>;
  /**
   * Undo one counted call (a call that failed for the service's own reasons): the month's
   * count and the day's drop by one, never below 0. Without `day`, the latest day of the
   * month that has a count is lowered.
   */
  refund(accountId: string, endpoint: string, month: string, day?: string): Promise<void>;
  /** Calls counted per day (YYYY-MM-DD) and endpoint in the month, oldest first. */
  daily(accountId: string, month: string): Promise<DailyCount[]>;
}

export interface DailyCount {
  readonly date: string;
  readonly endpoint: string;
  /** Calls billed that day. */
  readonly count: number;
  /** Calls admitted that day and given back because they were not billed (a refund): refused or failed. */
  readonly refused?: number;
}

export interface AccountStores {
  readonly accounts: AccountStore;
  readonly usage: UsageStore;
  /** Passwords, browser sessions, access requests and mail tokens (src/store/web-account-ports.ts). */
  readonly web: WebAccountStore;
  close(): Promise<void>;
}
