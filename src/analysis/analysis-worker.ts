/**
 * The entry of an analysis worker thread (piscina). A task arrives as plain data and its result
 * goes back the same way; nothing else is shared with the main thread but the pickup times.
 */
import fs from 'node:fs';
import os from 'node:os';
import { workerData } from 'piscina';
import type { Outcome } from '../errors.js';
import { stampPickup } from './pickup-times.js';
import { runTask } from './task-registry.js';
import type { AnalysisTask, Operation, TaskResult } from './task-types.js';

export interface WorkerRequest {
  readonly task: AnalysisTask;
  /**
   * The slot of the pool's pickup times (workerData.pickups) to stamp as the task starts: how long the
   * page had a worker decides page_too_complex over unavailable. Undefined: none to stamp.
   */
  readonly pickupSlot: number | undefined;
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

/** What every thread of the pool is given when it starts. */
export interface WorkerData {
  readonly pickups: SharedArrayBuffer;
}

export default function analyse(request: WorkerRequest): Promise<Outcome<TaskResult<Operation>>> {
  if (request.pickupSlot !== undefined) stampPickup((workerData as WorkerData).pickups, request.pickupSlot);
  return runTask(request.task);
}
