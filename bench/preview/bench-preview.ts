/**
 * /preview throughput and latency, cache misses and hits, side by side in one run with the
 * same endpoint built on open-graph-scraper, and with a hello-world route (/healthz) of the
 * same server. Pages: ../shared/bench/extraction-dev served from loopback.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCorpus } from '../lib/corpus.js';
import { startPageServer } from '../lib/page-server.js';
import { formatLoad, runLoad, type LoadResult } from '../lib/load.js';
import { freePort, startChildServer, type ChildServer } from '../../test/child-server.js';

/** Seconds of each hit and hello-world phase, over all its rounds. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Times each contestant works through the whole corpus in the miss phase (the peer is far slower). */
const LENS_MISS_PASSES = Number(process.env.BENCH_MISS_PASSES ?? 20);
const PEER_MISS_PASSES = Number(process.env.BENCH_PEER_MISS_PASSES ?? 1);
/** Hit and hello-world phases alternate this many times (a multiple of three: each takes every place in a round alike). */
const HIT_ROUNDS = Number(process.env.BENCH_HIT_ROUNDS ?? 6);
const ROOT = path.resolve(import.meta.dirname, '../..');

export interface PagelensChild extends ChildServer {
  /** The owner's live key, from owner-keys.txt (every endpoint; quotas raised for the benchmark). */
  readonly liveKey: string;
}

/**
 * What `npm start` and the container image set for the service (docs/operations.md#memory), so the
 * benches measure it as it is run; a MALLOC_MMAP_THRESHOLD_ of the bench's own environment is passed
 * on instead, and BENCH_MALLOC=default runs the service on glibc's defaults (to compare).
 */
export const SERVICE_ENV: Readonly<Record<string, string>> =
  process.env.BENCH_MALLOC === 'default' ? {} : { MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '65536' };

export async function startPagelensChild(env: Record<string, string>): Promise<PagelensChild> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-bench-'));
  const plenty = 2_000_000_000;
  const server = await startChildServer(...serverCommand([path.join(ROOT, 'dist/cli.js'), 'serve']), {
    ...SERVICE_ENV,
    PORT: String(port),
    PAGELENS_DATA_DIR: dataDir,
    PAGELENS_LOG_LEVEL: 'warn',
    PAGELENS_KEYLESS_PREVIEW_PER_DAY: String(plenty),
    PAGELENS_PLANS: JSON.stringify(Object.fromEntries(['starter', 'professional', 'ai_specialist'].map((plan) => [plan, { preview: plenty, extract: plenty }]))),
    ...env,
  }, port);
  const liveKey = /live key: (\S+)/.exec(fs.readFileSync(path.join(dataDir, 'owner-keys.txt'), 'utf8'))![1]!;
  return Object.assign(server, { liveKey });
}

/**
 * `node args…`, pinned to one core with taskset when BENCH_SERVER_CPU names one (e.g. 1): servers
 * then compete on equal terms, and the load generator keeps the other cores.
 */
export function serverCommand(args: string[]): [string, string[]] {
  const cpu = process.env.BENCH_SERVER_CPU;
  // BENCH_NODE_ARGS: node options for the servers, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const node = [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...args];
  return cpu === undefined ? [process.execPath, node] : ['taskset', ['-c', cpu, process.execPath, ...node]];
}

