import { ERROR_REGISTRY, UPSTREAM_REASONS, type ErrorCode, type UpstreamReason } from '../errors.js';
import { renderErrorsPage, type ErrorCodeView, type UpstreamReasonView } from '../web/pages/errors-page.js';

/** The API guide's table of error codes (docs/guide.md), made from the registry (npm run docs:errors; a test keeps them equal). */
export function errorCodesMarkdown(): string {
  const rows = Object.entries(ERROR_REGISTRY).map(([code, e]) => `| ${e.status} | \`${code}\` | ${e.title} | ${e.when.replaceAll('|', '\\|')} |`);
  return ['| status | code | title | when |', '|---|---|---|---|', ...rows].join('\n');
}

/** What a caller does about each code: one line each, shown on GET /docs/errors. */
export const ERROR_ADVICE: Readonly<Record<ErrorCode, string>> = {
  invalid_url: 'Send an absolute http or https URL, percent-encoded, in url= (add https:// to a bare host name).',
  invalid_parameter: 'Fix the parameter the detail names: it lists the values allowed. Encode the url so its own & and # do not become parameters of ours.',
  too_many_urls: 'Split the list: at most 50 URLs per POST /batch; use POST /jobs for up to 10,000.',
  not_a_fixture: 'A test key answers only for the URLs of GET /fixtures. Use one of them, or a live key for the real web.',
  unauthorized: 'Send a valid key as Authorization: Bearer pl_live_… (or X-API-Key). A regenerated key replaces the old one: take the new text from the dashboard.',
  forbidden: 'The key lacks this endpoint: ask for access from the dashboard (Beta access). For account calls, send the X-CSRF-Token from GET /account/csrf.',
  not_found: 'Check the path against the API reference. A screenshot link expires: call /screenshot again for a fresh one.',
  method_not_allowed: 'Use one of the methods the Allow header lists.',
  conflict: 'Log in with that address instead, or reset its password.',
  payload_too_large: 'Send a body under 1 MB: fewer URLs per batch, or a job.',
  unsupported_media_type: 'Send the body as Content-Type: application/json in UTF-8, without Content-Encoding.',
  unsupported_content: 'The URL is not an HTML page (or a PDF where one is read): point it at the page itself, not a file or a feed.',
  page_too_complex: 'The page is too big to analyse in time. Try a lighter page, or /preview, which reads the head only.',
  selector_not_found: 'Check the selector against the page as a browser renders it; wait_for can wait for it to appear.',
  rate_limit_exceeded: 'Wait for Retry-After (the keyless allowance resets at midnight UTC), or use a key.',
  quota_exceeded: "The key's monthly quota for this endpoint is spent: wait for the first of the month, or ask the operator for a larger plan.",
  blocked_url: 'Pagelens fetches public addresses only. Use a public URL; an operator can allow a host with PAGELENS_ALLOW_HOSTS.',
  internal_error: 'A bug of ours: report it with the request_id. The call was not billed.',
  upstream_error: "The site did not answer with the page: see the reason below. Retrying helps only for http_error with a 5xx; the call was not billed to a key.",
  unavailable: 'Wait for Retry-After and try again; the detail says which part is missing or busy.',
  upstream_timeout: 'The site was too slow. Try again later, or lower wait_ms / drop wait_for; the call was not billed to a key.',
};

/** What each `reason` of an upstream_error means, and what to do about it. */
export const UPSTREAM_REASON_DOCS: Readonly<Record<UpstreamReason, { readonly meaning: string; readonly todo: string }>> = {
  not_found: { meaning: '404 or 410, or a 200 page that says the page does not exist (a soft 404)', todo: 'Check the URL; the page is gone or never existed.' },
  challenge: { meaning: 'a bot check, captcha or "verify you are human" interstitial', todo: 'The site refuses automated readers; retrying does not help. render=always sometimes passes a light check.' },
  login_wall: { meaning: 'a redirect to a login page, or a page that is only a login form', todo: 'The page is not public; Pagelens does not sign in.' },
  consent_wall: { meaning: 'a consent page that stands for the page and hides it', todo: 'Try render=auto or always with block_banners=true (the default): the browser dismisses many consent walls.' },
  parked: { meaning: 'a parked or for-sale domain', todo: 'The domain has no site: nothing to analyse.' },
  http_error: { meaning: 'any other 4xx or 5xx', todo: 'upstream_status says which. A 5xx may pass later; a 4xx will not.' },
};

export function errorCodeViews(): ErrorCodeView[] {
  return (Object.keys(ERROR_REGISTRY) as ErrorCode[]).map((code) => ({ code, ...ERROR_REGISTRY[code], todo: ERROR_ADVICE[code] }));
}

export function upstreamReasonViews(): UpstreamReasonView[] {
  return UPSTREAM_REASONS.map((reason) => ({ reason, ...UPSTREAM_REASON_DOCS[reason] }));
}

/** Status → the codes of that status, for the reference's answers lists. */
export function errorCodesByStatus(): Record<number, string[]> {
  const byStatus: Record<number, string[]> = {};
  for (const [code, e] of Object.entries(ERROR_REGISTRY)) (byStatus[e.status] ??= []).push(code);
  return byStatus;
}

/** GET /docs/errors: what a problem's `type` (`/docs/errors#<code>`) points at, one section per code. */
export function errorCodesHtml(): string {
  return renderErrorsPage({ csrfToken: '', codes: errorCodeViews(), reasons: upstreamReasonViews() });
}
