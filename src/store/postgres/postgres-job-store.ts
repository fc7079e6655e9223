import type { Pool } from 'pg';
import type { BatchItem } from '../../results/batch.js';
import { MAX_KEPT_ATTEMPTS, type CrawlStep, type JobItem, type JobRecord, type JobStore, type PendingItem } from '../job-ports.js';
import { inTransaction, withClient } from './postgres-transaction.js';

interface JobRow {
  id: string; account_id: string; key_id: string; kind: JobRecord['kind']; operation: JobRecord['operation']; state: JobRecord['state'];
  total: number; done: number; failed: number; options: string; webhook_attempts: string;
  // BIGINT: pg returns it as a string.
  created_at: string; finished_at: string | null;
}

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id, accountId: row.account_id, keyId: row.key_id, kind: row.kind, operation: row.operation, state: row.state,
    total: row.total, done: row.done, failed: row.failed, options: JSON.parse(row.options) as JobRecord['options'],
    createdAt: Number(row.created_at), finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    webhookAttempts: JSON.parse(row.webhook_attempts) as JobRecord['webhookAttempts'],
  };
}

function itemOf({ crawl_step, ...row }: PendingItem & { pending: boolean; crawl_step: string | null }): JobItem {
  return crawl_step === null ? row : { ...row, step: JSON.parse(crawl_step) as CrawlStep };
}

const INSERT_JOB = `INSERT INTO jobs (id, account_id, key_id, kind, operation, state, total, done, failed, options, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 0, $8, $9)`;
const INSERT_ITEMS = `INSERT INTO job_items (job_id, position, url, state)
  SELECT $1, listed.ordinality - 1, listed.url, 'pending' FROM unnest($2::text[]) WITH ORDINALITY AS listed(url, ordinality)`;
const SELECT_UNFINISHED = `SELECT * FROM jobs WHERE state IN ('queued', 'running') ORDER BY created_at, id`;
const START_JOB = `UPDATE jobs SET state = 'running' WHERE id = $1 AND state IN ('queued', 'running')`;
const SETTLE_JOB = `UPDATE jobs SET state = $2, finished_at = $3, final_event_due = $4 WHERE id = $1 AND state = 'running' AND done = total`;
const FINAL_EVENT_SENT = 'UPDATE jobs SET final_event_due = FALSE WHERE id = $1';
const SELECT_FINAL_EVENTS_DUE = 'SELECT * FROM jobs WHERE final_event_due ORDER BY finished_at, id LIMIT $1';
// Taking the job row's lock first serializes appends to one job, so each gets the next position.
const COUNT_APPENDED = 'UPDATE jobs SET total = total + 1 WHERE id = $1 RETURNING total - 1 AS position';
const INSERT_ITEM = `INSERT INTO job_items (job_id, position, url, state, crawl_step) VALUES ($1, $2, $3, 'pending', $4)`;
const SELECT_ITEMS = `SELECT position, url, state = 'pending' AS pending, crawl_step FROM job_items WHERE job_id = $1 ORDER BY position`;
const SELECT_PENDING = `SELECT position, url FROM job_items WHERE job_id = $1 AND state = 'pending' AND position > $2 ORDER BY position LIMIT $3`;
const FINISH_ITEM = `UPDATE job_items SET state = $3, result = $4, event_due = TRUE WHERE job_id = $1 AND position = $2 AND state = 'pending'`;
const EVENT_SENT = 'UPDATE job_items SET event_due = FALSE WHERE job_id = $1 AND position = $2';
const SELECT_EVENTS_DUE = `SELECT position, result FROM job_items
  WHERE job_id = $1 AND state <> 'pending' AND event_due AND position BETWEEN $2 AND $3 ORDER BY position LIMIT $4`;
// The job row stays locked until COMMIT, so seqs are handed out (and become visible) in order:
// a reader never sees seq n + 1 before seq n.
const COUNT_FINISHED = 'UPDATE jobs SET done = done + 1, failed = failed + $2 WHERE id = $1 RETURNING done';
const SET_SEQ = 'UPDATE job_items SET seq = $3 WHERE job_id = $1 AND position = $2';
const CLAIM_CHARGE = `UPDATE job_items SET charged = TRUE WHERE job_id = $1 AND position = $2 AND state = 'pending' AND NOT charged`;
const SELECT_ITEM_STATE = 'SELECT state FROM job_items WHERE job_id = $1 AND position = $2';
const SELECT_RESULTS = 'SELECT seq, result FROM job_items WHERE job_id = $1 AND seq > $2 ORDER BY seq LIMIT $3';

