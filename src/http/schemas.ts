import { Type, type TSchema } from 'typebox';
import { OPERATIONS, type Scope } from '../domain/operations.js';
import { ERROR_REGISTRY, type ErrorCode } from '../errors.js';
import { UpstreamMembers } from '../results/upstream.js';
import { OneOf } from '../results/plain-kinds.js';
import { RENDER_MODES } from '../domain/render.js';
import { SELECTOR_MAX_CHARS, WAIT_MS_MAX } from '../screenshot/page-options.js';

export const ProblemSchema = Type.Object(
  {
    type: Type.String({ examples: ['/docs/errors#blocked_url'] }),
    title: Type.String(),
    status: Type.Integer(),
    code: OneOf(Object.keys(ERROR_REGISTRY) as ErrorCode[]),
    detail: Type.String(),
    request_id: Type.String(),
    ...UpstreamMembers,
  },
  { $id: 'Problem', description: 'RFC 9457 problem details (application/problem+json).' },
);

/** `maxAge` on every page endpoint: how old a cached answer may be. */
export const MaxAgeParam = Type.Optional(Type.Integer({
  minimum: 0,
  maximum: 31_536_000,
  description: 'Seconds: a cached answer (or fetched page) older than this is not used; 0 fetches and analyses afresh. Default: anything within the cache TTL. A cached answer carries an Age header.',
}));

/** `render` on every page endpoint: when the page is opened in the browser (X-Render says which answered). */
export const RenderParam = Type.Optional(OneOf(RENDER_MODES, {
  default: 'auto',
  description: 'auto (default): the page is opened in the browser only when its static HTML is an app shell (it runs scripts and its main content has fewer than 25 words); always: opened in the browser; never: the static HTML only. X-Render says which answered (static or browser).',
}));

/** What a page opened in the browser is given (render=always, or an app shell under auto). */
export const RenderedPageParams = {
  wait_for: Type.Optional(Type.String({ minLength: 1, maxLength: SELECTOR_MAX_CHARS, description: 'When the page is rendered: wait until an element matching this CSS selector is present, within the page\'s deadline (else 504 upstream_timeout)' })),
  wait_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: WAIT_MS_MAX, description: 'When the page is rendered: milliseconds to wait after it settled (0–10000), cut at its deadline' })),
  block_banners: Type.Optional(Type.Boolean({ default: true, description: 'When the page is rendered: true (default) dismisses or hides cookie and consent banners; false reads the page as served' })),
};

/** The `url` query parameter: optional in the schema so a missing one gets invalid_url, not a generic error. */
export const TargetUrlQuery = Type.Object({
  url: Type.Optional(
    Type.String({ description: 'Fully-qualified http or https URL of a public web page.', examples: ['https://example.com/'] }),
  ),
  maxAge: MaxAgeParam,
  render: RenderParam,
  ...RenderedPageParams,
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

/** The statuses a page endpoint may answer besides 200. */
export const PAGE_PROBLEMS = [400, 401, 403, 422, 429, 451, 502, 504] as const;

/** Who may call an operation, from the catalogue: keyless too, or with a key only. */
export function securityOf(operation: Scope) {
  const keyed = [{ bearer: [] }, { apiKey: [] }];
  return OPERATIONS[operation].keyRequired ? keyed : [{}, ...keyed];
}

/**
 * The schema of a page operation's route: its answer (`<Name>Result`), its problems and who may
 * call it, read from the operations catalogue; the route gives its summary and query.
 */
export function pageRouteSchema<Q extends TSchema>(operation: Scope, route: { readonly summary: string; readonly description?: string; readonly querystring: Q; readonly problems?: readonly number[] }) {
  return {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: ['endpoints'],
    // A parameter the route does not take is refused: most often the tail of a page URL whose & was not encoded.
    querystring: { ...route.querystring, additionalProperties: false } as Q,
    response: { 200: Type.Ref(`${operation[0]!.toUpperCase()}${operation.slice(1)}Result`), ...problemResponses(...(route.problems ?? PAGE_PROBLEMS)) },
    security: securityOf(operation),
  };
}
