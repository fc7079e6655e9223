import { truncateAtWord } from '../preview/index.js';
import type { FlatSection } from './section-walk.js';
import type { OutlineSection } from '../../results/outline.js';


/** Snippet length, as /extract's excerpt. */
export const SNIPPET_CHARACTERS = 160;

/** Sentence ends: closing punctuation, optional closing quotes or brackets, then a space. */
const SENTENCE_END = /[.!?…]["'”’)\]]*\s/g;
/** Words that take a full stop without ending a sentence ("Mr. Trump", "Corp. said"). */
const ABBREVIATIONS = new Set(`mr mrs ms messrs dr prof st jr sr rev gen gov sen rep lt col capt sgt cmdr adm
  vs etc inc co corp ltd no nos fig figs approx dept est mt ave jan feb mar apr jun jul aug sep sept oct nov dec`.split(/\s+/));

/** Whether the full stop at `at` ends a sentence: not after an abbreviation or a capital initial ("J.", "U.S."). */
function endsSentence(flat: string, at: number): boolean {
  if (flat[at] !== '.') return true;
  const word = (/[\p{L}.]+$/u.exec(flat.slice(0, at))?.[0] ?? '').replace(/^\.+/, '');
  return !ABBREVIATIONS.has(word.toLowerCase()) && !/^(?:\p{Lu}\.)*\p{Lu}$/u.test(word);
}

/**
 * The section's first sentences that fit in 160 characters; the first sentence cut at a word
 * when even it is longer.
 */
export function snippetOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_CHARACTERS) return flat;
  let end = 0;
  for (const match of `${flat} `.matchAll(SENTENCE_END)) {
    if (!endsSentence(flat, match.index)) continue;
    const at = match.index + match[0].trimEnd().length;
    if (at > SNIPPET_CHARACTERS) break;
    end = at;
  }
  return end > 0 ? flat.slice(0, end) : truncateAtWord(flat, SNIPPET_CHARACTERS);
}

/**
 * Nests headings: each heading becomes a subsection of the nearest earlier heading of a lower
 * level. `depth` limits the nesting (1 = top-level sections only), counted on the tree, not
 * on h-numbers, so a page whose top headings are h2 still has depth-1 sections.
 */
export function buildTree(flat: readonly FlatSection[], depth: number, includeSnippets: boolean): OutlineSection[] {
  const roots: OutlineSection[] = [];
  const open: OutlineSection[] = [];
  for (const section of flat) {
    while (open.length > 0 && open[open.length - 1]!.level >= section.level) open.pop();
    if (open.length + 1 > depth) continue;
    const node: OutlineSection = { level: section.level, title: section.title };
    if (includeSnippets) node.snippet = snippetOf(section.text);
    const parent = open[open.length - 1];
    if (parent === undefined) roots.push(node);
    else (parent.subsections ??= []).push(node);
    open.push(node);
  }
  return roots;
}

export function countSections(sections: readonly OutlineSection[]): number {
  return sections.reduce((sum, s) => sum + 1 + countSections(s.subsections ?? []), 0);
}

/** Deepest nesting (1 for a flat list, 0 for none). */
export function maxDepth(sections: readonly OutlineSection[]): number {
  return sections.reduce((deepest, s) => Math.max(deepest, 1 + maxDepth(s.subsections ?? [])), 0);
}

export type { OutlineSection };
