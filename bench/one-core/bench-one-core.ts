/**
 * The service on one core (issue 32), as an outside harness measures it: the built service and each
 * peer pinned to the same single core (`taskset`, threads included), this process — the load
 * generator — on another, 16 connections, the dev article pages as cache misses (a new URL per
 * request). Rounds alternate the contestants (each round starts with the next one); every round gives
 * its own ratios and the run reports their median:
 *
 * - /extract misses against a Readability+linkedom server (target ≥ 4×);
 * - /preview misses against an open-graph-scraper server (≥ 50×) and a metascraper server (≥ 30×);
 * - keyed /preview cache hits against the service's own hello-world route (≥ 0.6 in every round).
 *
 * Misses compare equal work: each contestant answers the same list of requests (the corpus, so many
 * times over), timed to its last answer. The service's process tree RSS (the server and anything it
 * started) is sampled every 200 ms throughout; its peak is reported, and its RSS at rest before the
 * load and 60 s after it (BENCH_REST_SECONDS).
 *
 * BENCH_SERVER_CPU (default 1): the servers' core; `none` runs everything unpinned, for the both-core
 * figures. BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (16), BENCH_LEAD_IN_SECONDS (1; 0: no lead-in).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { loadCorpus } from '../lib/corpus.js';
import { formatLoad, runLoad, type LoadResult } from '../lib/load.js';
import { startPageServer } from '../lib/page-server.js';
import { serverCommand, startPagelensChild } from '../preview/bench-preview.js';
import { freePort, startChildServer, type ChildServer } from '../../test/child-server.js';
import { formatSplit, watchThreads } from './thread-cpu.js';
import { sampleTreeRss } from './tree-rss.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 60);
const SERVER_CPU = process.env.BENCH_SERVER_CPU ?? '1';
/**
 * Each phase is led in, unmeasured, by the same requests (a second of them, or one miss per
 * connection): on a VM a process's first requests after seconds idle run slow whatever the route
 * (hello-world's too, by 30–50%), and the phase that follows the peers' would pay for it. 0: none.
 */
const LEAD_IN_SECONDS = Number(process.env.BENCH_LEAD_IN_SECONDS ?? 1);
const pinned = SERVER_CPU !== 'none';

if (pinned) {
  process.env.BENCH_SERVER_CPU = SERVER_CPU;
  // The load generator keeps the other cores.
  const others = [...Array(os.availableParallelism()).keys()].filter((cpu) => String(cpu) !== SERVER_CPU);
  if (others.length > 0) spawnSync('taskset', ['-a', '-p', '-c', others.join(','), String(process.pid)], { stdio: 'ignore' });
} else {
  delete process.env.BENCH_SERVER_CPU;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function startPeer(script: string): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer(...serverCommand(['--import', 'tsx', path.join(ROOT, script)]), { PORT: String(port), METASCRAPER_RE2: 'false' }, port);
}

