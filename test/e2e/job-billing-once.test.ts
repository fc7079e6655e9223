/**
 * A job URL is paid for once, however many times it runs. A process that dies mid-URL has counted
 * the URL against the quota but not stored its answer; the run that takes the job over fetches it
 * again (there is no answer to reuse) but does not count it again. The dead run's state is written
 * into the data directory as it would have left it, then the service starts and resumes the job.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStores } from '../../src/store/sqlite/sqlite-stores.js';
import { utcDayWindow, utcMonthWindow } from '../../src/time/clock.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { until } from '../job-api.js';
import { startPagelens } from '../start-pagelens.js';

let web: FixtureServer;
beforeAll(async () => {
  web = await startFixtureServer();
});
afterAll(async () => {
  await web?.close();
});

function stores(dataDir: string) {
  const opened = openSqliteStores(dataDir, 'tool');
  if (!opened.ok) throw new Error(opened.failure.detail);
  return opened.value;
}

describe('a job taken over after its process died mid-URL', () => {
  it('runs the URL again but counts it once: usage equals the URLs answered', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-billing-once-'));
    const settings = { dataDir, allowHosts: `127.0.0.1:${web.port}` };
    const first = await startPagelens(settings);
    const owner = first.ownerKeys!.live;
    await first.close();

    const urls = ['article-full-meta', 'blog-jsonld-only', 'cjk-article', 'icons', 'no-meta'].map((p) => web.url(`/${p}.html`));
    const month = utcMonthWindow(Date.now()).id;
    const dead = stores(dataDir);
    await dead.jobs.create({ id: 'job_takeover', accountId: owner.account_id, keyId: owner.id, kind: 'jobs', operation: 'preview', state: 'running', total: urls.length, options: {}, createdAt: Date.now() }, urls);
    // What the dead run left: its first URL marked paid and counted, with no answer stored.
    expect(await dead.jobs.claimCharge('job_takeover', 0)).toBe('first');
    expect((await dead.usage.consume(owner.account_id, 'preview', month, 1_000_000, utcDayWindow(Date.now()).id)).admitted).toBe(true);
    await dead.close();

    const second = await startPagelens(settings);
    try {
      const done = await until(second, owner.key, 'job_takeover', (status) => status.state === 'completed', 30_000);
      expect(done).toMatchObject({ total: 5, done: 5, failed: 0 });
    } finally {
      await second.close();
    }
    const after = stores(dataDir);
    try {
      expect(await after.usage.peek(owner.account_id, 'preview', month)).toBe(urls.length);
    } finally {
      await after.close();
    }
  }, 60_000);
});
