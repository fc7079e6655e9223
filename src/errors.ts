/**
 * The one error vocabulary (docs/reference/errors.md#error-codes). Every failure the service reports has a
 * stable code here; `renderProblem` is the only place a problem+json body is made.
 */

export const ERROR_REGISTRY = {
  invalid_url: { status: 400, title: 'Invalid URL', when: 'url missing, empty, not a parseable absolute URL, or longer than 8,192 characters (also per batch item)' },
  invalid_parameter: { status: 400, title: 'Invalid parameter', when: 'any other parameter or body field out of range or of the wrong type; a query parameter given twice or in array form' },
  too_many_urls: { status: 400, title: 'Too many URLs', when: 'a batch of more than 50 URLs, or a job of more than 10,000' },
  not_a_fixture: { status: 400, title: 'Not a fixture URL', when: 'a test key with a URL outside GET /fixtures' },
  unauthorized: { status: 401, title: 'Unauthorized', when: 'key missing where required, malformed header, unknown, revoked or rotated key; /account/* without a session' },
  forbidden: { status: 403, title: 'Forbidden', when: 'the key lacks the endpoint\'s scope; a state-changing account call without a valid CSRF token' },
  not_found: { status: 404, title: 'Not found', when: 'unknown path, expired or tampered screenshot link' },
  method_not_allowed: { status: 405, title: 'Method not allowed', when: 'a known path called with a method it does not answer; the Allow header lists the methods it does' },
  conflict: { status: 409, title: 'Conflict', when: 'sign-up with an email that has an account (when no SMTP server is configured)' },
  payload_too_large: { status: 413, title: 'Payload too large', when: 'request body over 1 MB' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type', when: 'a request body that is not application/json, declares a charset other than UTF-8, or carries a Content-Encoding' },
  unsupported_content: { status: 422, title: 'Unsupported content', when: 'the URL answered with something that is not an HTML page (or, on /extract and /preview, a readable PDF), or a PDF to an endpoint that reads pages only' },
  page_too_complex: { status: 422, title: 'Page too complex', when: 'the page is too large or too deeply built to analyse within the limits (node budget, analysis deadline, worker memory)' },
  selector_not_found: { status: 422, title: 'Selector not found', when: '/screenshot with selector: no element on the page matches it, or the one that matches has no size' },
  rate_limit_exceeded: { status: 429, title: 'Rate limit exceeded', when: 'keyless daily limit for the IP reached; too many failed logins' },
  quota_exceeded: { status: 429, title: 'Quota exceeded', when: 'the key\'s monthly quota for the endpoint reached' },
  blocked_url: { status: 451, title: 'Blocked URL', when: 'non-http(s) scheme, private or reserved address (literal, resolved, or at any redirect hop), other SSRF policy' },
  internal_error: { status: 500, title: 'Internal error', when: 'never on purpose: always a bug, logged with the request id' },
  upstream_error: { status: 502, title: 'Upstream error', when: 'upstream answered 4xx/5xx, broke the connection or protocol, redirected too often or in a loop, or sent more than 10 MB' },
  unavailable: { status: 503, title: 'Unavailable', when: 'a needed component is missing or overloaded (no browser, shared store down, analysis queue full); the remedy is in detail, with Retry-After when waiting helps' },
  upstream_timeout: { status: 504, title: 'Upstream timeout', when: 'the upstream did not answer within the fetch deadline' },
} as const satisfies Record<string, { status: number; title: string; when: string }>;

export type ErrorCode = keyof typeof ERROR_REGISTRY;

/** Why the site's answer is not the page asked for (an `upstream_error`'s `reason`). */
export const UPSTREAM_REASONS = ['not_found', 'challenge', 'login_wall', 'consent_wall', 'parked', 'http_error'] as const;
export type UpstreamReason = (typeof UPSTREAM_REASONS)[number];

/** An expected failure, returned as a value rather than thrown. */
export interface Failure {
  readonly code: ErrorCode;
  readonly detail: string;
  /** Seconds after which trying again may succeed (sent as Retry-After): an overloaded pool, say. */
  readonly retryAfterSeconds?: number;
  /** upstream_error: the HTTP status the site answered, when it answered. */
  readonly upstreamStatus?: number;
  /** upstream_error: what the site answered instead of the page, when that is known. */
  readonly reason?: UpstreamReason;
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
  upstream_status?: number;
  reason?: UpstreamReason;
}

/** The failure for a site that answered an HTTP error: 404 and 410 say the page does not exist. */
export function httpErrorFailure(status: number, url: string): Failure {
  const notFound = status === 404 || status === 410;
  return {
    code: 'upstream_error',
    detail: `upstream answered ${status} for ${url}${notFound ? ': the site says this page does not exist' : ''}`,
    upstreamStatus: status,
    reason: notFound ? 'not_found' : 'http_error',
  };
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
    ...(failure.upstreamStatus === undefined ? {} : { upstream_status: failure.upstreamStatus }),
    ...(failure.reason === undefined ? {} : { reason: failure.reason }),
  };
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