const pages = loadCorpus();
const web = await startPageServer(pages);
const lens = await startPagelensChild({ PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}` });
const readability = await startPeer('bench/extract/readability-peer.ts');
const ogs = await startPeer('bench/preview/ogs-peer.ts');
const metascraper = await startPeer('bench/preview/metascraper-peer.ts');
const rss = sampleTreeRss(lens.pid, 200);
try {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const restBefore = rss.now();
  const threads = watchThreads(lens.pid);
  let variant = 0;
  const key = { 'x-api-key': lens.liveKey };
  const miss = (route: string) => (n: number) => `/${route}?url=${encodeURIComponent(web.pageUrl(n, ++variant))}`;
  const fixed = (label: string, url: string, route: string, amount: number, headers: Record<string, string> = {}) =>
    runLoad({ label, url, connections: CONNECTIONS, amount, pathFor: miss(route), headers });
  const timed = (label: string, url: string, pathFor: (n: number) => string, seconds: number, headers: Record<string, string> = {}) =>
    runLoad({ label, url, connections: CONNECTIONS, durationSeconds: seconds, pathFor, headers });

  // Warm-ups: JIT, the analysis threads, connection pools; a fixed number of answered requests each.
  await fixed('warm-up', lens.url, 'extract', 2 * pages.length, key);
  await fixed('warm-up', lens.url, 'preview', 2 * pages.length, key);
  await fixed('warm-up', readability.url, 'extract', CONNECTIONS * 2);
  await fixed('warm-up', ogs.url, 'preview', CONNECTIONS);
  await fixed('warm-up', metascraper.url, 'preview', CONNECTIONS * 2);
  const hitPath = (n: number) => `/preview?url=${encodeURIComponent(web.pageUrl(n))}`;
  for (let i = 0; i < pages.length; i += 1) await fetch(`${lens.url}${hitPath(i)}`, { headers: key });

  type Phase = { name: string; leadIn: () => Promise<LoadResult>; run: () => Promise<LoadResult> };
  /** A miss phase, led in by one request per connection. */
  const missPhase = (name: string, label: string, url: string, route: string, amount: number, headers?: Record<string, string>): Phase => ({
    name, leadIn: () => fixed('lead-in', url, route, CONNECTIONS, headers), run: () => fixed(label, url, route, amount, headers),
  });
  /** A timed phase, led in by a second of the same requests. */
  const timedPhase = (name: string, label: string, url: string, pathFor: (n: number) => string, headers?: Record<string, string>): Phase => ({
    name, leadIn: () => timed('lead-in', url, pathFor, LEAD_IN_SECONDS, headers), run: () => timed(label, url, pathFor, 3, headers),
  });
  const phases: Phase[] = [
    missPhase('lens-extract', 'pagelens /extract miss', lens.url, 'extract', 4 * pages.length, key),
    missPhase('readability', 'readability+linkedom /extract', readability.url, 'extract', pages.length),
    missPhase('lens-preview', 'pagelens /preview miss', lens.url, 'preview', 10 * pages.length, key),
    missPhase('ogs', 'open-graph-scraper /preview', ogs.url, 'preview', pages.length),
    missPhase('metascraper', 'metascraper /preview', metascraper.url, 'preview', pages.length),
    timedPhase('keyed-hit', 'pagelens /preview hit, live key', lens.url, hitPath, key),
    timedPhase('hello', 'pagelens /healthz', lens.url, () => '/healthz'),
  ];
  const ratios: Record<string, number[]> = { extract: [], ogs: [], metascraper: [], keyedHits: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    console.log(`\nround ${round + 1} of ${ROUNDS}${pinned ? ` (servers on cpu ${SERVER_CPU})` : ' (unpinned)'}`);
    const results = new Map<string, LoadResult>();
    for (let i = 0; i < phases.length; i += 1) {
      const phase = phases[(round + i) % phases.length]!;
      if (LEAD_IN_SECONDS > 0) await phase.leadIn();
      threads.start();
      const result = await phase.run();
      console.log(formatLoad(result));
      if (phase.name.startsWith('lens-')) console.log(`  ${formatSplit(threads.split(result.requests))}`);
      results.set(phase.name, result);
    }
    const rps = (name: string) => results.get(name)!.requestsPerSecond;
    ratios.extract!.push(rps('lens-extract') / rps('readability'));
    ratios.ogs!.push(rps('lens-preview') / rps('ogs'));
    ratios.metascraper!.push(rps('lens-preview') / rps('metascraper'));
    ratios.keyedHits!.push(rps('keyed-hit') / rps('hello'));
    console.log(`  ratios: /extract ${ratios.extract!.at(-1)!.toFixed(2)}× readability; /preview ${ratios.ogs!.at(-1)!.toFixed(1)}× ogs, ${ratios.metascraper!.at(-1)!.toFixed(1)}× metascraper; keyed hits ${ratios.keyedHits!.at(-1)!.toFixed(2)} of hello`);
  }
  const peak = rss.peak();
  console.log(`\nwaiting ${REST_SECONDS} s at rest…`);
  await new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000));
  const restAfter = rss.now();
  const fmt = (values: number[], digits: number) => `median ${median(values).toFixed(digits)} (rounds: ${values.map((v) => v.toFixed(digits)).join(', ')})`;
  console.log(`\n${pinned ? `one core (cpu ${SERVER_CPU})` : 'unpinned'}, ${CONNECTIONS} connections, ${ROUNDS} rounds:`);
  console.log(`  /extract misses vs readability+linkedom: ${fmt(ratios.extract!, 2)}  (target ≥ 4)`);
  console.log(`  /preview misses vs open-graph-scraper:   ${fmt(ratios.ogs!, 1)}  (target ≥ 50)`);
  console.log(`  /preview misses vs metascraper:          ${fmt(ratios.metascraper!, 1)}  (target ≥ 30)`);
  console.log(`  keyed hits / hello-world:                ${fmt(ratios.keyedHits!, 2)}  (target ≥ 0.6 every round)`);
  console.log(`  service process tree RSS: ${restBefore.toFixed(0)} MB at rest, peak ${peak.toFixed(0)} MB under load (target ≤ 300), ${restAfter.toFixed(0)} MB ${REST_SECONDS} s after (target ≤ 150)`);
} finally {
  rss.stop();
  await Promise.all([lens.stop(), readability.stop(), ogs.stop(), metascraper.stop()]);
  await web.close();
}
