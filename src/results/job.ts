import { UpstreamMembers } from './upstream.js';
import { Type, type Static } from 'typebox';
import { DeliveryAttempt } from '../webhooks/attempt.js';
import { OneOf } from './plain-kinds.js';

/** GET /jobs/{id}, and POST /jobs with 202 (docs/reference/jobs.md#job-status). */
export const JobStatus = Type.Object({
  id: Type.String(),
  kind: OneOf(['jobs', 'crawl']),
  operation: Type.String({ description: 'preview, extract, seo, aeo or stack' }),
  state: OneOf(['queued', 'running', 'completed', 'failed', 'cancelled']),
  total: Type.Integer({ description: 'URLs in the job' }),
  done: Type.Integer({ description: 'URLs finished so far, succeeded or failed' }),
  failed: Type.Integer({ description: 'Of those, the ones that failed (their results say why)' }),
  created_at: Type.String({ format: 'date-time' }),
  finished_at: Type.Optional(Type.String({ format: 'date-time' })),
  webhook: Type.Optional(Type.Object({
    url: Type.String(),
    attempts: Type.Array(Type.Object({ type: Type.String({ description: 'job.page, job.completed or job.failed' }), ...DeliveryAttempt.properties }), { description: 'The latest 50 delivery attempts, oldest first' }),
  }, { description: 'Only for a job created with a webhook (its secret is never shown)' })),
}, { $id: 'JobStatus' });
export type JobStatus = Static<typeof JobStatus>;

/** GET /jobs/{id}/results (docs/reference/jobs.md#job-results): finished URLs in the order they finished, as batch items (docs/reference/api.md#batch). */
export const JobResults = Type.Object({
  results: Type.Array(Type.Object({
    url: Type.String(),
    success: Type.Boolean(),
    data: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'The operation\'s answer: as a batch item for preview and extract, the endpoint\'s result for seo, aeo and stack' })),
    error: Type.Optional(Type.String({ description: '"<code>: <detail>"' })),
    ...UpstreamMembers,
  })),
  next_cursor: Type.Optional(Type.String({ description: 'Pass as cursor= for the next page; absent on the last page of a finished job' })),
}, { $id: 'JobResults' });
export type JobResults = Static<typeof JobResults>;
