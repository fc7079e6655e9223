import type { JobWork } from './job-work.js';
import type { JobEvents } from './job-events.js';
import type { JobRecord, JobStore } from '../store/job-ports.js';

/** Runs queued jobs: in this process (the embedded default), or from a queue every instance works (queued-job-runner.ts). */
export interface JobRunner {
  /** Starts working (after a restart too); `onError` hears of a job stopped by an unexpected error (it is tried again later). */
  start(onError?: (jobId: string, error: unknown) => void): void;
  /** A job was created: queue its work. */
  submit(job: JobRecord): Promise<void>;
  /** Stops taking URLs of this job (it was cancelled). */
  cancel(id: string): void;
  /** Stops after the URLs in flight; unfinished jobs resume at the next start. */
  close(): Promise<void>;
}

export interface EmbeddedJobRunnerDeps {
  readonly store: JobStore;
  readonly work: JobWork;
  readonly events?: JobEvents;
  /** Sends the final events of settled jobs still due (at start): job-work.ts. */
  readonly resendFinalEvents?: () => Promise<void>;
}

/**
 * The embedded job runner: one job at a time, oldest first (each job's URLs several at once:
 * job-work.ts). Jobs live in the data directory, so a restart resumes the unfinished ones with
 * the URLs still pending.
 */
export function createJobRunner(deps: EmbeddedJobRunnerDeps): JobRunner {
  const cancelled = new Set<string>();
  let running: Promise<void> | undefined;
  let again = false;
  let closing = false;
  let started = false;
  let onError: ((jobId: string, error: unknown) => void) | undefined;

  async function drain(): Promise<void> {
    do {
      again = false;
      for (const job of await deps.store.unfinished()) {
        if (closing) return;
        if (cancelled.has(job.id)) continue;
        try {
          await deps.work(job, () => cancelled.has(job.id) || closing);
        } catch (error) {
          // A store failure: the job stays unfinished and is tried again at the next wake or start.
          onError?.(job.id, error);
        }
      }
    } while (again && !closing);
  }

  function wake(): void {
    if (closing || !started) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
    });
  }

  return {
    start(listener) {
      onError = listener;
      started = true;
      deps.resendFinalEvents?.().catch((error: unknown) => onError?.('(final events)', error));
      wake();
    },
    async submit() {
      wake();
    },
    cancel(id) {
      cancelled.add(id);
    },
    async close() {
      closing = true;
      await running;
      await deps.events?.close();
    },
  };
}
