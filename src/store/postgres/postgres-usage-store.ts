import type { Pool } from 'pg';
import type { DailyCount, UsageStore } from '../account-ports.js';
import { numbered, USAGE_SQL } from '../usage-sql.js';
import { inTransaction, withClient } from './postgres-transaction.js';

// One statement: the row lock taken by ON CONFLICT and the re-checked WHERE make the
// count-and-admit atomic across every connection and process sharing the database. The day's
// count (for the chart) rides in the same statement, so a connection lost mid-call leaves
// both counted or neither (a lost database never bills a call it answered 503 for).
const CONSUME = {
  name: 'pagelens-consume-usage-and-day',
  text: `WITH raised AS (
      INSERT INTO usage (account_id, endpoint, month, count) VALUES ($1, $2, $3, 1)
      ON CONFLICT (account_id, endpoint, month) DO UPDATE SET count = usage.count + 1 WHERE usage.count < $4
      RETURNING count
    ), counted_day AS (
      INSERT INTO usage_daily (account_id, endpoint, day, count)
      SELECT $1, $2, $5::text, 1 FROM raised WHERE $5::text IS NOT NULL
      ON CONFLICT (account_id, day, endpoint) DO UPDATE SET count = usage_daily.count + 1
    )
    SELECT count FROM raised`,
};
const PEEK = 'SELECT count FROM usage WHERE account_id = $1 AND endpoint = $2 AND month = $3';

interface CountRow {
  count: number;
}

export function createPostgresUsageStore(pool: Pool): UsageStore {
  const peek = async (accountId: string, endpoint: string, month: string): Promise<number> => {
    const { rows } = await pool.query<CountRow>(PEEK, [accountId, endpoint, month]);
    return rows[0]?.count ?? 0;
  };
  return {
    async consume(accountId, endpoint, month, limit, day) {
      if (limit <= 0) return { admitted: false, used: await peek(accountId, endpoint, month) };
      const { rows } = await pool.query<CountRow>({ ...CONSUME, values: [accountId, endpoint, month, limit, day ?? null] });
      if (rows[0]) return { admitted: true, used: rows[0].count };
      // Not admitted: the row exists at the limit (counts only grow), so a fresh read sees it.
      return { admitted: false, used: await peek(accountId, endpoint, month) };
    },
    peek,
    async usage(accountId, month) {
      const { rows } = await pool.query<{ endpoint: string; count: number }>(
        'SELECT endpoint, count FROM usage WHERE account_id = $1 AND month = $2 AND count > 0',
        [accountId, month],
      );
      return Object.fromEntries(rows.map((row) => [row.endpoint, row.count]));
    },
    refund: (accountId, endpoint, month, day) =>
      withClient(pool, (client) =>
        inTransaction(client, async () => {
          await client.query(numbered(USAGE_SQL.refundMonth), [accountId, endpoint, month]);
          if (day !== undefined) await client.query(numbered(USAGE_SQL.refundDay), [accountId, endpoint, day]);
          else await client.query(numbered(USAGE_SQL.refundLatestDay), [accountId, endpoint, accountId, endpoint, `${month}-%`]);
          return { commit: true, value: undefined };
        }),
      ),
    async daily(accountId, month) {
      const { rows } = await pool.query<DailyCount>(numbered(USAGE_SQL.daily), [accountId, `${month}-%`]);
      return rows;
    },
  };
}
