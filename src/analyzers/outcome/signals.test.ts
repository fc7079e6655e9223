import { describe, expect, it } from 'vitest';
import { classify, page, respond, verdictOf } from './fixtures/test-support.js';
import { redirectedToConsent, redirectedToLogin, redirectedToNotFound } from './url-signals.js';

const ORDINARY = page('Spring notes | Example', '<article><h1>Spring notes</h1><p>The first tomatoes went in on Saturday.</p></article>');
const challengeBy = (vendor: string) => ({ ok: false, reason: 'challenge', detail: `the site answered a bot check (${vendor}) instead of the page` });

describe('challenge headers', () => {
  it.each([
    ['cf-mitigated: challenge, on a 403', 403, { 'cf-mitigated': 'challenge' }, 'Cloudflare'],
    ['cf-mitigated: challenge, whatever the status', 200, { 'cf-mitigated': 'challenge' }, 'Cloudflare'],
    ['x-amzn-waf-action: challenge (AWS WAF answers 202)', 202, { 'x-amzn-waf-action': 'challenge' }, 'AWS WAF'],
    ['x-amzn-waf-action: captcha', 405, { 'x-amzn-waf-action': 'captcha' }, 'AWS WAF'],
    ['x-vercel-mitigated: challenge', 429, { 'x-vercel-mitigated': 'challenge' }, 'Vercel'],
    ['x-datadome on a 403', 403, { 'x-datadome': 'protected' }, 'DataDome'],
    ['x-dd-b on a 429', 429, { 'x-dd-b': '1' }, 'DataDome'],
    ['x-sucuri-block on a 403', 403, { 'x-sucuri-block': 'BL005' }, 'Sucuri'],
    ['x-sucuri-id on a 403', 403, { 'x-sucuri-id': '11005' }, 'Sucuri'],
    ['server: AkamaiGHost on a 403', 403, { server: 'AkamaiGHost' }, 'Akamai'],
    ['x-iinfo on a 403', 403, { 'x-iinfo': '9-12345678-0 0NNN RT(1718035129000 0) q(0 -1 -1 -1) r(0 -1)' }, 'Imperva'],
    ['x-cdn: Imperva on a 403', 403, { 'x-cdn': 'Imperva' }, 'Imperva'],
    ['a _pxhd cookie on a 403', 403, { 'set-cookie': '_pxhd=abc123:def456; Expires=Sat, 01 Jun 2030 00:00:00 GMT; path=/;' }, 'PerimeterX'],
    ['x-kpsdk-ct on a 429', 429, { 'x-kpsdk-ct': '0a1b2c3d' }, 'Kasada'],
    ['server: ddos-guard on a 403', 403, { server: 'ddos-guard' }, 'DDoS-Guard'],
  ])('%s', (_label, status, headers, vendor) => {
    expect(classify(respond(ORDINARY, { status, headers }))).toEqual({ verdict: challengeBy(vendor), parses: 0 });
  });

  it.each([
    ['x-datadome on a 200', 200, { 'x-datadome': 'protected' }],
    ['x-sucuri-id on a 200', 200, { 'x-sucuri-id': '11005' }],
    ['a _pxhd cookie on a 200', 200, { 'set-cookie': '_pxhd=abc123:def456; path=/;' }],
    ['server: AkamaiGHost on a 200', 200, { server: 'AkamaiGHost' }],
    ['server: cloudflare on a 200', 200, { server: 'cloudflare' }],
  ])('a protected site\'s ordinary page stays ok: %s', (_label, status, headers) => {
    expect(verdictOf(respond(ORDINARY, { status, headers }))).toEqual({ ok: true });
  });

  it('a header that marks every response of a site does not turn a 503 passed on from the site into a challenge', () => {
    expect(verdictOf(respond(page('503 Service Unavailable', '<h1>Service Unavailable</h1>'), { status: 503, headers: { 'x-sucuri-id': '11005', 'x-iinfo': '9-1' } }))).toEqual({
      ok: false, reason: 'http_error', detail: 'the site answered with an error (HTTP 503)',
    });
  });

  it('a header that marks every response of a site does not turn its 404 into a challenge', () => {
    expect(verdictOf(respond(ORDINARY, { status: 404, headers: { 'x-datadome': 'protected' } }))).toEqual({
      ok: false, reason: 'not_found', detail: 'the site says this page does not exist (HTTP 404)',
    });
  });
});

describe('status with the body', () => {
  const waiting = page('Just a moment...', '<p>Please wait while we check your connection.</p>');

  it('server: cloudflare with a plain "Forbidden" body is an http_error', () => {
    expect(verdictOf(respond(page('403 Forbidden', '<h1>Forbidden</h1>'), { status: 403, headers: { server: 'cloudflare' } }))).toEqual({
      ok: false, reason: 'http_error', detail: 'the site answered with an error (HTTP 403)',
    });
  });

  it('server: cloudflare with a waiting title (a hint) on a 503 is a Cloudflare challenge', () => {
    expect(verdictOf(respond(waiting, { status: 503, headers: { server: 'cloudflare' } }))).toEqual(challengeBy('Cloudflare'));
  });

  it('the same waiting page on a 200 is not refused: a hint counts only on an error status', () => {
    expect(verdictOf(respond(waiting))).toEqual({ ok: true });
  });

  it('a 404 carrying a WAF\'s resource script (a hint) is a 404', () => {
    const html = page('Page not found', '<script src="/_Incapsula_Resource?SWJIYLWA=719d34d31c8e3a6e6fffd425f7e032f3"></script><p>Nothing here.</p>');
    expect(verdictOf(respond(html, { status: 404 }))).toEqual({
      ok: false, reason: 'not_found', detail: 'the site says this page does not exist (HTTP 404)',
    });
  });

  it('a 404 that is a vendor\'s bot check (sure markup, little else) is a challenge', () => {
    const html = page('Just a moment...', '<script>window._cf_chl_opt={cType:"managed"};</script>');
    expect(verdictOf(respond(html, { status: 404 }))).toEqual(challengeBy('Cloudflare'));
  });

  it('a 403 that is only a sign-in form is a login wall', () => {
    const html = page('Sign in', '<form><input name="user"><input type="password" name="pass"><button>Sign in</button></form>');
    expect(verdictOf(respond(html, { status: 403 }))).toEqual({
      ok: false, reason: 'login_wall', detail: 'the site answered a sign-in form instead of the page',
    });
  });
});

