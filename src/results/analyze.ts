import { Type, type Static } from 'typebox';

/** The analyze answer (docs/reference/api.md#analyze), plus which parts could not be computed and which engine answered. */
export const AnalyzeResult = Type.Object({
  url: Type.String(),
  analyzed_at: Type.String({ format: 'date-time' }),
  summary: Type.Object({ brief: Type.String(), detailed: Type.String(), key_points: Type.Array(Type.String()) }),
  analysis: Type.Object({
    sentiment: Type.Object({ score: Type.Number({ minimum: -1, maximum: 1 }), label: Type.String(), confidence: Type.Number({ minimum: 0, maximum: 1 }) }),
    topics: Type.Array(Type.Object({ name: Type.String(), confidence: Type.Number({ minimum: 0, maximum: 1 }), category: Type.String() })),
    entities: Type.Array(Type.Object({ name: Type.String(), type: Type.String(), confidence: Type.Number({ minimum: 0, maximum: 1 }) })),
    difficulty: Type.Object({ level: Type.String(), reading_time: Type.String(), complexity_score: Type.Number() }),
  }),
  metadata: Type.Object({ word_count: Type.Integer(), language: Type.String(), content_type: Type.String() }),
  unavailable: Type.Array(Type.String(), { description: 'Fields not computed for this page (e.g. sentiment of a language the built-in models do not cover); their values are empty placeholders' }),
  engine: Type.String(),
}, { $id: 'AnalyzeResult' });
export type AnalyzeResult = Static<typeof AnalyzeResult>;

/** What an analysis engine (built-in or a configured model) fills: the result without what the service adds. */
export type AnalyzeFields = Omit<AnalyzeResult, 'url' | 'analyzed_at' | 'engine'>;
