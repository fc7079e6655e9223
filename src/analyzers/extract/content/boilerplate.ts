import { isTag, isText } from 'domhandler';
import type { Element } from 'domhandler';
import { textContent } from 'domutils';

/**
 * Which elements are page furniture rather than content, from what any site says
 * about them: the tag, the ARIA role, hiding, and the words of `class` and `id`
 * (a vocabulary common across the web: nav, footer, share, related, comment,
 * promo, newsletter, cookie…). Nothing here is specific to a site.
 */

/** Not furniture. */
export const NOT_FURNITURE = 0;
/** Furniture, unless it holds most of the page's prose (a wrapper named "main has-sidebar"). */
export const FURNITURE = 1;
/** Furniture whatever it holds (comments, related stories, consent banners). */
export const ALWAYS_FURNITURE = 2;
export type Furniture = typeof NOT_FURNITURE | typeof FURNITURE | typeof ALWAYS_FURNITURE;

/** Never content, wherever they are. */
const NEVER_CONTENT: ReadonlySet<string> = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'head', 'title', 'iframe',
  'object', 'embed', 'canvas', 'audio', 'video', 'select', 'option', 'button', 'input',
  'textarea', 'link', 'meta', 'map', 'area', 'frame', 'frameset', 'applet',
  // Ruby annotations (furigana, pinyin) gloss the base text above it; they are not part of it.
  'rt', 'rp',
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
  'pager', 'toolbar', 'masthead', 'header', 'footer', 'sidebar', 'widget', 'widgets', 'rail', 'crumbs',
  'skip', 'topbar', 'subnav', 'megamenu', 'dropdown', 'jump',
  // sharing and following
  'share', 'shares', 'sharing', 'sharebar', 'social', 'sociallinks', 'follow', 'rss',
  // related and recommended content
  'related', 'recommended', 'recommendations', 'recommendation', 'trending', 'popular',
  'outbrain', 'taboola',
  // comments
  'comment', 'comments', 'commentlist', 'disqus', 'respond', 'replies', 'reply', 'discussion',
  // ads and promotion
  'ad', 'ads', 'advert', 'adverts', 'advertisement', 'advertising', 'adsbygoogle', 'adslot',
  'adunit', 'dfp', 'sponsor', 'sponsored', 'promo', 'promotion', 'banner',
  'newsletter', 'subscribe', 'subscription', 'signup', 'cta', 'donate',
  // overlays and notices
  'cookie', 'cookies', 'consent', 'gdpr', 'popup', 'modal', 'notice',
  // metadata around the text
  'byline', 'author', 'authors', 'dateline', 'timestamp', 'meta', 'metadata', 'tags', 'tagged',
  'categories', 'caption', 'credit', 'credits', 'copyright', 'disclaimer', 'disclosure', 'postmetadata',
  'login', 'signin', 'search', 'offscreen', 'invisible', 'visuallyhidden', 'noprint',
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
  let hasUpper = false;
  for (let i = 0; i <= names.length; i++) {
    const code = i < names.length ? names.charCodeAt(i) : 0x20;
    const upper = code >= 0x41 && code <= 0x5a;
    const alnum = upper || (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
    const hump = upper && start !== -1 && isLower(names.charCodeAt(i - 1));
    if ((!alnum || hump) && start !== -1) {
      const word = names.slice(start, i);
      if (visit(hasUpper ? word.toLowerCase() : word)) return true;
      start = -1;
    }
    if (alnum && start === -1) {
      start = i;
      hasUpper = false;
    }
    hasUpper ||= upper;
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
  return NEVER_CONTENT.has(el.name) && !isScriptedTextFallback(el);
}

/** Non-space characters a `<noscript>` must hold to be a text's fallback: a long paragraph's worth. */
const FALLBACK_TEXT = 150;

/**
 * A `<noscript>` holding the text that a script beside it writes into the page (Blogger's
 * `<script type="text/template">` + `<noscript>` pair): its parent holds nothing but scripts and
 * it. Browsers running scripts show the script's copy; in the HTML this is the only readable one.
 * A `<noscript>` beside other content (an image's lazy-loading fallback, a tracking pixel) is not.
 */
export function isScriptedTextFallback(el: Element): boolean {
  if (el.name !== 'noscript' || el.parent === null || !isTag(el.parent)) return false;
  let script = false;
  for (const sibling of el.parent.children) {
    if (sibling === el || sibling.type === 'comment' || (isText(sibling) && sibling.data.trim() === '')) continue;
    if (!isTag(sibling) || sibling.name !== 'script') return false;
    script = true;
  }
  return script && textContent(el).replace(/\s+/g, '').length >= FALLBACK_TEXT;
}

/** Each furniture word with its kind, for one lookup per word. */
const WORD_KINDS: ReadonlyMap<string, Furniture> = new Map<string, Furniture>([
  ...[...FURNITURE_WORDS].map((word): [string, Furniture] => [word, FURNITURE]),
  ...[...ALWAYS_FURNITURE_WORDS].map((word): [string, Furniture] => [word, ALWAYS_FURNITURE]),
]);

/** Words that make the next one a state of the element, not what it is (`has-recommendations`, `no-comments`). */
const STATE_PREFIXES: ReadonlySet<string> = new Set(['has', 'with', 'without', 'no']);

function furnitureOfNames(names: string | undefined): Furniture {
  if (names === undefined || names.length < 2) return NOT_FURNITURE;
  let kind: Furniture = NOT_FURNITURE;
  let state = false;
  someIdentifierWord(names, (word) => {
    const found = state ? undefined : WORD_KINDS.get(word);
    state = STATE_PREFIXES.has(word);
    if (found !== undefined && found > kind) kind = found;
    return kind === ALWAYS_FURNITURE;
  });
  return kind;
}

function hidingClass(classes: string): boolean {
  return MAYBE_HIDING.test(classes) && classes.split(/\s+/).some((name) => HIDING_CLASSES.has(name.toLowerCase()));
}

/**
 * One-word BEM modifiers (`section--ads`; not `field--name-related-articles`, which
 * names the field) and JavaScript hooks (`js-truncate-related`).
 */
const NOT_WHAT_IT_IS = /--[a-z0-9]+(?=\s|$)|(?:^|\s)js[-_][\w-]*/gi;

/**
 * Furniture by a `class` attribute: a hiding class, or furniture words. BEM modifiers
 * (`section--ads`, `node--promoted`) name a variant of the thing, and `js-` classes
 * are hooks for scripts: neither says what the thing is.
 */
function furnitureOfClass(classes: string): Furniture {
  if (hidingClass(classes)) return FURNITURE;
  return furnitureOfNames(classes.includes('-') ? classes.replace(NOT_WHAT_IT_IS, ' ') : classes);
}

function isHidden(el: Element): boolean {
  const a = el.attribs;
  if (a['hidden'] !== undefined || a['aria-hidden'] === 'true') return true;
  const style = a['style'];
  return style !== undefined && DISPLAY_NONE.test(style);
}


/**
 * Whether the element looks like page furniture: navigation, share bar, comments,
 * ads, captions, bylines, hidden parts… `classMemo` may hold the verdicts on `class`
 * values already seen (pages repeat them on thousands of elements).
 */
export function furnitureKind(el: Element, classMemo?: Map<string, Furniture>): Furniture {
  if (FURNITURE_TAGS.has(el.name)) return FURNITURE;
  const role = el.attribs['role'];
  if (role !== undefined && FURNITURE_ROLES.has(role.trim().toLowerCase())) return FURNITURE;
  if (isHidden(el)) return FURNITURE;
  const classes = el.attribs['class'];
  let byClass: Furniture = NOT_FURNITURE;
  if (classes !== undefined) {
    const known = classMemo?.get(classes);
    byClass = known ?? furnitureOfClass(classes);
    if (known === undefined) classMemo?.set(classes, byClass);
  }
  return byClass === ALWAYS_FURNITURE ? byClass : Math.max(byClass, furnitureOfNames(el.attribs['id'])) as Furniture;
}
