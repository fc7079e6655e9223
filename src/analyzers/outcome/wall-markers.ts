/**
 * Login and consent walls: a sign-in form or a consent interstitial standing for the page.
 * A login link in a header, a cookie banner or a sign-in modal around real content is not a
 * wall: these rows need the page to have little content of its own besides.
 */
import { phrase, wholeSegment } from './marker-syntax.js';
import type { Marker, MarkerCues } from './types.js';

export const LOGIN_MARKERS: readonly Marker[] = [
  // A title that is only "Log in" / "Sign in" (optionally "to continue" or "to <site>"), in many
  // languages. The title, not an <h1>: sign-in modals of real pages carry such headings.
  {
    reason: 'login_wall', place: 'title', sure: true,
    pattern: wholeSegment('(?:(?:please )?(?:log ?in|login|sign ?in|signin)(?: to (?:continue|your account|\\S+))?|member login|user login|anmelden|einloggen|se connecter|connexion|iniciar sesión|inicia sesión|accedi|entrar|inloggen|aanmelden|zaloguj się|logowanie|войти|вход|giriş yap|logga in|ログイン|登录|登入|로그인)'),
  },
  // "You must be logged in to view this page", "Please sign in to continue".
  {
    reason: 'login_wall', place: 'text', sure: true,
    pattern: phrase('(?:you (?:must|need to|have to) (?:be )?(?:logged in|log in|login|signed in|sign in)|please (?:log|sign) in) to (?:view|see|access|continue|read|download)'),
  },
  // The same in Spanish, German, French, Italian, Portuguese.
  {
    reason: 'login_wall', place: 'text', sure: true,
    pattern: phrase('(?:debes|tienes que|necesitas) iniciar sesión para|sie müssen (?:angemeldet sein|sich anmelden|sich einloggen)|vous devez (?:être connecté|vous connecter)|devi (?:effettuare l\'accesso|accedere) per|voc[êe] precisa (?:fazer login|entrar) para'),
  },
];

/** Google's and YouTube's consent interstitial, and Yahoo's: their titles in many languages. */
const BEFORE_YOU_CONTINUE = [
  'before you continue(?: to)?', 'bevor sie (?:zu )?', 'avant d\'accéder à', 'avant de continuer (?:vers|sur)',
  'antes de (?:ir|continuar|acceder) a', 'antes de (?:continuar|ir|prosseguir) para(?: o)?',
  'prima di (?:continuare|procedere|passare|accedere) (?:su|a|in)', 'voordat je (?:verdergaat|doorgaat) naar',
  'zanim przejdziesz (?:do|na)', 'innan du fortsätter till', 'før du (?:fortsætter|fortsetter) til', 'ennen kuin jatkat',
  'прежде чем перейти (?:к|на)', 'než budete pokračovat (?:na|do)', 'mielőtt folytatná',
].join('|');

export const CONSENT_MARKERS: readonly Marker[] = [
  // "Before you continue to Google Maps", "Bevor Sie zu YouTube weitergehen", "Antes de ir a Google Maps".
  {
    reason: 'consent_wall', place: 'headline', sure: true, vendor: 'Google',
    pattern: wholeSegment(`(?:${BEFORE_YOU_CONTINUE}) ?(?:google|youtube)(?: \\S+){0,2}`),
  },
  // The same in languages that name the site first ("YouTube に移動する前に", "Google'a devam etmeden önce").
  {
    reason: 'consent_wall', place: 'headline', sure: true, vendor: 'Google',
    pattern: /^(?:google|youtube)\S* ?(?:に移動する前に|に進む前に|devam etmeden önce|(?:로|으로) 이동하기 전에)|^(?:在)?(?:您)?继续(?:访问|前往|使用) ?(?:google|youtube) ?(?:之前|前)/i,
  },
  // The interstitial's own form posts the choice to consent.google.* / consent.youtube.com / Yahoo's consent host.
  {
    reason: 'consent_wall', place: 'markup', sure: true, vendor: 'Google',
    pattern: /<form\b[^>]+action=["']https:\/\/consent\.(?:google|youtube)\.[a-z.]+\/(?:save|s)\b/i,
  },
  {
    reason: 'consent_wall', place: 'markup', sure: true, vendor: 'Yahoo',
    pattern: /<form\b[^>]+action=["'][^"']*(?:consent\.yahoo\.com|guce\.(?:yahoo|aol)\.com)\//i,
  },
  // Yahoo's (and AOL's) consent page title: "Yahoo is part of the Yahoo family of brands".
  {
    reason: 'consent_wall', place: 'headline', sure: true, vendor: 'Yahoo',
    pattern: /^(?:yahoo|aol) (?:is part of the yahoo family of brands|fait partie de la famille de marques yahoo|ist teil der markenfamilie von yahoo|forma parte de la familia de marcas de yahoo|fa parte della famiglia di brand yahoo)/i,
  },
];

/** Literals every `text` row of LOGIN_MARKERS needs. */
export const LOGIN_CUES: MarkerCues = {
  words: [
    'logged in to', 'log in to', 'login to', 'signed in to', 'sign in to', 'iniciar sesión para', 'angemeldet sein', 'sich anmelden',
    'sich einloggen', 'vous devez',
    'devi effettuare', 'devi accedere', 'precisa fazer', 'precisa entrar',
  ],
  tokens: [],
};

/** Literals every `markup` row of CONSENT_MARKERS needs. */
export const CONSENT_CUES: MarkerCues = {
  words: [],
  tokens: ['consent.google', 'consent.youtube', 'consent.yahoo', 'guce.yahoo', 'guce.aol'],
};
