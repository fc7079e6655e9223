import { isTag, isText } from 'domhandler';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import { ALWAYS_FURNITURE, NOT_FURNITURE, furnitureKind, isNeverContent } from './boilerplate.js';
import type { Furniture } from './boilerplate.js';
import { classifyBlock } from './blocks.js';
import type { BlockText } from './blocks.js';
import { measureText } from './text-metrics.js';

/**
 * One walk over the page that measures, for every element, how much of the text
 * under it is prose, links or other short text, leaving out furniture (see
 * boilerplate.ts). The page is only read, never changed.
 */

/** Text under one element, by kind, in text weight (see text-metrics.ts). */
export interface NodeStats {
  /** All text. */
  weight: number;
  /** Text inside links. */
  linkWeight: number;
  /** Non-link text of prose blocks. */
  good: number;
  /** Link text, and all text of link-dominated blocks. */
  bad: number;
  /** Non-link text of other blocks (headings, list items, bylines, labels…). */
  neutral: number;
  /** Prose blocks. */
  goodBlocks: number;
  /** Sentence ends in the text of blocks that are not link-dominated. */
  sentences: number;
  /** Non-link text of this element's own block when it is prose (not counting nested blocks). */
  ownGood: number;
  /** Text of this element's own text nodes (not of its child elements). */
  ownText: number;
  /** Prose weight including furniture below (to tell a wrapper from a true aside). */
  rawGood: number;
  /** All text weight including furniture below. */
  rawWeight: number;
}

export interface PageAnalysis {
  /** The element the walk started from (usually `<body>`). */
  readonly root: ParentNode;
  /** Stats of every element reached, furniture included (its own subtree only). */
  readonly stats: ReadonlyMap<Element, NodeStats>;
  /** Furniture left out of its ancestors' stats (the topmost ones and nested ones alike). */
  readonly dropped: ReadonlySet<Element>;
  /** Elements whose own text is prose, children before parents (furniture left out). */
  readonly prose: readonly Element[];
}

/** Elements that start a new block of text. */
export const BLOCKS: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'center', 'dd', 'details',
  'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'legend', 'li', 'main', 'nav', 'ol', 'p',
  'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'html',
]);

/** Share of the page's prose above which furniture is taken for a wrapper of the content. */
const WRAPPER_SHARE = 0.5;

function isWrapper(own: NodeStats, page: NodeStats): boolean {
  return own.rawGood > WRAPPER_SHARE * page.rawGood;
}

function emptyStats(): NodeStats {
  return { weight: 0, linkWeight: 0, good: 0, bad: 0, neutral: 0, goodBlocks: 0, sentences: 0, ownGood: 0, ownText: 0, rawGood: 0, rawWeight: 0 };
}

function addStats(to: NodeStats, from: NodeStats): void {
  to.weight += from.weight;
  to.linkWeight += from.linkWeight;
  to.good += from.good;
  to.bad += from.bad;
  to.neutral += from.neutral;
  to.goodBlocks += from.goodBlocks;
  to.sentences += from.sentences;
}

/** A furniture element, whether a large share of prose may keep it, and the furniture it is inside. */
type FurnitureEntry = readonly [el: Element, mayWrap: boolean, outer: Element | undefined];

/**
 * Furniture that holds more than half of the page's prose is a wrapper, kept (unless never
 * content, or always furniture: comments, related lists, consent banners, ad vendors' boxes —
 * but even those are a wrapper when they hold the page's `<main>`, which no comment thread
 * or teaser rail does: a theme that wraps the whole page in `id="theme-taboola"`).
 *
 * The walk's state is kept in parallel stacks (element, next child, stats, whether it
 * opened a block or is furniture) and block accumulators are reused by depth, so the
 * walk allocates one stats object per element and little else.
 */
class Walker {
  readonly stats = new Map<Element, NodeStats>();
  /** Furniture in document order (outer before inner). */
  readonly furniture: FurnitureEntry[] = [];
  /** Prose blocks, with the innermost furniture they are inside. */
  readonly prose: [Element, Element | undefined][] = [];
  readonly classMemo = new Map<string, Furniture>();
  /** Furniture that holds the page's `<main>` (or `[role=main]`). */
  readonly holdsMain = new Set<Element>();
  readonly #els: Element[] = [];
  readonly #next: number[] = [];
  readonly #stats: NodeStats[] = [];
  readonly #opensBlock: boolean[] = [];
  readonly #isFurniture: boolean[] = [];
  readonly #openFurniture: Element[] = [];
  readonly #blocks: BlockText[] = [];
  #blockDepth = 0;
  #links = 0;

