import type { Pool } from 'pg';
import type { AccountRow } from '../account-rows.js';
import { joinScopes } from '../account-rows.js';
import { numbered } from '../usage-sql.js';
import type { WebAccountStore } from '../web-account-ports.js';
import {
  liveSession,
  SESSION_TOUCH_INTERVAL_MS,
  toAccessRequest,
  toCredentials,
  WEB_SQL,
  type AccessRequestRow,
  type CredentialsRow,
  type SessionRow,
} from '../web-account-rows.js';

const SQL = Object.fromEntries(Object.entries(WEB_SQL).map(([name, sql]) => [name, numbered(sql)])) as Record<keyof typeof WEB_SQL, string>;
const DECIDE = `WITH decided AS (UPDATE access_requests SET state = $1, decided_at = $2 WHERE id = $3 AND state = 'pending' RETURNING *)
  SELECT r.id AS request_id, r.account_id, a.email, r.scopes AS request_scopes, r.reason, r.state,
    r.created_at AS request_created_at, r.decided_at FROM decided r JOIN accounts a ON a.id = r.account_id`;

export function createPostgresWebStore(pool: Pool): WebAccountStore {
  const first = async <T extends object>(text: string, values: unknown[]): Promise<T | undefined> => (await pool.query<T>(text, values)).rows[0];
  const changed = async (text: string, values: unknown[]): Promise<number> => (await pool.query(text, values)).rowCount ?? 0;
  const requests = async (where: string, values: unknown[]) =>
    (await pool.query<AccessRequestRow>(`${SQL.requests} ${where}`, values)).rows.map(toAccessRequest);
  return {
    async credentialsByEmail(email) {
      const row = await first<CredentialsRow>(SQL.credentialsByEmail, [email]);
      return row && toCredentials(row);
    },
    async credentials(accountId) {
      const row = await first<CredentialsRow>(SQL.credentialsById, [accountId]);
      return row && toCredentials(row);
    },
    listCredentials: async () => (await pool.query<CredentialsRow>(SQL.allCredentials)).rows.map(toCredentials),
    setPassword: async (accountId, hash) => (await changed(SQL.setPassword, [hash, accountId])) === 1,
    markVerified: async (accountId, at) => (await changed(SQL.markVerified, [at, accountId])) === 1,
    async createSession(s) {
      await pool.query(SQL.insertSession, [s.idHash, s.accountId, s.csrfToken, s.createdAt, s.lastSeenAt, s.expiresAt]);
    },
    async touchSession(idHash, now, idleMs) {
      const live = liveSession(await first<SessionRow & AccountRow>(SQL.session, [idHash]), now, idleMs);
      if (live && now - live.session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) await pool.query(SQL.touchSession, [now, idHash, now - SESSION_TOUCH_INTERVAL_MS]);
      return live;
    },
    async deleteSession(idHash) {
      await pool.query(SQL.deleteSession, [idHash]);
    },
    deleteSessions: (accountId) => changed(SQL.deleteSessions, [accountId]),
    async insertAccessRequest(r) {
      await pool.query(SQL.insertRequest, [r.id, r.accountId, joinScopes(r.scopes), r.reason, r.state, r.createdAt, r.decidedAt]);
    },
    getAccessRequest: async (id) => (await requests('WHERE r.id = $1', [id]))[0],
    listAccessRequests: (accountId) =>
      accountId === undefined
        ? requests('ORDER BY r.created_at DESC, r.id', [])
        : requests('WHERE r.account_id = $1 ORDER BY r.created_at DESC, r.id', [accountId]),
    async decideAccessRequest(id, state, at) {
      const row = await first<AccessRequestRow>(DECIDE, [state, at, id]);
      return row && toAccessRequest(row);
    },
    async insertMailToken(t) {
      await pool.query(SQL.insertToken, [t.tokenHash, t.accountId, t.purpose, t.expiresAt]);
    },
    async useMailToken(tokenHash, purpose, now) {
      return (await first<{ account_id: string }>(SQL.useToken, [tokenHash, purpose, now]))?.account_id;
    },
    purgeExpired: async (now) => (await changed(SQL.purgeSessions, [now])) + (await changed(SQL.purgeTokens, [now])),
  };
}
