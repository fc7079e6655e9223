import { Element, isTag, isText } from 'domhandler';
import { isNeverContent } from './boilerplate.js';
import { BLOCKS } from './stats.js';
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

export interface EdgeContext {
  readonly analysis: PageAnalysis;
  readonly isTitle: TitleMatcher;
  /** The article's header kept for its lead (see anchor.ts): only its prose stays. */
  readonly header?: Element | undefined;
  readonly baseUrl: URL;
  readonly linkType: (url: URL) => LinkType;
}

/**
 * Elements to leave out of `container`: before the first prose block, the title,
 * link-dominated units and short labels; after the last one, headings and
 * link-dominated units; in between, units of links into the site (related stories).
 */
export function edgeSkips(container: Element, ctx: EdgeContext): Set<Element> {
  const units = collectUnits(container, ctx.analysis);
  const skips = new Set<Element>();
  const first = units.findIndex((u) => u.kind === 'prose');
  if (first === -1) return skips;
  let last = units.length - 1;
  while (units[last]!.kind !== 'prose') last--;
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
