import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CorpusPage } from '../lib/corpus.js';

/**
 * Serves one corpus page (from memory; the corpus is read in place) with every absolute and
 * protocol-relative URL in it pointed back at this loopback server, which answers its
 * stylesheets, scripts and images with small bodies and anything else with 404. The page
 * keeps its real markup and request count, while DNS and the closed network's timeouts,
 * which would otherwise dominate every figure, stay out of the measurement.
 */
export interface HermeticPageServer {
  readonly port: number;
  /** The page's URL; `variant` makes it unique so no cache answers. */
  pageUrl(variant: number): string;
  /** Requests answered so far. */
  requests(): number;
  close(): Promise<void>;
}

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function pointAt(html: string, origin: string): string {
  return html
    .replace(/https?:\/\/[A-Za-z0-9.-]+(?::\d+)?(?=[/"'?#)\s>]|$)/g, origin)
    .replace(/(=\s*["'])\/\/[A-Za-z0-9.-]+(?::\d+)?/g, `$1${origin}`);
}

function answer(path: string): { type: string; body: Buffer | string } | undefined {
  if (/\.css(\?|$)/.test(path)) return { type: 'text/css', body: 'body{margin:0 8px}' };
  if (/\.js(\?|$)/.test(path)) return { type: 'text/javascript', body: '/* stub */' };
  if (/\.(png|jpe?g|gif|webp|svg)(\?|$)/i.test(path)) return { type: 'image/png', body: PNG_1X1 };
  return undefined;
}

export async function startHermeticPageServer(page: CorpusPage): Promise<HermeticPageServer> {
  let html = Buffer.alloc(0);
  let served = 0;
  const server = http.createServer((request, response) => {
    served += 1;
    const path = request.url ?? '/';
    const fixed = path.startsWith('/page.html') ? { type: 'text/html; charset=utf-8', body: html } : answer(path);
    if (!fixed) return void response.writeHead(404, { 'content-length': 0 }).end();
    response.writeHead(200, { 'content-type': fixed.type, 'content-length': Buffer.byteLength(fixed.body) }).end(fixed.body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  // latin1 both ways keeps every byte of the page as it was, whatever its charset.
  html = Buffer.from(pointAt(page.html.toString('latin1'), origin), 'latin1');
  return {
    port,
    pageUrl: (variant) => `${origin}/page.html?v=${variant}`,
    requests: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
