import { Type, type Static } from 'typebox';

/** One try at delivering a webhook, as a job shows it (GET /jobs/{id}). */
export const DeliveryAttempt = Type.Object({
  attempt: Type.Integer({ minimum: 1, description: '1 for the first try' }),
  at: Type.String({ format: 'date-time', description: 'when the try started' }),
  status: Type.Optional(Type.Integer({ description: 'the receiver\'s HTTP status, when it answered' })),
  error: Type.Optional(Type.String({ description: 'why the try failed: "receiver answered 500", "blocked_url: …", "upstream_timeout: …"' })),
  duration_ms: Type.Integer({ minimum: 0 }),
});
export type DeliveryAttempt = Static<typeof DeliveryAttempt>;