/** Jobs in the shared PostgreSQL database: every instance runs and reads the same jobs. */
export function createPostgresJobStore(pool: Pool): JobStore {
  return {
    create: (job, urls) =>
      withClient(pool, (client) =>
        inTransaction(client, async () => {
          await client.query(INSERT_JOB, [
            job.id, job.accountId, job.keyId, job.kind, job.operation, job.state, job.total, JSON.stringify(job.options), job.createdAt,
          ]);
          if (urls.length > 0) await client.query(INSERT_ITEMS, [job.id, [...urls]]);
          return { commit: true, value: undefined };
        }),
      ),
    recordAttempt: (id, attempt) =>
      withClient(pool, (client) =>
        inTransaction(client, async () => {
          const { rows } = await client.query<{ webhook_attempts: string }>('SELECT webhook_attempts FROM jobs WHERE id = $1 FOR UPDATE', [id]);
          if (!rows[0]) return { commit: false, value: undefined };
          const kept = [...(JSON.parse(rows[0].webhook_attempts) as unknown[]), attempt].slice(-MAX_KEPT_ATTEMPTS);
          await client.query('UPDATE jobs SET webhook_attempts = $2 WHERE id = $1', [id, JSON.stringify(kept)]);
          return { commit: true, value: undefined };
        }),
      ),
    async get(id) {
      const { rows } = await pool.query<JobRow>('SELECT * FROM jobs WHERE id = $1', [id]);
      return rows[0] && toRecord(rows[0]);
    },
    async unfinished() {
      const { rows } = await pool.query<JobRow>(SELECT_UNFINISHED);
      return rows.map(toRecord);
    },
    async setState(id, state, finishedAt) {
      await pool.query('UPDATE jobs SET state = $2, finished_at = $3 WHERE id = $1', [id, state, finishedAt ?? null]);
    },
    async start(id) {
      return (await pool.query(START_JOB, [id])).rowCount === 1;
    },
    async settle(id, state, finishedAt, finalEventDue = false) {
      return (await pool.query(SETTLE_JOB, [id, state, finishedAt, finalEventDue])).rowCount === 1;
    },
    async finalEventSent(id) {
      await pool.query(FINAL_EVENT_SENT, [id]);
    },
    async finalEventsDue(limit) {
      const { rows } = await pool.query<JobRow>(SELECT_FINAL_EVENTS_DUE, [limit]);
      return rows.map(toRecord);
    },
    append: (id, url, step) =>
      withClient(pool, (client) =>
        inTransaction(client, async () => {
          const { rows } = await client.query<{ position: number }>(COUNT_APPENDED, [id]);
          if (!rows[0]) throw new Error(`job ${id} not found`);
          await client.query(INSERT_ITEM, [id, rows[0].position, url, step === undefined ? null : JSON.stringify(step)]);
          return { commit: true, value: rows[0].position };
        }),
      ),
    async items(id) {
      const { rows } = await pool.query<PendingItem & { pending: boolean; crawl_step: string | null }>(SELECT_ITEMS, [id]);
      return rows.map(itemOf);
    },
    async pending(id, afterPosition, limit) {
      const { rows } = await pool.query<PendingItem>(SELECT_PENDING, [id, afterPosition, limit]);
      return rows;
    },
    async claimCharge(id, position) {
      if ((await pool.query(CLAIM_CHARGE, [id, position])).rowCount === 1) return 'first';
      const { rows } = await pool.query<{ state: string }>(SELECT_ITEM_STATE, [id, position]);
      return rows[0]?.state === 'pending' ? 'again' : 'finished';
    },
    finish: (id, position, item) =>
      withClient(pool, (client) =>
        inTransaction(client, async () => {
          const finished = await client.query(FINISH_ITEM, [id, position, item.success ? 'done' : 'failed', JSON.stringify(item)]);
          if (finished.rowCount !== 1) return { commit: false, value: false };
          const { rows } = await client.query<{ done: number }>(COUNT_FINISHED, [id, item.success ? 0 : 1]);
          await client.query(SET_SEQ, [id, position, rows[0]?.done]);
          return { commit: true, value: true };
        }),
      ),
    async eventSent(id, position) {
      await pool.query(EVENT_SENT, [id, position]);
    },
    async eventsDue(id, fromPosition, toPosition, limit) {
      const { rows } = await pool.query<{ position: number; result: string }>(SELECT_EVENTS_DUE, [id, fromPosition, Math.min(toPosition, 2_147_483_647), limit]);
      return rows.map((row) => ({ position: row.position, item: JSON.parse(row.result) as BatchItem }));
    },
    async results(id, afterSeq, limit) {
      const { rows } = await pool.query<{ seq: number; result: string }>(SELECT_RESULTS, [id, afterSeq, limit]);
      return rows.map((row) => ({ seq: row.seq, item: JSON.parse(row.result) as BatchItem }));
    },
  };
}
