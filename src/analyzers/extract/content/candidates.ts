import { isTag } from 'domhandler';
import type { Element } from 'domhandler';
import { levelsToCommonAncestor, proseAfter } from './anchor.js';
import { grow } from './growth.js';
import { weighProse } from './hint.js';
import type { HintedProse, ProseHint } from './hint.js';
import { parentOf } from './stats.js';
import { withThread } from './thread.js';
import type { NodeStats, PageAnalysis } from './stats.js';

/**
 * Chooses the element that holds the main content, in three steps:
 *
 * 1. Seed: every prose block gives its weight to its parent in full, to its
 *    grandparent by half and to further ancestors less and less (Readability's
 *    propagation); an element's sum, discounted by its link density, ranks it. The
 *    best is the tightest container of the densest run of paragraphs. When the page
 *    declares its article body in JSON-LD, blocks sharing few of its words weigh less;
 *    when it has one `<main>` with prose, a seed outside it gives way to one inside.
 * 2. Growth (growth.ts): the seed grows into ancestors that add clearly more prose
 *    than links and short text.
 * 3. Under the title: when the result does not hold the first paragraph under the
 *    page's title, that paragraph, grown the same way, is a second candidate (a lead
 *    above the body, or a short article outweighed by a longer text elsewhere).
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

function chooseSeed(analysis: PageAnalysis, hinted: HintedProse | undefined, within?: Element): Element | undefined {
  let best: Element | undefined;
  let bestScore = 0;
  for (const [el, raw] of seedScores(analysis, hinted)) {
    const score = raw * (1 - linkDensity(analysis.stats.get(el)!));
    if (within !== undefined && score > bestScore && !contains(within, el)) continue;
    if (score > bestScore) {
      best = el;
      bestScore = score;
    }
  }
  return best;
}

/** A declared article body this long relative to the seed's prose is taken for the full article. */
const FULL_BODY_SHARE = 0.8;

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
export function selectCandidate(analysis: PageAnalysis, hint?: ProseHint, anchor?: Element): Element | undefined {
  const hinted = hint === undefined ? undefined : weighProse(analysis, hint);
  const seed = chooseSeed(analysis, hinted);
  if (seed === undefined) return bestTextBlock(analysis);
  // A declared body shorter than the seed's prose is a summary: it must not hold growth back.
  const growthHint = hint !== undefined && hint.weight >= FULL_BODY_SHARE * analysis.stats.get(seed)!.good ? hinted : undefined;
  const main = declaredMain(analysis);
  let chosen = grow(seed, analysis, growthHint, anchor);
  if (main !== undefined && !contains(main, chosen) && !contains(chosen, main)) {
    // The page's own <main> holds a short article's worth of prose: the content is in it.
    const inside = chooseSeed(analysis, hinted, main);
    if (inside !== undefined) chosen = grow(inside, analysis, growthHint, anchor);
  }
  return withThread(anchor === undefined ? chosen : underTitle(chosen, anchor, analysis), analysis, anchor);
}

/** The page's one `<main>` (or `[role=main]`), when it holds a short article's worth of prose. */
function declaredMain(analysis: PageAnalysis): Element | undefined {
  let found: Element | undefined;
  for (const el of analysis.stats.keys()) {
    if (el.name !== 'main' && el.attribs['role'] !== 'main') continue;
    if (found !== undefined) return undefined;
    found = el;
  }
  return found !== undefined && analysis.stats.get(found)!.good >= SHORT_ARTICLE && !analysis.dropped.has(found) ? found : undefined;
}

/** How many levels above a container its title may sit for the two to be one article. */
const NEAR_TITLE = 3;
/** Least prose for the text right under the title to be taken for a short article. */
const SHORT_ARTICLE = 250;
/** Least prose for a lead between the title and the body to be taken with the body. */
const LEAD = 100;

function contains(outer: Element, inner: Element): boolean {
  for (let up: Element | null = inner; up !== null; up = up.parent !== null && isTag(up.parent) ? up.parent : null) if (up === outer) return true;
  return false;
}

/**
 * When the chosen container does not hold the first paragraph under the page's title,
 * that paragraph, grown as the seed is, is a second candidate. If it grows to hold the
 * chosen container, it was a lead above the body: taken when a paragraph's worth.
 * Otherwise it is a short article (a notice, a brief) outweighed by a longer text
 * elsewhere (a side column, teasers with summaries): it wins when it is a few
 * paragraphs' worth and close to the title; a smaller one is too weak to overrule.
 */
function underTitle(chosen: Element, anchor: Element, analysis: PageAnalysis): Element {
  const first = proseAfter(anchor, analysis);
  if (first === undefined || contains(chosen, first)) return chosen;
  const alt = grow(parentOf(first, analysis) ?? first, analysis, undefined, anchor, true);
  if (contains(alt, chosen)) return analysis.stats.get(first)!.ownGood >= LEAD ? alt : chosen;
  return analysis.stats.get(alt)!.good >= SHORT_ARTICLE && levelsToCommonAncestor(alt, anchor) <= NEAR_TITLE ? alt : chosen;
}
