import { Element, isTag, isText } from 'domhandler';
import type { ParentNode } from 'domhandler';
import { isNeverContent } from './boilerplate.js';
import { BLOCKS } from './stats.js';
import { ELEMENT_TEXT_LIMIT, textOf } from '../../../page/index.js';
import type { NodeStats, PageAnalysis } from './stats.js';
import type { TitleMatcher } from './title.js';
import { parseLinkUrl } from '../../../page/url.js';
import type { LinkType } from '../../../page/index.js';

/**
 * Trims the edges of the chosen container. Boilerplate clusters before the first and
 * after the last paragraph (kicker labels, the title, bylines and dates, "Related"
 * headings, link lists, "Filed under"), while what sits between paragraphs is the
 * author's (a link list of deals, a table, an embedded "read also"). So the container
 * is cut into units in reading order — prose blocks, headings, and runs without
 * prose — and only units outside the first…last prose span are judged.
 */

type UnitKind = 'prose' | 'heading' | 'other';

interface Unit {
  readonly el: Element;
  readonly kind: UnitKind;
  readonly stats: NodeStats;
}

const HEADING = /^h[1-6]$/;

/** Text up to this weight without a sentence end is a label (a kicker, a date, "Share this"). */
const LABEL_WEIGHT = 50;

/** Generic wrappers: one without prose is cut further, so that a title or a kicker inside a header box is a unit. */
const WRAPPERS: ReadonlySet<string> = new Set([
  'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'center', 'hgroup', 'details', 'form', 'font', 'span',
]);

function hasTextBlocks(el: Element, analysis: PageAnalysis): boolean {
  return el.children.some((c) => isTag(c) && BLOCKS.has(c.name) && (analysis.stats.get(c)?.weight ?? 0) > 0);
}

function isLeafUnit(el: Element, stats: NodeStats, analysis: PageAnalysis): boolean {
  return !WRAPPERS.has(el.name) || isLinkDominated(stats) || !hasTextBlocks(el, analysis);
}

/** Index of the first child that carries the element's own (inline) text. */
function firstOwnText(el: Element, analysis: PageAnalysis): number {
  return el.children.findIndex((c) => (isText(c) ? c.data.trim() !== '' : isTag(c) && !BLOCKS.has(c.name) && (analysis.stats.get(c)?.weight ?? 0) > 0));
}

/**
 * The container's units in reading order. A prose element's own text counts where it
 * starts: a paragraph whose text follows a title or a kicker inside the same element
 * comes after them.
 */
function collectUnits(container: Element, analysis: PageAnalysis): Unit[] {
  const units: Unit[] = [];
  const stack: (Element | Unit)[] = [container];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (!(item instanceof Element)) {
      units.push(item);
      continue;
    }
    const el = item;
    const stats = analysis.stats.get(el);
    if (stats === undefined || stats.weight === 0) continue;
    if (el !== container && HEADING.test(el.name)) {
      units.push({ el, kind: 'heading', stats });
      continue;
    }
    if (stats.good === 0 && isLeafUnit(el, stats, analysis)) {
      units.push({ el, kind: 'other', stats });
      continue;
    }
    const prose = stats.ownGood > 0;
    const textAt = prose ? Math.max(0, firstOwnText(el, analysis)) : -1;
    for (let i = el.children.length - 1; i >= 0; i--) {
      const child = el.children[i]!;
      // Inline elements of a paragraph belong to it; only nested blocks are units of their own.
      if (isTag(child) && !isNeverContent(child) && !analysis.dropped.has(child) && (!prose || BLOCKS.has(child.name))) stack.push(child);
      if (i === textAt) stack.push({ el, kind: 'prose', stats });
    }
  }
  return units;
}

function isLinkDominated(s: NodeStats): boolean {
  return s.bad > s.neutral;
}

/** Link share from which a unit is links with at most a label ("SEE MORE:", "|"). */
const ALL_LINKS_SHARE = 0.75;

