import { Type, type Static } from 'typebox';

const Section = Type.Object({ level: Type.Integer(), title: Type.String(), snippet: Type.Optional(Type.String()), subsections: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))) }, { additionalProperties: true });

/** The outline answer (docs/reference/api.md#outline), plus where the sections came from and which engine answered. */
export const OutlineResult = Type.Object({
  url: Type.String(),
  title: Type.String(),
  outlined_at: Type.String({ format: 'date-time' }),
  outline: Type.Object({ sections: Type.Array(Section) }),
  metadata: Type.Object({ estimated_read_time: Type.Integer(), max_depth: Type.Integer(), total_sections: Type.Integer(), word_count: Type.Integer() }),
  source: Type.String({ description: 'headings, content-segments (a page without usable headings) or model' }),
  engine: Type.String({ description: '"builtin", or "llm:<model>" when the configured model answered' }),
}, { $id: 'OutlineResult' });
/** Sections nest: the schema leaves subsections open (a JSON schema reference cycle would cost the serialiser), the type does not. */
export type OutlineResult = Omit<Static<typeof OutlineResult>, 'outline'> & { outline: { sections: OutlineSection[] } };

/** A section as the outline builder makes it: the schema's section, with subsections of the same shape. */
export type OutlineSection = Omit<Static<typeof Section>, 'subsections'> & { subsections?: OutlineSection[] };

/** What the outline builder finds: the result without what the service adds. */
export type OutlineFields = Omit<OutlineResult, 'url' | 'outlined_at' | 'engine' | 'outline' | 'source'> & {
  outline: { sections: OutlineSection[] };
  source: 'headings' | 'content-segments';
};