describe('redirects to a sign-in page', () => {
  const asked = 'https://www.example.com/events/312/';
  it.each([
    'https://www.example.com/login',
    'https://www.example.com/login/?next=/events/312/',
    'https://www.example.com/signin?return_to=%2Fevents%2F312%2F',
    'https://www.example.com/sign-in',
    'https://www.example.com/users/sign_in',
    'https://www.example.com/accounts/login/?next=/events/312/',
    'https://www.example.com/auth/',
    'https://www.example.com/wp-login.php?redirect_to=https%3A%2F%2Fwww.example.com%2Fevents%2F312%2F',
    'https://www.example.com/index.php?title=Special:UserLogin&returnto=Events',
    'https://www.linkedin.com/authwall?trk=gf&sessionRedirect=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fsomeone',
    'https://accounts.google.com/ServiceLogin?continue=https://www.example.com/events/312/',
    'https://login.example.com/?service=events',
    'https://www.example.com/p/312/login/',
  ])('%s', (finalUrl) => {
    expect(redirectedToLogin(asked, finalUrl, '')).toBe(true);
  });

  it('a return-to parameter pointing back at the page counts when the page is a sign-in form', () => {
    const form = '<form><input type="password" name="pw"></form>';
    expect(redirectedToLogin(asked, 'https://www.example.com/gate?next=/events/312/', form)).toBe(true);
    expect(redirectedToLogin(asked, 'https://www.example.com/gate?next=/events/312/', '<p>Choose your region</p>')).toBe(false);
  });

  it.each([
    ['no redirect', asked],
    ['only the scheme and a trailing slash changed', 'http://example.com/events/312'],
    ['an author page, not /auth', 'https://www.example.com/author/jane/'],
    ['a post about logins', 'https://www.example.com/blog/login-tips/'],
  ])('not a sign-in redirect: %s', (_label, finalUrl) => {
    expect(redirectedToLogin(asked, finalUrl, '')).toBe(false);
  });

  it('asking for a login page and getting it is not a wall', () => {
    expect(redirectedToLogin('https://www.example.com/login', 'https://www.example.com/login/?lang=en', '')).toBe(false);
  });
});

describe('redirects to a consent host', () => {
  it.each([
    ['https://www.google.com/maps/place/x', 'https://consent.google.com/ml?continue=https://www.google.com/maps/place/x', 'consent.google.com'],
    ['https://www.google.es/search?q=x', 'https://consent.google.es/ml?continue=https://www.google.es/search?q%3Dx', 'consent.google.es'],
    ['https://www.youtube.com/watch?v=x', 'https://consent.youtube.com/m?continue=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dx', 'consent.youtube.com'],
    ['https://news.yahoo.com/story', 'https://consent.yahoo.com/v2/collectConsent?sessionId=3_cc-session_x', 'consent.yahoo.com'],
    ['https://www.aol.com/news/x', 'https://guce.aol.com/consent?brandType=nonEu', 'guce.aol.com'],
    ['https://www.volkskrant.nl/x', 'https://myprivacy.dpgmedia.nl/consent?siteKey=x', 'myprivacy.dpgmedia.nl'],
  ])('%s → %s', (requested, final, host) => {
    expect(redirectedToConsent(requested, final)).toBe(host);
  });

  it('asking for the consent host itself is not a wall', () => {
    expect(redirectedToConsent('https://consent.google.com/', 'https://consent.google.com/ml')).toBeUndefined();
  });
});

describe('redirects to a not-found page', () => {
  const asked = 'https://www.example.com/products/blue-kettle';
  it.each([
    'https://www.example.com/404',
    'https://www.example.com/404.html',
    'https://www.example.com/not-found/',
    'https://www.example.com/page-not-found',
    'https://www.example.com/errors/error-404.aspx',
    'https://www.example.com/Error/NotFound?aspxerrorpath=/products/blue-kettle',
  ])('%s', (finalUrl) => {
    expect(redirectedToNotFound(asked, finalUrl)).toBe(true);
  });

  it.each([
    ['no redirect', asked],
    ['a product whose name ends in 404', 'https://www.example.com/products/model-404-kettle'],
    ['the home page', 'https://www.example.com/'],
  ])('not a not-found redirect: %s', (_label, finalUrl) => {
    expect(redirectedToNotFound(asked, finalUrl)).toBe(false);
  });

  it('asking for the not-found page itself is not a redirect to it', () => {
    expect(redirectedToNotFound('https://www.example.com/404', 'https://www.example.com/404.html')).toBe(false);
  });

  it('is a not_found verdict without parsing', () => {
    expect(classify(respond(ORDINARY, { finalUrl: 'https://www.example.com/404.html' }))).toEqual({
      verdict: { ok: false, reason: 'not_found', detail: 'the site redirected to its not-found page (which answered HTTP 200)' }, parses: 0,
    });
  });
});
