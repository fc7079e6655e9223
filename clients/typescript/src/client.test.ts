import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagelens, type TestServer } from '../../../test/start-pagelens.js';
import { waitFor } from '../../../test/poll.js';
import { CLIENT_TYPES_FILE, clientTypesFrom } from '../../../scripts/client-types.js';
import { createPagelensClient, PagelensError } from './index.js';

describe('the TypeScript client against a running service', () => {
  let lens: TestServer;
  let fixture: string;

  beforeAll(async () => {
    lens = await startPagelens();
    const { fixtures } = await createPagelensClient({ baseUrl: lens.url }).fixtures();
    fixture = fixtures[0]!.url;
  });
  afterAll(async () => lens?.close());

  it('answers typed results with a test key', async () => {
    const client = createPagelensClient({ baseUrl: lens.url, apiKey: lens.ownerKeys!.test.key });
    const preview = await client.preview(fixture);
    expect(preview.url).toBe(fixture);
    expect(preview.title.length).toBeGreaterThan(0);
    const extract = await client.extract(fixture, { format: 'markdown' });
    expect(extract.word_count).toBeGreaterThan(0);
    const seo = await client.seo(fixture);
    expect(seo.overall_score).toBeGreaterThanOrEqual(0);
    const batch = await client.batch({ operation: 'preview', urls: [fixture, 'https://example.com/'] });
    expect(batch.summary).toMatchObject({ total: 2, successful: 1, failed: 1 });
  });

  it('creates, follows, reads and cancels jobs and crawls, typed', async () => {
    const client = createPagelensClient({ baseUrl: lens.url, apiKey: lens.ownerKeys!.test.key });
    const created = await client.createJob({ operation: 'preview', urls: [fixture, 'https://example.com/'] });
    expect(created).toMatchObject({ kind: 'jobs', state: 'queued', total: 2 });
    const status = await waitFor(async () => {
      const seen = await client.job(created.id);
      expect(seen.state).toBe('completed');
      return seen;
    });
    expect(status).toMatchObject({ state: 'completed', done: 2, failed: 1 });
    const first = await client.jobResults(created.id, { limit: 1 });
    expect(first.results).toHaveLength(1);
    const rest = await client.jobResults(created.id, { cursor: first.next_cursor! });
    expect([...first.results, ...rest.results].map((r) => r.url).sort()).toEqual([fixture, 'https://example.com/'].sort());
    const crawl = await client.crawl({ url: fixture, operation: 'seo', limit: 2 });
    expect(crawl).toMatchObject({ kind: 'crawl', operation: 'seo' });
    expect((await client.cancelJob(crawl.id)).id).toBe(crawl.id);
  });

  it('a refusal is a PagelensError with the problem\'s code, detail and request id, not retried', async () => {
    const client = createPagelensClient({ baseUrl: lens.url, apiKey: lens.ownerKeys!.test.key });
    const error = await client.preview('https://example.com/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PagelensError);
    expect(error).toMatchObject({ status: 400, code: 'not_a_fixture' });
    expect((error as PagelensError).requestId).toMatch(/\S+/);
  });

  it('the generated types are those of this build\'s /openapi.json (npm run sdk:generate)', async () => {
    const document = (await (await lens.get('/openapi.json')).json()) as Record<string, unknown>;
    expect(fs.readFileSync(CLIENT_TYPES_FILE, 'utf8')).toBe(await clientTypesFrom(document));
  });
});

/** A loopback stand-in for the service that answers each request with the next of `answers`. */
async function scriptedServer(answers: Array<{ status: number; headers?: Record<string, string>; body: unknown }>) {
  const seen: number[] = [];
  const server = http.createServer((_request, response) => {
    const answer = answers[Math.min(seen.length, answers.length - 1)]!;
    seen.push(Date.now());
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

describe('retries', () => {
  it('waits the Retry-After of a 503 and tries again', async () => {
    const ok = { url: 'https://a.example/', title: 't', description: '', image: '', site_name: '', type: 'website', favicon: '', cached: false, extracted_at: new Date().toISOString() };
    const server = await scriptedServer([
      { status: 503, headers: { 'retry-after': '1' }, body: { code: 'unavailable', detail: 'busy', status: 503 } },
      { status: 200, body: ok },
    ]);
    try {
      const preview = await createPagelensClient({ baseUrl: server.url }).preview('https://a.example/');
      expect(preview.title).toBe('t');
      expect(server.seen).toHaveLength(2);
      expect(server.seen[1]! - server.seen[0]!).toBeGreaterThanOrEqual(900);
    } finally {
      await server.close();
    }
  });

  it('a page that is not the page (a bot check) is a PagelensError with its reason and status, not retried; a site\'s 503 is', async () => {
    const challenge = { code: 'upstream_error', detail: 'the site answered a bot check', status: 502, upstream_status: 403, reason: 'challenge' };
    const busySite = { code: 'upstream_error', detail: 'upstream answered 503', status: 502, upstream_status: 503, reason: 'http_error' };
    const ok = { url: 'https://a.example/', title: 't', description: '', image: '', site_name: '', type: 'website', favicon: '', cached: false, extracted_at: new Date().toISOString() };
    const server = await scriptedServer([{ status: 502, body: challenge }, { status: 502, body: busySite }, { status: 200, body: ok }]);
    try {
      const client = createPagelensClient({ baseUrl: server.url, backoffMs: 10 });
      const refused = await client.preview('https://a.example/').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(PagelensError);
      expect(refused).toMatchObject({ status: 502, code: 'upstream_error', reason: 'challenge', upstreamStatus: 403 });
      expect(server.seen).toHaveLength(1);
      expect((await client.preview('https://a.example/')).title).toBe('t');
      expect(server.seen).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it('does not wait out a Retry-After longer than maxRetryDelayMs: the 429 is thrown at once', async () => {
    const server = await scriptedServer([{ status: 429, headers: { 'retry-after': '86400' }, body: { code: 'quota_exceeded', detail: 'used up', status: 429 } }]);
    try {
      const error = await createPagelensClient({ baseUrl: server.url, apiKey: 'pl_live_x' }).seo('https://a.example/').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 429, code: 'quota_exceeded', retryAfterSeconds: 86400 });
      expect(server.seen).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe('answers that are not problems', () => {
  it('a service that cannot be reached is a PagelensError network_error (status 0, the fetch error as cause), after the GET retries', async () => {
    const server = await scriptedServer([{ status: 200, body: {} }]);
    await server.close(); // nothing listens on its port any more
    const client = createPagelensClient({ baseUrl: server.url, retries: 1, backoffMs: 10 });
    const error = await client.preview('https://a.example/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PagelensError);
    expect(error).toMatchObject({ status: 0, code: 'network_error', detail: expect.stringContaining(server.url) });
    expect((error as PagelensError).cause).toBeInstanceOf(TypeError);
    const posted = await client.batch({ operation: 'preview', urls: ['https://a.example/'] }).catch((e: unknown) => e);
    expect(posted).toMatchObject({ code: 'network_error' });
  });

  it('outline with format markdown or text resolves to the text; a 200 that is not JSON where JSON is due is invalid_response', async () => {
    const served = http.createServer((request, response) => {
      if (request.url?.includes('format=markdown')) response.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' }).end('# Title\n');
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<html>a proxy page</html>');
    });
    await new Promise<void>((resolve) => served.listen(0, '127.0.0.1', resolve));
    try {
      const client = createPagelensClient({ baseUrl: `http://127.0.0.1:${(served.address() as AddressInfo).port}` });
      const markdown: string = await client.outline('https://a.example/', { format: 'markdown' });
      expect(markdown).toBe('# Title\n');
      const error = await client.outline('https://a.example/').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PagelensError);
      expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
    } finally {
      await new Promise((resolve) => served.close(resolve));
    }
  });
});
