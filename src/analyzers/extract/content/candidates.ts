import { isTag } from 'domhandler';
import type { Element } from 'domhandler';
import { LONG_BLOCK } from './blocks.js';
import { parentOf } from './stats.js';
import type { NodeStats, PageAnalysis } from './stats.js';

/**
 * Chooses the element that holds the main content, in two steps:
 *
 * 1. Seed: every prose block gives its weight to its parent in full, to its
 *    grandparent by half and to further ancestors less and less (Readability's
 *    propagation); an element's sum, discounted by its link density, ranks it. The
 *    best is the tightest container of the densest run of paragraphs.
 * 2. Growth: the seed grows to its parent while what the parent adds is clearly more
 *    prose than links and short text (the other half of an article split by an advert
 *    or a video), and stops at the first parent that would add link-laden text
 *    (teasers, sidebars) or little besides (a cookie notice, an author's bio).
 */

/** Share of an ancestor's score given by a prose block `level` levels below it (0 = parent). */
function decay(level: number): number {
  return level === 0 ? 1 : level === 1 ? 0.5 : 1 / (3 * level);
}

const PROPAGATION_LEVELS = 5;

function linkDensity(s: NodeStats): number {
  return s.weight === 0 ? 0 : s.linkWeight / s.weight;
}

function seedScores(analysis: PageAnalysis): Map<Element, number> {
  const scores = new Map<Element, number>();
  for (const block of analysis.prose) {
    const own = analysis.stats.get(block)!.ownGood;
    if (block === analysis.root) continue;
    let up = parentOf(block, analysis);
    for (let level = 0; level < PROPAGATION_LEVELS && up !== undefined; level++) {
      scores.set(up, (scores.get(up) ?? 0) + own * decay(level));
      if (up === analysis.root) break;
      up = parentOf(up, analysis);
    }
  }
  return scores;
}

function chooseSeed(analysis: PageAnalysis): Element | undefined {
  let best: Element | undefined;
  let bestScore = 0;
  for (const [el, raw] of seedScores(analysis)) {
    const score = raw * (1 - linkDensity(analysis.stats.get(el)!));
    if (score > bestScore) {
      best = el;
      bestScore = score;
    }
  }
  return best;
}

/** Most link share a nested container may have to count as more of the content. */
const MAX_CONTAINER_LINK_SHARE = 0.15;
/**
 * Net prose a parent must add for the seed to grow into it (a long paragraph's worth),
 * so that a lone notice or bio far from the article does not pull in its surroundings.
 */
const MIN_GROWTH_GAIN = LONG_BLOCK;
/** How much a unit of neutral (short, non-link) text counts against growing. */
const NEUTRAL_COST = 0.25;

/** A block whose own text holds its prose (a paragraph), rather than a container of blocks. */
function isParagraphLike(s: NodeStats): boolean {
  return s.good > 0 && s.ownGood >= 0.8 * s.good;
}

/**
 * Whether the seed should grow from `current` to its parent: what the parent's other
 * children add is weighed sibling by sibling. Paragraphs and link-poor containers add
 * their prose and cost their links (and a little for short text); a container with
 * more links than that (teaser lists, rails) costs all its text.
 */
function growsInto(current: Element, parent: Element, analysis: PageAnalysis): boolean {
  let gain = 0;
  let cost = 0;
  for (const child of parent.children) {
    if (child === current || !isTag(child) || analysis.dropped.has(child)) continue;
    const s = analysis.stats.get(child);
    if (s === undefined || s.weight === 0) continue;
    if (!isParagraphLike(s) && s.linkWeight > MAX_CONTAINER_LINK_SHARE * s.weight) {
      cost += s.weight;
    } else {
      gain += s.good;
      cost += s.bad + NEUTRAL_COST * s.neutral;
    }
  }
  const own = analysis.stats.get(parent)!;
  if (own.ownGood > 0) gain += own.ownGood;
  else cost += NEUTRAL_COST * own.ownText;
  return (gain === 0 && cost === 0) || gain >= cost + MIN_GROWTH_GAIN;
}

/**
 * For a page without prose (a home page, a gallery): the element whose plain text
 * most outweighs its links, if any does.
 */
function bestTextBlock(analysis: PageAnalysis): Element | undefined {
  let best: Element | undefined;
  let bestScore = 0;
  for (const [el, s] of analysis.stats) {
    const score = s.neutral - s.bad;
    if (score > bestScore && !analysis.dropped.has(el) && isKept(el, analysis)) {
      best = el;
      bestScore = score;
    }
  }
  return best;
}

function isKept(el: Element, analysis: PageAnalysis): boolean {
  for (let up = el.parent; up !== null && isTag(up); up = up.parent) if (analysis.dropped.has(up)) return false;
  return true;
}

/**
 * The content container under `analysis.root`; without prose, the best text block;
 * `undefined` when the page has neither.
 */
export function selectCandidate(analysis: PageAnalysis): Element | undefined {
  const root = analysis.root as Element;
  const seed = chooseSeed(analysis);
  if (seed === undefined) return bestTextBlock(analysis);
  let best = seed;
  for (let parent = parentOf(best, analysis); best !== root && parent !== undefined; parent = parentOf(best, analysis)) {
    if (!analysis.stats.has(parent) || !growsInto(best, parent, analysis)) break;
    best = parent;
  }
  return best;
}
