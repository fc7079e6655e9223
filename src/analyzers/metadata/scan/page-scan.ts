import { hasChildren, isTag, isText } from 'domhandler';
import type { Element, ParentNode } from 'domhandler';
import { findDescendant, imageSource, textOf } from '../../../page/index.js';
import { BLOCK_ELEMENTS } from '../../../page/text.js';
import type { Page } from '../../../page/index.js';
import { memoOn } from '../memo.js';
import { Region, regionOf } from './regions.js';
import { titleHeading, titleMatch, titleWords, wordsOf, type Heading } from './title-heading.js';

/** A run of the page's text and the regions it lies in. */
export interface TextChunk {
  readonly start: number;
  readonly flags: number;
}

/** An element that states a date in markup: `<time>`, `<abbr title>`, or a microdata date property. */
export interface DateMark {
  readonly source: 'time' | 'abbr' | 'microdata';
  /** The microdata property (datePublished, dateModified…), when the element has one. */
  readonly prop: string | undefined;
  /** `datetime`, `content` or `title`: the machine-readable value. */
  readonly machine: string | undefined;
  readonly text: string;
  /** Lower-cased class and id of the element. */
  readonly names: string;
  readonly pubdate: boolean;
  /** Whether readers see the element (not a `<meta>` or `<link>`). */
  readonly visible: boolean;
  /** Offset in the scan's text where the element starts. */
  readonly at: number;
  readonly flags: number;
}

/** Where an author's name may be written: microdata, a `rel=author` link, a byline element. */
export interface AuthorMark {
  readonly source: 'microdata' | 'rel-author' | 'byline';
  readonly text: string;
  readonly at: number;
  readonly flags: number;
}

/** An `<img>` that may be the site's logo. */
export interface ImageMark {
  readonly src: string;
  /** The image's own class, id, alt or file name says logo. */
  readonly namedLogo: boolean;
  readonly itempropLogo: boolean;
  readonly at: number;
  readonly flags: number;
}

/** One walk over the body: its text with the region of every run, and the marks the rules read. */
export interface PageScan {
  /** The body's text; blocks and `<br>` start new lines. */
  readonly text: string;
  readonly chunks: readonly TextChunk[];
  /** Where the page's title (its main `<h1>`) lies in `text`. */
  readonly title: { readonly start: number; readonly end: number } | undefined;
  readonly dates: readonly DateMark[];
  readonly authors: readonly AuthorMark[];
  readonly images: readonly ImageMark[];
  /** Whether the scan read the whole body (up to its limit), not stopping SCAN_PAST_TITLE_CHARS past a sure title. */
  readonly whole: boolean;
}

/** Most characters of text the scan keeps (a page's metadata sits near its start). */
const MAX_TEXT_CHARS = 400_000;
/**
 * Once an `<h1>` matching the `<title>` this well is read, the scan reads this much text past it
 * and stops: every rule reads within 3,000 characters of the title (MARKED_NEAR_TITLE_CHARS), and
 * the rest of a long page (its body, comments, footer) is the cost of a scan.
 */
const SURE_TITLE_MATCH = 0.6;
/** Most characters of text the whole-page scan (the last-resort date search) reads. */
const WHOLE_PAGE_TEXT_CHARS = 100_000;
const SCAN_PAST_TITLE_CHARS = 5000;
const MAX_MARK_TEXT = 300;
const SKIPPED: ReadonlySet<string> = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'head', 'title', 'object', 'embed', 'canvas', 'audio', 'video']);
const DATE_PROPS: ReadonlySet<string> = new Set(['datepublished', 'datemodified', 'datecreated', 'uploaddate', 'dateposted', 'datereleased']);

const isH1 = (el: Element): boolean => el.name === 'h1';
const startsWithDigit = (text: string): boolean => { const c = text.charCodeAt(0); return c >= 48 && c <= 57; };
const NON_SPACE = /\S/;

/** Decimal digits of other scripts (full-width, Arabic-Indic, Devanagari, Bengali…), one character each. */
const OTHER_DIGITS = /[\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u09E6-\u09EF\u0E50-\u0E59]/g;
const DIGIT_ZERO = [0xff10, 0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50];

