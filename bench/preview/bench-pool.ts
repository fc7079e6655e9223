/**
 * What moving analysis off the event loop costs and gives, on ordinary pages (the dev article
 * corpus over loopback, /preview cache misses): the service analysing on its event loop (the
 * single-thread baseline), with a pool of one worker (the hand-off's cost: target within 10 % of
 * the baseline), and with two (target: more than one worker gives).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCorpus } from '../lib/corpus.js';
import { startPageServer } from '../lib/page-server.js';
import { formatLoad, runLoad, type LoadResult } from '../lib/load.js';
import { freePort, startChildServer, type ChildServer } from '../../test/child-server.js';
import { startPagelensChild } from './bench-preview.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROOT = path.resolve(import.meta.dirname, '../..');

async function startInlineChild(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/preview/inline-server.ts')], {
    PORT: String(port),
    PAGELENS_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-bench-')),
    PAGELENS_KEYLESS_PREVIEW_PER_DAY: '2000000000',
    ...env,
  }, port);
}

export async function benchPool(): Promise<{ results: LoadResult[]; handOffRatio: number; twoWorkersRatio: number }> {
  const pages = loadCorpus();
  const web = await startPageServer(pages);
  let variant = 0;
  const miss = (n: number) => `/preview?url=${encodeURIComponent(web.pageUrl(n, ++variant))}`;
  const allow = { PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}` };
  const measure = async (label: string, start: () => Promise<ChildServer>): Promise<LoadResult> => {
    const server = await start();
    try {
      await runLoad({ label: 'warm-up', url: server.url, connections: CONNECTIONS, durationSeconds: 2, pathFor: miss });
      const result = await runLoad({ label, url: server.url, connections: CONNECTIONS, durationSeconds: SECONDS, pathFor: miss });
      console.log(formatLoad(result));
      return result;
    } finally {
      await server.stop();
    }
  };
  try {
    const inline = await measure('analysis on the event loop (baseline)', () => startInlineChild(allow));
    const one = await measure('worker pool, 1 worker', () => startPagelensChild({ ...allow, PAGELENS_ANALYSIS_WORKERS: '1' }));
    const two = await measure('worker pool, 2 workers', () => startPagelensChild({ ...allow, PAGELENS_ANALYSIS_WORKERS: '2' }));
    const handOffRatio = one.requestsPerSecond / inline.requestsPerSecond;
    const twoWorkersRatio = two.requestsPerSecond / one.requestsPerSecond;
    console.log(`\npreview misses, 1 worker vs on the event loop: ${(handOffRatio * 100).toFixed(0)}% (target >= 90%)`);
    console.log(`preview misses, 2 workers vs 1:               ${twoWorkersRatio.toFixed(2)}x (target > 1; ${os.availableParallelism()} cores here)`);
    return { results: [inline, one, two], handOffRatio, twoWorkersRatio };
  } finally {
    await web.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPool();
}
