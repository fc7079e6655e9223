/**
 * The entry of an analysis worker thread (piscina). A task arrives as plain data and its result
 * goes back the same way; nothing else is shared with the main thread.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import type { Outcome } from '../errors.js';
import { createTaskEnvironment, runTask } from './task-registry.js';
import type { AnalysisTask, Operation, TaskResult } from './task-types.js';

export interface WorkerRequest {
  readonly task: AnalysisTask;
  /** Told when the task starts, so its deadline counts this task's time only (not a queue or a worker's start). */
  readonly started: MessagePort;
}

/**
 * Workers run at a lower CPU priority than the event loop (Linux schedules threads on their own,
 * /proc/thread-self names this one), so a machine busy analysing still answers /healthz, cache
 * hits and cheap calls at once. Elsewhere this is skipped.
 */
function yieldToEventLoop(): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isSafeInteger(tid)) os.setPriority(tid, WORKER_NICENESS);
  } catch {
    // not Linux, or not allowed: run at the process' priority
  }
}

const WORKER_NICENESS = 10;


function createHandler(): (request: WorkerRequest) => Outcome<TaskResult<Operation>> {
  yieldToEventLoop();
  const env = createTaskEnvironment(true);
  return (request) => {
    request.started.postMessage(true);
    request.started.close();
    return runTask(request.task, env);
  };
}

// piscina awaits a promised default export when the worker starts, so the stack fingerprints
// compile once per worker, before its first task and outside every task's deadline.
export default Promise.resolve().then(createHandler);
