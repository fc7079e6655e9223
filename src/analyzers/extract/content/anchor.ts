import { isTag } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { identifierWords } from './boilerplate.js';
import { SENTENCE_BLOCK } from './blocks.js';
import { restore } from './stats.js';
import type { PageAnalysis } from './stats.js';
import type { TitleMatcher } from './title.js';

/**
 * Where the article's title is, and how far an element is from it. An article
 * starts right under its title: the title anchors the choice of the content when a
 * larger block of prose elsewhere (a side column, a list of teasers with summaries)
 * outweighs a short article.
 */

const TITLE_HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3']);

/** Whether `el` is inside furniture other than a header (a breadcrumb, a menu, a teaser rail). */
function inFurniture(el: Element, analysis: PageAnalysis): boolean {
  for (let up: AnyNode | null = el; up !== null && isTag(up); up = up.parent) if (analysis.dropped.has(up) && !isHeader(up)) return true;
  return false;
}

/** Rank of a heading as the page's title, lower is better; undefined when it is not one. */
function titleRank(el: Element, analysis: PageAnalysis, isTitle: TitleMatcher): number | undefined {
  const s = analysis.stats.get(el)!;
  const matches = isTitle(el);
  if (!matches && (el.name !== 'h1' || s.linkWeight >= s.weight / 2)) return undefined;
  const placed = inFurniture(el, analysis) ? 3 : 0;
  return placed + (!matches ? 2 : el.name === 'h1' ? 0 : 1);
}

/**
 * The page's title heading: in order of preference, an `<h1>` that matches the page's
 * title, an `<h2>`/`<h3>` that does, an `<h1>` that is not a link (a logo); each first
 * outside furniture (a title repeated in a breadcrumb is not the article's), in
 * document order (the analysis measured the elements so).
 */
export function titleAnchor(analysis: PageAnalysis, isTitle: TitleMatcher): Element | undefined {
  let best: Element | undefined;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const [el, s] of analysis.stats) {
    if (!TITLE_HEADINGS.has(el.name) || s.weight === 0) continue;
    const rank = titleRank(el, analysis, isTitle);
    if (rank === undefined || rank >= bestRank) continue;
    best = el;
    bestRank = rank;
    if (rank === 0) break;
  }
  return best;
}

/** Levels from `el` up to its lowest common ancestor with `other` (0 when `el` holds it). */
export function levelsToCommonAncestor(el: Element, other: Element): number {
  const ancestors = new Set<AnyNode>();
  for (let up: AnyNode | null = other; up !== null; up = up.parent) ancestors.add(up);
  let levels = 0;
  for (let up: AnyNode | null = el; up !== null; up = up.parent, levels++) if (ancestors.has(up)) return levels;
  return Number.POSITIVE_INFINITY;
}

/** Most elements looked at after the title for the first paragraph. */
const MAX_STEPS = 5000;

/** The first prose block after `anchor` in document order, furniture skipped. */
export function proseAfter(anchor: Element, analysis: PageAnalysis): Element | undefined {
  let node: AnyNode | null = anchor;
  for (let steps = 0; node !== null && steps < MAX_STEPS; steps++) {
    // Next in document order, not descending into the anchor or into furniture.
    const descend = node !== anchor && isTag(node) && !analysis.dropped.has(node) && node.children.length > 0;
    if (descend) node = (node as Element).children[0]!;
    else {
      while (node !== null && node.next === null) node = node.parent;
      node = node?.next ?? null;
    }
    if (node === null || !isTag(node) || analysis.dropped.has(node)) continue;
    if ((analysis.stats.get(node)?.ownGood ?? 0) > 0) return node;
  }
  return undefined;
}

function isHeader(el: Element): boolean {
  if (el.name === 'header') return true;
  const names = `${el.attribs['class'] ?? ''} ${el.attribs['id'] ?? ''}`;
  return names.length > 7 && identifierWords(names).includes('header');
}

/** Prose blocks under `el`, nested furniture left out. */
function proseUnder(el: Element, analysis: PageAnalysis): Element[] {
  const found: Element[] = [];
  const stack: Element[] = [el];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if ((analysis.stats.get(node)?.ownGood ?? 0) > 0) found.push(node);
    for (const child of node.children) if (isTag(child) && !analysis.dropped.has(child)) stack.push(child);
  }
  return found;
}

/**
 * The article's own header: when the title sits in a header left out as furniture
 * (`<header>`, `class="article-header"`) that also holds prose (the lead), the header
 * is content after all (edges.ts trims all but its prose). The analysis' stats are
 * updated in place; a copy of it is returned, with the header when one was kept.
 */
export function withTitleHeader(analysis: PageAnalysis, anchor: Element | undefined): { analysis: PageAnalysis; header?: Element } {
  if (anchor === undefined) return { analysis };
  const dropped: Element[] = [];
  for (let up = anchor.parent; up !== null && isTag(up) && up !== analysis.root; up = up.parent) if (analysis.dropped.has(up)) dropped.push(up);
  const header = dropped[0];
  if (dropped.length !== 1 || header === undefined || !isHeader(header) || analysis.stats.get(header)!.good < SENTENCE_BLOCK) return { analysis };
  restore(header, analysis.stats, analysis.root as Element);
  const kept = new Set(analysis.dropped);
  kept.delete(header);
  const prose = [...analysis.prose, ...proseUnder(header, { ...analysis, dropped: kept })];
  return { analysis: { root: analysis.root, stats: analysis.stats, dropped: kept, prose }, header };
}