function isAllLinks(s: NodeStats): boolean {
  return s.linkWeight >= ALL_LINKS_SHARE * s.weight;
}

function isLabel(s: NodeStats): boolean {
  return s.weight < LABEL_WEIGHT && s.sentences === 0;
}

/**
 * Before the first paragraph: the title (the `<h1>`, or any heading or block that
 * matches the page's title), kickers and other link labels, short labels without a
 * sentence (section names, dates). Section headings other than `<h1>` stay.
 */
function dropLeading(unit: Unit, ctx: EdgeContext): boolean {
  if (unit.el.name === 'h1' || ctx.isTitle(unit.el) || isLinkDominated(unit.stats)) return true;
  return unit.kind !== 'heading' && isLabel(unit.stats);
}

/**
 * After the last paragraph: headings with nothing left to head, link lists, and a
 * short label heading a link list that goes. (Other short labels stay: there they are
 * as often a run of facts — venue, prices — as a "Comments" label.)
 */
function dropTrailing(unit: Unit, beforeDropped: boolean): boolean {
  return unit.kind === 'heading' || isLinkDominated(unit.stats) || (beforeDropped && isLabel(unit.stats));
}

/** Links under `el` pointing into the page's own site (or the page itself): navigation, not citations. */
function linksMostlyInternal(el: Element, ctx: EdgeContext): boolean {
  let internal = 0;
  let external = 0;
  const stack: Element[] = [el];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const href = node.name === 'a' ? node.attribs['href'] : undefined;
    const url = href === undefined ? undefined : parseLinkUrl(href, ctx.baseUrl);
    if (url !== undefined) {
      if (ctx.linkType(url) === 'external') external++;
      else internal++;
    }
    for (const child of node.children) if (isTag(child)) stack.push(child);
  }
  return internal > external;
}

/** Whether `el` is inside the article's header (a byline or a date after its lead). */
function inHeader(el: Element, header: Element | undefined): boolean {
  if (header === undefined) return false;
  for (let up: Element | null = el; up !== null; up = up.parent !== null && isTag(up.parent) ? up.parent : null) if (up === header) return true;
  return false;
}

/** Weight up to which a heading or label can be a closing section's title ("Mehr zum Thema", "Related"). */
const CLOSING_TITLE_WEIGHT = 60;

/**
 * Words that title the matter after an article in many languages: more, related, similar,
 * further reading, you may also like. Matched as whole words of the heading's text.
 */
const CLOSING_WORDS = new RegExp(
  '(?:^|[^\\p{L}])(?:' + [
    'related', 'more', 'similar', 'recommended', 'further', 'latest',
    'mehr', 'weitere', 'weiteres', 'weiteren', 'ähnliche', 'verwandte', 'weiterlesen', 'weiterführende', 'interessieren', 'empfehlungen',
    'más', 'también', 'relacionadas', 'relacionados', 'relacionada', 'relacionado', 'similares', 'recomendamos',
    'aussi', 'plus', 'similaires',
    'anche', 'correlati', 'altri',
    'więcej', 'także', 'również', 'polecamy',
  ].join('|') + ')(?![\\p{L}])',
  'iu',
);

/**
 * Where the matter after the article starts: a short heading or label titled "more",
 * "related", "weitere"… past most of the container's prose (the closing section of the
 * article's page, whatever teasers with summaries follow it). Undefined when none.
 */
function closingStart(units: readonly Unit[], first: number, analysis: PageAnalysis): number | undefined {
  let total = 0;
  for (const u of units) if (u.kind === 'prose') total += u.stats.ownGood;
  let before = 0;
  for (let i = first + 1; i < units.length; i++) {
    const unit = units[i]!;
    if (unit.kind === 'prose') {
      before += unit.stats.ownGood;
      continue;
    }
    if (before < CLOSING_SHARE * total || unit.stats.good > 0) continue;
    const title = closingTitle(unit.el, analysis);
    // A box with its own title between two paragraphs of the text is a "Read also" inside the article.
    if (title !== undefined && (title === unit.el || !textGoesOn(units, i))) return i;
  }
  return undefined;
}

