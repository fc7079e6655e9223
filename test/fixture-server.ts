/**
 * The loopback fixture web for every test in the project: ordinary pages and static
 * files, plus the hostile web (redirects to private addresses, chains and loops,
 * resets, trickling and endless bodies, compression bombs, odd charsets, slow answers).
 * It listens on 127.0.0.1 (or `host`) on an ephemeral port and never touches anything else.
 *
 * Built-in paths: /page.html, /redirect?to=URL&status=302, /chain/<n>, /loop/a, /loop/b,
 * /status/<code>, /reset, /trickle, /endless, /gzip-bomb, /brotli-bomb, /pdf, /image.png,
 * /charset/<file>?ct=<content-type>, /compressed/<gzip|br|deflate|deflate-raw>,
 * /slow?ms=<delay>, /echo-headers; any other path is a file of `staticDir`
 * (default fixtures/pages/). `route(path, handler)` adds or overrides a path.
 */
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtInRoute, sendPage, type FixtureHandler } from './fixture-server/hostile-routes.js';

export { createTestResolver, type TestResolver } from './fixture-server/test-resolver.js';
export { PAGE_HTML, PAGE_TITLE, type FixtureHandler } from './fixture-server/hostile-routes.js';
export { BOMB_PROLOGUE, BOMB_ZERO_BYTES } from './fixture-server/bombs.js';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CHARSET_FIXTURES_DIR = resolve(REPO_ROOT, 'fixtures/charsets');

export interface FixtureServerOptions {
  /** Loopback address to bind; default 127.0.0.1. */
  host?: string;
  /** Directory served for paths no route claims; default fixtures/pages/. */
  staticDir?: string;
  /** Serve HTTPS with this key and certificate (PEM) instead of HTTP. */
  tls?: { key: string; cert: string };
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
}

export interface FixtureServer {
  readonly origin: string;
  readonly host: string;
  readonly port: number;
  url(path: string): string;
  /** Adds (or overrides) the handler of an exact path. */
  route(path: string, handler: FixtureHandler): void;
  /** TCP connections accepted so far. */
  connectionCount(): number;
  /** Requests received so far, in order. */
  readonly requests: readonly RecordedRequest[];
  /** TLS server names (SNI) seen in handshakes, HTTPS only. */
  readonly serverNames: readonly string[];
  close(): Promise<void>;
}

const STATIC_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

export async function startFixtureServer(options: FixtureServerOptions = {}): Promise<FixtureServer> {
  const host = options.host ?? '127.0.0.1';
  const staticDir = resolve(options.staticDir ?? resolve(REPO_ROOT, 'fixtures/pages'));
  const routes = new Map<string, FixtureHandler>();
  const requests: RecordedRequest[] = [];
  const serverNames: string[] = [];
  let connections = 0;
  const server = createServer(options.tls, serverNames);
  server.on('connection', () => {
    connections += 1;
  });
  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture.invalid');
    requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, headers: request.headers });
    const handler = routes.get(url.pathname) ?? builtInRoute(url.pathname, CHARSET_FIXTURES_DIR) ?? serveStatic(staticDir);
    Promise.resolve(handler(request, response, url)).catch(() => response.destroy());
  });
  const port = await listen(server, host);
  const origin = `${options.tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    origin,
    host,
    port,
    url: (path) => new URL(path, origin).href,
    route: (path, handler) => void routes.set(path, handler),
    connectionCount: () => connections,
    requests,
    serverNames,
    close: () => closeServer(server),
  };
}

function createServer(tls: FixtureServerOptions['tls'], serverNames: string[]): Server {
  if (!tls) return createHttpServer();
  return createHttpsServer({
    ...tls,
    SNICallback: (name, callback) => {
      serverNames.push(name);
      callback(null);
    },
  });
}

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolveListen());
  });
  return (server.address() as AddressInfo).port;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolveClose) => {
    server.close(() => resolveClose());
    server.closeAllConnections();
  });
}

function serveStatic(root: string): FixtureHandler {
  return async (_request, response, url) => {
    const path = resolve(root, `.${decodeURIComponent(url.pathname)}`);
    const body = path.startsWith(root + sep) ? await readFile(path).catch(() => undefined) : undefined;
    if (!body) return sendPage(response, 404, '<!doctype html><title>Not found</title><h1>404</h1>');
    const type = STATIC_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    response.writeHead(200, { 'content-type': type, 'content-length': body.length });
    response.end(body);
  };
}