/** `text` with other scripts' decimal digits as ASCII digits, offsets unchanged ("２０２１年３月１４日" → "2021年3月14日"). */
export function asciiDigits(text: string): string {
  OTHER_DIGITS.lastIndex = 0;
  if (!OTHER_DIGITS.test(text)) return text;
  return text.replace(OTHER_DIGITS, (d) => {
    const code = d.charCodeAt(0);
    const zero = DIGIT_ZERO.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}
/** Headings that may hold the page's title. */
const HEADING_LEVEL: Readonly<Record<string, number>> = { h1: 1, h2: 2, h3: 3 };

const NO_PROPS: readonly string[] = [];

function propsOf(el: Element): readonly string[] {
  const itemprop = el.attribs['itemprop'];
  return itemprop === undefined ? NO_PROPS : itemprop.toLowerCase().split(/\s+/).filter((p) => p !== '');
}

function namesOf(el: Element): string {
  return `${el.attribs['class'] ?? ''} ${el.attribs['id'] ?? ''}`.toLowerCase().trim();
}

function microdataName(el: Element): string {
  const named = findDescendant(el, (d) => propsOf(d).includes('name'), 200);
  const source = named ?? el;
  return source.attribs['content'] ?? textOf(source, MAX_MARK_TEXT);
}

class Walker {
  text = '';
  readonly chunks: TextChunk[] = [];
  readonly dates: DateMark[] = [];
  readonly authors: AuthorMark[] = [];
  readonly images: ImageMark[] = [];
  readonly headings: Heading[] = [];

  constructor(private readonly page: Page, private readonly wholePage: boolean) {
    this.#titles = titleWords(page);
    if (wholePage) this.stopAt = WHOLE_PAGE_TEXT_CHARS;
  }

  /**
   * Where the walk may stop: MAX_TEXT_CHARS, or SCAN_PAST_TITLE_CHARS after an `<h1>` that surely is
   * the title; WHOLE_PAGE_TEXT_CHARS for the whole-page scan.
   */
  stopAt = MAX_TEXT_CHARS;
  readonly #titles: readonly ReadonlySet<string>[];

  heading(level: number, text: string, flags: number): void {
    this.headings.push({ level, start: this.length, text, flags });
    if (!this.wholePage && level === 1 && this.stopAt === MAX_TEXT_CHARS && titleMatch(wordsOf(text), this.#titles) >= SURE_TITLE_MATCH) {
      this.stopAt = this.length + text.length + SCAN_PAST_TITLE_CHARS;
    }
  }

  get length(): number {
    return this.text.length;
  }

  /** Whether the text so far ends with a digit (kept as it grows: reading the end of a string built by `+=` would flatten it). */
  endsWithDigit = false;

  push(text: string, flags: number): void {
    if (this.text.length >= MAX_TEXT_CHARS) return;
    if (this.lastFlags !== flags) {
      this.chunks.push({ start: this.text.length, flags });
      this.lastFlags = flags;
    }
    this.text += text;
    const last = text.charCodeAt(text.length - 1);
    this.endsWithDigit = last >= 48 && last <= 57;
  }

  lastFlags = -1;

  /** Flags of `el` given its parent's, and the marks it is. */
  enter(el: Element, inherited: number): number {
    let own = regionOf(el);
    const inArticle = (inherited & Region.article) !== 0;
    // A header inside an article, or holding the title, is the article's; so is a footer or sidebar inside an article.
    if ((own & Region.siteHeader) !== 0 && (inArticle || findDescendant(el, isH1, 5000) !== undefined)) own &= ~Region.siteHeader;
    if ((own & Region.footer) !== 0 && !inArticle) own |= Region.chrome;
    // An article inside the article is another one: a teaser, a related story, a comment.
    if (el.name === 'article' && (inherited & Region.articleElement) !== 0 && findDescendant(el, isH1, 5000) === undefined) own |= Region.chrome | Region.otherPages;
    const flags = inherited | own;
    const props = propsOf(el);
    const at = this.length;
    const prop = props.find((p) => DATE_PROPS.has(p));
    if (el.name === 'time' || prop !== undefined) {
      const machine = el.attribs['datetime'] ?? el.attribs['content'];
      this.dates.push({
        source: prop !== undefined ? 'microdata' : 'time', prop, machine, text: textOf(el, MAX_MARK_TEXT), names: namesOf(el),
        pubdate: el.attribs['pubdate'] !== undefined, visible: el.name !== 'meta' && el.name !== 'link', at, flags,
      });
    } else if (el.name === 'abbr' && el.attribs['title'] !== undefined && /publish|date|updated|modified|time/i.test(namesOf(el))) {
      this.dates.push({ source: 'abbr', prop, machine: el.attribs['title'], text: textOf(el, MAX_MARK_TEXT), names: namesOf(el), pubdate: false, visible: true, at, flags });
    }
    if (props.includes('author') || props.includes('creator')) this.authors.push({ source: 'microdata', text: microdataName(el), at, flags });
    else if (el.name === 'a' && /(?:^|\s)author(?:\s|$)/i.test(el.attribs['rel'] ?? '')) this.authors.push({ source: 'rel-author', text: textOf(el, MAX_MARK_TEXT), at, flags });
    else if ((own & Region.byline) !== 0 && (inherited & Region.byline) === 0) this.authors.push({ source: 'byline', text: textOf(el, MAX_MARK_TEXT), at, flags });
    if (el.name === 'img') this.image(el, props, at, flags);
    return flags;
  }

  image(el: Element, props: readonly string[], at: number, flags: number): void {
    const src = imageSource(el, this.page.baseUrl, 'markup-first');
    if (src === undefined) return;
    const named = /logo|brand|wordmark/i.test(`${namesOf(el)} ${el.attribs['alt'] ?? ''} ${new URL(src).pathname}`);
    this.images.push({ src, namedLogo: named, itempropLogo: props.includes('logo'), at, flags });
  }
}

function walk(page: Page, walker: Walker): void {
  const root: ParentNode = page.document;
  const parents: ParentNode[] = [root];
  const next: number[] = [0];
  const flagStack: number[] = [0];
  while (parents.length > 0 && walker.length < walker.stopAt) {
    const top = parents.length - 1;
    const parent = parents[top]!;
    const child = parent.children[next[top]!++];
    if (child === undefined) {
      parents.pop();
      next.pop();
      flagStack.pop();
      if (isTag(parent as Element) && (BLOCK_ELEMENTS.has((parent as Element).name))) walker.push('\n', flagStack[flagStack.length - 1] ?? 0);
      continue;
    }
    const inherited = flagStack[top]!;
    if (isText(child)) {
      // Digits of two elements never make one number: "<span>18</span><span>2009</span>" is shown as "18 2009".
      if (walker.endsWithDigit && startsWithDigit(child.data)) walker.push(' ', inherited);
      walker.push(NON_SPACE.test(child.data) ? child.data.replace(/\s+/g, ' ') : ' ', inherited);
      continue;
    }
    if (!isTag(child) || SKIPPED.has(child.name)) continue;
    if (child.name === 'br') {
      walker.push('\n', inherited);
      continue;
    }
    const flags = walker.enter(child, inherited);
    const level = HEADING_LEVEL[child.name];
    // Headings in chrome may still be the title (some sites put it in their breadcrumb): the <title> decides.
    if (level !== undefined) walker.heading(level, textOf(child, 1000), flags);
    if (BLOCK_ELEMENTS.has(child.name)) walker.push('\n', flags);
    if (hasChildren(child)) {
      parents.push(child);
      next.push(0);
      flagStack.push(flags);
    }
  }
}

/** The page's scan, made once per page on first use. */
export function scanPage(page: Page): PageScan {
  return memoOn(page, 'page-scan', () => runScan(page, false));
}

/**
 * The scan of the whole body, for the last-resort date search: the page's scan when that read it
 * all, else a second walk (of up to WHOLE_PAGE_TEXT_CHARS) made once per page on first use.
 */
export function scanWholePage(page: Page): PageScan {
  const scan = scanPage(page);
  return scan.whole ? scan : memoOn(page, 'whole-page-scan', () => runScan(page, true));
}

function runScan(page: Page, wholePage: boolean): PageScan {
  const walker = new Walker(page, wholePage);
  walk(page, walker);
  return {
    text: asciiDigits(walker.text),
    chunks: walker.chunks,
    title: titleHeading(page, walker.headings),
    dates: walker.dates,
    authors: walker.authors,
    images: walker.images,
    whole: wholePage || walker.stopAt === MAX_TEXT_CHARS,
  };
}

/** The region flags at offset `at` of the scan's text. */
export function flagsAt(scan: PageScan, at: number): number {
  const { chunks } = scan;
  let low = 0;
  let high = chunks.length - 1;
  let found = 0;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (chunks[mid]!.start <= at) {
      found = chunks[mid]!.flags;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}
