import type { WebhookEvent, WebhookSender, WebhookTarget } from '../webhooks/delivery.js';
import type { JobStore } from '../store/job-ports.js';

/** Webhook deliveries in flight at once, all jobs together. */
const IN_FLIGHT = 8;

export interface JobEvents {
  /** Queues one event for the job's webhook (none: nothing happens); its attempts are kept on the job. */
  send(jobId: string, target: WebhookTarget | undefined, event: WebhookEvent): void;
  /** Stops retrying and waits for the tries in flight. */
  close(): Promise<void>;
}

/**
 * A job's webhook events, delivered in the background so a slow or failing receiver never slows
 * the job: at most IN_FLIGHT at once, the rest waiting in order. Events are small (a page event
 * names its URL and outcome; the answer is read from GET /jobs/{id}/results), so the queue of a
 * 10,000-URL job stays small. Events queued when the process stops are not sent again.
 */
export function createJobEvents(sender: WebhookSender, store: JobStore): JobEvents {
  const waiting: Array<() => Promise<void>> = [];
  const running = new Set<Promise<void>>();
  const stop = new AbortController();

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
    send(jobId, target, event) {
      if (!target || stop.signal.aborted) return;
      waiting.push(async () => {
        await sender.deliver(target, event, {
          signal: stop.signal,
          onAttempt: (attempt) => store.recordAttempt(jobId, { ...attempt, type: event.type }),
        }).catch(() => undefined);
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
