import type { Static, TObject } from 'typebox';

/** The fields of `value` that `schema` declares: a result narrowed to a smaller shape (a batch item), named once, in its schema. */
export function pickDeclared<S extends TObject>(schema: S, value: object): Static<S> {
  const source = value as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) if (key in source) picked[key] = source[key];
  return picked as Static<S>;
}
