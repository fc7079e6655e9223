import { Type, type Static } from 'typebox';

const Open = { additionalProperties: true };

/** The AEO answer (docs/reference/api.md#aeo). */
export const AeoResult = Type.Object({
  url: Type.String(),
  auditSteps: Type.Array(Type.Object({
    step: Type.String(),
    score: Type.Number(),
    details: Type.Object({}, { ...Open, description: 'The fields the step reports (see docs/aeo-rules.md); Technical Signals adds ai_crawlers, robots_txt, llms_txt, indexable, snippets_allowed' }),
    error: Type.Optional(Type.String({ description: 'Present only when this step could not be evaluated' })),
  }), { minItems: 7, maxItems: 7 }),
  totalScore: Type.Number({ minimum: 0, maximum: 100 }),
  grade: Type.String({ description: 'A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, F below' }),
  timestamp: Type.String({ format: 'date-time' }),
}, { $id: 'AeoResult' });
export type AeoResult = Static<typeof AeoResult>;

/** What the AEO analyser finds: the result without what the service adds (each step's details are typed precisely by the step). */
export type AeoFields = Omit<AeoResult, 'url' | 'timestamp'>;
