import { isTag } from 'domhandler';
import type { Element } from 'domhandler';
import { LONG_BLOCK } from './blocks.js';
import { weighProse } from './hint.js';
import type { HintedProse, ProseHint } from './hint.js';
import { parentOf } from './stats.js';
import type { NodeStats, PageAnalysis } from './stats.js';

/**
 * Chooses the element that holds the main content, in two steps:
 *
 * 1. Seed: every prose block gives its weight to its parent in full, to its
 *    grandparent by half and to further ancestors less and less (Readability's
 *    propagation); an element's sum, discounted by its link density, ranks it. The
 *    best is the tightest container of the densest run of paragraphs. When the page
 *    declares its article body in JSON-LD, blocks sharing few of its words weigh less.
 * 2. Growth: the seed grows to its parent while what the parent adds is clearly more
 *    prose than links and short text (the other half of an article split by an advert
 *    or a video), and stops at the first parent that would add link-laden text
 *    (teasers, sidebars) or little besides (a cookie notice, an author's bio). It
 *    never grows past an `<article>` or an `[itemprop=articleBody]`.
 */

/** Share of an ancestor's score given by a prose block `level` levels below it (0 = parent). */
function decay(level: number): number {
  return level === 0 ? 1 : level === 1 ? 0.5 : 1 / (3 * level);
}

const PROPAGATION_LEVELS = 5;

function linkDensity(s: NodeStats): number {
  return s.weight === 0 ? 0 : s.linkWeight / s.weight;
}

function seedScores(analysis: PageAnalysis, hinted: HintedProse | undefined): Map<Element, number> {
  const scores = new Map<Element, number>();
  for (const block of analysis.prose) {
    if (block === analysis.root) continue;
    const own = hinted?.own.get(block) ?? analysis.stats.get(block)!.ownGood;
    let up = parentOf(block, analysis);
    for (let level = 0; level < PROPAGATION_LEVELS && up !== undefined; level++) {
      scores.set(up, (scores.get(up) ?? 0) + own * decay(level));
      if (up === analysis.root) break;
      up = parentOf(up, analysis);
    }
  }
  return scores;
}

function chooseSeed(analysis: PageAnalysis, hinted: HintedProse | undefined): Element | undefined {
  let best: Element | undefined;
  let bestScore = 0;
  for (const [el, raw] of seedScores(analysis, hinted)) {
    const score = raw * (1 - linkDensity(analysis.stats.get(el)!));
    if (score > bestScore) {
      best = el;
      bestScore = score;
    }
  }
  return best;
}

/** A declared article body this long relative to the seed's prose is taken for the full article. */
const FULL_BODY_SHARE = 0.8;
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
 * more links than that (teaser lists, rails) costs all its text. Given a full declared
 * article body, prose is weighed by how much it shares with it.
 */
function growsInto(current: Element, parent: Element, analysis: PageAnalysis, hinted: HintedProse | undefined): boolean {
  let gain = 0;
  let cost = 0;
  for (const child of parent.children) {
    if (child === current || !isTag(child) || analysis.dropped.has(child)) continue;
    const s = analysis.stats.get(child);
    if (s === undefined || s.weight === 0) continue;
    if (!isParagraphLike(s) && s.linkWeight > MAX_CONTAINER_LINK_SHARE * s.weight) {
      cost += s.weight;
    } else {
      // With a full declared body, prose that shares few of its words is other text.
      const prose = hinted === undefined ? s.good : hinted.under.get(child) ?? 0;
      gain += prose;
      cost += s.bad + NEUTRAL_COST * s.neutral + (s.good - prose);
    }
  }
  const own = analysis.stats.get(parent)!;
  if (own.ownGood > 0) gain += hinted?.own.get(parent) ?? own.ownGood;
  else cost += NEUTRAL_COST * own.ownText;
  return (gain === 0 && cost === 0) || gain >= cost + MIN_GROWTH_GAIN;
}

const ARTICLE_BODY = /(?:^|\s)articleBody(?:\s|$)/i;

/** An element that declares itself the whole article: growth does not go past it. */
function isArticleBoundary(el: Element): boolean {
  return el.name === 'article' || ARTICLE_BODY.test(el.attribs['itemprop'] ?? '');
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
export function selectCandidate(analysis: PageAnalysis, hint?: ProseHint): Element | undefined {
  const root = analysis.root as Element;
  const hinted = hint === undefined ? undefined : weighProse(analysis, hint);
  const seed = chooseSeed(analysis, hinted);
  if (seed === undefined) return bestTextBlock(analysis);
  // A declared body shorter than the seed's prose is a summary: it must not hold growth back.
  const growthHint = hint !== undefined && hint.weight >= FULL_BODY_SHARE * analysis.stats.get(seed)!.good ? hinted : undefined;
  let best = seed;
  for (let parent = parentOf(best, analysis); best !== root && parent !== undefined; parent = parentOf(best, analysis)) {
    if (isArticleBoundary(best) || !analysis.stats.has(parent) || !growsInto(best, parent, analysis, growthHint)) break;
    best = parent;
  }
  return best;
}