/** The RSS of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

/** Rounds of one scenario as one result: total requests over total time; the worst round's latency. */
function combine(label: string, rounds: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  return {
    label,
    requestsPerSecond: sum((r) => r.requestsPerSecond) / rounds.length,
    p50Ms: Math.max(...rounds.map((r) => r.p50Ms)),
    p99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
    requests: sum((r) => r.requests),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

function previewPath(target: string): string {
  return `/preview?url=${encodeURIComponent(target)}`;
}

export async function benchPreview(): Promise<{ results: LoadResult[]; missRatio: number; hitRatio: number; keyedHitRatio: number; idleRssMb: number; loadedRssMb: number }> {
  const pages = loadCorpus();
  const web = await startPageServer(pages);
  const lens = await startPagelensChild({ PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}` });
  const idleRssMb = rssMb(lens.pid);
  const peerPort = await freePort();
  const peer = await startChildServer(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/preview/ogs-peer.ts')], { PORT: String(peerPort) }, peerPort);
  try {
    let variant = 0;
    const miss = (n: number) => previewPath(web.pageUrl(n, ++variant));
    // Warm-ups are a fixed number of requests, all answered: a timed one would leave the peer
    // working on its slow requests after it ends, on the CPU the next phase measures.
    const warm = (label: string, url: string, amount: number) => runLoad({ label, url, connections: CONNECTIONS, amount, pathFor: miss });

    const results: LoadResult[] = [];
    const report = (r: LoadResult): LoadResult => {
      results.push(r);
      console.log(formatLoad(r));
      return r;
    };
    // Misses: both servers work through the same list (every corpus page, each URL new), so the
    // ratio compares equal work; a time window would let the peer's few requests fall on light or
    // heavy pages by chance.
    const passes = (label: string, url: string, count: number) =>
      runLoad({ label, url, connections: CONNECTIONS, amount: pages.length * count, pathFor: miss }).then(report);
    await warm('warm-up pagelens', lens.url, 4 * pages.length);
    const lensMiss = await passes(`pagelens /preview, cache miss (${LENS_MISS_PASSES}× corpus)`, lens.url, LENS_MISS_PASSES);
    const loadedRssMb = rssMb(lens.pid);
    await warm('warm-up peer', peer.url, 2 * CONNECTIONS);
    const peerMiss = await passes(`open-graph-scraper /preview (${PEER_MISS_PASSES}× corpus)`, peer.url, PEER_MISS_PASSES);
    await peer.stop();
    for (let i = 0; i < pages.length; i += 1) await fetch(`${lens.url}${previewPath(web.pageUrl(i))}`);
    // Hits and the hello-world route alternate in rounds, so drift on a shared machine hits both alike.
    const hits: LoadResult[] = [];
    const keyedHits: LoadResult[] = [];
    const hellos: LoadResult[] = [];
    const rounds = HIT_ROUNDS;
    const key = { 'x-api-key': lens.liveKey };
    // The hit paths warm up (JIT, the key's first lookup) as the hello-world route did at start-up.
    const hitPath = (n: number) => previewPath(web.pageUrl(n));
    await runLoad({ label: 'warm-up hits', url: lens.url, connections: CONNECTIONS, durationSeconds: 1, pathFor: hitPath });
    await runLoad({ label: 'warm-up keyed hits', url: lens.url, connections: CONNECTIONS, durationSeconds: 1, pathFor: hitPath, headers: key });
    const phases = [
      () => runLoad({ label: 'hello', url: lens.url, connections: CONNECTIONS, durationSeconds: SECONDS / rounds, pathFor: () => '/healthz' }).then((r) => hellos.push(r)),
      () => runLoad({ label: 'hit', url: lens.url, connections: CONNECTIONS, durationSeconds: SECONDS / rounds, pathFor: hitPath }).then((r) => hits.push(r)),
      () => runLoad({ label: 'keyed hit', url: lens.url, connections: CONNECTIONS, durationSeconds: SECONDS / rounds, pathFor: hitPath, headers: key }).then((r) => keyedHits.push(r)),
    ];
    // Each round starts with the next phase, so none always runs right after the same other one.
    for (let round = 0; round < rounds; round += 1) {
      for (let i = 0; i < phases.length; i += 1) await phases[(round + i) % phases.length]!();
    }
    const lensHit = combine('pagelens /preview, cache hit', hits);
    const lensKeyedHit = combine('pagelens /preview, cache hit, live key', keyedHits);
    const hello = combine('pagelens hello-world route (/healthz)', hellos);
    [lensHit, lensKeyedHit, hello].forEach(report);
    const missRatio = lensMiss.requestsPerSecond / peerMiss.requestsPerSecond;
    const hitRatio = lensHit.requestsPerSecond / hello.requestsPerSecond;
    const keyedHitRatio = lensKeyedHit.requestsPerSecond / hello.requestsPerSecond;
    console.log(`\npreview miss throughput vs open-graph-scraper: ${missRatio.toFixed(2)}x (target >= 30x)`);
    console.log(`preview hit throughput vs hello-world route:   ${(hitRatio * 100).toFixed(0)}% keyless, ${(keyedHitRatio * 100).toFixed(0)}% with a live key (target >= 60%)`);
    console.log(`service RSS: ${idleRssMb.toFixed(0)} MB at rest (target <= 150 MB), ${loadedRssMb.toFixed(0)} MB after the miss phase`);
    return { results, missRatio, hitRatio, keyedHitRatio, idleRssMb, loadedRssMb };
  } finally {
    await lens.stop();
    await peer.stop();
    await web.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPreview();
}
