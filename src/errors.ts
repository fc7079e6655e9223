/**
 * The one error vocabulary (CONTRACT §4). Every failure the service reports has a
 * stable code here; `renderProblem` is the only place a problem+json body is made.
 */

export const ERROR_REGISTRY = {
  invalid_url: { status: 400, title: 'Invalid URL' },
  invalid_parameter: { status: 400, title: 'Invalid parameter' },
  too_many_urls: { status: 400, title: 'Too many URLs' },
  not_a_fixture: { status: 400, title: 'Not a fixture URL' },
  unauthorized: { status: 401, title: 'Unauthorized' },
  forbidden: { status: 403, title: 'Forbidden' },
  not_found: { status: 404, title: 'Not found' },
  conflict: { status: 409, title: 'Conflict' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  unsupported_content: { status: 422, title: 'Unsupported content' },
  page_too_complex: { status: 422, title: 'Page too complex' },
  rate_limit_exceeded: { status: 429, title: 'Rate limit exceeded' },
  quota_exceeded: { status: 429, title: 'Quota exceeded' },
  blocked_url: { status: 451, title: 'Blocked URL' },
  internal_error: { status: 500, title: 'Internal error' },
  upstream_error: { status: 502, title: 'Upstream error' },
  unavailable: { status: 503, title: 'Unavailable' },
  upstream_timeout: { status: 504, title: 'Upstream timeout' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_REGISTRY;

/** An expected failure, returned as a value rather than thrown. */
export interface Failure {
  readonly code: ErrorCode;
  readonly detail: string;
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: Failure };

export function succeed<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: ErrorCode, detail: string): Outcome<T> {
  return { ok: false, failure: { code, detail } };
}

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  code: ErrorCode;
  detail: string;
  request_id: string;
}

export function statusOf(code: ErrorCode): number {
  return ERROR_REGISTRY[code].status;
}

export function renderProblem(failure: Failure, requestId: string): ProblemDetails {
  const entry = ERROR_REGISTRY[failure.code];
  return {
    type: `/docs/errors#${failure.code}`,
    title: entry.title,
    status: entry.status,
    code: failure.code,
    detail: failure.detail,
    request_id: requestId,
  };
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
