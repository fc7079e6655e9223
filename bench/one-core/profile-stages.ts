/**
 * Where a cache miss's CPU goes, per stage, from the V8 CPU profiles of the service (main thread and
 * analysis threads): `npm run bench:profile-stages` runs the service on one core under `--cpu-prof`,
 * sends it the dev article pages as /preview misses, then as /extract misses, and attributes every
 * sample's self time to a stage by the script (and function) it ran in. Prints ms per request per
 * stage, for the main thread and the analysis threads apart. OPS=preview,extract; PASSES (default 10).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCorpus } from '../lib/corpus.js';
import { runLoad } from '../lib/load.js';
import { startPageServer } from '../lib/page-server.js';
import { startPagelensChild } from '../preview/bench-preview.js';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string }; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

/** A span of CLOCK_MONOTONIC in µs: V8 stamps profile samples on it, as process.hrtime does here. */
interface Window { readonly from: number; readonly to: number }
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Stage by the first rule that matches a frame's script URL, tried from the sampled frame up through
 * its callers (a native frame such as JSON.stringify or a regexp belongs to whoever called it). The
 * built service runs from dist/, its sources mirror src/.
 */
const STAGES: ReadonlyArray<readonly [string, RegExp]> = [
  ['garbage collection', /^\(garbage collector\)$/],
  // A worker waiting for its next task sits in piscina's Atomics.wait loop.
  ['idle', /^\((idle|program)\)$|^atomicsWaitLoop$|^(wait|waitAsync)$/],
  ['parse (htmlparser2, page model)', /node_modules\/(htmlparser2|domhandler|entities)\/|\/page\/[^/]+\.js$/],
  ['decode (charset)', /chardet|\/fetch\/(charset|meta-prescan)\.js|iconv/],
  ['fetch (undici, SSRF policy)', /undici|\/fetch\/|node:net|node:dns|_http_|node:internal\/(net|dns|stream)/],
  ['classify (page outcome)', /\/analyzers\/outcome\/|\/analysis\/page-outcome/],
  ['analyse: metadata (dates, author, lang)', /\/analyzers\/metadata\/|tinyld/],
  ['analyse: preview fields', /\/analyzers\/preview\//],
  ['analyse: extraction and markdown', /\/analyzers\/extract\/|\/text\//],
  ['analyse: other analysers', /\/analyzers\/|node_modules\/(css-select|domutils|nth-check|tldts|css-what|boolbase)\//],
  ['worker hand-off (piscina, messages)', /piscina|\/analysis\/|worker_threads|node:internal\/worker/],
  ['cache write (result and page caches, stores)', /byte-lru|result-cache|page-cache|\/store\/|better-sqlite3|\/results\//],
  ['metering (keys, quota, usage)', /\/keys\/|\/plans\/|\/access\/|\/accounts\//],
  ['metrics and log line (prom-client, pino)', /prom-client|pino|sonic-boom|\/metrics\//],
  ['serialise (JSON, fastify reply)', /fast-json-stringify|\/reply\.js|serializ/],
  ['routing and service glue (fastify, validation, pipeline)', /fastify|find-my-way|ajv|avvio|\/http\/|\/services\/|\/web\//],
];

const DETAIL = process.env.BENCH_PROFILE_DETAIL;

interface Frames { readonly node: ProfileNode; readonly parent?: number }

function stageOf(id: number, frames: ReadonlyMap<number, Frames>): string {
  for (let at: number | undefined = id; at !== undefined; at = frames.get(at)?.parent) {
    const frame = frames.get(at)?.node.callFrame;
    if (frame === undefined) break;
    const where = frame.url === '' ? frame.functionName : frame.url;
    for (const [stage, pattern] of STAGES) if (pattern.test(where) || (stage === 'idle' && pattern.test(frame.functionName))) return stage;
  }
  return 'other (node internals, module loading)';
}

/** Self time per stage in ms, summed over the samples of one profile taken within `window`. */
export function stageTimes(profile: Profile, window: Window): Map<string, number> {
  const frames = new Map<number, Frames>(profile.nodes.map((node) => [node.id, { node }]));
  for (const node of profile.nodes) for (const child of node.children ?? []) frames.set(child, { node: frames.get(child)!.node, parent: node.id });
  const times = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < window.from || at > window.to) return;
    const stage = stageOf(id, frames);
    times.set(stage, (times.get(stage) ?? 0) + delta / 1000);
    // BENCH_PROFILE_DETAIL=<stage prefix>: the leaf frames of that stage, by self time.
    if (DETAIL !== undefined && stage.startsWith(DETAIL)) {
      const frame = frames.get(id)!.node.callFrame;
      const name = `${DETAIL}» ${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}`;
      times.set(name, (times.get(name) ?? 0) + delta / 1000);
    }
  });
  return times;
}

async function profileOperation(operation: string, passes: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pagelens-prof-${operation}-`));
  const pages = loadCorpus();
  const web = await startPageServer(pages);
  process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${dir}`;
  process.env.BENCH_SERVER_CPU ??= '1';
  const lens = await startPagelensChild({ PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}` });
  let variant = 0;
  const missPath = (n: number) => `/${operation}?url=${encodeURIComponent(web.pageUrl(n, ++variant))}`;
  const headers = { 'x-api-key': lens.liveKey };
  await runLoad({ label: 'warm-up', url: lens.url, connections: 16, amount: pages.length, pathFor: missPath, headers });
  const requests = pages.length * passes;
  const from = monotonicMicros();
  const load = await runLoad({ label: operation, url: lens.url, connections: 16, amount: requests, pathFor: missPath, headers });
  const window = { from, to: monotonicMicros() };
  await lens.stop();
  await web.close();
  const total = requests;
  console.log(`\n/${operation} misses: ${load.requestsPerSecond.toFixed(0)} req/s on one core; CPU ms per request by stage (${total} requests after a warm-up of ${pages.length}):`);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const times = stageTimes(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile, window);
    const busy = [...times].filter(([stage]) => stage !== 'idle' && !stage.includes('»')).reduce((sum, [, ms]) => sum + ms, 0);
    if (busy / total < 0.05) continue;
    // CPU.<date>.<time>.<pid>.<thread id>.<seq>.cpuprofile: thread 0 is the main thread.
    const thread = file.split('.')[4] === '0' ? 'main thread' : `analysis thread ${file.split('.')[4]}`;
    console.log(`  ${thread}: ${(busy / total).toFixed(2)} ms busy per request`);
    for (const [stage, ms] of [...times].filter(([s]) => s !== 'idle').sort((a, b) => b[1] - a[1])) {
      if (ms / total >= 0.01) console.log(`    ${stage.padEnd(44)} ${(ms / total).toFixed(2).padStart(6)} ms`);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const passes = Number(process.env.PASSES ?? 10);
  for (const operation of (process.env.OPS ?? 'preview,extract').split(',')) await profileOperation(operation, passes);
}
