import type { NodeStats } from './stats.js';
import type { TextMeasure } from './text-metrics.js';

/**
 * Classifies one block's own text (jusText-style, language-neutral): prose is long
 * enough, or reads like sentences, and is not mostly links; link-dominated blocks are
 * navigation; the rest (headings, labels, bylines, list items) is neutral.
 */

/** Text of one block, excluding nested blocks. */
export interface BlockText extends TextMeasure {
  linkWeight: number;
}

/** A block whose links carry more than this share of its text is navigation. */
export const MAX_PROSE_LINK_SHARE = 0.5;
/** Weight from which a block counts as prose whatever its punctuation. */
export const LONG_BLOCK = 150;
/** Weight from which a block with sentence punctuation counts as prose. */
export const SENTENCE_BLOCK = 50;

const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Prose: long, or sentence-like. A heading is not, unless it is a long run of sentences
 * (a lead set as an `<h2>`); an `<h1>` never is.
 */
export function isProse(block: BlockText, tag: string): boolean {
  if (block.linkWeight > MAX_PROSE_LINK_SHARE * block.weight) return false;
  const text = block.weight - block.linkWeight;
  if (HEADINGS.has(tag)) return tag !== 'h1' && text >= LONG_BLOCK && block.sentences > 0;
  return text >= LONG_BLOCK || (text >= SENTENCE_BLOCK && block.sentences + block.commas > 0);
}

/** Adds the block's text to `stats` by kind. */
export function classifyBlock(block: BlockText, stats: NodeStats, tag: string): void {
  if (block.weight === 0) return;
  if (block.linkWeight > MAX_PROSE_LINK_SHARE * block.weight) {
    stats.bad += block.weight;
    return;
  }
  stats.bad += block.linkWeight;
  stats.sentences += block.sentences;
  if (isProse(block, tag)) {
    stats.good += block.weight - block.linkWeight;
    stats.goodBlocks++;
  } else {
    stats.neutral += block.weight - block.linkWeight;
  }
}
