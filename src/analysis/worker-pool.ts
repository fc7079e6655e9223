import { Piscina } from 'piscina';
import { fail, type Outcome } from '../errors.js';
import { createAdmission } from './admission.js';
import type { WorkerData, WorkerRequest } from './analysis-worker.js';
import { createPickupTimes, sharedNow } from './pickup-times.js';
import type { AnalysisRunner, AnalysisTask, Operation, TaskResult } from './task-types.js';

export interface WorkerPoolOptions {
  readonly threads: number;
  /** Old-generation heap limit of each worker. */
  readonly heapMb: number;
  /** Tasks waiting for a worker before new ones are turned away. */
  readonly queue: number;
  /** Deadline of one analysis, from the moment the page is in: waiting for a worker counts. */
  readonly timeoutMs: number;
  /** Start every thread at once and keep them (PAGELENS_ANALYSIS_WARM); default: on demand. */
  readonly warm?: boolean;
  /** The threads' module (a file URL); default: workerEntry(). */
  readonly workerModule?: string;
}

/**
 * The worker's module: compiled JavaScript beside this file under dist/, or, when running from
 * src/ (vitest, tsx), a bootstrap that registers tsx in the worker before loading the source.
 */
function workerEntry(): string {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './analysis-worker-source.mjs' : './analysis-worker.js', import.meta.url).href;
}

/**
 * The body as bytes the worker can read without a structured-clone copy: the caller's own buffer
 * moves (is transferred) when the body fills it, else a copy does.
 */
function passable(body: Uint8Array): { readonly body: Uint8Array; readonly transfer: ArrayBuffer[] } {
  const { buffer } = body;
  const ownsBuffer = buffer instanceof ArrayBuffer && body.byteOffset === 0 && body.byteLength === buffer.byteLength;
  const moving = ownsBuffer ? new Uint8Array(buffer) : new Uint8Array(body);
  return { body: moving, transfer: [moving.buffer] };
}

/**
 * An analysis thread idle this long ends, and its heap with it, when the in-memory caches empty
 * (services/caches-at-rest.ts): a process back at rest after a burst returns near its resting
 * memory within a minute (bench/README.md#one-core). The next burst starts threads again (a few
 * hundred ms each from dist/, then a cold JIT: a pause of 20 s between bursts cost a third of the
 * next /extract burst's throughput on one core).
 */
const IDLE_THREAD_MS = 30_000;
/**
 * The young generation of each analysis thread, in MB (V8's default is 48 here). Half the default
 * keeps ~90% of the /preview miss throughput and saves ~50 MB of resident memory under load; a
 * quarter cost a quarter of the throughput (bench/README.md#memory).
 */
const YOUNG_GENERATION_MB = 24;
/** Starting a thread from source (tests, tsx) is much slower than from dist/, hence a generous deadline. */
const WARM_UP_MS = 30_000;

/** What an overloaded pool asks callers to wait: about one analysis. */
const OVERLOAD_RETRY_AFTER_SECONDS = 2;

const PAGE_TOO_COMPLEX_HINT = 'Pagelens stops analyses that could stall the service; a smaller or simpler page will do.';

/**
 * A page is called too complex only when it had (nearly) the whole deadline on a worker; one cut
 * short because it first waited for a worker was a victim of load, and is told to come back.
 */
const FAIR_SHARE_OF_DEADLINE = 0.9;

function busy(detail: string): Outcome<never> {
  return { ok: false, failure: { code: 'unavailable', detail, retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS } };
}

function describeTimeout(task: AnalysisTask, options: WorkerPoolOptions, ranMs: number): Outcome<never> {
  if (ranMs < options.timeoutMs * FAIR_SHARE_OF_DEADLINE) {
    return busy(`the service is busy: analysing ${task.finalUrl} (${task.operation}) did not finish in the ${options.timeoutMs} ms allowed, ${Math.round(options.timeoutMs - ranMs)} ms of which went to waiting for a worker; try again shortly.`);
  }
  return fail('page_too_complex', `analysing ${task.finalUrl} took longer than the ${options.timeoutMs} ms allowed (${task.operation}). ${PAGE_TOO_COMPLEX_HINT}`);
}

