import type { Element } from 'domhandler';
import { memoizeByString } from '../string-memo.js';

/**
 * What an element of the body is, for the metadata rules: the page's own matter, or chrome
 * around it whose dates, names and images belong to other pages (comments, related articles,
 * sidebars, footers, navigation) or to the visit (a site header showing today's date).
 */
export const Region = {
  /** Navigation, footers, sidebars, comments, related-article lists, ads, widgets. */
  chrome: 1,
  /** The site's header (or banner) when it does not hold the page's title. */
  siteHeader: 2,
  /** Inside an element whose class or id names a date, a byline or an article's meta line. */
  dateLine: 4,
  /** Inside an element whose class or id names the author or byline. */
  byline: 8,
  /** Inside an element whose class or id names a logo or the site's branding. */
  logo: 16,
  /** Inside an element whose class or id says updated or modified. */
  updated: 32,
  /** Inside a footer or a sidebar: the page's (chrome) or, within an article, the article's own. */
  footer: 64,
  /** Inside `<article>` or `<main>` (or their roles): headers and footers there are the article's. */
  article: 128,
  /** Inside an `<article>` element itself. */
  articleElement: 256,
  /** Chrome that holds other pages' or other people's dates: comments, related-article lists, teasers, archives. */
  otherPages: 512,
} as const;

const CHROME_TAGS: ReadonlySet<string> = new Set(['nav', 'dialog', 'menu', 'button', 'select', 'iframe']);
const NEVER_CHROME_TAGS: ReadonlySet<string> = new Set(['html', 'body', 'main', 'article', 'h1']);
const CHROME_ROLES: ReadonlySet<string> = new Set(['navigation', 'complementary', 'contentinfo', 'search', 'menu', 'menubar', 'dialog']);

/**
 * Class or id tokens marking chrome: for the long words any substring, for the short ones the
 * first or last part of the token (split at - and _: "ad-slot", "social-links", not "page-ad-margins").
 * First the chrome that holds other pages' or other people's dates (comments, related and
 * recommended stories, tickers, archives), then the rest (navigation, ads, sharing, dialogs).
 */
const OTHER_PAGES_SUBSTRING = /comment|kommentar|disqus|related|readmore|read-more|morearticles|more-articles|mehr-zum-thema|outbrain|taboola|recommend|trending|popular|mostread|carousel|slider|ticker|weitere|verwandt|similar|weiterlesen|autres|relacionad|correlat|lesen-sie-auch|readalso|alsoread|youmaylike|upnext|up-next/;
const OTHER_PAGES_PART: ReadonlySet<string> = new Set(['more', 'promo', 'archive', 'archives', 'calendar', 'respond', 'reply', 'replies', 'also', 'latest']);
const CHROME_SUBSTRING = /newsletter|breadcrumb|navigation|navbar|cookie|consent|subscribe/;
const CHROME_PART: ReadonlySet<string> = new Set([
  'nav', 'menu', 'ad', 'ads', 'advert', 'advertisement', 'anzeige', 'share', 'sharing', 'social', 'pager', 'pagination', 'tagcloud',
  'skip', 'modal', 'popup', 'overlay', 'toolbar', 'login',
]);
/** Tokens that wrap the content and its chrome alike ("content-sidebar-wrap"), or state flags ("has-sidebar"). */
const NOT_CHROME_TOKEN = /wrap|container|layout|inner|outer|^(?:has|is|no|with|show|hide)-|^(?:main|content|article|post|entry|story)$/;

/** Tokens naming the page's own matter: an element with one is never chrome (Blogger's "widget Blog"). */
const CONTENT_TOKEN = /^(?:main|content|blog\d*|posts?|article|entry|story|hentry|h-entry|(?:main|post|entry|article|story)[-_](?:content|body|text))$/;
const SITE_HEADER_TOKEN = /^(?:site-?header|header|masthead|top-?bar|page-?header|global-?header|main-?header|header-?main|navbar-?header)$/;
/** Class or id words naming a date or an article's meta line ("post-date", "metainfo", "entry-meta", "docData"): any substring. */
const DATE_LINE_TOKEN = /date|datum|fecha|time|byline|posted|publish|meta|dateline|submitted|created|updated|modified|zeit|stand|^(?:data|info|details|dt)$|[-_](?:data|info|details)$|^(?:data|info|details)[-_]/;
const BYLINE_PART: ReadonlySet<string> = new Set(['author', 'authors', 'byline', 'autor', 'autoren', 'auteur', 'autore', 'writer', 'by', 'reporter', 'creator', 'contributor']);
const UPDATED_PART: ReadonlySet<string> = new Set(['updated', 'modified', 'lastmod', 'lastmodified', 'last-modified', 'aktualisiert', 'update']);
const LOGO_TOKEN = /logo|brand|emblem|wordmark/;

/** State classes content systems add (WordPress's "status-publish", "format-standard", "category-news"): they name no region. */
const STATE_TOKEN = /^(?:status|format|type|category|tag|postid|page-id|single-format|page-template|author|elementor-element)-/;


/** The parts of a token between its `-` and `_` separators ("ad-slot" → ad, slot). */
function partsOf(token: string): string[] {
  return token.split(/[-_]+/).filter((p) => p !== '');
}

