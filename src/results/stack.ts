import { Type, type Static } from 'typebox';
import { OneOf } from './plain-kinds.js';

/** The stack answer (docs/reference/api.md#stack). */
export const StackResult = Type.Object({
  url: Type.String(),
  analyzedAt: Type.String({ format: 'date-time', description: 'ISO 8601 with milliseconds' }),
  technologies: Type.Array(Type.Object({
    name: Type.String(),
    version: Type.Optional(Type.String()),
    confidence: OneOf(['high', 'medium', 'low']),
    detectedFrom: Type.Array(Type.String({ description: 'HTML, Scripts, Headers, Cookies, Meta, URL or DOM' })),
    category: Type.String(),
  })),
  server: Type.Object({ name: Type.String(), poweredBy: Type.String() }),
  cdn: Type.Array(Type.String()),
  security: Type.Object({
    score: Type.String({ description: '7 headers → A+, 6 → A, 5 → B, 4 → C, 3 → D, 2 or fewer → F' }),
    headers: Type.Array(Type.String()),
    missingHeaders: Type.Array(Type.String()),
  }),
  stylesheets: Type.Optional(Type.Array(Type.String(), { description: 'Absolute stylesheet URLs, with includeCss=true' })),
}, { $id: 'StackResult' });
export type StackResult = Static<typeof StackResult>;

/** What the stack detector finds: the result without what the service adds. */
export type StackFields = Omit<StackResult, 'url' | 'analyzedAt'>;
export type DetectedTechnology = StackResult['technologies'][number];
