import type { Element } from 'domhandler';

/**
 * Which elements are page furniture rather than content, from what any site says
 * about them: the tag, the ARIA role, hiding, and the words of `class` and `id`
 * (a vocabulary common across the web: nav, footer, share, related, comment,
 * promo, newsletter, cookie…). Nothing here is specific to a site.
 */

/** Never content, wherever they are. */
const NEVER_CONTENT: ReadonlySet<string> = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'head', 'title', 'iframe',
  'object', 'embed', 'canvas', 'audio', 'video', 'select', 'option', 'button', 'input',
  'textarea', 'link', 'meta', 'map', 'area', 'frame', 'frameset', 'applet',
]);

/** Page furniture by its tag. */
const FURNITURE_TAGS: ReadonlySet<string> = new Set([
  'nav', 'aside', 'footer', 'header', 'form', 'dialog', 'menu', 'figcaption', 'fieldset', 'label',
]);

const FURNITURE_ROLES: ReadonlySet<string> = new Set([
  'navigation', 'banner', 'contentinfo', 'complementary', 'search', 'dialog', 'alertdialog',
  'menu', 'menubar', 'toolbar', 'tablist', 'form', 'alert', 'marquee', 'status', 'tooltip',
]);

/** Words of class and id names that mark furniture (matched as whole words). */
const FURNITURE_WORDS: ReadonlySet<string> = new Set([
  // navigation and page chrome
  'nav', 'navbar', 'navigation', 'menu', 'menubar', 'breadcrumb', 'breadcrumbs', 'pagination',
  'pager', 'toolbar', 'masthead', 'header', 'footer', 'sidebar', 'widget', 'widgets', 'rail',
  'skip', 'topbar', 'subnav', 'megamenu', 'dropdown', 'jump',
  // sharing and following
  'share', 'shares', 'sharing', 'sharebar', 'social', 'sociallinks', 'follow', 'rss', 'print',
  // related and recommended content
  'related', 'recommended', 'recommendations', 'recommendation', 'trending', 'popular',
  'outbrain', 'taboola', 'teaser', 'teasers',
  // comments
  'comment', 'comments', 'commentlist', 'disqus', 'respond', 'replies', 'reply', 'discussion',
  // ads and promotion
  'ad', 'ads', 'advert', 'adverts', 'advertisement', 'advertising', 'adsbygoogle', 'adslot',
  'adunit', 'dfp', 'sponsor', 'sponsored', 'promo', 'promotion', 'promoted', 'banner',
  'newsletter', 'subscribe', 'subscription', 'signup', 'cta', 'donate',
  // overlays and notices
  'cookie', 'cookies', 'consent', 'gdpr', 'popup', 'modal', 'overlay', 'lightbox', 'notice',
  // metadata around the text
  'byline', 'author', 'authors', 'dateline', 'timestamp', 'meta', 'metadata', 'tags', 'tagged',
  'categories', 'caption', 'credit', 'credits', 'copyright', 'disclaimer',
  'login', 'signin', 'search', 'offscreen', 'invisible', 'visuallyhidden',
]);

/** Whole class names that hide an element (frameworks' and screen-reader-only helpers). */
const HIDING_CLASSES: ReadonlySet<string> = new Set([
  'hidden', 'hide', 'is-hidden', 'd-none', 'sr-only', 'visually-hidden', 'screen-reader-text',
  'screen-reader-only', 'visuallyhidden', 'invisible',
]);

/** Furniture words that no wrapper of the content carries: never kept for their prose. */
const ALWAYS_FURNITURE_WORDS: ReadonlySet<string> = new Set([
  'comment', 'comments', 'commentlist', 'disqus', 'respond', 'replies', 'reply', 'related',
  'recommended', 'recommendations', 'outbrain', 'taboola', 'cookie', 'consent', 'gdpr',
]);

const MAYBE_HIDING = /hid|none|sr-only|invisible|screen-reader/i;
const DISPLAY_NONE = /display\s*:\s*none|visibility\s*:\s*hidden/i;

/**
 * Calls `visit` with each lower-cased word of an identifier list (split at
 * non-alphanumerics and at camelCase humps) until it returns true.
 */
export function someIdentifierWord(names: string, visit: (word: string) => boolean): boolean {
  let start = -1;
  for (let i = 0; i <= names.length; i++) {
    const code = i < names.length ? names.charCodeAt(i) : 0x20;
    const upper = code >= 0x41 && code <= 0x5a;
    const alnum = upper || (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
    const hump = upper && start !== -1 && isLower(names.charCodeAt(i - 1));
    if ((!alnum || hump) && start !== -1) {
      if (visit(names.slice(start, i).toLowerCase())) return true;
      start = -1;
    }
    if (alnum && start === -1) start = i;
  }
  return false;
}

/** Lower-cased words of an identifier list: split at non-alphanumerics and at camelCase humps. */
export function identifierWords(names: string): string[] {
  const words: string[] = [];
  someIdentifierWord(names, (word) => {
    words.push(word);
    return false;
  });
  return words;
}

function isLower(code: number): boolean {
  return code >= 0x61 && code <= 0x7a;
}

/** True for elements whose content is never text (scripts, media, form controls…). */
export function isNeverContent(el: Element): boolean {
  return NEVER_CONTENT.has(el.name);
}

function furnitureOfNames(names: string | undefined): Furniture {
  if (names === undefined || names.length < 2) return NOT_FURNITURE;
  let kind: Furniture = NOT_FURNITURE;
  someIdentifierWord(names, (word) => {
    if (ALWAYS_FURNITURE_WORDS.has(word)) kind = ALWAYS_FURNITURE;
    else if (FURNITURE_WORDS.has(word)) kind = FURNITURE;
    return kind === ALWAYS_FURNITURE;
  });
  return kind;
}

function furnitureByName(el: Element): Furniture {
  const byClass = furnitureOfNames(el.attribs['class']);
  return byClass === ALWAYS_FURNITURE ? byClass : Math.max(byClass, furnitureOfNames(el.attribs['id'])) as Furniture;
}

function isHidden(el: Element): boolean {
  const a = el.attribs;
  if (a['hidden'] !== undefined || a['aria-hidden'] === 'true') return true;
  const style = a['style'];
  if (style !== undefined && DISPLAY_NONE.test(style)) return true;
  const classes = a['class'];
  return classes !== undefined && MAYBE_HIDING.test(classes)
    && classes.split(/\s+/).some((name) => HIDING_CLASSES.has(name.toLowerCase()));
}

/** Not furniture. */
export const NOT_FURNITURE = 0;
/** Furniture, unless it holds most of the page's prose (a wrapper named "main has-sidebar"). */
export const FURNITURE = 1;
/** Furniture whatever it holds (comments, related stories, consent banners). */
export const ALWAYS_FURNITURE = 2;
export type Furniture = typeof NOT_FURNITURE | typeof FURNITURE | typeof ALWAYS_FURNITURE;

/**
 * Whether the element looks like page furniture: navigation, share bar, comments,
 * ads, captions, bylines, hidden parts…
 */
export function furnitureKind(el: Element): Furniture {
  if (FURNITURE_TAGS.has(el.name)) return FURNITURE;
  const role = el.attribs['role'];
  if (role !== undefined && FURNITURE_ROLES.has(role.trim().toLowerCase())) return FURNITURE;
  return isHidden(el) ? FURNITURE : furnitureByName(el);
}
