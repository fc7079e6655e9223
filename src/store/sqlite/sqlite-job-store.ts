import { MAX_KEPT_ATTEMPTS, type CrawlStep, type JobItem, type JobRecord, type JobStore } from '../job-ports.js';
import type { SqliteDatabase } from './open-database.js';

interface JobRow {
  id: string; account_id: string; key_id: string; kind: JobRecord['kind']; operation: JobRecord['operation']; state: JobRecord['state'];
  total: number; done: number; failed: number; options: string; webhook_attempts: string; created_at: number; finished_at: number | null;
}

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id, accountId: row.account_id, keyId: row.key_id, kind: row.kind, operation: row.operation, state: row.state,
    total: row.total, done: row.done, failed: row.failed, options: JSON.parse(row.options) as JobRecord['options'],
    createdAt: row.created_at, finishedAt: row.finished_at, webhookAttempts: JSON.parse(row.webhook_attempts) as JobRecord['webhookAttempts'],
  };
}

/** Jobs in the data directory's database (the embedded default). */
export function createSqliteJobStore(db: SqliteDatabase): JobStore {
  const insertJob = db.prepare(`INSERT INTO jobs (id, account_id, key_id, kind, operation, state, total, done, failed, options, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)`);
  const insertItem = db.prepare(`INSERT INTO job_items (job_id, position, url, state) VALUES (?, ?, ?, 'pending')`);
  const selectJob = db.prepare('SELECT * FROM jobs WHERE id = ?');
  const selectUnfinished = db.prepare(`SELECT * FROM jobs WHERE state IN ('queued', 'running') ORDER BY created_at, id`);
  const updateState = db.prepare('UPDATE jobs SET state = ?, finished_at = ? WHERE id = ?');
  const startJob = db.prepare(`UPDATE jobs SET state = 'running' WHERE id = ? AND state IN ('queued', 'running')`);
  const settleJob = db.prepare(`UPDATE jobs SET state = ?, finished_at = ?, final_event_due = ? WHERE id = ? AND state = 'running' AND done = total`);
  const finalEventSent = db.prepare('UPDATE jobs SET final_event_due = 0 WHERE id = ?');
  const selectFinalEventsDue = db.prepare(`SELECT * FROM jobs WHERE final_event_due ORDER BY finished_at, id LIMIT ?`);
  const selectPending = db.prepare(`SELECT position, url FROM job_items WHERE job_id = ? AND state = 'pending' AND position > ? ORDER BY position LIMIT ?`);
  // seq: the order URLs finished in (1, 2, …), which results are read by.
  const finishItem = db.prepare(`UPDATE job_items SET state = ?, result = ?, event_due = 1, seq = (SELECT done + 1 FROM jobs WHERE id = ?) WHERE job_id = ? AND position = ? AND state = 'pending'`);
  const eventSent = db.prepare('UPDATE job_items SET event_due = 0 WHERE job_id = ? AND position = ?');
  const selectEventsDue = db.prepare(`SELECT position, result FROM job_items
    WHERE job_id = ? AND state <> 'pending' AND event_due = 1 AND position BETWEEN ? AND ? ORDER BY position LIMIT ?`);
  const countJob = db.prepare('UPDATE jobs SET done = done + 1, failed = failed + ? WHERE id = ?');
  const claimItemCharge = db.prepare(`UPDATE job_items SET charged = 1 WHERE job_id = ? AND position = ? AND state = 'pending' AND charged = 0`);
  const selectItemState = db.prepare('SELECT state FROM job_items WHERE job_id = ? AND position = ?');
  const selectItems = db.prepare(`SELECT position, url, state = 'pending' AS pending, crawl_step FROM job_items WHERE job_id = ? ORDER BY position`);
  const insertFound = db.prepare(`INSERT INTO job_items (job_id, position, url, state, crawl_step) VALUES (?, ?, ?, 'pending', ?)`);
  const countTotal = db.prepare('UPDATE jobs SET total = total + 1 WHERE id = ?');
  const appendOne = db.transaction((id: string, url: string, step: CrawlStep | undefined) => {
    const { total } = selectJob.get(id) as JobRow;
    insertFound.run(id, total, url, step === undefined ? null : JSON.stringify(step));
    countTotal.run(id);
    return total;
  });
  const selectResults = db.prepare(`SELECT seq, result FROM job_items WHERE job_id = ? AND seq > ? ORDER BY seq LIMIT ?`);

  const selectAttempts = db.prepare('SELECT webhook_attempts FROM jobs WHERE id = ?');
  const updateAttempts = db.prepare('UPDATE jobs SET webhook_attempts = ? WHERE id = ?');
  const appendAttempt = db.transaction((id: string, attempt: JobRecord['webhookAttempts'][number]) => {
    const row = selectAttempts.get(id) as { webhook_attempts: string } | undefined;
    if (!row) return;
    const kept = [...(JSON.parse(row.webhook_attempts) as unknown[]), attempt].slice(-MAX_KEPT_ATTEMPTS);
    updateAttempts.run(JSON.stringify(kept), id);
  });
  const createAll = db.transaction((job: Omit<JobRecord, 'done' | 'failed' | 'finishedAt' | 'webhookAttempts'>, urls: readonly string[]) => {
    insertJob.run(job.id, job.accountId, job.keyId, job.kind, job.operation, job.state, job.total, JSON.stringify(job.options), job.createdAt);
    urls.forEach((url, position) => insertItem.run(job.id, position, url));
  });
  const finishOne = db.transaction((id: string, position: number, failed: boolean, result: string) => {
    const changed = finishItem.run(failed ? 'failed' : 'done', result, id, id, position).changes === 1;
    if (changed) countJob.run(failed ? 1 : 0, id);
    return changed;
  });

  return {
    async create(job, urls) {
      createAll(job, urls);
    },
    async recordAttempt(id, attempt) {
      appendAttempt(id, attempt);
    },
    async get(id) {
      const row = selectJob.get(id) as JobRow | undefined;
      return row && toRecord(row);
    },
    async unfinished() {
      return (selectUnfinished.all() as JobRow[]).map(toRecord);
    },
    async setState(id, state, finishedAt) {
      updateState.run(state, finishedAt ?? null, id);
    },
    async append(id, url, step) {
      return appendOne(id, url, step);
    },
    async items(id) {
      const rows = selectItems.all(id) as { position: number; url: string; pending: number; crawl_step: string | null }[];
      return rows.map(({ crawl_step, ...row }): JobItem => ({ ...row, pending: row.pending === 1, ...(crawl_step === null ? {} : { step: JSON.parse(crawl_step) as CrawlStep }) }));
    },
    async start(id) {
      return startJob.run(id).changes === 1;
    },
    async settle(id, state, finishedAt, finalEventDue = false) {
      return settleJob.run(state, finishedAt, finalEventDue ? 1 : 0, id).changes === 1;
    },
    async finalEventSent(id) {
      finalEventSent.run(id);
    },
    async finalEventsDue(limit) {
      return (selectFinalEventsDue.all(limit) as JobRow[]).map(toRecord);
    },
    async pending(id, afterPosition, limit) {
      return selectPending.all(id, afterPosition, limit) as { position: number; url: string }[];
    },
    async claimCharge(id, position) {
      if (claimItemCharge.run(id, position).changes === 1) return 'first';
      return (selectItemState.get(id, position) as { state: string } | undefined)?.state === 'pending' ? 'again' : 'finished';
    },
    async finish(id, position, item) {
      return finishOne(id, position, !item.success, JSON.stringify(item));
    },
    async eventSent(id, position) {
      eventSent.run(id, position);
    },
    async eventsDue(id, fromPosition, toPosition, limit) {
      const rows = selectEventsDue.all(id, fromPosition, Math.min(toPosition, Number.MAX_SAFE_INTEGER), limit) as { position: number; result: string }[];
      return rows.map((row) => ({ position: row.position, item: JSON.parse(row.result) as never }));
    },
    async results(id, afterSeq, limit) {
      const rows = selectResults.all(id, afterSeq, limit) as { seq: number; result: string }[];
      return rows.map((row) => ({ seq: row.seq, item: JSON.parse(row.result) as never }));
    },
  };
}
