import { describe, expect, it } from 'vitest';
import { ARTICLE_URL, classify, fixture, respond, verdictOf } from './fixtures/test-support.js';

const CLOUDFLARE = 'the site answered a bot check (Cloudflare) instead of the page';
const SOFT_404 = 'the site says this page does not exist (its page says so, though it answered HTTP 200)';
const SIGN_IN_FORM = 'the site answered a sign-in form instead of the page';
const PARKED = { ok: false, reason: 'parked', detail: 'the domain is parked or for sale' };

describe('bot checks', () => {
  it('an old Cloudflare "Just a moment..." JS challenge (503, server: cloudflare)', () => {
    const response = respond(fixture('cloudflare-js-challenge.html'), { status: 503, headers: { server: 'cloudflare' } });
    expect(verdictOf(response)).toEqual({ ok: false, reason: 'challenge', detail: CLOUDFLARE });
  });

  it('the same challenge served with 200 (its markup alone, the page being nothing else)', () => {
    expect(verdictOf(respond(fixture('cloudflare-js-challenge.html')))).toEqual({ ok: false, reason: 'challenge', detail: CLOUDFLARE });
  });

  it('a Cloudflare managed challenge with cf-mitigated: decided from the header, without parsing', () => {
    const response = respond(fixture('cloudflare-managed-challenge.html'), {
      status: 403, headers: { server: 'cloudflare', 'cf-mitigated': 'challenge' },
    });
    expect(classify(response)).toEqual({ verdict: { ok: false, reason: 'challenge', detail: CLOUDFLARE }, parses: 0 });
  });

  it('a Cloudflare managed challenge without the header: its _cf_chl_opt script on a 403', () => {
    const response = respond(fixture('cloudflare-managed-challenge.html'), { status: 403, headers: { server: 'cloudflare' } });
    expect(classify(response)).toEqual({ verdict: { ok: false, reason: 'challenge', detail: CLOUDFLARE }, parses: 0 });
  });

  it('a DataDome captcha: x-datadome on a 403, or its captcha-delivery.com script on a 200', () => {
    const detail = 'the site answered a bot check (DataDome) instead of the page';
    const html = fixture('datadome-captcha.html');
    expect(verdictOf(respond(html, { status: 403, headers: { 'x-datadome': 'protected' } }))).toEqual({ ok: false, reason: 'challenge', detail });
    expect(verdictOf(respond(html))).toEqual({ ok: false, reason: 'challenge', detail });
  });

  it('a PerimeterX "Press & Hold" block page', () => {
    const detail = 'the site answered a bot check (PerimeterX) instead of the page';
    expect(verdictOf(respond(fixture('perimeterx-block.html'), { status: 403 }))).toEqual({ ok: false, reason: 'challenge', detail });
  });

  it('a Sucuri CloudProxy JS challenge answered with 200', () => {
    const response = respond(fixture('sucuri-challenge.html'), { headers: { server: 'Sucuri/Cloudproxy' } });
    expect(verdictOf(response)).toEqual({ ok: false, reason: 'challenge', detail: 'the site answered a bot check (Sucuri) instead of the page' });
  });

  it('an Akamai edge denial ("Reference #18.…") on a 403', () => {
    const detail = 'the site answered a bot check (Akamai) instead of the page';
    expect(verdictOf(respond(fixture('akamai-access-denied.html'), { status: 403 }))).toEqual({ ok: false, reason: 'challenge', detail });
  });

  it('a captcha widget as the only content of a 429 is a bot check; the same page on a 200 is not refused', () => {
    const html = fixture('recaptcha-interstitial.html');
    expect(verdictOf(respond(html, { status: 429 }))).toEqual({
      ok: false, reason: 'challenge', detail: 'the site answered a bot check instead of the page',
    });
    expect(verdictOf(respond(html))).toEqual({ ok: true });
  });
});

describe('pages that do not exist', () => {
  it('a 404 is not_found from its status, without parsing', () => {
    expect(classify(respond(fixture('nginx-404.html'), { status: 404 }))).toEqual({
      verdict: { ok: false, reason: 'not_found', detail: 'the site says this page does not exist (HTTP 404)' }, parses: 0,
    });
  });

  it('a 410 is not_found: gone', () => {
    expect(verdictOf(respond('', { status: 410, contentType: 'application/json' }))).toEqual({
      ok: false, reason: 'not_found', detail: 'the site says this page is gone (HTTP 410)',
    });
  });

  it('a soft 404 in German: "Seite nicht gefunden" title, a search box and menus', () => {
    expect(verdictOf(respond(fixture('soft-404-de.html')))).toEqual({ ok: false, reason: 'not_found', detail: SOFT_404 });
  });

  it('a soft 404 in Japanese: "お探しのページは見つかりませんでした"', () => {
    expect(verdictOf(respond(fixture('soft-404-ja.html')))).toEqual({ ok: false, reason: 'not_found', detail: SOFT_404 });
  });

  it('a blog answering 200 with "Sorry, the page you were looking for in this blog does not exist."', () => {
    expect(verdictOf(respond(fixture('soft-404-blog.html')))).toEqual({ ok: false, reason: 'not_found', detail: SOFT_404 });
  });

  it('a bare "404 Not Found" page answered with 200', () => {
    expect(verdictOf(respond(fixture('nginx-404.html')))).toEqual({ ok: false, reason: 'not_found', detail: SOFT_404 });
  });
});

