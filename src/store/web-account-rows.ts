import { toAccount, type AccountRow } from './account-rows.js';
import type { Scope } from '../domain/operations.js';
import type { AccessRequestRecord, AccessState, Credentials, LiveSession, SessionRecord } from './web-account-ports.js';

/** Rows and statements of the browser-account tables, shared by both SQL adapters (`?` placeholders). */
type Millis = number | string;
const ms = (value: Millis | null): number | null => (value === null ? null : Number(value));

export type CredentialsRow = AccountRow & { password_hash: string | null; verified_at: Millis | null };

export interface SessionRow {
  id_hash: string;
  account_id: string;
  csrf_token: string;
  session_created_at: Millis;
  last_seen_at: Millis;
  expires_at: Millis;
}

export interface AccessRequestRow {
  request_id: string;
  account_id: string;
  email: string;
  request_scopes: string;
  reason: string;
  state: string;
  request_created_at: Millis;
  decided_at: Millis | null;
}

export const ACCOUNT_FIELDS = 'a.id, a.email, a.plan, a.scopes, a.is_owner, a.created_at';

export const WEB_SQL = {
  credentialsByEmail: `SELECT ${ACCOUNT_FIELDS}, a.password_hash, a.verified_at FROM accounts a WHERE a.email = ?`,
  credentialsById: `SELECT ${ACCOUNT_FIELDS}, a.password_hash, a.verified_at FROM accounts a WHERE a.id = ?`,
  allCredentials: `SELECT ${ACCOUNT_FIELDS}, a.password_hash, a.verified_at FROM accounts a ORDER BY a.created_at, a.id`,
  setPassword: 'UPDATE accounts SET password_hash = ? WHERE id = ?',
  markVerified: 'UPDATE accounts SET verified_at = COALESCE(verified_at, ?) WHERE id = ?',
  insertSession: `INSERT INTO sessions (id_hash, account_id, csrf_token, created_at, last_seen_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`,
  session: `SELECT s.id_hash, s.account_id, s.csrf_token, s.created_at AS session_created_at, s.last_seen_at, s.expires_at,
    ${ACCOUNT_FIELDS} FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = ?`,
  touchSession: 'UPDATE sessions SET last_seen_at = ? WHERE id_hash = ? AND last_seen_at < ?',
  deleteSession: 'DELETE FROM sessions WHERE id_hash = ?',
  deleteSessions: 'DELETE FROM sessions WHERE account_id = ?',
  insertRequest: `INSERT INTO access_requests (id, account_id, scopes, reason, state, created_at, decided_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  requests: `SELECT r.id AS request_id, r.account_id, a.email, r.scopes AS request_scopes, r.reason, r.state,
    r.created_at AS request_created_at, r.decided_at FROM access_requests r JOIN accounts a ON a.id = r.account_id`,
  decide: "UPDATE access_requests SET state = ?, decided_at = ? WHERE id = ? AND state = 'pending'",
  insertToken: 'INSERT INTO mail_tokens (token_hash, account_id, purpose, expires_at) VALUES (?, ?, ?, ?)',
  useToken: 'DELETE FROM mail_tokens WHERE token_hash = ? AND purpose = ? AND expires_at > ? RETURNING account_id',
  purgeSessions: 'DELETE FROM sessions WHERE expires_at <= ?',
  purgeTokens: 'DELETE FROM mail_tokens WHERE expires_at <= ?',
} as const;

/** Only the last-seen time is written, and at most once a minute per session. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export function toCredentials(row: CredentialsRow): Credentials {
  return { account: toAccount(row), passwordHash: row.password_hash, verifiedAt: ms(row.verified_at) };
}

export function toSession(row: SessionRow): SessionRecord {
  return {
    idHash: row.id_hash,
    accountId: row.account_id,
    csrfToken: row.csrf_token,
    createdAt: Number(row.session_created_at),
    lastSeenAt: Number(row.last_seen_at),
    expiresAt: Number(row.expires_at),
  };
}

/** The session if it is live at `now` (its last-seen time as stored). */
export function liveSession(row: (SessionRow & AccountRow) | undefined, now: number, idleMs: number): LiveSession | undefined {
  if (!row) return undefined;
  const session = toSession(row);
  if (now >= session.expiresAt || now - session.lastSeenAt >= idleMs) return undefined;
  return { session, account: toAccount(row) };
}

export function toAccessRequest(row: AccessRequestRow): AccessRequestRecord {
  return {
    id: row.request_id,
    accountId: row.account_id,
    email: row.email,
    scopes: row.request_scopes === '' ? [] : (row.request_scopes.split(' ') as Scope[]),
    reason: row.reason,
    state: row.state as AccessState,
    createdAt: Number(row.request_created_at),
    decidedAt: ms(row.decided_at),
  };
}
