import { isTag } from 'domhandler';
import type { Element } from 'domhandler';
import { LONG_BLOCK, SENTENCE_BLOCK } from './blocks.js';
import type { HintedProse } from './hint.js';
import { parentOf } from './stats.js';
import type { NodeStats, PageAnalysis } from './stats.js';

/**
 * Growth: the seed grows to an ancestor while what the ancestor adds is clearly more
 * prose than links and short text (the other half of an article split by an advert or
 * a video, a lead paragraph above the body), and stops before an ancestor that would
 * add link-laden text (teasers, sidebars) or little besides (a cookie notice, an
 * author's bio). Ancestors are looked at up to a few levels ahead (wrappers around
 * nothing else not counted), so an article cut into sections (each a heading and its
 * paragraphs) is joined even when one level adds only a heading. Growth never goes past
 * an `<article>` or an `[itemprop=articleBody]`.
 */

/** Most link share a nested container may have to count as more of the content. */
const MAX_CONTAINER_LINK_SHARE = 0.15;
/** Net prose an ancestor must add for the seed to grow into it (a sentence-like paragraph's worth). */
const MIN_GROWTH_GAIN = SENTENCE_BLOCK;
/**
 * Net prose needed to reach the title's container from elsewhere (a long paragraph's
 * worth), so that a text in a side column does not swallow a short article under the title.
 */
const MIN_GAIN_TO_TITLE = LONG_BLOCK;
/** How much a unit of neutral (short, non-link) text counts against growing. */
const NEUTRAL_COST = 0.25;
/** Ancestors looked at beyond the last one grown into. */
const LOOKAHEAD = 3;

/** A block whose own text holds its prose (a paragraph), rather than a container of blocks. */
function isParagraphLike(s: NodeStats): boolean {
  return s.good > 0 && s.ownGood >= 0.8 * s.good;
}

interface Balance {
  gain: number;
  cost: number;
}

/**
 * Adds to `into` what `parent`'s children other than `current` bring, sibling by
 * sibling. Paragraphs and link-poor containers add their prose and cost their links
 * (and a little for short text); a container with more links than that (teaser lists,
 * rails) costs all its text. Given a full declared article body, prose is weighed by
 * how much it shares with it.
 */
function addSiblings(current: Element, parent: Element, analysis: PageAnalysis, hinted: HintedProse | undefined, into: Balance): void {
  for (const child of parent.children) {
    if (child === current || !isTag(child) || analysis.dropped.has(child)) continue;
    const s = analysis.stats.get(child);
    if (s === undefined || s.weight === 0) continue;
    if (!isParagraphLike(s) && s.linkWeight > MAX_CONTAINER_LINK_SHARE * s.weight) {
      into.cost += s.weight;
    } else {
      // With a full declared body, prose that shares few of its words is other text.
      const prose = hinted === undefined ? s.good : hinted.under.get(child) ?? 0;
      into.gain += prose;
      into.cost += s.bad + NEUTRAL_COST * s.neutral + (s.good - prose);
    }
  }
  const own = analysis.stats.get(parent)!;
  if (own.ownGood > 0) into.gain += hinted?.own.get(parent) ?? own.ownGood;
  else into.cost += NEUTRAL_COST * own.ownText;
}

const ARTICLE_BODY = /(?:^|\s)articleBody(?:\s|$)/i;

/**
 * An element that declares itself the whole article: growth does not go past it. An
 * `<article>` among siblings of its own kind (same class) is a section of a story cut
 * into several: growth goes on, weighing them like any other siblings.
 */
export function isArticleBoundary(el: Element): boolean {
  if (ARTICLE_BODY.test(el.attribs['itemprop'] ?? '')) return true;
  return el.name === 'article' && !hasTwin(el);
}

function hasTwin(el: Element): boolean {
  const parent = el.parent;
  if (parent === null || !isTag(parent)) return false;
  const kind = el.attribs['class'];
  return parent.children.some((c) => c !== el && isTag(c) && c.name === 'article' && c.attribs['class'] === kind);
}

/** `parent` holds no element but `child`, and no text of its own. */
function wrapsOnly(parent: Element, child: Element): boolean {
  return parent.children.every((c) => c === child || (c.type === 'text' && c.data.trim() === '') || c.type === 'comment');
}

function ancestors(el: Element | undefined): Set<Element> {
  const found = new Set<Element>();
  for (let up = el?.parent; up !== null && up !== undefined && isTag(up); up = up.parent) found.add(up);
  return found;
}

/** The ancestor of `seed` the content grows into (`seed` itself when none pays). */
export function grow(seed: Element, analysis: PageAnalysis, hinted: HintedProse | undefined, title: Element | undefined, fromTitle = false): Element {
  const root = analysis.root as Element;
  const aboveTitle = ancestors(title);
  let best = seed;
  let current = seed;
  let levels = 0;
  const balance: Balance = { gain: 0, cost: 0 };
  while (current !== root && levels < LOOKAHEAD && !isArticleBoundary(current)) {
    const parent = parentOf(current, analysis);
    if (parent === undefined || !analysis.stats.has(parent)) break;
    addSiblings(current, parent, analysis, hinted, balance);
    // A wrapper around nothing else is the same content one level up: it takes no look-ahead.
    const added = !wrapsOnly(parent, current);
    // From the prose under the title, the lead between it and the body need not be long.
    const reachesTitle = aboveTitle.has(parent) && !aboveTitle.has(current);
    const minGain = reachesTitle && !fromTitle ? MIN_GAIN_TO_TITLE : MIN_GROWTH_GAIN;
    current = parent;
    if ((balance.gain === 0 && balance.cost === 0) || balance.gain >= balance.cost + minGain) {
      best = current;
      balance.gain = balance.cost = 0;
      levels = 0;
    } else if (added) {
      levels++;
    }
  }
  return best;
}
