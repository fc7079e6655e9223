import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagelens, type TestServer } from '../start-pagelens.js';

/** Sends `raw` bytes and returns what came back before the server closed (or 1.5 s passed). */
function rawExchange(url: string, raw: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    let received = '';
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(raw));
    const finish = () => resolve(received);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', finish);
    setTimeout(() => socket.destroy(), 1500);
  });
}

describe('hostile requests are refused before any route runs (issue 17)', () => {
  let server: TestServer;
  let fixture: string;
  let testKey: string;

  beforeAll(async () => {
    server = await startPagelens();
    testKey = server.ownerKeys!.test.key;
    const listing = (await (await server.get('/fixtures')).json()) as { fixtures: { url: string }[] };
    fixture = encodeURIComponent(listing.fixtures[0]!.url);
  });
  afterAll(async () => server.close());

  it.each([
    ['a parameter given twice', () => `/screenshot?url=${fixture}&width=400&width=500`],
    ['an array-shaped parameter', () => `/screenshot?url=${fixture}&fullPage[]=true`],
    ['an array-shaped url', () => `/preview?url[]=${fixture}`],
    ['the url twice', () => `/extract?url=${fixture}&url=${fixture}`],
  ])('%s → 400 invalid_parameter', async (_name, path) => {
    const answer = await server.get(path(), { 'X-API-Key': testKey });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(((await answer.json()) as { code: string }).code).toBe('invalid_parameter');
  });

  it('an ambiguous keyless call is refused before the IP limit counts it', async () => {
    const remaining = async () => Number((await server.get('/healthz')).headers.get('x-ratelimit-remaining'));
    const before = await remaining();
    expect((await server.get(`/preview?url=${fixture}&url=${fixture}`)).status).toBe(400);
    expect((await server.get(`/preview?url[]=${fixture}`)).status).toBe(400);
    expect(await remaining()).toBe(before);
  });

  it('a url longer than 8,192 characters → 400 invalid_url, on its own and as a batch item', async () => {
    const long = `https://example.com/${'a'.repeat(8200)}`;
    const single = await server.get(`/preview?url=${encodeURIComponent(long)}`);
    expect(single.status).toBe(400);
    expect(((await single.json()) as { code: string; detail: string }).code).toBe('invalid_url');
    const batch = await fetch(`${server.url}/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-API-Key': testKey },
      body: JSON.stringify({ operation: 'preview', urls: [long, decodeURIComponent(fixture)] }),
    });
    expect(batch.status).toBe(200);
    const { results } = (await batch.json()) as { results: { success: boolean; error?: string }[] };
    expect(results[0]!.success).toBe(false);
    expect(results[0]!.error).toMatch(/^invalid_url: .*8192/);
    expect(results[1]!.success).toBe(true);
  });

  it.each([
    ['a charset other than UTF-8', { 'content-type': 'application/json; charset=iso-8859-1' }],
    ['a Content-Encoding', { 'content-type': 'application/json', 'content-encoding': 'gzip' }],
    ['another media type', { 'content-type': 'text/plain' }],
    ['no media type', {}],
  ])('a body with %s → 415 unsupported_media_type', async (_name, headers: Record<string, string>) => {
    const answer = await fetch(`${server.url}/batch`, {
      method: 'POST',
      headers: { 'X-API-Key': testKey, ...headers },
      body: new TextEncoder().encode(JSON.stringify({ operation: 'preview', urls: [decodeURIComponent(fixture)] })),
    });
    expect(answer.status).toBe(415);
    const problem = (await answer.json()) as { code: string; type: string };
    expect(problem.code).toBe('unsupported_media_type');
    expect(problem.type).toBe('/docs/errors#unsupported_media_type');
  });

  it('a JSON body declared UTF-8 is accepted', async () => {
    const answer = await fetch(`${server.url}/batch`, {
      method: 'POST',
      headers: { 'X-API-Key': testKey, 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify({ operation: 'preview', urls: [decodeURIComponent(fixture)] }),
    });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['an HTTP/0.9-style line with no version', 'GET /healthz\r\n\r\n'],
    ['HTTP/0.9', 'GET /healthz HTTP/0.9\r\n\r\n'],
    ['HTTP/2.0 over a plain HTTP/1 connection', 'GET /healthz HTTP/2.0\r\nHost: x\r\n\r\n'],
  ])('%s is never answered as a request', async (_name, raw) => {
    const received = await rawExchange(server.url, raw);
    expect(received).not.toMatch(/^HTTP\/1\.[01] 200/);
    expect(received).not.toContain('"status":"ok"');
  });

  it.each([
    ['a bare CR inside the target', 'GET /hea\rlthz HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a bare LF inside the target', 'GET /hea\nlthz HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['bare LF line ends', 'GET /healthz\n\n'],
  ])('%s → 400 or a closed connection', async (_name, raw) => {
    const received = await rawExchange(server.url, raw);
    expect(received === '' || /^HTTP\/1\.1 400/.test(received)).toBe(true);
  });

  it('an ordinary HTTP/1.0 and HTTP/1.1 request still works', async () => {
    expect(await rawExchange(server.url, 'GET /healthz HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200/);
    expect(await rawExchange(server.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200/);
  });
});
