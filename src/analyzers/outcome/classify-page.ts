/**
 * Is this the page that was asked for? Status and headers first, then redirects, then the
 * marker tables. The cheap path: an ordinary 2xx page whose title, `<h1>` and raw HTML fire no
 * marker is `ok` without `page()` being called. Once a marker fires, the parsed page confirms
 * it: a wall or an error page has little content of its own (content-size.ts); a real page that
 * only mentions captchas, 404s, logins or parked domains keeps its `ok`.
 */
import type { Page } from '../../page/index.js';
import { declaresContent, hasLittleContent } from './content-size.js';
import { VERDICTS } from './details.js';
import { CHALLENGE_HEADERS, CHALLENGE_SERVERS, findHeaderSignal } from './header-signals.js';
import { confirmText, sightMarkers } from './scan-markers.js';
import type { ContentReason, Marker, PageResponse, PageVerdict } from './types.js';
import { asksForLogin, redirectedToConsent, redirectedToLogin, redirectedToNotFound } from './url-signals.js';

const OK: PageVerdict = Object.freeze({ ok: true });

/** When markers of several reasons fire on a 2xx page, the first of these that holds wins. */
const CONTENT_ORDER: readonly ContentReason[] = ['challenge', 'consent_wall', 'parked', 'login_wall', 'not_found'];

/** `page` parses the HTML on demand (memoised by the caller); call it only when cheap signals do not settle the question. */
export function classifyPage(response: PageResponse, page: () => Page): PageVerdict {
  const header = findHeaderSignal(CHALLENGE_HEADERS, response);
  if (header !== undefined) return VERDICTS.challenge(header.vendor);
  let parsed: Page | undefined;
  const once = (): Page => (parsed ??= page());
  return response.status >= 400 ? classifyError(response, once) : classifyServed(response, once);
}

/** The markers a page carries: raw sightings, with text rows confirmed on the parsed page's visible text. */
function markersOf(html: string, scope: 'sure' | 'all', page: () => Page): Marker[] {
  const sightings = sightMarkers(html, scope);
  if (sightings.toConfirm.length === 0) return [...sightings.found];
  return [...sightings.found, ...confirmText(sightings.toConfirm, page().visibleText)];
}

function challengeVendor(rows: readonly Marker[], response: PageResponse): string | undefined {
  return rows.find((row) => row.vendor !== undefined)?.vendor ?? findHeaderSignal(CHALLENGE_SERVERS, response)?.vendor;
}

/** A 4xx or 5xx answer: its status says most; the body may show a bot check or a sign-in form. */
function classifyError(response: PageResponse, page: () => Page): PageVerdict {
  const { status } = response;
  const notFound = status === 404 || status === 410;
  // A 404 is only ever re-read as a bot check, and only from a vendor's own markup: look for sure rows.
  const markers = markersOf(response.html, notFound ? 'sure' : 'all', page);
  const challenge = markers.filter((row) => row.reason === 'challenge');
  if (isBotCheck(challenge, notFound, page)) return VERDICTS.challenge(challengeVendor(challenge, response));
  if (notFound) return VERDICTS.notFoundStatus(status);
  if (status === 401) return VERDICTS.loginStatus(status);
  const login = markers.some((row) => row.reason === 'login_wall' && row.sure);
  if (status === 403 && login && !asksForLogin(response.requestedUrl) && hasLittleContent(page(), 'login_wall')) {
    return VERDICTS.loginForm();
  }
  return VERDICTS.httpError(status);
}

/**
 * Whether an error answer is a bot check. On a blocking status a vendor's own markup settles
 * it, and a hint (a captcha widget, a waiting title, "verify you are human") does when the page
 * is little else. A 404 needs a vendor's markup and little else: a 404 with a WAF's script is a 404.
 */
function isBotCheck(challenge: readonly Marker[], notFound: boolean, page: () => Page): boolean {
  if (challenge.length === 0) return false;
  const sure = challenge.some((row) => row.sure);
  if (notFound) return sure && hasLittleContent(page(), 'challenge');
  return sure || hasLittleContent(page(), 'challenge');
}

/** A 2xx (or 3xx) answer: `ok` unless a redirect or the content says otherwise. */
function classifyServed(response: PageResponse, page: () => Page): PageVerdict {
  const consentHost = redirectedToConsent(response.requestedUrl, response.finalUrl);
  if (consentHost !== undefined) return VERDICTS.consentRedirect(consentHost);
  if (redirectedToLogin(response.requestedUrl, response.finalUrl, response.html)) return VERDICTS.loginRedirect();
  if (redirectedToNotFound(response.requestedUrl, response.finalUrl)) return VERDICTS.notFoundRedirect(response.status);
  const markers = markersOf(response.html, 'sure', page);
  if (markers.length === 0) return OK;
  for (const reason of CONTENT_ORDER) {
    const rows = markers.filter((row) => row.reason === reason);
    if (rows.length === 0 || !standsForThePage(reason, response, page())) continue;
    return contentVerdict(reason, rows, response);
  }
  return OK;
}

/** Whether a page whose markers say `reason` is that and nothing more. */
function standsForThePage(reason: ContentReason, response: PageResponse, page: Page): boolean {
  if (reason === 'login_wall' && asksForLogin(response.requestedUrl)) return false;
  if (declaresContent(page)) return false;
  return hasLittleContent(page, reason);
}

function contentVerdict(reason: ContentReason, rows: readonly Marker[], response: PageResponse): PageVerdict {
  switch (reason) {
    case 'challenge': return VERDICTS.challenge(challengeVendor(rows, response));
    case 'consent_wall': return VERDICTS.consentPage(rows.find((row) => row.vendor !== undefined)?.vendor);
    case 'parked': return VERDICTS.parked();
    case 'login_wall': return VERDICTS.loginForm();
    case 'not_found': return VERDICTS.notFoundPage(response.status);
  }
}
