import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { judgeHost, type TargetPolicy } from './request-guard.js';

/**
 * The browser's only way out. Chromium is started with `--proxy-server` pointing here (and
 * loopback is proxied too), so every connection it makes — page, redirect hop, frame,
 * subresource, fetch/XHR, WebSocket, worker — arrives here as a CONNECT (https, ws, wss)
 * or an absolute-URI request (http). Each is judged with the fetcher's policy at connect
 * time and dialled to the judged address, never re-resolved, so DNS rebinding cannot
 * slip a private address in between the check and the connection.
 */
export interface GuardedProxy {
  /** `http://127.0.0.1:<port>`, for Chromium's --proxy-server. */
  readonly url: string;
  /**
   * A proxy that drops every connection: for contexts that must not reach anything (test
   * keys' fixture captures), not even a DNS lookup of a favicon's host.
   */
  readonly closedUrl: string;
  /** Connections refused so far (host:port and why), newest last; for logs and tests. */
  readonly refusals: readonly string[];
  close(): Promise<void>;
}

export interface GuardedProxyOptions extends TargetPolicy {
  readonly connectTimeoutMs: number;
}

const MAX_REFUSALS_KEPT = 100;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'upgrade']);

export async function startGuardedProxy(options: GuardedProxyOptions): Promise<GuardedProxy> {
  const refusals: string[] = [];
  const refuse = (target: string, reason: string): void => {
    refusals.push(`${target}: ${reason}`);
    if (refusals.length > MAX_REFUSALS_KEPT) refusals.shift();
  };
  const upstream = new http.Agent({ keepAlive: true, maxSockets: 32, timeout: options.connectTimeoutMs * 4 });
  const server = http.createServer((request, response) => void forward(request, response, options, upstream, refuse));
  server.on('connect', (request: IncomingMessage, socket: Duplex, head: Buffer) => void tunnel(request, socket as Socket, head, options, refuse));
  server.on('clientError', (_error, socket) => socket.destroy());
  const closedDoor = net.createServer((socket) => socket.destroy());
  const port = await listenOnLoopback(server);
  const closedPort = await listenOnLoopback(closedDoor);
  return {
    url: `http://127.0.0.1:${port}`,
    closedUrl: `http://127.0.0.1:${closedPort}`,
    refusals,
    async close() {
      upstream.destroy();
      server.closeAllConnections();
      await Promise.all([new Promise((resolve) => server.close(resolve)), new Promise((resolve) => closedDoor.close(resolve))]);
    },
  };
}

async function listenOnLoopback(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** `host:port` of a CONNECT request target, IPv6 in brackets. */
function parseAuthority(authority: string): { hostname: string; port: number } | undefined {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(authority);
  const port = Number(match?.[2]);
  if (!match?.[1] || !Number.isInteger(port) || port < 1 || port > 65535) return undefined;
  return { hostname: match[1], port };
}

async function tunnel(request: IncomingMessage, client: Socket, head: Buffer, options: GuardedProxyOptions, refuse: (t: string, r: string) => void): Promise<void> {
  client.on('error', () => client.destroy());
  const target = request.url ?? '';
  const authority = parseAuthority(target);
  const verdict = authority ? await judgeHost(authority.hostname, authority.port, options) : undefined;
  if (!authority || !verdict?.ok) {
    refuse(target, verdict && !verdict.ok ? verdict.failure.detail : 'not host:port');
    client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  const server = await dialInTurn(verdict.value, authority.port, options.connectTimeoutMs);
  if (!server) {
    client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  server.on('error', () => client.destroy());
  client.on('close', () => server.destroy());
  server.on('close', () => client.destroy());
  client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
  if (head.length > 0) server.write(head);
  client.pipe(server).pipe(client);
}

/** Connects to the first of the judged addresses that answers. */
async function dialInTurn(addresses: readonly string[], port: number, timeoutMs: number): Promise<Socket | undefined> {
  for (const address of addresses) {
    const socket = await dial(address, port, timeoutMs);
    if (socket) return socket;
  }
  return undefined;
}

function dial(address: string, port: number, timeoutMs: number): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port, noDelay: true });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(undefined);
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}

/** Plain http: through the proxy: judge, then send the request on to the judged address. */
async function forward(request: IncomingMessage, response: ServerResponse, options: GuardedProxyOptions, agent: http.Agent, refuse: (t: string, r: string) => void): Promise<void> {
  const raw = request.url ?? '';
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  const port = Number(url?.port) || 80;
  const verdict = url?.protocol === 'http:' ? await judgeHost(url.hostname, port, options) : undefined;
  if (!url || !verdict?.ok) {
    refuse(raw, verdict && !verdict.ok ? verdict.failure.detail : 'only absolute http: URLs are proxied');
    response.writeHead(403, { 'content-type': 'text/plain', 'x-pagelens-blocked': '1' }).end('Blocked by the Pagelens SSRF policy.');
    return;
  }
  relay(request, response, { address: verdict.value[0] ?? '', port, path: `${url.pathname}${url.search}` }, agent, options.connectTimeoutMs * 4);
}

/** Sends the browser's request on to `target` (an address already judged) and pipes the answer back. */
function relay(request: IncomingMessage, response: ServerResponse, target: { address: string; port: number; path: string }, agent: http.Agent, idleTimeoutMs: number): void {
  const outgoing = http.request({
    host: target.address,
    port: target.port,
    method: request.method,
    path: target.path,
    headers: withoutHopByHop(request.rawHeaders),
    setHost: false,
    agent,
    timeout: idleTimeoutMs,
  });
  outgoing.on('response', (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.rawHeaders));
    answer.pipe(response);
  });
  outgoing.on('timeout', () => outgoing.destroy());
  // The browser gave up on it (page closed, navigation stopped): stop reading upstream too.
  response.on('close', () => {
    if (!response.writableFinished) outgoing.destroy();
  });
  outgoing.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
  request.pipe(outgoing);
}

/** Raw header pairs minus the hop-by-hop ones (RFC 9110 §7.6.1), which end at the proxy. */
function withoutHopByHop(rawHeaders: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? '';
    if (!HOP_BY_HOP.has(name.toLowerCase())) kept.push(name, rawHeaders[i + 1] ?? '');
  }
  return kept;
}
