/**
 * What a key costs: the same cached /preview call, keyless and with a live key (hash, one
 * indexed lookup, scope check, monthly quota count), timed one request at a time over a kept-alive
 * connection, in alternating rounds. Embedded store.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCorpus } from '../lib/corpus.js';
import { startPageServer } from '../lib/page-server.js';
import { percentile, timedGet } from '../lib/sequential.js';
import { freePort, startChildServer } from '../../test/child-server.js';
import { SERVICE_ENV } from '../preview/bench-preview.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUNDS = 10;
const PER_ROUND = Number(process.env.BENCH_KEYED_PER_ROUND ?? 500);

export async function benchKeyedOverhead(): Promise<{ keylessP50Ms: number; keyedP50Ms: number; addedP50Ms: number }> {
  const pages = loadCorpus();
  const web = await startPageServer(pages);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-bench-keys-'));
  const port = await freePort();
  const env = {
    PORT: String(port),
    PAGELENS_DATA_DIR: dataDir,
    PAGELENS_LOG_LEVEL: 'warn',
    PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}`,
    PAGELENS_KEYLESS_PREVIEW_PER_DAY: '2000000000',
    PAGELENS_PLANS: JSON.stringify({ professional: { preview: 2_000_000_000 } }),
  };
  const lens = await startChildServer(process.execPath, [path.join(ROOT, 'dist/cli.js'), 'serve'], { ...SERVICE_ENV, ...env }, port);
  try {
    const created = execFileSync(process.execPath, [path.join(ROOT, 'dist/cli.js'), 'keys', 'create', '--email', 'bench@example.com', '--plan', 'professional', '--json'], { env: { ...process.env, ...env }, encoding: 'utf8' });
    const { key } = JSON.parse(created) as { key: string };
    const urls = pages.map((_, i) => `${lens.url}/preview?url=${encodeURIComponent(web.pageUrl(i))}`);
    for (const url of urls) await timedGet(url);
    const keyless: number[] = [];
    const keyed: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let i = 0; i < PER_ROUND; i += 1) keyless.push((await timedGet(urls[i % urls.length]!)).ms);
      for (let i = 0; i < PER_ROUND; i += 1) {
        const { status, ms } = await timedGet(urls[i % urls.length]!, { authorization: `Bearer ${key}` });
        if (status !== 200) throw new Error(`keyed call answered ${status}`);
        keyed.push(ms);
      }
    }
    const keylessP50Ms = percentile(keyless, 50);
    const keyedP50Ms = percentile(keyed, 50);
    const addedP50Ms = keyedP50Ms - keylessP50Ms;
    const row = (label: string, v: number[]) => `${label.padEnd(44)} p50 ${percentile(v, 50).toFixed(3)} ms   p90 ${percentile(v, 90).toFixed(3)} ms   (${v.length} calls)`;
    console.log(row('cached /preview, keyless', keyless));
    console.log(row('cached /preview, live key (auth + quota)', keyed));
    console.log(`\nkeyed-call overhead at p50: ${(addedP50Ms * 1000).toFixed(0)} µs (target < 200 µs, embedded store)`);
    return { keylessP50Ms, keyedP50Ms, addedP50Ms };
  } finally {
    await lens.stop();
    await web.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchKeyedOverhead();
}
