import { preload, runTask } from './task-registry.js';
import type { AnalysisRunner } from './task-types.js';

/**
 * Runs each analysis on the calling thread, with no deadline: for one-shot CLI commands (a pool
 * would only add start-up time) and as the single-thread baseline of the benchmark.
 */
export function createInlineRunner(): AnalysisRunner {
  return {
    run: (task) => runTask(task),
    warmUp: () => preload(['stack']),
    stats: () => ({ workers: 0, running: 0, waiting: 0 }),
    close: async () => {},
  };
}
