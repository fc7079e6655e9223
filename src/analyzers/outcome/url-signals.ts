/**
 * Walls a site reaches by redirecting: to its sign-in page, or to a consent host.
 * A redirect only counts when the page asked for was not itself such a page.
 */

/** Path segments of sign-in pages: /login, /signin, /sign-in, /accounts/login, /auth, LinkedIn's /authwall, wp-login.php, Google's ServiceLogin. */
const LOGIN_PATH = /(?:^|\/)(?:log-?in|log_in|logon|sign-?in|sign_in|signon|servicelogin|userlogin|authwall|auth|authenticate|oauth2?\/authorize|wp-login\.php|session\/new)(?:[/.;]|$)/i;
/** Sign-in pages addressed by their query: MediaWiki's Special:UserLogin, ?action=login. */
const LOGIN_QUERY = /[?&](?:title=special(?::|%3a)userlogin|action=login)(?:&|$)/i;
/** Sign-in hosts: login.example.com, accounts.example.com, sso.…, auth.…, id.… */
const LOGIN_HOST = /^(?:login|signin|auth|sso|accounts?|id|idp)\./i;
/** Query parameters that carry where to go back after signing in (…?next=/the/page). */
const RETURN_PARAM = /^(?:next|return_?to|return_?url|redirect_?to|redirect_?uri|redirect|continue|destination|goto|came_from|back_?url)$/i;
/** A password field: what makes a page with a return-to parameter a sign-in form. */
export const PASSWORD_FIELD = /<input\b[^>]*\btype\s*=\s*["']?password\b/i;

/** Error pages sites redirect to: /404, /404.html, /not-found, /page-not-found, ASP.NET's ?aspxerrorpath=. */
const NOT_FOUND_PATH = /(?:^|\/)(?:404|410|not[-_]?found|page[-_]?not[-_]?found|error[-_]?404|404[-_]?error)(?:\.(?:html?|php|aspx?))?\/?$/i;
const NOT_FOUND_QUERY = /[?&]aspxerrorpath=/i;

/** Consent interstitials' hosts: Google's and YouTube's, Yahoo's and AOL's, DPG Media's. */
const CONSENT_HOST = /^(?:consent\.(?:google|youtube)\.[a-z.]+|(?:consent|guce)\.(?:yahoo|aol)\.com|myprivacy\.dpgmedia\.(?:nl|be))$/i;

function parse(url: string): URL | undefined {
  return URL.canParse(url) ? new URL(url) : undefined;
}

function isLoginLocation(url: URL): boolean {
  return LOGIN_PATH.test(url.pathname) || LOGIN_QUERY.test(url.search);
}

function movedTo(requested: URL, final: URL): boolean {
  const strip = (url: URL): string => `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}`;
  return strip(requested) !== strip(final);
}

function carriesReturnTo(final: URL, requested: URL): boolean {
  if (requested.pathname.length <= 1) return false;
  return [...final.searchParams].some(([name, value]) => RETURN_PARAM.test(name) && value.includes(requested.pathname));
}

/** Whether the URL asked for is itself a sign-in page (then a sign-in form is the page asked for). */
export function asksForLogin(requestedUrl: string): boolean {
  const requested = parse(requestedUrl);
  return requested !== undefined && (isLoginLocation(requested) || LOGIN_HOST.test(requested.hostname));
}

/** Whether the request was redirected to a sign-in page (and did not ask for one). */
export function redirectedToLogin(requestedUrl: string, finalUrl: string, html: string): boolean {
  const requested = parse(requestedUrl);
  const final = parse(finalUrl);
  if (requested === undefined || final === undefined || !movedTo(requested, final)) return false;
  if (asksForLogin(requestedUrl)) return false;
  if (isLoginLocation(final)) return true;
  if (LOGIN_HOST.test(final.hostname) && final.hostname !== requested.hostname) return true;
  return carriesReturnTo(final, requested) && PASSWORD_FIELD.test(html);
}

/** The consent host the request was redirected to, if any. */
export function redirectedToConsent(requestedUrl: string, finalUrl: string): string | undefined {
  const requested = parse(requestedUrl);
  const final = parse(finalUrl);
  if (requested === undefined || final === undefined) return undefined;
  if (!CONSENT_HOST.test(final.hostname) || CONSENT_HOST.test(requested.hostname)) return undefined;
  return final.hostname;
}

/** Whether the request was redirected to the site's not-found page (and did not ask for it). */
export function redirectedToNotFound(requestedUrl: string, finalUrl: string): boolean {
  const requested = parse(requestedUrl);
  const final = parse(finalUrl);
  if (requested === undefined || final === undefined || !movedTo(requested, final)) return false;
  const isNotFound = (url: URL): boolean => NOT_FOUND_PATH.test(url.pathname) || NOT_FOUND_QUERY.test(url.search);
  return isNotFound(final) && !isNotFound(requested);
}
