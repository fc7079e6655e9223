import type { AccountRow } from '../account-rows.js';
import { joinScopes } from '../account-rows.js';
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
import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from './open-database.js';

export function createSqliteWebStore(db: SqliteDatabase): WebAccountStore {
  const q = Object.fromEntries(Object.entries(WEB_SQL).map(([name, sql]) => [name, db.prepare<unknown[]>(sql)])) as Record<
    keyof typeof WEB_SQL,
    Statement<unknown[]>
  >;
  const requestsAll = db.prepare(`${WEB_SQL.requests} ORDER BY r.created_at DESC, r.id`);
  const requestsOf = db.prepare(`${WEB_SQL.requests} WHERE r.account_id = ? ORDER BY r.created_at DESC, r.id`);
  const requestById = db.prepare(`${WEB_SQL.requests} WHERE r.id = ?`);
  const credentials = (row: unknown) => (row ? toCredentials(row as CredentialsRow) : undefined);
  const request = (row: unknown) => (row ? toAccessRequest(row as AccessRequestRow) : undefined);
  const decide = db.transaction((id: string, state: string, at: number) => {
    if (q.decide.run(state, at, id).changes !== 1) return undefined;
    return request(requestById.get(id));
  });
  return {
    credentialsByEmail: async (email) => credentials(q.credentialsByEmail.get(email)),
    credentials: async (accountId) => credentials(q.credentialsById.get(accountId)),
    listCredentials: async () => q.allCredentials.all().map((row) => toCredentials(row as CredentialsRow)),
    setPassword: async (accountId, hash) => q.setPassword.run(hash, accountId).changes === 1,
    markVerified: async (accountId, at) => q.markVerified.run(at, accountId).changes === 1,
    async createSession(s) {
      q.insertSession.run(s.idHash, s.accountId, s.csrfToken, s.createdAt, s.lastSeenAt, s.expiresAt);
    },
    async touchSession(idHash, now, idleMs) {
      const live = liveSession(q.session.get(idHash) as (SessionRow & AccountRow) | undefined, now, idleMs);
      if (live && now - live.session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) q.touchSession.run(now, idHash, now - SESSION_TOUCH_INTERVAL_MS);
      return live;
    },
    async deleteSession(idHash) {
      q.deleteSession.run(idHash);
    },
    deleteSessions: async (accountId) => q.deleteSessions.run(accountId).changes,
    async insertAccessRequest(r) {
      q.insertRequest.run(r.id, r.accountId, joinScopes(r.scopes), r.reason, r.state, r.createdAt, r.decidedAt);
    },
    getAccessRequest: async (id) => request(requestById.get(id)),
    async listAccessRequests(accountId) {
      const rows = accountId === undefined ? requestsAll.all() : requestsOf.all(accountId);
      return rows.map((row) => toAccessRequest(row as AccessRequestRow));
    },
    decideAccessRequest: async (id, state, at) => decide.immediate(id, state, at),
    async insertMailToken(t) {
      q.insertToken.run(t.tokenHash, t.accountId, t.purpose, t.expiresAt);
    },
    async useMailToken(tokenHash, purpose, now) {
      const row = q.useToken.get(tokenHash, purpose, now) as { account_id: string } | undefined;
      return row?.account_id;
    },
    purgeExpired: async (now) => q.purgeSessions.run(now).changes + q.purgeTokens.run(now).changes,
  };
}
