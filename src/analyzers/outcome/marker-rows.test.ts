/**
 * Every row of the marker tables, pinned by an example of what it catches: the example, as the
 * whole of a small page, gets the row's reason; and no row is left without an example. The cues
 * (the cheap look-out in front of the rows) are checked against trying every row.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { fixture, page, respond, verdictOf } from './fixtures/test-support.js';
import { headlineSegments, wholeSegment } from './marker-syntax.js';
import { ALL_MARKERS, confirmText, sightMarkers, sightSureRowsExhaustively, sightSureRowsThroughCues } from './scan-markers.js';
import type { Marker, OutcomeReason } from './types.js';

interface Example {
  readonly reason: OutcomeReason;
  /** The page's title, or its body markup. */
  readonly title?: string;
  readonly body?: string;
  /** The status it is served with: sure rows on a 200, hints on an error status. */
  readonly status?: number;
}

const EXAMPLES: readonly Example[] = [
  // Bot checks.
  { reason: 'challenge', body: '<div class="cf-browser-verification cf-im-under-attack"></div>' },
  { reason: 'challenge', body: '<form id="challenge-form" action="/cdn-cgi/l/chk_captcha" method="get"></form>' },
  { reason: 'challenge', body: '<script>window._cf_chl_opt={cType: \'managed\'};</script>' },
  { reason: 'challenge', body: '<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8a1b"></script>' },
  { reason: 'challenge', title: 'Attention Required! | Cloudflare' },
  { reason: 'challenge', body: '<h1>Sorry, you have been blocked</h1><p>You are unable to access example.com</p>' },
  { reason: 'challenge', status: 503, body: '<h2>Why do I have to complete a CAPTCHA?</h2>' },
  { reason: 'challenge', status: 503, body: '<p>Please complete the security check to access www.example.com</p>' },
  { reason: 'challenge', status: 503, body: '<h1>Checking your browser before accessing example.com.</h1>' },
  { reason: 'challenge', status: 503, body: '<p>Checking if the site connection is secure</p>' },
  { reason: 'challenge', status: 503, body: '<p>Vérification de votre navigateur avant d’accéder à example.fr.</p>' },
  { reason: 'challenge', status: 503, body: '<a href="https://www.cloudflare.com/">DDoS protection by Cloudflare</a>' },
  { reason: 'challenge', status: 503, body: '<p>Verify you are human by completing the action below.</p>' },
  { reason: 'challenge', status: 503, body: '<p>Vérifiez que vous êtes un humain en effectuant l’action ci-dessous.</p>' },
  { reason: 'challenge', status: 503, body: '<p>Our systems have detected unusual traffic from your computer network.</p>' },
  { reason: 'challenge', body: '<script>var s={},sucuri_cloudproxy_js=\'\';</script>' },
  { reason: 'challenge', title: 'Sucuri WebSite Firewall - Access Denied' },
  { reason: 'challenge', body: '<iframe src="https://geo.captcha-delivery.com/captcha/?initialCid=AHrlqAAA"></iframe>' },
  { reason: 'challenge', body: '<div id="px-captcha"></div>' },
  { reason: 'challenge', status: 503, body: '<p>Press &amp; Hold to confirm you are a human (and not a bot).</p>' },
  { reason: 'challenge', title: 'Access to this page has been denied.' },
  { reason: 'challenge', body: '<span>Request unsuccessful. Incapsula incident ID: 123000450012345678-1234567890</span>' },
  { reason: 'challenge', status: 403, body: '<script src="/_Incapsula_Resource?SWJIYLWA=719d34d31c8e3a6e6fffd425f7e032f3"></script>' },
  { reason: 'challenge', title: 'Pardon Our Interruption' },
  { reason: 'challenge', body: '<p>Reference&#32;&#35;18&#46;2f1a1b17&#46;1718035129&#46;5e6f7a8b</p>' },
  { reason: 'challenge', body: '<script>window.gokuProps = {"key":"AQID","iv":"A6we","context":"abc"};</script>' },
  { reason: 'challenge', body: '<meta http-equiv="refresh" content="0;/.well-known/sgcaptcha/?r=%2Fshop%2F">' },
  { reason: 'challenge', title: 'Vercel Security Checkpoint' },
  { reason: 'challenge', title: 'DDoS-Guard' },
  { reason: 'challenge', body: '<div id="anubis_challenge"></div>' },
  { reason: 'challenge', title: 'Making sure you\'re not a bot!' },
  { reason: 'challenge', title: 'Are you a robot?' },
  { reason: 'challenge', status: 503, title: 'Just a moment...' },
  { reason: 'challenge', status: 403, title: 'You are being redirected...' },
  { reason: 'challenge', status: 429, body: '<div class="g-recaptcha" data-sitekey="6LdAbC"></div>' },
  { reason: 'challenge', status: 429, body: '<script>window.KPSDK={};KPSDK.now=Date.now;</script>' },
  // Consent walls.
  { reason: 'consent_wall', title: 'Antes de ir a Google Maps' },
  { reason: 'consent_wall', title: 'YouTube に移動する前に' },
  { reason: 'consent_wall', body: '<form action="https://consent.google.com/save" method="POST"><button>Accept all</button></form>' },
  { reason: 'consent_wall', body: '<form method="post" action="https://consent.yahoo.com/v2/collectConsent?sessionId=3_cc-session_abc"></form>' },
  { reason: 'consent_wall', title: 'Yahoo is part of the Yahoo family of brands' },
  // Parked domains.
  { reason: 'parked', title: 'Domain for Sale' },
  { reason: 'parked', title: 'example.net', body: '<p>This domain may be for sale!</p>' },
  { reason: 'parked', body: '<p>This Web page is parked for FREE, courtesy of GoDaddy.com.</p>' },
  { reason: 'parked', body: '<p>The owner of this domain is interested in selling it.</p>' },
  { reason: 'parked', body: '<script src="https://img.sedoparking.com/templates/js/park.js"></script>' },
  { reason: 'parked', body: '<script>window.LANDER_SYSTEM="PW"</script>' },
  { reason: 'parked', body: '<a href="https://www.afternic.com/forsale/example.net">Buy</a>' },
  // Login walls.
  { reason: 'login_wall', title: 'Sign in to continue' },
  { reason: 'login_wall', body: '<p>You must be logged in to view this page.</p>' },
  { reason: 'login_wall', body: '<p>Debes iniciar sesión para acceder a este contenido.</p>' },
  // Pages that do not exist.
  { reason: 'not_found', title: '404' },
  { reason: 'not_found', title: 'Error 404 (Not Found)!!1' },
  { reason: 'not_found', title: 'Oops! Page not found | Example' },
  { reason: 'not_found', title: '404: This page could not be found.' },
  { reason: 'not_found', title: 'Fehler 404 – Seite nicht gefunden' },
  { reason: 'not_found', title: 'Page introuvable' },
  { reason: 'not_found', title: 'Página no encontrada' },
  { reason: 'not_found', title: 'Pagina non trovata' },
  { reason: 'not_found', title: 'Página não encontrada' },
  { reason: 'not_found', title: 'Pagina niet gevonden' },
  { reason: 'not_found', title: 'Nie znaleziono strony' },
  { reason: 'not_found', title: 'Sayfa bulunamadı' },
  { reason: 'not_found', title: 'Sidan kunde inte hittas' },
  { reason: 'not_found', title: 'Страница не найдена' },
  { reason: 'not_found', title: 'ページが見つかりません' },
  { reason: 'not_found', title: '页面不存在' },
  { reason: 'not_found', title: '페이지를 찾을 수 없습니다' },
  { reason: 'not_found', body: '<p>Sorry, the page you were looking for in this blog does not exist.</p>' },
  { reason: 'not_found', body: '<p>The page you are looking for cannot be found.</p>' },
  { reason: 'not_found', body: '<p>The page you requested could not be found.</p>' },
  { reason: 'not_found', body: '<p>We can’t find the page you’re looking for.</p>' },
  { reason: 'not_found', body: '<p>The requested URL /shop/item-42 was not found on this server.</p>' },
  { reason: 'not_found', body: '<h2>The resource you are looking for has been removed, had its name changed, or is temporarily unavailable.</h2>' },
  { reason: 'not_found', body: '<p>Die angeforderte Seite wurde nicht gefunden.</p>' },
  { reason: 'not_found', body: '<p>La page que vous recherchez n’existe pas.</p>' },
  { reason: 'not_found', body: '<p>La página que buscas no existe.</p>' },
  { reason: 'not_found', body: '<p>La pagina che stai cercando non esiste.</p>' },
  { reason: 'not_found', body: '<p>A página que você procura não existe.</p>' },
  { reason: 'not_found', body: '<p>Запрашиваемая страница не найдена.</p>' },
  { reason: 'not_found', body: '<p>お探しのページは見つかりませんでした。</p>' },
  { reason: 'not_found', body: '<p>抱歉，您访问的页面不存在。</p>' },
];

