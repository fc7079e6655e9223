import type { Pool } from 'pg';
import type { UsageStore } from '../account-ports.js';

// One statement: the row lock taken by ON CONFLICT and the re-checked WHERE make the
// count-and-admit atomic across every connection and process sharing the database.
const CONSUME = {
  name: 'pagelens-consume-usage',
  text: `INSERT INTO usage (account_id, endpoint, month, count) VALUES ($1, $2, $3, 1)
    ON CONFLICT (account_id, endpoint, month) DO UPDATE SET count = usage.count + 1 WHERE usage.count < $4
    RETURNING count`,
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
    async consume(accountId, endpoint, month, limit) {
      if (limit <= 0) return { admitted: false, used: await peek(accountId, endpoint, month) };
      const { rows } = await pool.query<CountRow>({ ...CONSUME, values: [accountId, endpoint, month, limit] });
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
  };
}
