/**
 * The soak: the built service (its own data dir, embedded defaults) under a steady mixed load for
 * SOAK_MINUTES (default 30), to show whether its memory settles once its caches are full.
 *
 * - A loopback site serves the benchmark corpus under SOAK_PAGES distinct URLs (default 1,000,000:
 *   each corpus page under many query strings, more than a 30-minute run asks for, so a miss stays a
 *   miss), so the page and result caches fill and then evict.
 * - SOAK_CONNECTIONS clients (default 8) send, keyed with the owner's live key: /preview, /extract
 *   and /seo, three in five for the next of the distinct URLs in turn (a miss; after the last, the
 *   first again, long evicted from memory by then) and two in five for one of the last 500 asked
 *   (mostly hits); one request in 200 is a 10-URL POST /batch.
 * - The process tree's RSS (the service and any child, e.g. a browser) is sampled every 200 ms.
 *
 * Prints per minute: requests, 5xx, p50/p99 latency, RSS floor (the minute's least sample) and
 * peak; then the slope of the floor over the second half (MB per minute, least squares) and
 * whether that is flat (under SOAK_FLAT_MB_PER_MIN, default 0.5). Not a test: the figures depend
 * on the machine and on what else runs on it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { loadCorpus } from '../lib/corpus.js';
import { startPageServer } from '../lib/page-server.js';
import { percentile } from '../lib/sequential.js';
import { freePort, startChildServer } from '../../test/child-server.js';
import { SERVICE_ENV, serverCommand } from '../preview/bench-preview.js';
import { floorSlope, treeRssMb } from './process-tree.js';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const DISTINCT_PAGES = Number(process.env.SOAK_PAGES ?? 1_000_000);
const FLAT_MB_PER_MIN = Number(process.env.SOAK_FLAT_MB_PER_MIN ?? 0.5);
const SAMPLE_MS = 200;
const RECENT = 500;
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Minute {
  requests: number;
  fiveXx: number;
  failed: number;
  latencies: number[];
  rss: number[];
}

const pages = loadCorpus();
const web = await startPageServer(pages);
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-soak-'));
const plenty = 2_000_000_000;
const quota = { preview: plenty, extract: plenty, seo: plenty };
const lens = await startChildServer(...serverCommand([path.join(ROOT, 'dist/cli.js'), 'serve']), {
  ...SERVICE_ENV,
  PORT: String(port),
  PAGELENS_DATA_DIR: dataDir,
  PAGELENS_LOG_LEVEL: 'warn',
  PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}`,
  PAGELENS_PLANS: JSON.stringify(Object.fromEntries(['starter', 'professional', 'ai_specialist'].map((plan) => [plan, quota]))),
}, port);
const liveKey = /live key: (\S+)/.exec(fs.readFileSync(path.join(dataDir, 'owner-keys.txt'), 'utf8'))![1]!;

const agent = new Agent({ connections: CONNECTIONS, keepAliveTimeout: 60_000 });
const started = performance.now();
const minutes: Minute[] = [];
const minuteOf = (at: number): Minute => {
  const index = Math.floor((at - started) / 60_000);
  while (minutes.length <= index) minutes.push({ requests: 0, fiveXx: 0, failed: 0, latencies: [], rss: [] });
  return minutes[index]!;
};
const sampler = setInterval(() => {
  const rss = treeRssMb(lens.pid);
  if (rss !== undefined) minuteOf(performance.now()).rss.push(rss);
}, SAMPLE_MS);

let next = 0;
const recent: number[] = [];
/** A page never asked before (a miss), or one of the last RECENT asked (most likely a hit). */
function pickPage(): string {
  const fresh = recent.length < RECENT || Math.random() < 0.6;
  const n = fresh ? next++ % DISTINCT_PAGES : recent[Math.floor(Math.random() * recent.length)]!;
  if (fresh) {
    recent.push(n);
    if (recent.length > RECENT) recent.shift();
  }
  return web.pageUrl(n % pages.length, Math.floor(n / pages.length));
}

