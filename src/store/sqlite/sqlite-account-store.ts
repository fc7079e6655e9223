import type { AccountStore, ApiKeyRecord } from '../account-ports.js';
import type { Scope } from '../../domain/operations.js';
import { joinScopes, KEY_WITH_ACCOUNT, toAccount, toKeyWithAccount, type AccountRow, type KeyWithAccountRow } from '../account-rows.js';
import { keyUseRecorder } from '../key-use-recorder.js';
import type { SqliteDatabase } from './open-database.js';
import { rememberKeys } from './remembered-keys.js';

export function createSqliteAccountStore(db: SqliteDatabase): AccountStore {
  const q = {
    count: db.prepare('SELECT COUNT(*) FROM accounts').pluck(),
    insertAccount: db.prepare(`INSERT INTO accounts (id, email, plan, scopes, is_owner, created_at)
      VALUES (@id, @email, @plan, @scopes, @isOwner, @createdAt) ON CONFLICT (email) DO NOTHING`),
    byEmail: db.prepare('SELECT * FROM accounts WHERE email = ?'),
    byId: db.prepare('SELECT * FROM accounts WHERE id = ?'),
    setScopes: db.prepare('UPDATE accounts SET scopes = ? WHERE id = ?'),
    setPlan: db.prepare('UPDATE accounts SET plan = ? WHERE id = ?'),
    insertKey: db.prepare(`INSERT INTO api_keys (id, account_id, env, key_hash, hint, scopes, created_at, revoked_at, replaced_by, name, last_used_at)
      VALUES (@id, @accountId, @env, @hash, @hint, @scopes, @createdAt, @revokedAt, @replacedBy, @name, @lastUsedAt)`),
    keyUsed: db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?'),
    keyByHash: db.prepare(`${KEY_WITH_ACCOUNT} WHERE k.key_hash = ?`),
    keyById: db.prepare(`${KEY_WITH_ACCOUNT} WHERE k.id = ?`),
    allKeys: db.prepare(`${KEY_WITH_ACCOUNT} ORDER BY k.created_at, k.id`),
    accountKeys: db.prepare(`${KEY_WITH_ACCOUNT} WHERE k.account_id = ? ORDER BY k.created_at, k.id`),
    revoke: db.prepare('UPDATE api_keys SET revoked_at = ?, replaced_by = ? WHERE id = ? AND revoked_at IS NULL'),
  };
  const account = (row: unknown) => (row ? toAccount(row as AccountRow) : undefined);
  const keyWithAccount = (row: unknown) => (row ? toKeyWithAccount(row as KeyWithAccountRow) : undefined);
  const keys = rememberKeys(db, (hash) => keyWithAccount(q.keyByHash.get(hash)));
  /** Runs a write, then forgets remembered keys (what it changed may be in them). */
  const writing = <T>(write: () => T): T => {
    try {
      return write();
    } finally {
      keys.forget();
    }
  };
  const keyParams = (key: ApiKeyRecord) => ({ ...key, scopes: key.scopes === null ? null : joinScopes(key.scopes) });
  const grant = db.transaction((accountId: string, scopes: readonly Scope[]) => {
    const current = account(q.byId.get(accountId));
    if (!current) return undefined;
    const union = [...new Set([...current.scopes, ...scopes])];
    q.setScopes.run(joinScopes(union), accountId);
    return { ...current, scopes: union };
  });
  const rotate = db.transaction((oldId: string, replacement: ApiKeyRecord, at: number) => {
    if (q.revoke.run(at, replacement.id, oldId).changes !== 1) return false;
    q.insertKey.run(keyParams(replacement));
    return true;
  });

  return {
    async countAccounts() {
      return q.count.get() as number;
    },
    async createAccount(input) {
      const params = { ...input, scopes: joinScopes(input.scopes), isOwner: input.isOwner ? 1 : 0 };
      if (writing(() => q.insertAccount.run(params)).changes !== 1) return undefined;
      return { ...input, scopes: [...input.scopes] };
    },
    async findAccountByEmail(email) {
      return account(q.byEmail.get(email));
    },
    async getAccount(id) {
      return account(q.byId.get(id));
    },
    async grantScopes(accountId, scopes) {
      return writing(() => grant.immediate(accountId, scopes));
    },
    async setPlan(accountId, plan) {
      writing(() => q.setPlan.run(plan, accountId));
      return account(q.byId.get(accountId));
    },
    async insertKey(key) {
      writing(() => q.insertKey.run(keyParams(key)));
    },
    async findKeyByHash(hash) {
      return keys.find(hash);
    },
    async getKey(id) {
      return keyWithAccount(q.keyById.get(id));
    },
    async listKeys(accountId) {
      const rows = accountId === undefined ? q.allKeys.all() : q.accountKeys.all(accountId);
      return rows.map((row) => toKeyWithAccount(row as KeyWithAccountRow));
    },
    async revokeKey(id, at) {
      return writing(() => q.revoke.run(at, null, id)).changes === 1;
    },
    async rotateKey(oldId, replacement, at) {
      return writing(() => rotate.immediate(oldId, replacement, at));
    },
    recordKeyUse: keyUseRecorder((id, at) => {
      q.keyUsed.run(at, id);
    }),
  };
}
