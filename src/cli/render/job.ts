import type { JobStatus } from '../../results/job.js';
import { count, fieldLines, joinLines } from './layout.js';
import type { RenderOptions, StyleName } from './style.js';

const STATE_STYLE: Readonly<Record<string, StyleName>> = { completed: 'green', failed: 'red', cancelled: 'yellow', running: 'cyan', queued: 'dim' };

/** The latest delivery of a job's webhook: "3 deliveries, last job.page 200 (12 ms)". */
function webhookText(webhook: NonNullable<JobStatus['webhook']>): string {
  const last = webhook.attempts.at(-1);
  if (last === undefined) return `${webhook.url}\nno deliveries yet`;
  const outcome = last.error ?? (last.status === undefined ? 'no answer' : String(last.status));
  return `${webhook.url}\n${count(webhook.attempts.length, 'delivery attempt')}; last ${last.type}: ${outcome} (${last.duration_ms} ms)`;
}

/** `pagelens jobs status|create|cancel` on a terminal: the id and state, then progress and times. */
export function renderJobStatus(status: JobStatus, { paint }: RenderOptions): string {
  const pending = status.total - status.done;
  const progress = `${status.done.toLocaleString('en-US')} of ${count(status.total, 'URL')} done, ${status.failed.toLocaleString('en-US')} failed` +
    (pending > 0 ? `, ${pending.toLocaleString('en-US')} pending` : '');
  return joinLines([
    `${paint('bold', status.id)}  ${paint(STATE_STYLE[status.state] ?? 'bold', status.state)}`,
    '',
    ...fieldLines(
      [
        ['operation', status.operation],
        ['progress', progress],
        ['created', status.created_at],
        ['finished', status.finished_at ?? ''],
        ...(status.webhook ? [['webhook', webhookText(status.webhook)] as const] : []),
      ],
      paint,
    ),
  ]);
}
