import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema } from 'fastify';

function buildAjv(options: Options): Ajv {
  const ajv = new Ajv({ removeAdditional: false, useDefaults: true, allErrors: false, strict: false, ...options });
  addFormats.default(ajv);
  return ajv;
}

/**
 * Query strings and path parameters arrive as text, so their schemas coerce ("1200" → 1200,
 * "true" → true). JSON bodies are typed already and are validated strictly: `[42]` is not a
 * list of URLs.
 */
export function createValidatorCompiler() {
  // verbose: a failed value is named in the problem's detail (src/http/validation-detail.ts).
  const coercing = buildAjv({ coerceTypes: 'array', verbose: true });
  const strict = buildAjv({ coerceTypes: false, verbose: true });
  return ({ schema, httpPart }: { schema: FastifySchema; httpPart?: string }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema as object);
}
