/**
 * Jobs (docs/reference/jobs.md#jobs) on the embedded store: a 2,000-URL job completes with the right counts and
 * every answer readable page by page; another account's job is 404; a quota that runs out fails
 * the rest with quota_exceeded; cancel stops a job; a restart resumes a job without running a
 * finished URL again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { allResults as allResultsOf, call, until as untilOf } from '../job-api.js';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '../../src/webhooks/signature.js';
import os from 'node:os';
import path from 'node:path';
import { builtCli } from '../built-service.js';
import { freePort, startChildServer, type ChildServer } from '../child-server.js';
import { waitFor } from '../poll.js';

interface Status { id: string; state: string; total: number; done: number; failed: number; kind: string; finished_at?: string }
interface Page { results: { url: string; success: boolean; data?: Record<string, unknown>; error?: string }[]; next_cursor?: string }

let web: FixtureServer;

const until = (lens: TestServer, key: string, id: string, done: (s: Status) => boolean, timeoutMs = 60_000) => untilOf(lens, key, id, done as never, timeoutMs) as Promise<Status>;
const allResults = (lens: TestServer, key: string, id: string): Promise<Page['results']> => allResultsOf(lens, key, id, 500);
const served = new Map<string, number>();

function tinyPage(n: string): string {
  return `<!doctype html><html><head><title>Page ${n}</title><meta name="description" content="Page number ${n}"></head><body><p>Page ${n}.</p></body></html>`;
}

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/n', (request: { url?: string }, response: ServerResponse) => {
    const n = new URL(request.url ?? '/', 'http://x').searchParams.get('i') ?? '?';
    served.set(n, (served.get(n) ?? 0) + 1);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(tinyPage(n));
  });
  web.route('/slow', (request: { url?: string }, response: ServerResponse) => {
    const n = new URL(request.url ?? '/', 'http://x').searchParams.get('i') ?? '?';
    served.set(`slow-${n}`, (served.get(`slow-${n}`) ?? 0) + 1);
    setTimeout(() => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(tinyPage(n)), 150);
  });
});

afterAll(async () => {
  await web?.close();
});


describe('jobs (embedded)', () => {
  let lens: TestServer;
  let owner: string;
  beforeAll(async () => {
    lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, plans: JSON.stringify({ starter: { preview: 3 } }) });
    owner = lens.ownerKeys!.live.key;
  });
  afterAll(async () => {
    await lens?.close();
  });

  it('a 2,000-URL preview job completes with the right counts, each URL fetched once, answers paged by cursor', async () => {
    const urls = Array.from({ length: 2000 }, (_, i) => web.url(`/n?i=${i}`));
    urls[7] = 'not a url';
    const created = await call(lens, 'POST', '/jobs', owner, { operation: 'preview', urls });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ kind: 'jobs', state: 'queued', total: 2000, done: 0, failed: 0 });
    const finished = await until(lens, owner, created.body.id, (s) => s.state === 'completed', 120_000);
    expect(finished).toMatchObject({ state: 'completed', total: 2000, done: 2000, failed: 1 });
    expect(finished.finished_at).toBeDefined();
    const results = await allResults(lens, owner, created.body.id);
    expect(results).toHaveLength(2000);
    expect(new Set(results.map((r) => r.url)).size).toBe(2000);
    const bad = results.find((r) => r.url === 'not a url')!;
    expect(bad).toMatchObject({ success: false, error: expect.stringMatching(/^invalid_url: /) });
    const one = results.find((r) => r.url === web.url('/n?i=1234'))!;
    expect(one).toMatchObject({ success: true, data: { title: 'Page 1234', description: 'Page number 1234' } });
    for (let i = 0; i < 2000; i++) if (i !== 7) expect(served.get(String(i))).toBe(1);
  }, 150_000);

  it('another account\'s job is not found; a key without the operation\'s scope is refused', async () => {
    const created = await call(lens, 'POST', '/jobs', owner, { operation: 'seo', urls: [web.url('/n?i=seo')] });
    expect(created.status).toBe(202);
    const other = await lens.services.keys.createKey({ email: 'other@example.com', env: 'live', scopes: ['batch', 'seo'] });
    if (!other.ok) throw new Error(other.failure.detail);
    const otherKey = other.value.key;
    expect((await call(lens, 'GET', `/jobs/${created.body.id}`, otherKey)).status).toBe(404);
    expect((await call(lens, 'GET', `/jobs/${created.body.id}/results`, otherKey)).status).toBe(404);
    expect((await call(lens, 'DELETE', `/jobs/${created.body.id}`, otherKey)).status).toBe(404);
    const done = await until(lens, owner, created.body.id, (s) => s.state === 'completed');
    expect(done).toMatchObject({ done: 1, failed: 0 });
    const [seo] = await allResults(lens, owner, created.body.id);
    expect(seo!.data).toMatchObject({ url: web.url('/n?i=seo'), grade: expect.any(String) });
  });

  it('when the quota runs out the remaining URLs fail with quota_exceeded and the job completes', async () => {
    const issued = await lens.services.keys.createKey({ email: 'quota@example.com', env: 'live', scopes: ['batch', 'preview'] });
    if (!issued.ok) throw new Error(issued.failure.detail);
    const urls = Array.from({ length: 8 }, (_, i) => web.url(`/n?i=q${i}`));
    const created = await call(lens, 'POST', '/jobs', issued.value.key, { operation: 'preview', urls });
    const done = await until(lens, issued.value.key, created.body.id, (s) => s.state === 'completed');
    expect(done).toMatchObject({ total: 8, done: 8, failed: 5 });
    const results = await allResults(lens, issued.value.key, created.body.id);
    expect(results.filter((r) => r.success)).toHaveLength(3);
    expect(results.filter((r) => !r.success).every((r) => /^quota_exceeded: /.test(r.error!))).toBe(true);
  });

  it('refuses a job without the operation scope, and bad bodies, with the contract codes', async () => {
    const issued = await lens.services.keys.createKey({ email: 'scoped@example.com', env: 'live', scopes: ['batch', 'preview'] });
    if (!issued.ok) throw new Error(issued.failure.detail);
    expect((await call(lens, 'POST', '/jobs', issued.value.key, { operation: 'extract', urls: [web.url('/n?i=x')] })).status).toBe(403);
    expect((await call(lens, 'POST', '/jobs', owner, { operation: 'preview', urls: [] })).body.code).toBe('invalid_parameter');
    expect((await call(lens, 'POST', '/jobs', owner, { operation: 'screenshot', urls: ['https://example.com/'] })).body.code).toBe('invalid_parameter');
    const tooMany = await call(lens, 'POST', '/jobs', owner, { operation: 'preview', urls: Array.from({ length: 10_001 }, (_, i) => `https://example.com/${i}`) });
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'too_many_urls' } });
    expect((await call(lens, 'GET', '/jobs/job_unknown', owner)).status).toBe(404);
    expect((await call(lens, 'GET', '/jobs/job_unknown/results?cursor=-3', owner)).status).toBe(404);
  });

  it('cancel stops a job: its URLs not yet run are not run', async () => {
    const urls = Array.from({ length: 200 }, (_, i) => web.url(`/slow?i=c${i}`));
    const created = await call(lens, 'POST', '/jobs', owner, { operation: 'stack', urls });
    await until(lens, owner, created.body.id, (s) => s.done >= 4);
    const cancelled = await call(lens, 'DELETE', `/jobs/${created.body.id}`, owner);
    expect(cancelled).toMatchObject({ status: 200, body: { state: 'cancelled' } });
    // A fixed wait on purpose: what is checked next is that nothing more runs meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const after = await call(lens, 'GET', `/jobs/${created.body.id}`, owner);
    expect(after.body.state).toBe('cancelled');
    expect(after.body.done).toBeLessThan(40);
    const fetched = [...served.keys()].filter((k) => k.startsWith('slow-c')).length;
    expect(fetched).toBeLessThanOrEqual(after.body.done + 4);
  });
});

describe('job webhooks', () => {
  it('signed job.page and job.completed events reach the receiver; a failing try is retried and every attempt shows on the job', async () => {
    const received: { type: string; body: string; signature: string }[] = [];
    let completedTries = 0;
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const event = JSON.parse(body) as { type: string };
        received.push({ type: event.type, body, signature: String(request.headers['pagelens-signature']) });
        if (event.type === 'job.completed' && ++completedTries === 1) return void response.writeHead(500).end();
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverPort = (receiver.address() as AddressInfo).port;
    const lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port},127.0.0.1:${receiverPort}` });
    try {
      const key = lens.ownerKeys!.live.key;
      const urls = Array.from({ length: 5 }, (_, i) => web.url(`/n?i=w${i}`));
      const created = await call(lens, 'POST', '/jobs', key, { operation: 'preview', urls, webhook: { url: `http://127.0.0.1:${receiverPort}/hook`, secret: 'whsec_test' } });
      expect(created.status).toBe(202);
      await waitFor(() => completedTries >= 2, { timeoutMs: 20_000, intervalMs: 100 });
      expect(received.filter((e) => e.type === 'job.page')).toHaveLength(5);
      expect(completedTries).toBe(2);
      for (const event of received) expect(verifyWebhook('whsec_test', event.body, event.signature, Math.floor(Date.now() / 1000)).ok).toBe(true);
      const page = JSON.parse(received.find((e) => e.type === 'job.page')!.body) as { job_id: string; data: { url: string; success: boolean } };
      expect(page).toMatchObject({ job_id: created.body.id, data: { success: true } });
      const completed = JSON.parse(received.filter((e) => e.type === 'job.completed').at(-1)!.body) as { data: Record<string, unknown> };
      expect(completed.data).toMatchObject({ id: created.body.id, state: 'completed', total: 5, done: 5, failed: 0 });
      // The second attempt's answer is recorded on the job just after the receiver has seen it.
      const status = await waitFor(async () => {
        const seen = await call(lens, 'GET', `/jobs/${created.body.id}`, key);
        expect((seen.body.webhook.attempts as { type: string; status?: number }[]).filter((a) => a.type === 'job.completed').map((a) => a.status)).toEqual([500, 204]);
        return seen;
      });
      const attempts = status.body.webhook.attempts as { type: string; status?: number; attempt: number }[];
      expect(status.body.webhook.url).toBe(`http://127.0.0.1:${receiverPort}/hook`);
      expect(status.body.webhook.secret).toBeUndefined();
      expect(attempts.filter((a) => a.type === 'job.completed').map((a) => [a.attempt, a.status])).toEqual([[1, 500], [2, 204]]);
    } finally {
      await lens.close();
      receiver.close();
    }
  }, 40_000);

  it('a job.completed not yet delivered when the service stops is sent at its next start, with the same id', async () => {
    const received: { type: string; id: string }[] = [];
    let accepting = false;
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const event = JSON.parse(body) as { type: string; id: string };
        received.push({ type: event.type, id: event.id });
        response.writeHead(accepting ? 204 : 503).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const allowHosts = `127.0.0.1:${web.port},127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    const first = await startPagelens({ allowHosts });
    let second: TestServer | undefined;
    try {
      const key = first.ownerKeys!.live.key;
      const created = await call(first, 'POST', '/jobs', key, { operation: 'preview', urls: [web.url('/n?i=final0')], webhook: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` } });
      await until(first, key, created.body.id, (s) => s.state === 'completed');
      // The receiver is down while the job ends (503; the event is tried again after 1, 4, 16… s): the service stops meanwhile.
      await waitFor(() => expect(received.map((e) => e.type)).toContain('job.completed'), { timeoutMs: 20_000, intervalMs: 50 });
      await first.close();
      const refused = received.find((e) => e.type === 'job.completed')!;
      received.length = 0;
      accepting = true;

      second = await startPagelens({ allowHosts, dataDir: first.dataDir });
      await waitFor(() => expect(received.filter((e) => e.type === 'job.completed')).toEqual([refused]), { timeoutMs: 20_000, intervalMs: 50 });
      // Delivered, it is not due any more: a third start sends nothing.
      await waitFor(async () => {
        const tries = ((await call(second!, 'GET', `/jobs/${created.body.id}`, key)).body.webhook.attempts as { type: string; status?: number }[]).filter((a) => a.type === 'job.completed');
        expect(tries.at(-1)?.status).toBe(204);
        expect(new Set(tries.slice(0, -1).map((a) => a.status))).toEqual(new Set([503]));
      });
      await second.close();
      second = undefined;
      received.length = 0;
      second = await startPagelens({ allowHosts, dataDir: first.dataDir });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(received).toEqual([]);
    } finally {
      await second?.close();
      receiver.close();
    }
  }, 60_000);

  it('a webhook to a private address is refused at creation with blocked_url', async () => {
    const lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
    try {
      const answer = await call(lens, 'POST', '/jobs', lens.ownerKeys!.live.key, { operation: 'preview', urls: [web.url('/n?i=p')], webhook: { url: 'http://10.0.0.5/hook' } });
      expect(answer).toMatchObject({ status: 451, body: { code: 'blocked_url' } });
    } finally {
      await lens.close();
    }
  });
});

describe('jobs across a restart', () => {
  it('a job cut off by a stop resumes at the next start and no finished URL runs again', async () => {
    const first = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
    const key = first.ownerKeys!.live.key;
    const urls = Array.from({ length: 120 }, (_, i) => web.url(`/slow?i=r${i}`));
    const created = await call(first, 'POST', '/jobs', key, { operation: 'preview', urls });
    const before = await until(first, key, created.body.id, (s) => s.done >= 10);
    await first.close();
    const cutAt = (await (async () => before.done)());
    const second = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, dataDir: first.dataDir });
    try {
      const done = await until(second, key, created.body.id, (s) => s.state === 'completed', 90_000);
      expect(done).toMatchObject({ total: 120, done: 120, failed: 0 });
      const results = await allResults(second, key, created.body.id);
      expect(results).toHaveLength(120);
      expect(new Set(results.map((r) => r.url)).size).toBe(120);
      for (let i = 0; i < 120; i++) expect(served.get(`slow-r${i}`), `r${i}`).toBe(1);
      expect(cutAt).toBeGreaterThanOrEqual(10);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('jobs after kill -9', () => {
  it('the killed service, started again, finishes the job: no finished answer lost, no finished URL run again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-jobs-kill-'));
    const start = async (): Promise<ChildServer> => {
      const port = await freePort();
      return startChildServer(process.execPath, [builtCli(), 'serve'], {
        PORT: String(port), PAGELENS_DATA_DIR: dataDir, PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}`, PAGELENS_LOG_LEVEL: 'warn', PAGELENS_ANALYSIS_WORKERS: '1',
      }, port);
    };
    let lens = await start();
    const key = /live key: (\S+)/.exec(fs.readFileSync(path.join(dataDir, 'owner-keys.txt'), 'utf8'))![1]!;
    const asServer = (child: ChildServer) => ({ url: child.url }) as TestServer;
    const urls = Array.from({ length: 150 }, (_, i) => web.url(`/slow?i=k${i}`));
    const created = await call(asServer(lens), 'POST', '/jobs', key, { operation: 'preview', urls });
    const before = await until(asServer(lens), key, created.body.id, (s) => s.done >= 12);
    process.kill(lens.pid, 'SIGKILL');
    // Gone (and reaped) as the data directory's lock sees it: `kill -0` fails.
    await waitFor(() => {
      try {
        process.kill(lens.pid, 0);
        return false;
      } catch {
        return true;
      }
    });
    lens = await start();
    try {
      const done = await until(asServer(lens), key, created.body.id, (s) => s.state === 'completed', 90_000);
      expect(done).toMatchObject({ total: 150, done: 150, failed: 0 });
      const results = await allResults(asServer(lens), key, created.body.id);
      expect(results).toHaveLength(150);
      expect(new Set(results.map((r) => r.url)).size).toBe(150);
      // A URL in flight at the kill has no answer yet, so it runs again; one with an answer never does.
      const again = Array.from({ length: 150 }, (_, i) => served.get(`slow-k${i}`) ?? 0).filter((n) => n > 1).length;
      expect(again).toBeLessThanOrEqual(4);
      expect(before.done).toBeGreaterThanOrEqual(12);
    } finally {
      await lens.stop();
    }
  }, 150_000);
});