describe('login walls', () => {
  it('a redirect to /login/?next=… is a login wall, decided without parsing', () => {
    const response = respond(fixture('login-redirect-target.html'), { finalUrl: 'https://www.example.com/login/?next=/articles/spring-notes' });
    expect(classify(response)).toEqual({
      verdict: { ok: false, reason: 'login_wall', detail: 'the site redirected to its login page' }, parses: 0,
    });
  });

  it('a sign-in form answered at the URL asked for', () => {
    expect(verdictOf(respond(fixture('login-redirect-target.html')))).toEqual({ ok: false, reason: 'login_wall', detail: SIGN_IN_FORM });
  });

  it('the same form is the page asked for when the URL asked for is the login page', () => {
    const login = 'https://www.example.com/login/';
    expect(verdictOf(respond(fixture('login-redirect-target.html'), { requestedUrl: login, finalUrl: login }))).toEqual({ ok: true });
  });

  it('"You must be logged in to view this page." with a login form and nothing else', () => {
    expect(verdictOf(respond(fixture('members-only.html')))).toEqual({ ok: false, reason: 'login_wall', detail: SIGN_IN_FORM });
  });

  it('a 401 is a login wall', () => {
    expect(verdictOf(respond(fixture('members-only.html'), { status: 401 }))).toEqual({
      ok: false, reason: 'login_wall', detail: 'the site requires signing in to see this page (HTTP 401)',
    });
  });
});

describe('consent walls', () => {
  it('Google\'s "Before you continue to Google" interstitial', () => {
    expect(verdictOf(respond(fixture('google-consent.html')))).toEqual({
      ok: false, reason: 'consent_wall', detail: 'the site answered a consent page (Google) instead of the page',
    });
  });

  it('YouTube\'s "Bevor Sie zu YouTube weitergehen"', () => {
    expect(verdictOf(respond(fixture('youtube-consent-de.html')))).toEqual({
      ok: false, reason: 'consent_wall', detail: 'the site answered a consent page (Google) instead of the page',
    });
  });

  it('a redirect to consent.youtube.com, decided from the URL alone', () => {
    const response = respond('', {
      requestedUrl: 'https://www.youtube.com/watch?v=abc123',
      finalUrl: 'https://consent.youtube.com/m?continue=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dabc123&gl=DE&hl=de',
    });
    expect(classify(response)).toEqual({
      verdict: { ok: false, reason: 'consent_wall', detail: 'the site redirected to a consent page (consent.youtube.com) instead of the page' },
      parses: 0,
    });
  });
});

describe('parked domains', () => {
  it('a for-sale lander with a marketplace link', () => {
    expect(verdictOf(respond(fixture('parked-for-sale.html')))).toEqual(PARKED);
  });

  it('a script-built parking lander (its markup alone)', () => {
    expect(verdictOf(respond(fixture('parked-lander.html')))).toEqual(PARKED);
  });

  it('a German "Diese Domain steht zum Verkauf" page', () => {
    expect(verdictOf(respond(fixture('parked-de.html')))).toEqual(PARKED);
  });
});

describe('other HTTP errors', () => {
  it('a 502 page is an http_error, without parsing', () => {
    expect(classify(respond(fixture('bad-gateway.html'), { status: 502 }))).toEqual({
      verdict: { ok: false, reason: 'http_error', detail: 'the site answered with an error (HTTP 502)' }, parses: 0,
    });
  });

  it('a 403 with no bot check and no sign-in form is an http_error', () => {
    expect(verdictOf(respond('<html><title>Forbidden</title><h1>Forbidden</h1><p>You don\'t have permission.</p></html>', { status: 403 }))).toEqual({
      ok: false, reason: 'http_error', detail: 'the site answered with an error (HTTP 403)',
    });
  });

  it('a 500 answering JSON is an http_error', () => {
    expect(verdictOf(respond('', { status: 500, contentType: 'application/json' }))).toEqual({
      ok: false, reason: 'http_error', detail: 'the site answered with an error (HTTP 500)',
    });
  });
});

describe('real pages that only look risky stay ok', () => {
  it.each([
    ['an article about captchas and "Verify you are human" pages', 'article-about-captchas.html'],
    ['an article titled "How to Fix a 404 Page Not Found Error"', 'article-fix-404.html'],
    ['a news article with a cookie banner', 'article-cookie-banner.html'],
    ['a post with a "Log in" link and a hidden login modal', 'page-login-link.html'],
    ['a domain-industry article titled "Domain for sale: …" linking Sedo', 'parking-industry-news.html'],
    ['a short social post between "Log in to see more" prompts', 'social-post-login.html'],
    ['a short news brief whose sign-in modal has an <h1>Log In</h1>', 'short-brief-login-modal.html'],
    ['a short contact page with a reCAPTCHA widget', 'contact-form-recaptcha.html'],
    ['a song called "Not Found"', 'song-not-found.html'],
  ])('%s', (_label, name) => {
    expect(verdictOf(respond(fixture(name)))).toEqual({ ok: true });
  });

  it('a short post titled "Captcha" that declares itself an article', () => {
    const html = '<html><head><title>Captcha</title><meta property="og:type" content="article"></head>'
      + '<body><h1>Captcha</h1><p>A poem about squinting at blurry crosswalks.</p></body></html>';
    expect(verdictOf(respond(html))).toEqual({ ok: true });
  });

  it('an ordinary page is settled without parsing (the cheap path)', () => {
    expect(classify(respond(fixture('article-cookie-banner.html')))).toEqual({ verdict: { ok: true }, parses: 0 });
  });

  it('asks for the parsed page at most once, however many markers fired', () => {
    expect(classify(respond(fixture('soft-404-blog.html'))).parses).toBe(1);
  });

  it('a non-HTML 200 is ok', () => {
    expect(classify(respond('', { contentType: 'application/pdf', finalUrl: `${ARTICLE_URL}.pdf` }))).toEqual({ verdict: { ok: true }, parses: 0 });
  });
});
