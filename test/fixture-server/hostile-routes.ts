import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { getBrotliBomb, getGzipBomb } from './bombs.js';

export type FixtureHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => void | Promise<void>;

export const PAGE_TITLE = 'Fixture page';
export const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${PAGE_TITLE}</title>
<meta name="description" content="A plain page served by the Pagelens fixture server.">
</head>
<body>
<h1>Fixture page</h1>
<p>Hello from the loopback fixture web. Café, naïve, 東京.</p>
<a href="/chain/0">a link</a>
</body>
</html>
`;

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
// A PDF no reader can open (its catalog has no pages): unsupported_content wherever it is asked for.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const COMPRESSORS: Readonly<Record<string, [string, (data: Buffer) => Buffer]>> = {
  gzip: ['gzip', (data) => gzipSync(data)],
  br: ['br', (data) => brotliCompressSync(data)],
  deflate: ['deflate', (data) => deflateSync(data)],
  'deflate-raw': ['deflate', (data) => deflateRawSync(data)],
};

export function sendPage(response: ServerResponse, status = 200, body = PAGE_HTML): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

function redirect(response: ServerResponse, location: string, status = 302): void {
  response.writeHead(status, { location, 'content-length': 0 });
  response.end();
}

/** The built-in handler for a path, if there is one. */
export function builtInRoute(pathname: string, charsetDir: string): FixtureHandler | undefined {
  const chain = /^\/chain\/(\d+)$/.exec(pathname);
  if (chain) return (_request, response) => chainHop(response, Number(chain[1]));
  const status = /^\/status\/(\d{3})$/.exec(pathname);
  if (status) return (_request, response) => sendPage(response, Number(status[1]), `<!doctype html><h1>${status[1]}</h1>`);
  const charset = /^\/charset\/([\w.-]+)$/.exec(pathname);
  if (charset) return (_request, response, url) => sendCharsetFile(response, join(charsetDir, charset[1] ?? ''), url);
  const compressed = /^\/compressed\/([\w-]+)$/.exec(pathname);
  if (compressed) return (_request, response) => sendCompressed(response, compressed[1] ?? '');
  return FIXED_ROUTES[pathname];
}

const FIXED_ROUTES: Readonly<Record<string, FixtureHandler>> = {
  '/page.html': (_request, response) => sendPage(response),
  '/redirect': (_request, response, url) =>
    redirect(response, url.searchParams.get('to') ?? '/page.html', Number(url.searchParams.get('status') ?? 302)),
  '/loop/a': (_request, response) => redirect(response, '/loop/b'),
  '/loop/b': (_request, response) => redirect(response, '/loop/a'),
  '/reset': resetMidBody,
  '/trickle': trickle,
  '/endless': endless,
  '/gzip-bomb': (_request, response) => sendBomb(response, 'gzip', getGzipBomb()),
  '/brotli-bomb': async (_request, response) => sendBomb(response, 'br', await getBrotliBomb()),
  '/pdf': (_request, response) => sendBytes(response, 'application/pdf', PDF),
  '/image.png': (_request, response) => sendBytes(response, 'image/png', PNG),
  '/slow': slow,
  '/echo-headers': echoHeaders,
};

function chainHop(response: ServerResponse, remaining: number): void {
  if (remaining <= 0) sendPage(response);
  else redirect(response, `/chain/${remaining - 1}`);
}

function sendBytes(response: ServerResponse, contentType: string, body: Buffer): void {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
}

function sendBomb(response: ServerResponse, encoding: string, body: Buffer): void {
  response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding, 'content-length': body.length });
  response.end(body);
}

function sendCompressed(response: ServerResponse, name: string): void {
  const compressor = COMPRESSORS[name];
  if (!compressor) return sendPage(response, 404, '<!doctype html><h1>unknown compression</h1>');
  const body = compressor[1](Buffer.from(PAGE_HTML));
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': compressor[0] });
  response.end(body);
}

/** Serves a fixtures/charsets file; `?ct=` sets the Content-Type, none is sent without it. */
async function sendCharsetFile(response: ServerResponse, path: string, url: URL): Promise<void> {
  const body = await readFile(path).catch(() => undefined);
  if (!body) return sendPage(response, 404, '<!doctype html><h1>no such charset fixture</h1>');
  const contentType = url.searchParams.get('ct');
  response.writeHead(200, { 'content-length': body.length, ...(contentType ? { 'content-type': contentType } : {}) });
  response.end(body);
}

/** Promises 1000 bytes, sends a few, then destroys the socket. */
function resetMidBody(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/html', 'content-length': 1000 });
  response.write('<!doctype html><html><body>partial');
  setTimeout(() => request.socket.destroy(), 20);
}

/** Headers, then one byte per second for as long as the client listens. */
function trickle(_request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.write('<');
  const timer = setInterval(() => response.write('x'), 1000);
  response.on('close', () => clearInterval(timer));
}

/** A chunked HTML body that never ends, written as fast as the client reads. */
function endless(_request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.write('<!doctype html><html><body>');
  const chunk = Buffer.from('<p>more</p>'.repeat(6000));
  const pump = (): void => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once('drain', pump);
  };
  pump();
}

/** Answers the page after `?ms=` milliseconds (default 100). */
function slow(_request: IncomingMessage, response: ServerResponse, url: URL): void {
  const delayMs = Number(url.searchParams.get('ms') ?? 100);
  const timer = setTimeout(() => sendPage(response), delayMs);
  response.on('close', () => clearTimeout(timer));
}

/** The request headers as JSON inside an HTML page (`<pre id="headers">`). */
function echoHeaders(request: IncomingMessage, response: ServerResponse): void {
  const json = JSON.stringify(request.headers).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  sendPage(response, 200, `<!doctype html><html><body><pre id="headers">${json}</pre></body></html>`);
}
