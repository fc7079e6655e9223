import type { Account } from './account-ports.js';
import type { Scope } from '../domain/operations.js';

/**
 * The browser side of accounts (docs/reference/accounts.md#account-api): password hashes, server-side sessions,
 * beta-access requests and single-use mail tokens. Same adapters as AccountStore (SQLite
 * embedded, PostgreSQL shared), so a logout or a password reset holds on every instance.
 */
export interface Credentials {
  readonly account: Account;
  /** `scrypt$N$r$p$salt$hash`, or null: no password set (keys-only account). */
  readonly passwordHash: string | null;
  /** Unix ms the email was verified, or null. */
  readonly verifiedAt: number | null;
}

export interface SessionRecord {
  /** SHA-256 (hex) of the cookie's random id; the id itself is never stored. */
  readonly idHash: string;
  readonly accountId: string;
  readonly csrfToken: string;
  readonly createdAt: number;
  readonly lastSeenAt: number;
  /** Absolute expiry, Unix ms. */
  readonly expiresAt: number;
}

export type AccessState = 'pending' | 'approved' | 'denied';

export interface AccessRequestRecord {
  readonly id: string;
  readonly accountId: string;
  readonly email: string;
  readonly scopes: readonly Scope[];
  readonly reason: string;
  readonly state: AccessState;
  readonly createdAt: number;
  readonly decidedAt: number | null;
}

export type MailPurpose = 'verify' | 'reset';

export interface MailTokenRecord {
  /** SHA-256 (hex) of the token sent in the link. */
  readonly tokenHash: string;
  readonly accountId: string;
  readonly purpose: MailPurpose;
  readonly expiresAt: number;
}

export interface LiveSession {
  readonly session: SessionRecord;
  readonly account: Account;
}

export interface WebAccountStore {
  credentialsByEmail(email: string): Promise<Credentials | undefined>;
  credentials(accountId: string): Promise<Credentials | undefined>;
  /** Every account, oldest first (the operator's /admin page). */
  listCredentials(): Promise<Credentials[]>;
  /** False when there is no such account. */
  setPassword(accountId: string, passwordHash: string): Promise<boolean>;
  markVerified(accountId: string, at: number): Promise<boolean>;

  createSession(session: SessionRecord): Promise<void>;
  /**
   * The session when it is live at `now` (last seen within `idleMs`, before its absolute
   * expiry), with its account; its last-seen time moves to `now` (written at most once a minute).
   */
  touchSession(idHash: string, now: number, idleMs: number): Promise<LiveSession | undefined>;
  deleteSession(idHash: string): Promise<void>;
  /** Ends every session of the account; returns how many. */
  deleteSessions(accountId: string): Promise<number>;

  insertAccessRequest(request: AccessRequestRecord): Promise<void>;
  getAccessRequest(id: string): Promise<AccessRequestRecord | undefined>;
  /** Every request, or one account's, newest first. */
  listAccessRequests(accountId?: string): Promise<AccessRequestRecord[]>;
  /** Moves a pending request to `state`; undefined when it does not exist or is already decided. */
  decideAccessRequest(id: string, state: 'approved' | 'denied', at: number): Promise<AccessRequestRecord | undefined>;

  insertMailToken(token: MailTokenRecord): Promise<void>;
  /** Spends the token once: its account id when it exists, has this purpose and is unexpired. */
  useMailToken(tokenHash: string, purpose: MailPurpose, now: number): Promise<string | undefined>;
  /** Drops expired sessions and mail tokens; returns how many. */
  purgeExpired(now: number): Promise<number>;
}
