import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisTask, AnalysisRunner } from './task-types.js';
import { createPickupTimes } from './pickup-times.js';
import { createWorkerPool } from './worker-pool.js';

/** Many short paragraphs under the node budget: seconds of outline work on one thread. */
const SLOW_PAGE = `<!doctype html><title>slow</title><body>${'<p>word here</p>'.repeat(140_000)}</body>`;

function outlineTask(html: string): AnalysisTask<'outline'> {
  return { operation: 'outline', options: { depth: 6, includeSnippets: true, forModel: false }, inputs: {}, charset: 'utf-8', contentType: 'text/html', finalUrl: 'https://example.com/slow', headers: {}, setCookies: [], body: new TextEncoder().encode(html) };
}

describe('pickup times', () => {
  it('a slot per analysis under way, cleared when taken, free again when released', () => {
    const times = createPickupTimes(2);
    const [a, b] = [times.take(), times.take()];
    expect(new Set([a, b])).toEqual(new Set([0, 1]));
    expect(times.take()).toBeUndefined();
    new Float64Array(times.shared)[a!] = 123;
    expect(times.pickedUpAt(a!)).toBe(123);
    expect(times.pickedUpAt(b!)).toBeUndefined();
    times.release(a!);
    expect(times.take()).toBe(a);
    expect(times.pickedUpAt(a!)).toBeUndefined();
  });
});

describe('the analysis pool at its deadline', () => {
  let pool: AnalysisRunner;
  beforeAll(async () => {
    // Warm, so the deadline measures the page rather than a thread starting from source.
    pool = createWorkerPool({ threads: 1, heapMb: 256, queue: 1, timeoutMs: 1500, warm: true });
    await pool.warmUp();
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
  });

  it('the page that had the thread answers page_too_complex; the one that waited for it all along, unavailable', async () => {
    const [ran, waited] = await Promise.all([pool.run(outlineTask(SLOW_PAGE)), pool.run(outlineTask(SLOW_PAGE))]);
    expect(ran.ok ? 'ok' : ran.failure.code).toBe('page_too_complex');
    expect(waited.ok ? 'ok' : waited.failure).toMatchObject({ code: 'unavailable', retryAfterSeconds: 2 });
  }, 30_000);
});