function nextCall(): { method: 'GET' | 'POST'; path: string; body?: string } {
  if (Math.random() < 1 / 200) {
    return { method: 'POST', path: '/batch', body: JSON.stringify({ operation: Math.random() < 0.5 ? 'preview' : 'extract', urls: Array.from({ length: 10 }, pickPage) }) };
  }
  const endpoint = ['/preview', '/extract', '/seo'][Math.floor(Math.random() * 3)]!;
  return { method: 'GET', path: `${endpoint}?url=${encodeURIComponent(pickPage())}` };
}

async function client(deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    const call = nextCall();
    const begun = performance.now();
    let status = 0;
    try {
      const answer = await request(`${lens.url}${call.path}`, {
        method: call.method,
        dispatcher: agent,
        headers: { 'x-api-key': liveKey, ...(call.body ? { 'content-type': 'application/json' } : {}) },
        ...(call.body ? { body: call.body } : {}),
        headersTimeout: 120_000,
        bodyTimeout: 120_000,
      });
      status = answer.statusCode;
      await answer.body.dump();
    } catch {
      status = 0;
    }
    const minute = minuteOf(begun);
    minute.requests += 1;
    if (status >= 500) minute.fiveXx += 1;
    if (status === 0) minute.failed += 1;
    minute.latencies.push(performance.now() - begun);
  }
}

console.log(`soak: ${MINUTES} min, ${CONNECTIONS} connections, ${DISTINCT_PAGES} distinct URLs over ${pages.length} corpus pages; service pid ${lens.pid}, RSS at rest ${treeRssMb(lens.pid)?.toFixed(0)} MB`);
console.log('min  requests  5xx  failed  p50 ms  p99 ms  RSS floor MB  RSS peak MB');
const deadline = started + MINUTES * 60_000;
let printed = 0;
const printer = setInterval(() => {
  // A minute is printed once it is over.
  while (printed < minutes.length - 1) printMinute(printed++);
}, 5_000);

function printMinute(index: number): void {
  const m = minutes[index]!;
  const cells = [
    String(index + 1).padStart(3),
    String(m.requests).padStart(9),
    String(m.fiveXx).padStart(4),
    String(m.failed).padStart(7),
    percentile(m.latencies, 50).toFixed(0).padStart(7),
    percentile(m.latencies, 99).toFixed(0).padStart(7),
    (m.rss.length ? Math.min(...m.rss) : NaN).toFixed(0).padStart(13),
    (m.rss.length ? Math.max(...m.rss) : NaN).toFixed(0).padStart(12),
  ];
  console.log(cells.join(' '));
}

try {
  await Promise.all(Array.from({ length: CONNECTIONS }, () => client(deadline)));
} finally {
  clearInterval(sampler);
  clearInterval(printer);
}
// The last (partial) minute is left out of the figures: it holds only the tail of the load.
const whole = minutes.slice(0, Math.max(1, Math.floor((performance.now() - started) / 60_000)));
while (printed < whole.length) printMinute(printed++);
const all = whole.flatMap((m) => m.latencies);
const floors = whole.map((m) => (m.rss.length ? Math.min(...m.rss) : NaN));
const secondHalf = floors.slice(Math.floor(floors.length / 2));
const slope = floorSlope(secondHalf);
console.log(`total: ${all.length} requests, ${whole.reduce((n, m) => n + m.fiveXx, 0)} 5xx, ${whole.reduce((n, m) => n + m.failed, 0)} failed; p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms`);
console.log(`RSS floor: first minute ${floors[0]?.toFixed(0)} MB, last ${floors.at(-1)?.toFixed(0)} MB; peak ${Math.max(...whole.flatMap((m) => m.rss)).toFixed(0)} MB`);
const verdict = Math.abs(slope) < FLAT_MB_PER_MIN ? 'flat' : slope > 0 ? 'RISING (a leak, or caches still filling)' : 'falling';
console.log(`second half (minutes ${floors.length - secondHalf.length + 1}–${floors.length}): floor slope ${slope.toFixed(2)} MB/min → ${verdict} (flat: under ${FLAT_MB_PER_MIN} MB/min either way)`);
const metrics = await (await fetch(`${lens.url}/metrics`)).text();
console.log(metrics.split('\n').filter((line) => /^pagelens_nodejs_(heap_size_used|external_memory)_bytes /.test(line)).join('\n'));
await agent.close();
await lens.stop();
await web.close();
fs.rmSync(dataDir, { recursive: true, force: true });
