import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { createPageFetcher, type NetworkFetcher } from './fetch-page.js';

// `receiver` is exempt (allowHosts 127.0.0.1:<its port>); `other` is not, and counts
// connections to prove a refused POST never dials.
let receiver: FixtureServer;
let other: FixtureServer;
let fetcher: NetworkFetcher;
const bodies: string[] = [];

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  receiver = await startFixtureServer();
  other = await startFixtureServer();
  fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${receiver.port}`], limits: { timeoutMs: 5000 } });
  receiver.route('/hook', async (request, response) => {
    bodies.push(await readText(request));
    response.writeHead(204);
    response.end();
  });
  receiver.route('/moved', async (request, response) => {
    await readText(request);
    response.writeHead(307, { location: receiver.url('/hook'), 'content-length': 0 });
    response.end();
  });
  receiver.route('/hang', () => {});
});

afterAll(async () => {
  await fetcher.close();
  await Promise.all([receiver.close(), other.close()]);
});

describe('postJson', () => {
  it('sends the JSON text byte for byte as a POST with the given headers', async () => {
    const json = '{"b":1,  "a":"é"}';
    const answer = await fetcher.postJson(receiver.url('/hook?x=1'), json, { headers: { 'User-Agent': 'Test/1', 'X-Extra': 'yes', Host: 'evil.test' } });
    expect(answer).toEqual({ ok: true, value: { status: 204, remoteAddress: '127.0.0.1' } });
    expect(bodies.at(-1)).toBe(json);
    const seen = receiver.requests.at(-1);
    expect(seen?.method).toBe('POST');
    expect(seen?.path).toBe('/hook?x=1');
    expect(seen?.headers).toMatchObject({
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(json)),
      'user-agent': 'Test/1',
      'x-extra': 'yes',
      host: `127.0.0.1:${receiver.port}`,
    });
  });

  it('answers any status as a value, and does not follow a redirect', async () => {
    const failed = await fetcher.postJson(receiver.url('/status/500'), '{}');
    expect(failed.ok && failed.value.status).toBe(500);
    const before = receiver.requests.length;
    const moved = await fetcher.postJson(receiver.url('/moved'), '{}');
    expect(moved.ok && moved.value.status).toBe(307);
    expect(receiver.requests.length).toBe(before + 1);
  });

  it('reads at most a small part of an endless answer', async () => {
    const started = performance.now();
    const answer = await fetcher.postJson(receiver.url('/endless'), '{}', { maxAnswerBytes: 1024 });
    expect(answer.ok && answer.value.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a receiver not in the allow list is refused with no connection made', async () => {
    const before = other.connectionCount();
    const answer = await fetcher.postJson(other.url('/hook'), '{}');
    expect(answer.ok ? 'ok' : answer.failure.code).toBe('blocked_url');
    expect(other.connectionCount()).toBe(before);
    const privateAddress = await fetcher.postJson('http://10.0.0.5/hook', '{}');
    expect(privateAddress.ok ? 'ok' : privateAddress.failure.detail).toMatch(/^refused to connect to 10\.0\.0\.5:80: private address/);
  });

  it('a receiver that does not answer in time → upstream_timeout', async () => {
    const answer = await fetcher.postJson(receiver.url('/hang'), '{}', { timeoutMs: 200 });
    expect(answer).toEqual({ ok: false, failure: { code: 'upstream_timeout', detail: `no complete answer from 127.0.0.1:${receiver.port} within 200 ms` } });
  });

  it('only http(s) URLs; a closed fetcher posts nothing', async () => {
    const scheme = await fetcher.postJson('file:///etc/passwd', '{}');
    expect(scheme.ok ? 'ok' : scheme.failure.code).toBe('blocked_url');
    const closed = createPageFetcher({ allowHosts: [`127.0.0.1:${receiver.port}`] });
    await closed.close();
    const answer = await closed.postJson(receiver.url('/hook'), '{}');
    expect(answer.ok ? 'ok' : answer.failure.code).toBe('unavailable');
  });
});