const htmlOf = (example: Example): string => page(example.title ?? 'Example', example.body ?? '');

/** The rows an example page fires: headline and markup rows from the raw HTML, text rows confirmed on the page. */
function rowsFiredBy(html: string): Marker[] {
  const sightings = sightMarkers(html, 'all');
  return [...sightings.found, ...confirmText(sightings.toConfirm, parsePage(html, 'https://www.example.com/').visibleText)];
}

describe('every marker row, by an example', () => {
  it.each(EXAMPLES.map((example) => [example.title ?? example.body ?? '', example] as const))('%s', (_label, example) => {
    const verdict = verdictOf(respond(htmlOf(example), { status: example.status ?? 200 }));
    expect(verdict.ok ? 'ok' : verdict.reason).toBe(example.reason);
  });

  it('no row is without an example', () => {
    const fired = new Set(EXAMPLES.flatMap((example) => rowsFiredBy(htmlOf(example))));
    const silent = ALL_MARKERS.filter((marker) => !fired.has(marker)).map((marker) => `${marker.reason} ${marker.place} ${marker.pattern.source.slice(0, 60)}`);
    expect(silent).toEqual([]);
  });
});

describe('the cues in front of the raw-HTML rows', () => {
  const fixtures = readdirSync(new URL('./fixtures/', import.meta.url)).filter((name) => name.endsWith('.html'));
  it.each(fixtures)('let no sure row slip on %s', (name) => {
    const html = fixture(name);
    expect(sightSureRowsThroughCues(html)).toEqual(sightSureRowsExhaustively(html));
  });

  it('let no sure row slip on any example', () => {
    for (const example of EXAMPLES) {
      const html = htmlOf(example);
      expect(sightSureRowsThroughCues(html)).toEqual(sightSureRowsExhaustively(html));
    }
  });
});

describe('headline segments', () => {
  it('cut a title at the separators sites put between a page\'s name and theirs', () => {
    expect(headlineSegments('Page not found | Example — Shop')).toEqual(['Page not found | Example — Shop', 'Page not found', 'Example', 'Shop']);
    expect(headlineSegments('Seite nicht gefunden')).toEqual(['Seite nicht gefunden']);
  });

  it('a whole-segment phrase matches only the whole segment', () => {
    const pattern = wholeSegment('page not found');
    expect(pattern.test('Page not found!')).toBe(true);
    expect(pattern.test('“Page not found”')).toBe(true);
    expect(pattern.test('How to fix a page not found error')).toBe(false);
  });
});
