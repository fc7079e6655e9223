/**
 * Usage statements both SQL adapters share (SQLite `?` placeholders are numbered `$n` for
 * PostgreSQL by `numbered`). Month counts gate quotas; daily counts only feed the chart.
 * A refund moves the day's call from `count` (billed) to `refused` (answered, not billed), so the
 * dashboard can show refused calls apart from billed ones (migration 6).
 */
export const USAGE_SQL = {
  refundMonth: `UPDATE usage SET count = count - 1 WHERE account_id = ? AND endpoint = ? AND month = ? AND count > 0`,
  countDay: `INSERT INTO usage_daily (account_id, endpoint, day, count) VALUES (?, ?, ?, 1)
    ON CONFLICT (account_id, day, endpoint) DO UPDATE SET count = usage_daily.count + 1`,
  refundDay: `UPDATE usage_daily SET count = count - 1, refused = refused + 1 WHERE account_id = ? AND endpoint = ? AND day = ? AND count > 0`,
  /** The latest day of the month (`?` = 'YYYY-MM-%') that has a count for the endpoint. */
  refundLatestDay: `UPDATE usage_daily SET count = count - 1, refused = refused + 1 WHERE account_id = ? AND endpoint = ? AND count > 0
    AND day = (SELECT MAX(day) FROM usage_daily WHERE account_id = ? AND endpoint = ? AND day LIKE ? AND count > 0)`,
  /** One refused call of the day, for a store that keeps the day's count in memory (written behind). */
  countRefused: `INSERT INTO usage_daily (account_id, endpoint, day, count, refused) VALUES (?, ?, ?, 0, 1)
    ON CONFLICT (account_id, day, endpoint) DO UPDATE SET refused = usage_daily.refused + 1`,
  daily: `SELECT day AS date, endpoint, count, refused FROM usage_daily WHERE account_id = ? AND day LIKE ? AND (count > 0 OR refused > 0)
    ORDER BY day, endpoint`,
} as const;

/** `?` → `$1`, `$2`, … for PostgreSQL. */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
}
