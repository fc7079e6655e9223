import { Type, type Static } from 'typebox';
import { OneOf } from './plain-kinds.js';

const Open = { additionalProperties: true };

const STEP_NAMES = [
  'Content Extraction', 'Direct Answers', 'Topical Authority', 'Trust & Credibility',
  'Schema/Structured Data', 'Technical Signals', 'Local SEO Signals',
] as const;

/** One thing to change (docs/reference/scoring.md#aeo-recommendations). */
const AeoRecommendation = Type.Object({
  step: OneOf(STEP_NAMES, { description: 'The step the change raises: one of the steps that apply to the page' }),
  message: Type.String({ description: 'What to change, naming what is on the page (its headings, counts, types)' }),
  impact: OneOf(['high', 'medium', 'low'], {
    description: 'From the totalScore points the change would add (the points it adds to its step ÷ the steps that apply): high ≥ 2.5, medium ≥ 1.5, low below',
  }),
});

/** The AEO answer (docs/reference/api.md#aeo). */
export const AeoResult = Type.Object({
  url: Type.String(),
  auditSteps: Type.Array(Type.Object({
    step: Type.String(),
    score: Type.Number({ description: 'The sum of the points the step\'s rules give, held to 0–100; kept even when the step does not apply' }),
    details: Type.Object({
      applicable: Type.Boolean({
        description: 'Whether the step applies to this page and counts in totalScore. Local SEO Signals applies only to a page that presents a place or a local business (LocalBusiness/Place schema, an organisation\'s or a postal address, a phone number in the content, opening hours, a map); the other six always apply',
      }),
    }, { ...Open, description: 'applicable, and the fields the step reports (see docs/aeo-rules.md); Technical Signals adds ai_crawlers, robots_txt, llms_txt, indexable, snippets_allowed' }),
    error: Type.Optional(Type.String({ description: 'Present only when this step could not be evaluated' })),
  }), { minItems: 7, maxItems: 7 }),
  totalScore: Type.Number({ minimum: 0, maximum: 100, description: 'The mean of the scores of the steps that apply (details.applicable), rounded to one decimal' }),
  grade: Type.String({ description: 'A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, F below' }),
  timestamp: Type.String({ format: 'date-time' }),
  recommendations: Type.Array(AeoRecommendation, {
    description: 'What to change, for the steps that apply only: one per rule that does not give its full points, highest impact first',
  }),
}, { $id: 'AeoResult' });
export type AeoResult = Static<typeof AeoResult>;

/** What the AEO analyser finds: the result without what the service adds (each step's details are typed precisely by the step). */
export type AeoFields = Omit<AeoResult, 'url' | 'timestamp'>;
