/**
 * Batch concurrency: 50 URLs from a loopback server that answers each after 200 ms. At most
 * 10 in flight means five waves: about 1.0 s. Target: ≤ 1.2 s.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, startChildServer } from '../../test/child-server.js';
import { SERVICE_ENV } from '../preview/bench-preview.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DELAY_MS = 200;
const URLS = 50;

async function startSlowServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end(`<title>${req.url}</title><p>slow page</p>`), DELAY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function benchBatch(): Promise<{ seconds: number[] }> {
  const slow = await startSlowServer();
  const port = await freePort();
  const env = { PORT: String(port), PAGELENS_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-bench-batch-')), PAGELENS_LOG_LEVEL: 'warn', PAGELENS_ALLOW_HOSTS: `127.0.0.1:${slow.port}` };
  const lens = await startChildServer(process.execPath, [path.join(ROOT, 'dist/cli.js'), 'serve'], { ...SERVICE_ENV, ...env }, port);
  try {
    const created = execFileSync(process.execPath, [path.join(ROOT, 'dist/cli.js'), 'keys', 'create', '--email', 'bench@example.com', '--plan', 'professional', '--scopes', 'batch,preview,extract', '--json'], { env: { ...process.env, ...env }, encoding: 'utf8' });
    const { key } = JSON.parse(created) as { key: string };
    const seconds: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const urls = Array.from({ length: URLS }, (_, i) => `http://127.0.0.1:${slow.port}/run${run}/page${i}`);
      const started = performance.now();
      const response = await fetch(`${lens.url}/batch`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ operation: 'preview', urls }) });
      const body = (await response.json()) as { summary: { successful: number } };
      const elapsed = (performance.now() - started) / 1000;
      if (body.summary.successful !== URLS) throw new Error(`batch answered ${JSON.stringify(body.summary)}`);
      seconds.push(elapsed);
      console.log(`batch of ${URLS} × ${DELAY_MS} ms pages (operation preview), run ${run + 1}: ${elapsed.toFixed(3)} s`);
    }
    console.log(`\nbatch of 50 × 200 ms: best ${Math.min(...seconds).toFixed(3)} s, worst ${Math.max(...seconds).toFixed(3)} s (ideal 1.0 s = five waves of 10; target <= 1.2 s)`);
    return { seconds };
  } finally {
    await lens.stop();
    await slow.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBatch();
}
