import { isTag, isText } from 'domhandler';
import type { AnyNode, Document, Element } from 'domhandler';
import { fail, succeed, type Outcome } from '../errors.js';
import { NODE_BUDGET, parseBoundedDocument, parseBoundedHead, type BoundedDocument, type ParseLimits } from './bounded-parse.js';
import { indexElements } from './element-index.js';
import type { ElementIndex } from './element-index.js';
import { collectImages } from './images.js';
import { parseJsonLdScripts } from './json-ld.js';
import { lazy } from './lazy.js';
import { collectIcons, collectLinkTags, findCanonical } from './link-tags.js';
import { collectLinks } from './links.js';
import { collectMetaTags, indexMetaContent, metaWithPrefix } from './meta.js';
import { ELEMENT_TEXT_LIMIT, collapseWhitespace, textOf } from './text.js';
import type { Heading, JsonLdNode, LinkTag, MetaTag, PageIcon, PageImage, PageLink } from './types.js';
import { parseHttpUrl } from './url.js';
import { collectVisibleText } from './visible-text.js';
import { countWords } from './words.js';

/**
 * One fetched HTML page, parsed once. Every view but `url`, `html` and `document`
 * is computed on first access and memoised (the same object on every read), and
 * no view throws: a view whose computation fails holds its empty value.
 */
export interface Page {
  /** The page's final URL (after redirects). */
  readonly url: URL;
  /** `<base href>` resolved against `url` when it is http(s), else `url`. Relative URLs resolve against it. */
  readonly baseUrl: URL;
  /**
   * The domhandler root; css-select and domutils work on it. Do not mutate. Elements nest
   * at most `MAX_TREE_DEPTH` (512) deep; past `NODE_BUDGET` nodes it holds the page's start only.
   */
  readonly document: Document;
  readonly html: string;
  /** What parsing had to cut to stay linear (see bounded-parse.ts). */
  readonly limits: ParseLimits;
  /** `<title>` text, whitespace-collapsed; `undefined` when missing or empty. */
  readonly title: string | undefined;
  /** `<html lang>` (or `xml:lang`), trimmed. */
  readonly lang: string | undefined;
  /** Every `<meta>` in document order. */
  readonly metaTags: readonly MetaTag[];
  /** First non-empty content of a meta whose `name` or `property` equals `key` (case-insensitive), trimmed. */
  meta(key: string): string | undefined;
  /** `og:*` meta content by lower-cased key, first value per key. */
  readonly openGraph: Readonly<Record<string, string>>;
  /** `twitter:*` meta content by lower-cased key (from `name` or `property`), first value per key. */
  readonly twitter: Readonly<Record<string, string>>;
  /** Every JSON-LD object, tolerant of bad scripts, arrays and `@graph` flattened. */
  readonly jsonLd: readonly JsonLdNode[];
  /** Whether a browser would run any script of the page (its content may be built by them). */
  readonly runsScripts: boolean;
  readonly headings: readonly Heading[];
  readonly links: readonly PageLink[];
  readonly images: readonly PageImage[];
  /** Every `<link>` with an http(s) href. */
  readonly linkTags: readonly LinkTag[];
  readonly icons: readonly PageIcon[];
  /** First `<link rel=canonical>`, absolute. */
  readonly canonical: string | undefined;
  /** Body text without scripts, styles and hidden elements; one line per block. */
  readonly visibleText: string;
  /** Words of `visibleText`, counting CJK and Thai by dictionary word breaks. */
  readonly wordCount: number;
}

const EMPTY_INDEX: ElementIndex = {
  title: undefined, html: undefined, body: undefined, base: undefined,
  metas: [], links: [], anchors: [], images: [], headings: [], jsonLdScripts: [], runsScripts: false,
};

function childElement(parent: { children: AnyNode[] }, name: string): Element | undefined {
  return parent.children.find((c): c is Element => isTag(c) && c.name === name);
}

/** The body element where it normally sits; otherwise the whole document (head is skipped as text anyway). */
function textRoot(document: Document): AnyNode {
  const html = childElement(document, 'html');
  return childElement(html ?? document, 'body') ?? document;
}

class ParsedPage implements Page {
  readonly url: URL;
  readonly html: string;
  readonly document: Document;
  readonly limits: ParseLimits;

