import { createRequire } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { fail, type Outcome } from '../errors.js';
import { createAdmission } from './admission.js';
import type { WorkerRequest } from './analysis-worker.js';
import type { AnalysisRunner, AnalysisTask, Operation, TaskResult } from './task-types.js';

export interface WorkerPoolOptions {
  readonly threads: number;
  /** Old-generation heap limit of each worker. */
  readonly heapMb: number;
  /** Tasks waiting for a worker before new ones are turned away. */
  readonly queue: number;
  /** Deadline of one task, from the moment a worker starts it. */
  readonly timeoutMs: number;
}

/**
 * The worker's module: compiled JavaScript beside this file under dist/, or the TypeScript
 * source when running from src/ (vitest, tsx), which the worker then loads through tsx.
 */
function workerEntry(): { filename: string; execArgv?: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(fromSource ? './analysis-worker.ts' : './analysis-worker.js', import.meta.url);
  if (!fromSource) return { filename: filename.href };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: filename.href, execArgv: ['--import', tsx] };
}

/** What an overloaded pool asks callers to wait: about one analysis. */
const OVERLOAD_RETRY_AFTER_SECONDS = 2;

const PAGE_TOO_COMPLEX_HINT = 'Pagelens stops analyses that could stall the service; a smaller or simpler page will do.';

function describeRejection(error: unknown, task: AnalysisTask, options: WorkerPoolOptions, timedOut: boolean): Outcome<never> {
  if (timedOut) {
    return fail('page_too_complex', `analysing ${task.finalUrl} took longer than the ${options.timeoutMs} ms allowed (${task.operation}). ${PAGE_TOO_COMPLEX_HINT}`);
  }
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return fail('page_too_complex', `analysing ${task.finalUrl} needed more than the ${options.heapMb} MB of memory allowed (${task.operation}). ${PAGE_TOO_COMPLEX_HINT}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return fail('internal_error', `the analysis worker failed on ${task.finalUrl}: ${message}`);
}

/**
 * Parse and analysis on worker threads, so the event loop keeps answering while pages are
 * analysed. Each task has a deadline that starts when a worker picks it up: past it, piscina
 * terminates that worker (and starts another) and the call answers 422 page_too_complex, as it
 * does when the worker runs out of heap. At most `threads` tasks run and `queue` wait; past
 * that a call answers 503 unavailable at once.
 */
export function createWorkerPool(options: WorkerPoolOptions): AnalysisRunner {
  const entry = workerEntry();
  const pool = new Piscina<WorkerRequest, Outcome<TaskResult<Operation>>>({
    filename: entry.filename,
    ...(entry.execArgv ? { execArgv: entry.execArgv } : {}),
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
  });
  const admission = createAdmission({ running: options.threads, waiting: options.queue });
  let closed = false;

  async function runOnWorker<O extends Operation>(task: AnalysisTask<O>): Promise<Outcome<TaskResult<O>>> {
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    port1.once('message', () => {
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeoutMs);
    });
    try {
      const outcome = await pool.run({ task, started: port2 }, { signal: controller.signal, transferList: [port2] });
      return outcome as Outcome<TaskResult<O>>;
    } catch (error) {
      return closed ? fail('unavailable', 'the service is shutting down') : describeRejection(error, task, options, timedOut);
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  return {
    async run(task) {
      if (closed) return fail('unavailable', 'the service is shutting down');
      // Waiting longer than one analysis may take means the pool is overloaded: say so.
      if (!(await admission.enter(AbortSignal.timeout(options.timeoutMs)))) {
        return { ok: false, failure: { code: 'unavailable', detail: `every analysis worker is busy and ${admission.waiting} pages are waiting; try again shortly.`, retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS } };
      }
      try {
        return await runOnWorker(task);
      } finally {
        admission.leave();
      }
    },
    async warmUp() {
      const page = { html: '<title>warm-up</title>', finalUrl: 'http://warm-up.invalid/', headers: {}, setCookies: [] };
      await Promise.all(Array.from({ length: options.threads }, () => runOnWorker({ ...page, operation: 'preview', options: {}, inputs: {} })));
    },
    stats: () => ({ workers: options.threads, running: admission.running, waiting: admission.waiting }),
    async close() {
      closed = true;
      await pool.destroy();
    },
  };
}
