/**
 * The service's memory under cache misses: /preview (OP=extract for /extract, with the owner's live
 * key) over the dev corpus, a new URL per request, 16 connections, PASSES times over; the process's
 * RSS sampled every 200 ms. Prints req/s, RSS at rest, its peak and after, and the main thread's heap.
 */
import fs from 'node:fs';
import { loadCorpus } from '../lib/corpus.js';
import { startPageServer } from '../lib/page-server.js';
import { runLoad } from '../lib/load.js';
import { rssMb, startPagelensChild } from './bench-preview.js';

const OPERATION = process.env.OP ?? 'preview';
const PASSES = Number(process.env.PASSES ?? 20);

const pages = loadCorpus();
const web = await startPageServer(pages);
const lens = await startPagelensChild({ PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}` });
try {
  const rest = rssMb(lens.pid);
  let peak = rest;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(lens.pid))), 200);
  let variant = 0;
  const load = await runLoad({
    label: `${OPERATION} misses`, url: lens.url, connections: 16, amount: pages.length * PASSES,
    headers: { 'x-api-key': lens.liveKey },
    pathFor: (n) => `/${OPERATION}?url=${encodeURIComponent(web.pageUrl(n, ++variant))}`,
  });
  clearInterval(sampler);
  console.log(`${OPERATION}: ${load.requestsPerSecond.toFixed(0)} req/s (${load.non2xx} non-2xx); RSS at rest ${rest.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${rssMb(lens.pid).toFixed(0)} MB`);
  const metrics = await (await fetch(`${lens.url}/metrics`)).text();
  console.log(metrics.split('\n').filter((line) => /^pagelens_nodejs_(heap_size_total|heap_size_used|external_memory)_bytes /.test(line)).join('\n'));
  console.log(fs.readFileSync(`/proc/${lens.pid}/smaps_rollup`, 'utf8').split('\n').filter((line) => /^(Rss|Anonymous):/.test(line)).join(' | '));
} finally {
  await lens.stop();
  await web.close();
}
