import { webhookEventId, type WebhookEvent, type WebhookSender, type WebhookTarget } from '../webhooks/delivery.js';
import type { JobStore } from '../store/job-ports.js';

/** Webhook deliveries in flight at once, all jobs together. */
const IN_FLIGHT = 8;

export interface JobEvents {
  /**
   * Queues one event for the job's webhook (none: nothing happens); its attempts are kept on the job.
   * An event this process has queued or is delivering already is not queued again. `settled` runs
   * once it was delivered or its tries ran out, not when the process stops first.
   */
  send(jobId: string, target: WebhookTarget | undefined, event: WebhookEvent, settled?: () => Promise<void>): void;
  /** Stops retrying and waits for the tries in flight. */
  close(): Promise<void>;
}

/**
 * A job's webhook events, delivered in the background so a slow or failing receiver never slows
 * the job: at most IN_FLIGHT at once, the rest waiting in order. Events are small (a page event
 * names its URL and outcome; the answer is read from GET /jobs/{id}/results), so the queue of a
 * 10,000-URL job stays small. Events queued when the process stops are lost here; a job.page event
 * is marked due in the store until `settled`, and whoever takes the job's work over sends it again
 * (job-work.ts), with the same event id: delivery is at least once.
 */
export function createJobEvents(sender: WebhookSender, store: JobStore): JobEvents {
  const waiting: Array<() => Promise<void>> = [];
  const running = new Set<Promise<void>>();
  const stop = new AbortController();
  /** Ids of the events queued or being delivered. */
  const queued = new Set<string>();

  function pump(): void {
    while (running.size < IN_FLIGHT && waiting.length > 0 && !stop.signal.aborted) {
      const task = waiting.shift()!();
      running.add(task);
      void task.finally(() => {
        running.delete(task);
        pump();
      });
    }
  }

  return {
    send(jobId, target, event, settled) {
      if (!target || stop.signal.aborted) return;
      const id = webhookEventId(event);
      if (queued.has(id)) return;
      queued.add(id);
      waiting.push(async () => {
        try {
          await sender.deliver(target, event, {
            signal: stop.signal,
            onAttempt: (attempt) => store.recordAttempt(jobId, { ...attempt, type: event.type }),
          });
          // Delivered, or its tries used up; stopped by the process closing, it stays due.
          if (!stop.signal.aborted) await settled?.();
        } catch {
          // A store write that failed: the event stays due, and is sent again with the job's work.
        } finally {
          queued.delete(id);
        }
      });
      pump();
    },
    async close() {
      stop.abort();
      waiting.length = 0;
      await Promise.allSettled([...running]);
    },
  };
}