function describeRejection(error: unknown, task: AnalysisTask, options: WorkerPoolOptions): Outcome<never> {
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return fail('page_too_complex', `analysing ${task.finalUrl} needed more than the ${options.heapMb} MB of memory allowed (${task.operation}). ${PAGE_TOO_COMPLEX_HINT}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return fail('internal_error', `the analysis worker failed on ${task.finalUrl}: ${message}`);
}

/**
 * Parse and analysis on worker threads, so the event loop keeps answering while pages are
 * analysed. Each analysis has one deadline, from the moment it asks for a worker: past it,
 * piscina terminates that worker (and starts another) and the call answers 422 page_too_complex
 * when the page had the worker for (nearly) all of it — as it does when the worker runs out of
 * heap — and 503 unavailable when waiting for a worker ate into it. At most `threads` tasks run
 * and `queue` wait; past that a call answers 503 unavailable at once. So every call answers
 * within the deadline, whatever the load.
 */
export function createWorkerPool(options: WorkerPoolOptions): AnalysisRunner {
  // Admission lets at most threads + queue analyses in at once: a slot for each.
  const pickups = createPickupTimes(options.threads + options.queue);
  const workerData: WorkerData = { pickups: pickups.shared };
  const pool = new Piscina<WorkerRequest, Outcome<TaskResult<Operation>>>({
    filename: options.workerModule ?? workerEntry(),
    // Threads start with the first analyses and stop after 30 s without one: a service at rest
    // holds none (each holds the memory of the analysers it has loaded).
    minThreads: options.warm ? options.threads : 0,
    maxThreads: options.threads,
    idleTimeout: IDLE_THREAD_MS,
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    workerData,
  });
  // piscina emits 'error' for a worker's answer to a task it no longer holds (aborted at its deadline
  // just as the worker finished, or the pool closing with a task in flight); with no listener that
  // event would throw and end the process. The caller already has its answer: the late one is dropped.
  pool.on('error', () => undefined);
  const admission = createAdmission({ running: options.threads, waiting: options.queue });
  let closed = false;

  /** Runs `task` on a worker, stopping it `deadline` (performance.now() ms) at the latest. */
  async function runOnWorker<O extends Operation>(task: AnalysisTask<O>, deadline: number): Promise<Outcome<TaskResult<O>>> {
    const controller = new AbortController();
    const pickupSlot = pickups.take();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, Math.max(0, deadline - performance.now()));
    try {
      const { body, transfer } = passable(task.body);
      const request: WorkerRequest = { task: { ...task, body }, pickupSlot };
      const outcome = await pool.run(request, { signal: controller.signal, transferList: transfer });
      return outcome as Outcome<TaskResult<O>>;
    } catch (error) {
      if (closed) return fail('unavailable', 'the service is shutting down');
      // Without a slot to read (never, within admission), the page is taken to have had the whole deadline.
      const pickedUpAt = pickupSlot === undefined ? 0 : (pickups.pickedUpAt(pickupSlot) ?? Number.POSITIVE_INFINITY);
      return timedOut ? describeTimeout(task, options, Math.max(0, sharedNow() - pickedUpAt)) : describeRejection(error, task, options);
    } finally {
      clearTimeout(timer);
      if (pickupSlot !== undefined) pickups.release(pickupSlot);
    }
  }

  return {
    async run(task) {
      if (closed) return fail('unavailable', 'the service is shutting down');
      const deadline = performance.now() + options.timeoutMs;
      if (!(await admission.enter(AbortSignal.timeout(options.timeoutMs)))) {
        return busy(`every analysis worker is busy and ${admission.waiting} pages are waiting; try again shortly.`);
      }
      try {
        return await runOnWorker(task, deadline);
      } finally {
        admission.leave();
      }
    },
    // On demand (the default) there is nothing to warm: threads and analysers start with the work
    // that needs them. Warm: one small page per thread, so each has started and loaded the parser.
    async warmUp() {
      if (!options.warm) return;
      const page = { operation: 'preview' as const, options: {}, inputs: {}, charset: 'utf-8', contentType: 'text/html', finalUrl: 'http://warm-up.invalid/', headers: {}, setCookies: [] };
      await Promise.all(Array.from({ length: options.threads }, () => runOnWorker({ ...page, body: new TextEncoder().encode('<title>warm</title>') }, performance.now() + WARM_UP_MS)));
    },
    stats: () => ({ workers: pool.threads.length, running: admission.running, waiting: admission.waiting }),
    async close() {
      closed = true;
      await pool.destroy();
    },
  };
}
