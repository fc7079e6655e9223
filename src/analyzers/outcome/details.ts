/** The verdicts' `detail`: one plain sentence for the API user per way a page can fail. */
import type { OutcomeReason, PageVerdict } from './types.js';

function refuse(reason: OutcomeReason, detail: string): PageVerdict {
  return { ok: false, reason, detail };
}

const by = (vendor: string | undefined): string => (vendor === undefined ? '' : ` (${vendor})`);

export const VERDICTS = {
  notFoundStatus: (status: number) =>
    refuse('not_found', status === 410
      ? 'the site says this page is gone (HTTP 410)'
      : `the site says this page does not exist (HTTP ${status})`),
  notFoundPage: (status: number) =>
    refuse('not_found', `the site says this page does not exist (its page says so, though it answered HTTP ${status})`),
  notFoundRedirect: (status: number) =>
    refuse('not_found', `the site redirected to its not-found page (which answered HTTP ${status})`),
  challenge: (vendor: string | undefined) =>
    refuse('challenge', `the site answered a bot check${by(vendor)} instead of the page`),
  loginRedirect: () => refuse('login_wall', 'the site redirected to its login page'),
  loginForm: () => refuse('login_wall', 'the site answered a sign-in form instead of the page'),
  loginStatus: (status: number) => refuse('login_wall', `the site requires signing in to see this page (HTTP ${status})`),
  consentRedirect: (host: string) => refuse('consent_wall', `the site redirected to a consent page (${host}) instead of the page`),
  consentPage: (vendor: string | undefined) =>
    refuse('consent_wall', `the site answered a consent page${by(vendor)} instead of the page`),
  parked: () => refuse('parked', 'the domain is parked or for sale'),
  httpError: (status: number) => refuse('http_error', `the site answered with an error (HTTP ${status})`),
} as const;