/** Named by a substring anywhere, or by a word the token starts or ends with. */
function namedBy(token: string, substring: RegExp, parts: ReadonlySet<string>, first: string, last: string): boolean {
  return substring.test(token) || parts.has(first) || parts.has(last);
}

/** What one class or id token says, as bits; an element's names combine its tokens'. */
const Token = { chrome: 1, date: 2, content: 4, siteHeader: 8, footer: 16, byline: 32, logo: 64, updated: 128, otherPages: 256 } as const;

/** The bits of one class or id token. */
export function tokenBits(token: string): number {
  if (STATE_TOKEN.test(token)) return 0;
  const parts = partsOf(token);
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  const mayBeChrome = !NOT_CHROME_TOKEN.test(token);
  const otherPages = mayBeChrome && namedBy(token, OTHER_PAGES_SUBSTRING, OTHER_PAGES_PART, first, last);
  const chrome = otherPages || (mayBeChrome && namedBy(token, CHROME_SUBSTRING, CHROME_PART, first, last));
  let bits = 0;
  if (DATE_LINE_TOKEN.test(token)) bits |= Token.date;
  if (CONTENT_TOKEN.test(token)) bits |= Token.content;
  if (chrome) bits |= Token.chrome;
  if (otherPages) bits |= Token.otherPages;
  if (SITE_HEADER_TOKEN.test(token)) bits |= Token.siteHeader;
  if (mayBeChrome && /footer|sidebar/.test(token)) bits |= Token.footer;
  if (parts.some((p) => BYLINE_PART.has(p))) bits |= Token.byline;
  if (LOGO_TOKEN.test(token)) bits |= Token.logo;
  if (parts.some((p) => UPDATED_PART.has(p))) bits |= Token.updated;
  return bits;
}

/** tokenBits, remembered across pages (sites share their frameworks' class names). */
const knownTokenBits = memoizeByString(tokenBits, 20_000, 200);

/** The region flags of an element's class and id tokens, given each token's bits. */
function regionOfTokens(bits: number): number {
  let flags = 0;
  const namesDate = (bits & Token.date) !== 0;
  if (namesDate) flags |= Region.dateLine;
  // An element named for the page's matter, or for a date ("node-block--date-show-social"), is not chrome by its name.
  const mayBeChrome = !namesDate && (bits & Token.content) === 0;
  if (mayBeChrome && (bits & Token.chrome) !== 0) flags |= Region.chrome;
  if (mayBeChrome && (bits & Token.otherPages) !== 0) flags |= Region.otherPages;
  if ((bits & Token.siteHeader) !== 0) flags |= Region.siteHeader;
  if (mayBeChrome && (bits & Token.footer) !== 0) flags |= Region.footer;
  if ((bits & Token.byline) !== 0) flags |= Region.byline;
  if ((bits & Token.logo) !== 0) flags |= Region.logo;
  if ((bits & Token.updated) !== 0) flags |= Region.updated;
  return flags;
}

/**
 * The region flags of an element's `class` and `id` (the two joined by a space); `bitsOf` gives
 * a token's bits (tokenBits, by default remembered across pages: pages repeat tokens across class lists).
 */
export function regionOfNames(names: string, bitsOf: (token: string) => number = knownTokenBits): number {
  let bits = 0;
  for (const token of (names.length > 500 ? names.slice(0, 500) : names).toLowerCase().split(/\s+/)) if (token !== '') bits |= bitsOf(token);
  return regionOfTokens(bits);
}

/** regionOfNames, remembered across pages: pages repeat the same class lists many times, and sites share them. */
const knownRegionOfNames = memoizeByString((names) => regionOfNames(names), 20_000, 1000);

/** An element's `class` and `id`, joined by a space, as regionOfNames reads them. */
function namesOf(el: Element): string {
  const { class: classes, id } = el.attribs;
  return id === undefined ? classes ?? '' : classes === undefined ? id : `${classes} ${id}`;
}

/**
 * The region flags an element adds for itself and what it holds (its ancestors' flags not
 * included). `ofNames` reads its class and id (regionOfNames, by default remembered across pages).
 */
export function regionOf(el: Element, ofNames: (names: string) => number = knownRegionOfNames): number {
  let flags = 0;
  const role = el.attribs['role']?.toLowerCase();
  if (CHROME_TAGS.has(el.name) || (role !== undefined && CHROME_ROLES.has(role))) flags |= Region.chrome;
  if (el.name === 'header' || role === 'banner') flags |= Region.siteHeader;
  // Footers and asides belong to the article they are in (its byline, its meta line); elsewhere they are chrome.
  if (el.name === 'footer' || el.name === 'aside') flags |= Region.footer;
  if (el.name === 'article' || el.name === 'main' || role === 'main' || role === 'article' || /schema\.org\/\w*(?:Article|Posting)\b/.test(el.attribs['itemtype'] ?? '')) {
    flags |= Region.article;
  }
  if (el.name === 'article') flags |= Region.articleElement;
  // The page's root and its main blocks carry the classes of the whole page ("single-post", "has-sidebar").
  if (NEVER_CHROME_TAGS.has(el.name)) return flags;
  const names = namesOf(el);
  return names === '' ? flags : flags | ofNames(names);
}
