import type { Element } from 'domhandler';
import type { Page } from '../../../page/index.js';
import { decodeHtmlText, textOf } from '../../../page/index.js';
import { parentOf } from './stats.js';
import type { PageAnalysis } from './stats.js';
import { emptyMeasure, measureText } from './text-metrics.js';

/**
 * The schema.org `articleBody` a page may declare in JSON-LD, as a hint of which
 * paragraphs are the article. It is only a hint: it is often a summary, truncated,
 * or stale. So it tilts the choice of the seed towards the paragraphs that share its
 * words; and only when it is nearly as long as the seed's prose (a full body, not a
 * summary) does it also discount, while the seed grows, prose that shares few of them.
 */

/** Shorter bodies are summaries, not the article. */
const MIN_HINT_LENGTH = 600;
const WORD = /[\p{L}\p{N}]+/gu;
/** Scripts written without spaces: word overlap means nothing there, so no hint. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

export interface ProseHint {
  /** Text weight of the declared body (see text-metrics.ts). */
  readonly weight: number;
  /** A factor for a prose block's weight: 0.1 when it shares few of the body's words, 1 when it shares all. */
  factor(block: Element): number;
}

/** Word overlap below which a block is taken for other text (function words alone share about a third). */
const FOREIGN_OVERLAP = 0.3;
const MIN_FACTOR = 0.1;
/** Prose blocks nest: each one's words are read from its first 100k characters at most (bounded cost). */
const BLOCK_TEXT_LIMIT = 100_000;

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

function declaredBody(page: Page): string | undefined {
  let best: string | undefined;
  for (const node of page.jsonLd) {
    const body = node['articleBody'];
    if (typeof body === 'string' && body.length > (best?.length ?? 0)) best = body;
  }
  if (best === undefined || best.length < MIN_HINT_LENGTH || UNSPACED.test(best.slice(0, 200))) return undefined;
  // Some sites declare the body as HTML, entities and all.
  return decodeHtmlText(best);
}

/** The hint from the page's JSON-LD, or `undefined` when it declares no usable article body. */
export function proseHint(page: Page): ProseHint | undefined {
  const body = declaredBody(page);
  if (body === undefined) return undefined;
  const known = new Set(words(body));
  const measure = emptyMeasure();
  measureText(body, measure);
  return {
    weight: measure.weight,
    factor: (block) => {
      const own = words(textOf(block, BLOCK_TEXT_LIMIT));
      if (own.length === 0) return 1;
      let shared = 0;
      for (const word of own) if (known.has(word)) shared++;
      const overlap = shared / own.length;
      return Math.max(MIN_FACTOR, Math.min(1, (overlap - FOREIGN_OVERLAP) / (1 - FOREIGN_OVERLAP)));
    },
  };
}

/** Hinted weight of each prose block, and of the prose under each element (sums of its blocks'). */
export interface HintedProse {
  readonly own: ReadonlyMap<Element, number>;
  readonly under: ReadonlyMap<Element, number>;
}

export function weighProse(analysis: PageAnalysis, hint: ProseHint): HintedProse {
  const own = new Map<Element, number>();
  const under = new Map<Element, number>();
  for (const block of analysis.prose) {
    const weight = analysis.stats.get(block)!.ownGood * hint.factor(block);
    own.set(block, weight);
    for (let up: Element | undefined = block; up !== undefined; up = up === analysis.root ? undefined : parentOf(up, analysis)) {
      under.set(up, (under.get(up) ?? 0) + weight);
    }
  }
  return { own, under };
}
