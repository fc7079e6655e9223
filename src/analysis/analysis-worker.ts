/**
 * The entry of an analysis worker thread (piscina). A task arrives as plain data and its result
 * goes back the same way; nothing else is shared with the main thread.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import type { Outcome } from '../errors.js';
import { runTask } from './task-registry.js';
import type { AnalysisTask, Operation, TaskResult } from './task-types.js';

export interface WorkerRequest {
  readonly task: AnalysisTask;
  /** Told when the task starts: how long the page had a worker decides page_too_complex over unavailable. */
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

yieldToEventLoop();

export default function analyse(request: WorkerRequest): Promise<Outcome<TaskResult<Operation>>> {
  request.started.postMessage(true);
  request.started.close();
  return runTask(request.task);
}
