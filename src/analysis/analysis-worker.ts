/**
 * The entry of an analysis worker thread (piscina). A task arrives as plain data and its result
 * goes back the same way; nothing else is shared with the main thread.
 */
import type { MessagePort } from 'node:worker_threads';
import type { Outcome } from '../errors.js';
import { createTaskEnvironment, runTask } from './task-registry.js';
import type { AnalysisTask, Operation, TaskResult } from './task-types.js';

export interface WorkerRequest {
  readonly task: AnalysisTask;
  /** Told when the task starts, so its deadline counts this task's time only (not a queue or a worker's start). */
  readonly started: MessagePort;
}

function createHandler(): (request: WorkerRequest) => Outcome<TaskResult<Operation>> {
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
