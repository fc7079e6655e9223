/**
 * Bot checks: the pages a WAF or anti-bot service answers instead of the page (Cloudflare,
 * Sucuri, DataDome, PerimeterX, Akamai, Imperva, AWS WAF, …). `sure` rows are names only such
 * pages carry (script names, form targets, titles); hints count only when the site answered an
 * error status: a captcha widget, a WAF's script, a "Just a moment…" title, and the sentences
 * bot checks print ("Verify you are human"), which articles about bot checks print too.
 */
import { phrase, wholeSegment } from './marker-syntax.js';
import type { Marker, MarkerCues } from './types.js';

const sure = (place: Marker['place'], pattern: RegExp, vendor?: string): Marker =>
  ({ reason: 'challenge', place, pattern, sure: true, ...(vendor === undefined ? {} : { vendor }) });
const hint = (place: Marker['place'], pattern: RegExp, vendor?: string): Marker =>
  ({ reason: 'challenge', place, pattern, sure: false, ...(vendor === undefined ? {} : { vendor }) });

export const CHALLENGE_MARKERS: readonly Marker[] = [
  // Cloudflare "I'm Under Attack" JS challenge (2015–2021): its wrapper and its answer form's fields.
  sure('markup', /cf-browser-verification|\bjschl[-_](?:vc|answer)\b/i, 'Cloudflare'),
  // Cloudflare's challenge forms post to /cdn-cgi/l/chk_jschl (JS) or chk_captcha (captcha).
  sure('markup', /\/cdn-cgi\/l\/chk_(?:jschl|captcha)/i, 'Cloudflare'),
  // Cloudflare managed / JS challenge (2021 on): its options object and its tokens in the form URL.
  sure('markup', /\b_cf_chl_opt\b|__cf_chl_\w*tk\b/i, 'Cloudflare'),
  // Cloudflare's challenge orchestrator script (not the bot-detection script ordinary pages load).
  sure('markup', /\/cdn-cgi\/challenge-platform\/(?:h\/\w\/)?orchestrate\//i, 'Cloudflare'),
  // Cloudflare's titles for its challenge and block pages.
  sure('headline', /^(?:attention required!?|please wait\.*|just a moment\.*…?) \| cloudflare$/i, 'Cloudflare'),
  // Cloudflare's block page heading ("Sorry, you have been blocked").
  sure('headline', wholeSegment('sorry, you have been blocked'), 'Cloudflare'),
  // Cloudflare's captcha page explaining itself.
  hint('text', phrase('why do I have to complete a CAPTCHA\\?'), 'Cloudflare'),
  hint('text', phrase('please complete the security check to access'), 'Cloudflare'),
  // Cloudflare's and DDoS-Guard's waiting-page sentence, in the languages they serve it in.
  hint('text', phrase('checking your browser before accessing')),
  hint('text', phrase('(?:checking if the site connection is secure|needs to review the security of your connection before proceeding)'), 'Cloudflare'),
  hint('text', phrase('(?:vérification de votre navigateur avant d\'accéder|überprüfung ihres browsers, bevor sie|comprobando (?:su|tu) navegador antes de acceder)')),
  // "DDoS protection by Cloudflare / DDoS-Guard" footers of waiting pages.
  hint('text', phrase('ddos protection by (?:cloudflare|ddos-guard)')),
  // Turnstile / managed challenge sentence ("Verify you are human", "Verifying you are human…").
  hint('text', phrase('(?:verify|verifying|confirm) (?:that )?you are (?:a )?human')),
  hint('text', phrase('(?:vérifi(?:ez|ons|cation) que vous êtes (?:un )?humain|(?:bestätigen|überprüfen) sie, dass sie ein mensch sind|es wird überprüft, ob sie ein mensch sind|verifi(?:que|cando) que (?:usted )?es (?:un )?(?:ser )?humano|verifica (?:di essere|che sei) (?:un )?(?:essere )?umano|(?:confirme|verifique|verificando) que (?:você )?é (?:um )?humano|подтвердите, что вы (?:человек|не робот))')),
  // Google's and YouTube's "unusual traffic" captcha ("Our systems have detected unusual traffic…").
  hint('text', phrase('unusual traffic from your (?:computer )?network'), 'Google'),
  // Sucuri CloudProxy's JS challenge, and its block page.
  sure('markup', /\bsucuri_cloudproxy_js\b|cloudproxy@sucuri\.net/i, 'Sucuri'),
  sure('headline', /sucuri website firewall/i, 'Sucuri'),
  // DataDome's captcha and block page: an iframe or script from captcha-delivery.com.
  sure('markup', /captcha-delivery\.com/i, 'DataDome'),
  // PerimeterX (HUMAN) block page: its "Press & Hold" captcha.
  sure('markup', /\bid=["']?px-captcha\b|captcha\.px-cdn\.net/i, 'PerimeterX'),
  hint('text', phrase('press (?:&|&amp;|and) hold to confirm you are'), 'PerimeterX'),
  sure('headline', wholeSegment('access to this page has been denied\\.?'), 'PerimeterX'),
  // Imperva (Incapsula) block page; its resource script alone is on ordinary pages too.
  sure('markup', /incapsula incident id/i, 'Imperva'),
  hint('markup', /_Incapsula_Resource/, 'Imperva'),
  // Distil / Imperva Advanced Bot Protection interstitial.
  sure('headline', wholeSegment('pardon our interruption\\.*')),
  // Akamai: the edge's denial ("Reference #18.…", errors.edgesuite.net) and its bot-manager challenge.
  sure('markup', /Reference(?:\s|&#32;)+(?:#|&#35;)\s*\d+(?:\.|&#46;)[0-9a-f]+(?:\.|&#46;)\d+|errors\.edgesuite\.net|\/_sec\/cp_challenge\//i, 'Akamai'),
  // AWS WAF challenge and captcha pages carry the token's parameters as window.gokuProps.
  sure('markup', /\bgokuProps\b/, 'AWS WAF'),
  // SiteGround's bot check (a refresh to /.well-known/sgcaptcha/).
  sure('markup', /\/\.well-known\/sgcaptcha\//i, 'SiteGround'),
  // Vercel's firewall challenge page.
  sure('headline', /vercel security checkpoint/i, 'Vercel'),
  // DDoS-Guard's waiting page title.
  sure('headline', wholeSegment('ddos-guard'), 'DDoS-Guard'),
  // Anubis (the anti-scraper proof-of-work check).
  sure('markup', /\bid=["']?anubis_challenge\b/i, 'Anubis'),
  sure('headline', wholeSegment('making sure you\'re not a bot!?')),
  // A page titled only "Captcha", "Are you a robot?", "Security check", "Bot verification".
  sure('headline', wholeSegment('(?:captcha|are you a (?:robot|human)\\??|security check|bot (?:check|verification)|human verification)')),
  // Hints: a waiting title, a captcha widget or a bot-SDK loader, which real pages carry too.
  hint('headline', wholeSegment('(?:just a moment|one moment,? please|please wait|un instant|einen moment(?: bitte)?|un momento|um momento|even geduld|один момент|chwileczkę|しばらくお待ちください|请稍候)\\.*…?')),
  hint('headline', wholeSegment('(?:you are being redirected\\.*|robot challenge screen)')),
  hint('markup', /class=["'][^"']*\b(?:g-recaptcha|h-captcha|cf-turnstile)\b|\/recaptcha\/(?:api|enterprise)\.js|hcaptcha\.com\/1\/api\.js|challenges\.cloudflare\.com\/turnstile/i),
  // Kasada's loader, which its 429 interstitial is made of.
  hint('markup', /\bKPSDK\b/, 'Kasada'),
];

/** Literals every sure `markup` or `text` row above needs (the hints are looked for only on error statuses). */
export const CHALLENGE_CUES: MarkerCues = {
  words: ['incapsula incident', 'reference #', 'reference&#32;', 'reference &#35;'],
  tokens: [
    'cf-browser-verification', 'jschl', '/cdn-cgi/l/chk_', '_cf_chl_', '/orchestrate/', 'sucuri_cloudproxy', 'cloudproxy@',
    'captcha-delivery', 'px-captcha', 'px-cdn', 'edgesuite', '/_sec/cp_challenge', 'gokuprops', 'sgcaptcha', 'anubis_challenge',
  ],
};