/**
 * Whether the article's paragraphs go on after unit `at`: a paragraph after it shares its
 * parent with one before it ("Read also" set between two paragraphs of the text).
 */
function textGoesOn(units: readonly Unit[], at: number): boolean {
  const parents = new Set<ParentNode>();
  for (let i = 0; i < at; i++) if (units[i]!.kind === 'prose' && units[i]!.el.parent !== null) parents.add(units[i]!.el.parent!);
  for (let i = at + 1; i < units.length; i++) if (units[i]!.kind === 'prose' && units[i]!.el.parent !== null && parents.has(units[i]!.el.parent!)) return true;
  return false;
}

/**
 * The element titling a closing section: `el` itself when it is a short heading or label
 * with a closing word, or a block without prose that starts with such a heading (the
 * heading and its links in one box).
 */
function closingTitle(el: Element, analysis: PageAnalysis): Element | undefined {
  for (let node: Element | undefined = el; node !== undefined; node = firstTextChild(node, analysis)) {
    const weight = analysis.stats.get(node)?.weight ?? 0;
    if (weight <= CLOSING_TITLE_WEIGHT && CLOSING_TAGS.test(node.name)) return isClosingTitle(textOf(node, ELEMENT_TEXT_LIMIT)) ? node : undefined;
    if (!WRAPPERS.has(node.name)) return undefined;
  }
  return undefined;
}

/** The first child element with text, when no text comes before it. */
function firstTextChild(el: Element, analysis: PageAnalysis): Element | undefined {
  for (const child of el.children) {
    if (isText(child) && child.data.trim() !== '') return undefined;
    if (isTag(child) && (analysis.stats.get(child)?.weight ?? 0) > 0) return analysis.dropped.has(child) ? undefined : child;
  }
  return undefined;
}

function isClosingTitle(text: string): boolean {
  return text.split(/\s+/).filter((w) => w !== '').length <= CLOSING_TITLE_WORDS && CLOSING_WORDS.test(text) && !EXPANDER.test(text);
}

/** A button's label that opens more of the same text ("Read more", "Mehr lesen"): it titles nothing. */
const EXPANDER = /^\W*(?:(?:read|show|see|load) more|more|mehr|mehr lesen|lesen sie mehr|weiterlesen|leer más|ver más|lire la suite|voir plus|leggi di più|czytaj dalej)\W*$/iu;

/** Elements that can title a section: headings and generic blocks and spans, not lists, quotes or code. */
const CLOSING_TAGS = /^(?:h[1-6]|p|div|span|strong|b|em|i|section|header|summary)$/;

/** Words a closing section's title has at most ("Das könnte dich auch interessieren"); a longer text is a sentence. */
const CLOSING_TITLE_WORDS = 6;

/** Share of the container's prose that must come before a closing section's title. */
const CLOSING_SHARE = 0.5;

/** Weight up to which a paragraph after the article can be a call to action (two or three sentences). */
const CALL_WEIGHT = 300;

/** Whole words in `list`, at a word start that is not inside a URL or a handle (`twitter.com/…`, `@app`). */
function wordsPattern(list: readonly string[]): RegExp {
  return new RegExp(`(?:^|[\\s(„"“«¿¡])(?:${list.join('|')})(?![\\p{L}])`, 'giu');
}

/**
 * Words of the calls to action that close an article page, in several languages: subscribe,
 * the newsletter, follow us, support us. One is enough.
 */
const CALL_WORDS = wordsPattern([
  'subscribe', 'subscribers?', 'subscription', 'newsletters?', 'sign up', 'follow us', 'support us', 'donate',
  'abonnieren', 'abonniere', 'abonnement', 'abonnez', 'folge uns', 'folgen sie uns', 'unterstütze', 'unterstützen sie uns',
  'suscríbete', 'suscribete', 'suscripción', 'síguenos', 'siguenos', 'únete', 'suivez', 'seguici', 'iscriviti',
]);

