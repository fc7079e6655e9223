import type { Pool } from 'pg';
import type { Account, AccountStore, KeyWithAccount } from '../account-ports.js';
import {
  ACCOUNT_COLUMNS,
  INSERT_KEY,
  KEY_WITH_ACCOUNT,
  joinScopes,
  keyValues,
  toAccount,
  toKeyWithAccount,
  type AccountRow,
  type KeyWithAccountRow,
} from './postgres-rows.js';
import { inTransaction, withClient } from './postgres-transaction.js';
import { keyUseRecorder } from '../key-use-recorder.js';

const INSERT_ACCOUNT = `INSERT INTO accounts (${ACCOUNT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (email) DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`;

// One statement, so a concurrent grant is never lost: under READ COMMITTED an UPDATE that
// waited on another re-evaluates SET against the row that other grant committed.
// The merged list keeps the existing order and appends new scopes.
const GRANT_SCOPES = `UPDATE accounts SET scopes = (
    SELECT COALESCE(string_agg(scope, ' ' ORDER BY first_position), '')
    FROM (SELECT scope, MIN(position) AS first_position
          FROM unnest(string_to_array(accounts.scopes, ' ') || $2::text[]) WITH ORDINALITY AS merged(scope, position)
          WHERE scope <> '' GROUP BY scope) AS distinct_scopes)
  WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`;

const REVOKE_KEY = 'UPDATE api_keys SET revoked_at = $2, replaced_by = $3 WHERE id = $1 AND revoked_at IS NULL';

/** Runs on every authenticated request: a named statement, so each connection plans it once. */
const FIND_KEY_BY_HASH = { name: 'pagelens-find-key-by-hash', text: `${KEY_WITH_ACCOUNT} WHERE k.key_hash = $1` };

export function createPostgresAccountStore(pool: Pool): AccountStore {
  const oneAccount = async (text: string, values: unknown[]): Promise<Account | undefined> => {
    const { rows } = await pool.query<AccountRow>(text, values);
    return rows[0] && toAccount(rows[0]);
  };
  const keys = async (text: string, values: unknown[]): Promise<KeyWithAccount[]> => {
    const { rows } = await pool.query<KeyWithAccountRow>(text, values);
    return rows.map(toKeyWithAccount);
  };

  return {
    async countAccounts() {
      const { rows } = await pool.query<{ count: string }>('SELECT COUNT(*) AS count FROM accounts');
      return Number(rows[0]?.count ?? 0);
    },
    async createAccount(input) {
      const values = [input.id, input.email, input.plan, joinScopes(input.scopes), input.isOwner, input.createdAt];
      return oneAccount(INSERT_ACCOUNT, values);
    },
    findAccountByEmail: (email) => oneAccount(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE email = $1`, [email]),
    getAccount: (id) => oneAccount(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1`, [id]),
    grantScopes: (accountId, scopes) => oneAccount(GRANT_SCOPES, [accountId, [...scopes]]),
    setPlan: (accountId, plan) =>
      oneAccount(`UPDATE accounts SET plan = $2 WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`, [accountId, plan]),
    async insertKey(key) {
      await pool.query(INSERT_KEY, keyValues(key));
    },
    async findKeyByHash(hash) {
      const { rows } = await pool.query<KeyWithAccountRow>({ ...FIND_KEY_BY_HASH, values: [hash] });
      return rows[0] && toKeyWithAccount(rows[0]);
    },
    async getKey(id) {
      return (await keys(`${KEY_WITH_ACCOUNT} WHERE k.id = $1`, [id]))[0];
    },
    listKeys: (accountId) =>
      accountId === undefined
        ? keys(`${KEY_WITH_ACCOUNT} ORDER BY k.created_at, k.id`, [])
        : keys(`${KEY_WITH_ACCOUNT} WHERE k.account_id = $1 ORDER BY k.created_at, k.id`, [accountId]),
    async revokeKey(id, at) {
      return (await pool.query(REVOKE_KEY, [id, at, null])).rowCount === 1;
    },
    recordKeyUse: keyUseRecorder((id, at) => pool.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [id, at])),
    rotateKey: (oldId, replacement, at) =>
      withClient(pool, (client) =>
        inTransaction(client, async () => {
          const revoked = await client.query(REVOKE_KEY, [oldId, at, replacement.id]);
          if (revoked.rowCount !== 1) return { commit: false, value: false };
          await client.query(INSERT_KEY, keyValues(replacement));
          return { commit: true, value: true };
        }),
      ),
  };
}
