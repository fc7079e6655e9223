import type { ClientBase, Pool, PoolClient } from 'pg';

/** Runs `work` on one pooled connection and always gives the connection back. */
export async function withClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

export interface TransactionResult<T> {
  readonly commit: boolean;
  readonly value: T;
}

/** Runs `work` inside BEGIN … COMMIT, or ROLLBACK when it asks to or throws. */
export async function inTransaction<T>(client: ClientBase, work: () => Promise<TransactionResult<T>>): Promise<T> {
  await client.query('BEGIN');
  let result: TransactionResult<T>;
  try {
    result = await work();
  } catch (error) {
    // A failed ROLLBACK means the connection is gone; the original error is the one to report.
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  await client.query(result.commit ? 'COMMIT' : 'ROLLBACK');
  return result.value;
}