  readonly #index = lazy(() => indexElements(this.document), () => EMPTY_INDEX);
  readonly #baseUrl = lazy(() => {
    const href = this.#index().base?.attribs['href'];
    return (href === undefined ? undefined : parseHttpUrl(href, this.url)) ?? this.url;
  }, () => this.url);
  readonly #title = lazy(() => {
    const children = this.#index().title?.children ?? [];
    return collapseWhitespace(children.map((c) => (isText(c) ? c.data : '')).join('')) || undefined;
  }, () => undefined);
  readonly #lang = lazy(() => {
    const attribs = this.#index().html?.attribs;
    return (attribs?.['lang'] ?? attribs?.['xml:lang'])?.trim() || undefined;
  }, () => undefined);
  readonly #metaTags = lazy(() => collectMetaTags(this.#index().metas), () => []);
  readonly #metaContent = lazy(() => indexMetaContent(this.#metaTags()), () => new Map<string, string>());
  readonly #openGraph = lazy(() => metaWithPrefix(this.#metaContent(), 'og:'), () => ({}));
  readonly #twitter = lazy(() => metaWithPrefix(this.#metaContent(), 'twitter:'), () => ({}));
  readonly #jsonLd = lazy(() => parseJsonLdScripts(this.#index().jsonLdScripts), () => []);
  readonly #headings = lazy(() => this.#index().headings.map(toHeading), () => []);
  readonly #links = lazy(() => collectLinks(this.#index().anchors, this.baseUrl, this.url), () => []);
  readonly #images = lazy(() => collectImages(this.#index().images, this.baseUrl), () => []);
  readonly #linkTags = lazy(() => collectLinkTags(this.#index().links, this.baseUrl), () => []);
  readonly #icons = lazy(() => collectIcons(this.#linkTags()), () => []);
  readonly #canonical = lazy(() => findCanonical(this.#linkTags()), () => undefined);
  readonly #visibleText = lazy(() => collectVisibleText(textRoot(this.document)), () => '');
  readonly #wordCount = lazy(() => countWords(this.visibleText), () => 0);

  constructor(html: string, url: URL, parsed: BoundedDocument = parseBoundedDocument(html)) {
    this.url = url;
    this.html = html;
    this.document = parsed.document;
    this.limits = parsed.limits;
  }

  get baseUrl(): URL { return this.#baseUrl(); }
  get title(): string | undefined { return this.#title(); }
  get lang(): string | undefined { return this.#lang(); }
  get metaTags(): readonly MetaTag[] { return this.#metaTags(); }
  get openGraph(): Readonly<Record<string, string>> { return this.#openGraph(); }
  get twitter(): Readonly<Record<string, string>> { return this.#twitter(); }
  get jsonLd(): readonly JsonLdNode[] { return this.#jsonLd(); }
  get runsScripts(): boolean { return this.#index().runsScripts; }
  get headings(): readonly Heading[] { return this.#headings(); }
  get links(): readonly PageLink[] { return this.#links(); }
  get images(): readonly PageImage[] { return this.#images(); }
  get linkTags(): readonly LinkTag[] { return this.#linkTags(); }
  get icons(): readonly PageIcon[] { return this.#icons(); }
  get canonical(): string | undefined { return this.#canonical(); }
  get visibleText(): string { return this.#visibleText(); }
  get wordCount(): number { return this.#wordCount(); }

  meta(key: string): string | undefined {
    return this.#metaContent().get(key.trim().toLowerCase());
  }
}

function toHeading(el: Element): Heading {
  return { level: Number(el.name.charAt(1)) as Heading['level'], text: textOf(el, ELEMENT_TEXT_LIMIT) };
}

/**
 * Parses `html` once into a {@link Page} for the page at `url` (its final URL).
 * Never throws for any HTML; throws `TypeError` when `url` is not an absolute URL.
 */
export function parsePage(html: string, url: string | URL): Page {
  return new ParsedPage(html, new URL(url));
}

/** A page parsed up to its `<body>` start tag, for analysers that can often answer from the head alone. */
export interface PageHead {
  /** The page before its `<body>` tag; the whole page when it has none. Not to be read after `whole()`. */
  readonly page: Page;
  /** The HTML from the `<body>` tag on, unparsed; `undefined` when `page` is the whole page. */
  readonly rest: string | undefined;
  /** The whole page, parsed on from where the head stopped: {@link parsePageWithin}'s outcome. */
  whole(): Outcome<Page>;
}

export function parsePageHead(html: string, url: string | URL): PageHead {
  const target = new URL(url);
  const parsed = parseBoundedHead(html);
  if (parsed.bodyStart === undefined) {
    const page = new ParsedPage(html, target, parsed);
    return { page, rest: undefined, whole: () => withinBudget(page) };
  }
  return {
    page: new ParsedPage(html.slice(0, parsed.bodyStart), target, parsed),
    rest: html.slice(parsed.bodyStart),
    whole: () => withinBudget(new ParsedPage(html, target, parsed.finish())),
  };
}

/**
 * {@link parsePage} for the service: a page with more than `NODE_BUDGET` nodes fails
 * `page_too_complex` instead of being analysed from its first part. Deep nesting is not
 * a failure (it is capped silently, as browsers do).
 */
export function parsePageWithin(html: string, url: string | URL): Outcome<Page> {
  return withinBudget(parsePage(html, url));
}

function withinBudget(page: Page): Outcome<Page> {
  if (!page.limits.nodeBudgetExceeded) return succeed(page);
  return fail('page_too_complex',
    `The page has more than ${NODE_BUDGET.toLocaleString('en-US')} nodes (elements, text runs and comments); ` +
    'Pagelens analyses pages up to that size.');
}
