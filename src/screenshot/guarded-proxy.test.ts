import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from '../fetch/address-policy.js';
import { createTestResolver, startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { startGuardedProxy, type GuardedProxy } from './guarded-proxy.js';

let web: FixtureServer;
let canary: net.Server;
let canaryPort = 0;
let canaryConnections = 0;
let proxy: GuardedProxy;
const resolver = createTestResolver({ 'site.example': ['127.0.0.1'], 'inside.example': ['127.0.0.2'] });

beforeAll(async () => {
  web = await startFixtureServer();
  canary = net.createServer((socket) => {
    canaryConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.2', resolve));
  canaryPort = (canary.address() as AddressInfo).port;
  const allow = parseAllowList([`127.0.0.1:${web.port}`]);
  if (!allow.ok) throw new Error(allow.failure.detail);
  proxy = await startGuardedProxy({ resolver, allow: allow.value, connectTimeoutMs: 2000 });
});

afterAll(async () => {
  await proxy?.close();
  await web?.close();
  await new Promise((resolve) => canary?.close(resolve));
});

const proxyPort = () => Number(new URL(proxy.url).port);

/** Sends CONNECT `authority`; resolves with the proxy's status line, and the socket. */
function connect(authority: string): Promise<{ status: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxyPort(), '127.0.0.1', () => socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));
    socket.once('data', (chunk) => resolve({ status: chunk.toString('latin1').split('\r\n')[0] ?? '', socket }));
    socket.once('error', reject);
  });
}

/** A plain-http request through the proxy (absolute URL in the request line). */
function viaProxy(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: proxyPort(), path: url, headers: { host: new URL(url).host, 'proxy-connection': 'keep-alive' } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

describe('the guarded proxy', () => {
  it('tunnels CONNECT to an allowed address, by IP or by a name it resolves itself', async () => {
    for (const authority of [`127.0.0.1:${web.port}`, `site.example:${web.port}`]) {
      const { status, socket } = await connect(authority);
      expect(status).toBe('HTTP/1.1 200 Connection Established');
      const answer = await new Promise<string>((resolve) => {
        socket.once('data', (chunk) => resolve(chunk.toString('latin1')));
        socket.write('GET /page.html HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n');
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      socket.destroy();
    }
  });

  it.each([
    ['another loopback address', () => `127.0.0.2:${canaryPort}`],
    ['a name that resolves to one', () => `inside.example:${canaryPort}`],
    ['a port of the allowed address that is not allowed', () => `127.0.0.1:${web.port + 1}`],
    ['a *.localhost name', () => `canary.localhost:${canaryPort}`],
    ['IPv6 loopback', () => `[::1]:${web.port}`],
    ['a target that is not host:port', () => 'nonsense'],
  ])('refuses CONNECT to %s without dialling it', async (_what, authority) => {
    const { status, socket } = await connect(authority());
    socket.destroy();
    expect(status).toBe('HTTP/1.1 403 Forbidden');
    expect(canaryConnections).toBe(0);
    expect(proxy.refusals.at(-1)).toMatch(new RegExp(`^${authority().replace(/[.[\]]/g, '\\$&')}: `));
  });

  it('forwards plain http to the judged address, keeping Host and dropping hop-by-hop headers', async () => {
    const answer = await viaProxy(`http://site.example:${web.port}/echo-headers`);
    expect(answer.status).toBe(200);
    const headers = JSON.parse(/<pre id="headers">(.*)<\/pre>/.exec(answer.body)?.[1] ?? '{}') as Record<string, string>;
    expect(headers.host).toBe(`site.example:${web.port}`);
    expect(headers['proxy-connection']).toBeUndefined();
  });

  it('refuses plain http to a blocked address, and non-http URLs, with its own 403', async () => {
    for (const url of [`http://127.0.0.2:${canaryPort}/`, `http://inside.example:${canaryPort}/`, 'ftp://site.example/']) {
      const answer = await viaProxy(url);
      expect(answer.status).toBe(403);
      expect(answer.headers['x-pagelens-blocked']).toBe('1');
    }
    expect(canaryConnections).toBe(0);
  });

  it('judges every connection afresh: a name that rebinds to a private address is refused', async () => {
    const rebinding = createTestResolver({ 'rebind.example': ['127.0.0.1'] });
    const allow = parseAllowList([`127.0.0.1:${web.port}`]);
    if (!allow.ok) throw new Error(allow.failure.detail);
    const own = await startGuardedProxy({ resolver: rebinding, allow: allow.value, connectTimeoutMs: 2000 });
    try {
      const port = Number(new URL(own.url).port);
      const tunnel = (authority: string) => new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(`CONNECT ${authority} HTTP/1.1\r\n\r\n`));
        socket.once('data', (chunk) => {
          resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
          socket.destroy();
        });
      });
      expect(await tunnel(`rebind.example:${web.port}`)).toMatch(/ 200 /);
      rebinding.set('rebind.example', ['127.0.0.2']);
      expect(await tunnel(`rebind.example:${web.port}`)).toMatch(/ 403 /);
    } finally {
      await own.close();
    }
  });

  it('has a closed door that drops every connection', async () => {
    const port = Number(new URL(proxy.closedUrl).port);
    const closed = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`CONNECT 127.0.0.1:${web.port} HTTP/1.1\r\n\r\n`));
      socket.on('data', () => resolve(false));
      socket.on('close', () => resolve(true));
      socket.on('error', () => resolve(true));
    });
    expect(closed).toBe(true);
  });
});
