import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CorpusPage } from './corpus.js';

export interface PageServer {
  readonly origin: string;
  readonly port: number;
  /** URL of page `index` (mod corpus size); `variant` makes the URL unique so caches miss. */
  pageUrl(index: number, variant?: number): string;
  close(): Promise<void>;
}

/** Serves the corpus pages on loopback as /p/<id>.html (query strings ignored). */
export async function startPageServer(pages: readonly CorpusPage[]): Promise<PageServer> {
  const byId = new Map(pages.map((p) => [p.id, p.html]));
  const server = http.createServer((req, res) => {
    const match = /^\/p\/([0-9a-f]+)\.html/.exec(req.url ?? '');
    const html = match?.[1] ? byId.get(match[1]) : undefined;
    if (!html) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
    res.end(html);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    pageUrl(index, variant) {
      const page = pages[index % pages.length]!;
      return `${origin}/p/${page.id}.html${variant === undefined ? '' : `?v=${variant}`}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
