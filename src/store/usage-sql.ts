/**
 * Usage statements both SQL adapters share (SQLite `?` placeholders are numbered `$n` for
 * PostgreSQL by `numbered`). Month counts gate quotas; daily counts only feed the chart.
 */
export const USAGE_SQL = {
  refundMonth: `UPDATE usage SET count = count - 1 WHERE account_id = ? AND endpoint = ? AND month = ? AND count > 0`,
  countDay: `INSERT INTO usage_daily (account_id, endpoint, day, count) VALUES (?, ?, ?, 1)
    ON CONFLICT (account_id, day, endpoint) DO UPDATE SET count = usage_daily.count + 1`,
  refundDay: `UPDATE usage_daily SET count = count - 1 WHERE account_id = ? AND endpoint = ? AND day = ? AND count > 0`,
  /** The latest day of the month (`?` = 'YYYY-MM-%') that has a count for the endpoint. */
  refundLatestDay: `UPDATE usage_daily SET count = count - 1 WHERE account_id = ? AND endpoint = ? AND count > 0
    AND day = (SELECT MAX(day) FROM usage_daily WHERE account_id = ? AND endpoint = ? AND day LIKE ? AND count > 0)`,
  daily: `SELECT day AS date, endpoint, count FROM usage_daily WHERE account_id = ? AND day LIKE ? AND count > 0
    ORDER BY day, endpoint`,
} as const;

/** `?` → `$1`, `$2`, … for PostgreSQL. */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
}
