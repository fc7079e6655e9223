import { Type } from 'typebox';
import { ERROR_REGISTRY, type ErrorCode } from '../errors.js';
import { OneOf } from '../results/plain-kinds.js';

export const ProblemSchema = Type.Object(
  {
    type: Type.String({ examples: ['/docs/errors#blocked_url'] }),
    title: Type.String(),
    status: Type.Integer(),
    code: OneOf(Object.keys(ERROR_REGISTRY) as ErrorCode[]),
    detail: Type.String(),
    request_id: Type.String(),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details (application/problem+json).' },
);

/** `maxAge` on every page endpoint: how old a cached answer may be. */
export const MaxAgeParam = Type.Optional(Type.Integer({
  minimum: 0,
  maximum: 31_536_000,
  description: 'Seconds: a cached answer (or fetched page) older than this is not used; 0 fetches and analyses afresh. Default: anything within the cache TTL. A cached answer carries an Age header.',
}));

/** The `url` query parameter: optional in the schema so a missing one gets invalid_url, not a generic error. */
export const TargetUrlQuery = Type.Object({
  url: Type.Optional(
    Type.String({ description: 'Fully-qualified http or https URL of a public web page.', examples: ['https://example.com/'] }),
  ),
  maxAge: MaxAgeParam,
});

/** Problem responses for the OpenAPI document; bodies are rendered by `sendProblem`. */
export function problemResponses(...statuses: number[]) {
  const responses: Record<number, unknown> = {};
  for (const status of statuses) {
    const codes = Object.entries(ERROR_REGISTRY)
      .filter(([, entry]) => entry.status === status)
      .map(([code]) => code);
    responses[status] = {
      description: `Problem details; code ${codes.join(' or ')}.`,
      content: { 'application/problem+json': { schema: Type.Ref('Problem') } },
    };
  }
  return responses;
}
