import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStores, type EmbeddedStores } from '../store/sqlite/sqlite-stores.js';
import { systemClock } from '../time/clock.js';
import { webhookEventId, type WebhookEvent } from '../webhooks/delivery.js';
import type { JobEvents } from './job-events.js';
import { createFinalEventResend, createJobWork, type JobWorkDeps } from './job-work.js';

let dataDir: string;
let stores: EmbeddedStores;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-job-work-'));
  const opened = openSqliteStores(dataDir, 'tool');
  if (!opened.ok) throw new Error(opened.failure.detail);
  stores = opened.value;
});
afterEach(async () => {
  await stores.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a job whose key can no longer run it', () => {
  it('fails each URL with the reason, sends each URL\'s job.page event, then job.failed', async () => {
    const sent: WebhookEvent[] = [];
    // A receiver that takes every event at once: delivered, an event is no longer due (job-events.ts).
    const events: JobEvents = {
      send: (_jobId, _target, event, settled) => {
        sent.push(event);
        void settled?.();
      },
      close: async () => {},
    };
    const urls = ['https://example.com/a', 'https://example.com/b'];
    // The key that created the job is gone (deleted with its account): refused before any URL runs,
    // so the fetching dependencies are never reached.
    await stores.jobs.create({ id: 'job_gone', accountId: 'acct_1', keyId: 'key_gone', kind: 'jobs', operation: 'preview', state: 'queued', total: 2, options: { webhook: { url: 'https://hooks.example.com/in' } }, createdAt: Date.now() }, urls);
    const unreachable = {} as JobWorkDeps['services'];
    const work = createJobWork({ store: stores.jobs, accounts: stores.accounts, clock: systemClock, concurrency: 2, events, services: unreachable, quota: {} as JobWorkDeps['quota'], crawl: {} as JobWorkDeps['crawl'] });

    await work((await stores.jobs.get('job_gone'))!, () => false);

    expect((await stores.jobs.get('job_gone'))!.state).toBe('failed');
    expect(sent.map((e) => e.type)).toEqual(['job.page', 'job.page', 'job.failed']);
    expect(sent.slice(0, 2).map((e) => e.data)).toEqual(urls.map((url) => ({ url, success: false, error: expect.stringMatching(/^unauthorized: /) })));
  });
});

describe("a settled job's final event", () => {
  const target = { url: 'https://hooks.example.com/in' };
  /** A receiver that records events; `deliver` says whether they arrive (and so stop being due). */
  function receiver(deliver: boolean): { events: JobEvents; sent: WebhookEvent[] } {
    const sent: WebhookEvent[] = [];
    return {
      sent,
      events: {
        send: (_jobId, _target, event, settled) => {
          sent.push(event);
          if (deliver) void settled?.();
        },
        close: async () => {},
      },
    };
  }
  const workWith = (events: JobEvents) =>
    createJobWork({ store: stores.jobs, accounts: stores.accounts, clock: systemClock, concurrency: 2, events, services: {} as JobWorkDeps['services'], quota: {} as JobWorkDeps['quota'], crawl: {} as JobWorkDeps['crawl'] });

  it('is sent again at the next start when the process stopped before delivering it, with the same id, and once delivered is not', async () => {
    await stores.jobs.create({ id: 'job_cut', accountId: 'acct_1', keyId: 'key_gone', kind: 'jobs', operation: 'preview', state: 'queued', total: 1, options: { webhook: target }, createdAt: Date.now() }, ['https://example.com/a']);
    // The first process settles the job (its key is gone: job.failed) and stops before the receiver
    // took any event (settling, it queues the page event still due once more; job-events.ts drops such a repeat).
    const first = receiver(false);
    await workWith(first.events)((await stores.jobs.get('job_cut'))!, () => false);
    expect(first.sent.map((event) => event.type)).toEqual(['job.page', 'job.page', 'job.failed']);

    // The next start sends what is still due: the page event, then the final one, ids unchanged.
    const restarted = receiver(true);
    await createFinalEventResend({ store: stores.jobs, clock: systemClock, events: restarted.events })();
    expect(restarted.sent).toEqual([first.sent[0], first.sent[2]]);
    expect(restarted.sent.map(webhookEventId)).toEqual([first.sent[0]!, first.sent[2]!].map(webhookEventId));

    const again = receiver(true);
    await createFinalEventResend({ store: stores.jobs, clock: systemClock, events: again.events })();
    expect(again.sent).toEqual([]);
  });

  it('is not due for a job without a webhook', async () => {
    await stores.jobs.create({ id: 'job_quiet', accountId: 'acct_1', keyId: 'key_gone', kind: 'jobs', operation: 'preview', state: 'queued', total: 1, options: {}, createdAt: Date.now() }, ['https://example.com/a']);
    await workWith(receiver(false).events)((await stores.jobs.get('job_quiet'))!, () => false);
    expect((await stores.jobs.get('job_quiet'))!.state).toBe('failed');
    expect(await stores.jobs.finalEventsDue(10)).toEqual([]);
  });
});
