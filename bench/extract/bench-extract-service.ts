/**
 * /extract as a service (issue 14): cache misses of the built service against a server that
 * fetches and runs @mozilla/readability over linkedom (readability-peer.ts), side by side in one
 * run, on the dev article pages served over loopback. Target: ≥ 3× its requests per second.
 * BENCH_SERVER_CPU=1 pins both servers to that one core (threads included).
 */
import path from 'node:path';
import { loadCorpus } from '../lib/corpus.js';
import { startPageServer } from '../lib/page-server.js';
import { formatLoad, runLoad, type LoadResult } from '../lib/load.js';
import { freePort, startChildServer } from '../../test/child-server.js';
import { rssMb, serverCommand, startPagelensChild } from '../preview/bench-preview.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROOT = path.resolve(import.meta.dirname, '../..');

export async function benchExtractService(): Promise<{ results: LoadResult[]; ratio: number; loadedRssMb: number }> {
  const pages = loadCorpus();
  const web = await startPageServer(pages);
  const lens = await startPagelensChild({ PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}` });
  const peerPort = await freePort();
  const peer = await startChildServer(...serverCommand(['--import', 'tsx', path.join(ROOT, 'bench/extract/readability-peer.ts')]), { PORT: String(peerPort) }, peerPort);
  try {
    let variant = 0;
    const miss = (n: number) => `/extract?url=${encodeURIComponent(web.pageUrl(n, ++variant))}`;
    const key = { 'x-api-key': lens.liveKey };
    const load = (label: string, url: string, headers: Record<string, string> = {}) =>
      runLoad({ label, url, connections: CONNECTIONS, durationSeconds: SECONDS, pathFor: miss, headers });
    await runLoad({ label: 'warm-up', url: lens.url, connections: CONNECTIONS, durationSeconds: 2, pathFor: miss, headers: key });
    await runLoad({ label: 'warm-up', url: peer.url, connections: CONNECTIONS, durationSeconds: 2, pathFor: miss });
    const lensMiss = await load('pagelens /extract, cache miss (live key)', lens.url, key);
    const loadedRssMb = rssMb(lens.pid);
    console.log(formatLoad(lensMiss));
    const peerMiss = await load('readability+linkedom /extract', peer.url);
    console.log(formatLoad(peerMiss));
    const ratio = lensMiss.requestsPerSecond / peerMiss.requestsPerSecond;
    console.log(`\nextract miss throughput vs readability+linkedom server: ${ratio.toFixed(2)}x (target >= 3x); service RSS after: ${loadedRssMb.toFixed(0)} MB`);
    return { results: [lensMiss, peerMiss], ratio, loadedRssMb };
  } finally {
    await lens.stop();
    await peer.stop();
    await web.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchExtractService();
}