/** Where such calls send the reader: social networks and the publisher's app. Two are needed (a story may name one). */
const CALL_PLACES = wordsPattern(['telegram', 'whatsapp', 'instagram', 'facebook', 'twitter', 'tiktok', 'youtube', 'app', 'apps', 'ios', 'android']);

function isCall(text: string): boolean {
  CALL_WORDS.lastIndex = 0;
  if (CALL_WORDS.test(text)) return true;
  CALL_PLACES.lastIndex = 0;
  return CALL_PLACES.test(text) && CALL_PLACES.test(text);
}

/**
 * The run of calls to action closing the container ("Subscribe to our newsletter", "Follow
 * us on Telegram", "Get the app"): short paragraphs with such words, from the end back to
 * the last paragraph without one (labels and lists between them go too). Index of its first
 * unit, or undefined. Never more than a third of the container's prose.
 */
function callsStart(units: readonly Unit[], first: number): number | undefined {
  let start: number | undefined;
  let total = 0;
  for (const u of units) if (u.kind === 'prose') total += u.stats.ownGood;
  let calls = 0;
  for (let i = units.length - 1; i > first; i--) {
    const unit = units[i]!;
    // Labels and lists between calls go with them; a sentence that is no call ends the run.
    if (unit.kind !== 'prose' && (unit.stats.sentences === 0 || isLinkDominated(unit.stats))) continue;
    if (unit.stats.weight > CALL_WEIGHT || !isCall(textOf(unit.el, ELEMENT_TEXT_LIMIT))) break;
    calls += unit.stats.ownGood;
    start = i;
  }
  return start !== undefined && 3 * calls <= total ? start : undefined;
}

export interface EdgeContext {
  readonly analysis: PageAnalysis;
  readonly isTitle: TitleMatcher;
  /** The article's header kept for its lead (see anchor.ts): only its prose stays. */
  readonly header?: Element | undefined;
  readonly baseUrl: URL;
  readonly linkType: (url: URL) => LinkType;
}

/**
 * Elements to leave out of `container`: a closing section ("Mehr zum Thema", "Related")
 * past most of the prose and all after it; then a closing run of calls to action
 * (subscribe, follow us); before the first prose block, the title, link-dominated units
 * and short labels; after the last one, headings and link-dominated units; in between,
 * units of links into the site (related stories).
 */
export function edgeSkips(container: Element, ctx: EdgeContext): Set<Element> {
  const units = collectUnits(container, ctx.analysis);
  const skips = new Set<Element>();
  const first = units.findIndex((u) => u.kind === 'prose');
  if (first === -1) return skips;
  let last = units.length - 1;
  while (units[last]!.kind !== 'prose') last--;
  const closing = closingStart(units, first, ctx.analysis);
  if (closing !== undefined) {
    for (let i = closing; i < units.length; i++) skips.add(units[i]!.el);
    units.length = closing;
    while (last >= closing || units[last]!.kind !== 'prose') last--;
  }
  const calls = callsStart(units, first);
  if (calls !== undefined) {
    for (let i = calls; i < units.length; i++) skips.add(units[i]!.el);
    units.length = calls;
    for (last = calls - 1; units[last]!.kind !== 'prose'; ) last--;
  }
  for (let i = 0; i < first; i++) if (dropLeading(units[i]!, ctx)) skips.add(units[i]!.el);
  for (let i = first + 1; i < last; i++) {
    const unit = units[i]!;
    if (unit.kind === 'prose') continue;
    if (isAllLinks(unit.stats) && linksMostlyInternal(unit.el, ctx)) skips.add(unit.el);
    else if (inHeader(unit.el, ctx.header) && dropLeading(unit, ctx)) skips.add(unit.el);
  }
  for (let i = units.length - 1; i > last && dropTrailing(units[i]!, skips.has(units[i + 1]?.el as Element)); i--) skips.add(units[i]!.el);
  return skips;
}