  #pushBlock(): void {
    const block = this.#blocks[this.#blockDepth];
    if (block === undefined) this.#blocks.push({ weight: 0, sentences: 0, commas: 0, linkWeight: 0 });
    else block.weight = block.sentences = block.commas = block.linkWeight = 0;
    this.#blockDepth++;
  }

  enter(el: Element): void {
    const kind = furnitureKind(el, this.classMemo);
    const furniture = kind !== NOT_FURNITURE;
    const opensBlock = furniture || BLOCKS.has(el.name);
    const stats = emptyStats();
    this.stats.set(el, stats);
    if (furniture) {
      this.furniture.push([el, kind !== ALWAYS_FURNITURE, this.#openFurniture[this.#openFurniture.length - 1]]);
      this.#openFurniture.push(el);
    }
    if (opensBlock) this.#pushBlock();
    if ((el.name === 'main' || el.attribs['role'] === 'main') && this.#openFurniture.length > 0) {
      for (const outer of this.#openFurniture) if (outer !== el) this.holdsMain.add(outer);
    }
    if (el.name === 'a') this.#links++;
    this.#els.push(el);
    this.#next.push(0);
    this.#stats.push(stats);
    this.#opensBlock.push(opensBlock);
    this.#isFurniture.push(furniture);
  }

  text(data: string): void {
    const stats = this.#stats[this.#stats.length - 1]!;
    const block = this.#blocks[this.#blockDepth - 1]!;
    const before = block.weight;
    measureText(data, block);
    const weight = block.weight - before;
    stats.weight += weight;
    stats.ownText += weight;
    stats.rawWeight += weight;
    if (this.#links > 0) {
      block.linkWeight += weight;
      stats.linkWeight += weight;
    }
  }

  exit(): void {
    const el = this.#els.pop()!;
    this.#next.pop();
    const stats = this.#stats.pop()!;
    const furniture = this.#isFurniture.pop()!;
    if (el.name === 'a') this.#links--;
    if (furniture) this.#openFurniture.pop();
    if (this.#opensBlock.pop()!) this.#closeBlock(el, stats, furniture);
    const parent = this.#stats[this.#stats.length - 1];
    if (parent === undefined) return;
    parent.rawGood += stats.rawGood;
    parent.rawWeight += stats.rawWeight;
    if (!furniture) addStats(parent, stats);
  }

  #closeBlock(el: Element, stats: NodeStats, furniture: boolean): void {
    const block = this.#blocks[--this.#blockDepth]!;
    const before = stats.good;
    classifyBlock(block, stats, el.name);
    stats.ownGood = stats.good - before;
    stats.rawGood += stats.ownGood;
    if (stats.ownGood > 0) this.prose.push([el, furniture ? el : this.#openFurniture[this.#openFurniture.length - 1]]);
  }

  walk(root: Element): void {
    this.enter(root);
    for (let depth = this.#els.length; depth > 0; depth = this.#els.length) {
      const child: AnyNode | undefined = this.#els[depth - 1]!.children[this.#next[depth - 1]!++];
      if (child === undefined) this.exit();
      else if (isText(child)) this.text(child.data);
      else if (isTag(child) && !isNeverContent(child)) this.enter(child);
    }
  }
}

/**
 * When names took every sentence of the page's prose (an article split among containers called
 * "elementor-widget…"), they were wrong: all furniture named so is kept, outer before inner, if
 * that brings prose back. Furniture that is never content (hidden, navigation, ads…) stays
 * dropped, with what it holds; a page without prose keeps its furniture dropped.
 */
function keepNamedFurniture(walker: Walker, dropped: Set<Element>, root: Element): void {
  const kept: Element[] = [];
  const keeps = new Set<Element>();
  for (const [el, mayWrap, outer] of walker.furniture) {
    if (!mayWrap || !dropped.has(el) || (outer !== undefined && dropped.has(outer) && !keeps.has(outer))) continue;
    kept.push(el);
    keeps.add(el);
  }
  if (!kept.some((el) => walker.stats.get(el)!.good > 0)) return;
  for (const el of kept) {
    dropped.delete(el);
    restore(el, walker.stats, root);
  }
}

/** Adds a furniture element kept as a wrapper back into its ancestors' stats. */
export function restore(el: Element, stats: ReadonlyMap<Element, NodeStats>, root: Element): void {
  const own = stats.get(el)!;
  for (let up = el.parent; up !== null && up !== root.parent; up = up.parent) {
    const target = isTag(up) ? stats.get(up) : undefined;
    if (target !== undefined) addStats(target, own);
  }
}

/**
 * The parent of `el` as the analysis sees it: its element parent, or the analysis
 * root for the children of a stand-in root (a fragment's top-level nodes).
 */
export function parentOf(el: Element, analysis: PageAnalysis): Element | undefined {
  const up = el.parent;
  if (up !== null && isTag(up)) return up;
  const root = analysis.root as Element;
  return el !== root && root.children.includes(el) ? root : undefined;
}

/** Measures the page under `root` (normally `<body>`). */
export function analyzePage(root: Element): PageAnalysis {
  const walker = new Walker();
  walker.walk(root);
  const page = walker.stats.get(root)!;
  const dropped = new Set<Element>();
  // Outer furniture is decided first; furniture inside dropped furniture is dropped with it.
  for (const [el, mayWrap, outer] of walker.furniture) {
    if (el === root) continue;
    if (outer !== undefined && dropped.has(outer)) dropped.add(el);
    else if ((mayWrap || walker.holdsMain.has(el)) && isWrapper(walker.stats.get(el)!, page)) restore(el, walker.stats, root);
    else dropped.add(el);
  }
  if (page.good === 0) keepNamedFurniture(walker, dropped, root);
  const prose = walker.prose.filter(([, furniture]) => furniture === undefined || !dropped.has(furniture)).map(([el]) => el);
  return { root, stats: walker.stats, dropped, prose };
}
