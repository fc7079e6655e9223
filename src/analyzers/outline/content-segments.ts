import { detectLanguage, segmentSentences, splitParagraphs, stopwordsOf } from '../../text/index.js';
import type { Sentence } from '../../text/index.js';
import { extractKeyPhrases } from '../analyze/index.js';
import { readEnglish } from '../analyze/english.js';
import { snippetOf } from './section-tree.js';
import type { OutlineSection } from './section-tree.js';

/** About one segment per this many words, at most MAX_SEGMENTS, none shorter than MIN_SEGMENT_WORDS. */
const WORDS_PER_SEGMENT = 200;
const MAX_SEGMENTS = 8;
const MIN_SEGMENT_WORDS = 60;
/** Paragraphs on each side of a gap compared for lexical cohesion (TextTiling's block size). */
const WINDOW = 2;

interface Paragraph { readonly text: string; readonly sentences: Sentence[]; readonly words: number; readonly terms: Map<string, number> }

function readParagraphs(text: string): Paragraph[] {
  const lines = splitParagraphs(text);
  const lang = detectLanguage(text);
  const sentences = lang === 'en' ? readEnglish(lines) : segmentSentences(lines, lang, stopwordsOf(lang));
  const byParagraph = new Map<number, Sentence[]>();
  for (const s of sentences) {
    const list = byParagraph.get(s.paragraph);
    if (list === undefined) byParagraph.set(s.paragraph, [s]);
    else list.push(s);
  }
  return lines.map((line, index) => {
    const own = byParagraph.get(index) ?? [];
    const tokens = own.flatMap((s) => s.tokens.filter((t) => t.isWord));
    const terms = new Map<string, number>();
    for (const t of tokens) if (!t.stop) terms.set(t.lemma ?? t.lower, (terms.get(t.lemma ?? t.lower) ?? 0) + 1);
    return { text: line, sentences: own, words: tokens.length, terms };
  });
}

function merged(paragraphs: readonly Paragraph[]): Map<string, number> {
  const bag = new Map<string, number>();
  for (const p of paragraphs) for (const [term, n] of p.terms) bag.set(term, (bag.get(term) ?? 0) + n);
  return bag;
}

function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  for (const [term, n] of a) dot += n * (b.get(term) ?? 0);
  const norm = (m: ReadonlyMap<string, number>): number => Math.sqrt([...m.values()].reduce((s, n) => s + n * n, 0));
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot / denominator;
}

/** Segment starts (paragraph indexes): the gaps of least lexical cohesion (Hearst 1997), long enough apart. */
function chooseBoundaries(paragraphs: readonly Paragraph[], segments: number): number[] {
  const wordsBefore = [0];
  for (const p of paragraphs) wordsBefore.push(wordsBefore[wordsBefore.length - 1]! + p.words);
  const wordsBetween = (from: number, to: number): number => wordsBefore[to]! - wordsBefore[from]!;
  const gaps = paragraphs.slice(1).map((_, k) => {
    const at = k + 1;
    return { at, cohesion: cosine(merged(paragraphs.slice(Math.max(0, at - WINDOW), at)), merged(paragraphs.slice(at, at + WINDOW))) };
  }).sort((a, b) => a.cohesion - b.cohesion || a.at - b.at);
  const starts: number[] = [0];
  for (const { at } of gaps) {
    if (starts.length >= segments) break;
    const before = Math.max(...starts.filter((s) => s < at));
    const after = Math.min(paragraphs.length, ...starts.filter((s) => s > at));
    if (wordsBetween(before, at) >= MIN_SEGMENT_WORDS && wordsBetween(at, after) >= MIN_SEGMENT_WORDS) starts.push(at);
  }
  return starts.sort((a, b) => a - b);
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Titles from each segment's key phrases, favouring phrases the other segments lack; never repeated. */
function titlesOf(groups: readonly Paragraph[][]): string[] {
  const sentencesOf = (group: readonly Paragraph[]): Sentence[] => group.flatMap((p) => p.sentences);
  const keySets = groups.map((g) => new Set(extractKeyPhrases(sentencesOf(g), { limit: 50 }).map((p) => p.key)));
  const used = new Set<string>();
  return groups.map((group, i) => {
    const others = keySets.filter((_, j) => j !== i);
    const commonness = new Map([...keySets[i]!].map((key) => [key, others.filter((s) => s.has(key)).length / Math.max(1, others.length)]));
    const phrase = extractKeyPhrases(sentencesOf(group), { limit: 5, commonness }).find((p) => !used.has(p.key));
    if (phrase !== undefined) {
      used.add(phrase.key);
      return capitalise(phrase.name);
    }
    return snippetOf(group.map((p) => p.text).join(' ').split(/\s+/).slice(0, 6).join(' '));
  });
}

/**
 * An outline for a page without usable headings: the main text cut into topic segments at the
 * paragraph gaps where vocabulary changes most (TextTiling-like), one level-1 section per segment
 * titled with its key phrase.
 */
export function segmentContent(text: string, includeSnippets: boolean): OutlineSection[] {
  const paragraphs = readParagraphs(text).filter((p) => p.words > 0);
  const total = paragraphs.reduce((s, p) => s + p.words, 0);
  if (total === 0) return [];
  const count = Math.min(MAX_SEGMENTS, paragraphs.length, Math.max(1, Math.round(total / WORDS_PER_SEGMENT)));
  const starts = chooseBoundaries(paragraphs, count);
  const groups = starts.map((start, i) => paragraphs.slice(start, starts[i + 1] ?? paragraphs.length));
  const titles = titlesOf(groups);
  return groups.map((group, i) => {
    const section: OutlineSection = { level: 1, title: titles[i] ?? '' };
    if (includeSnippets) section.snippet = snippetOf(group.map((p) => p.text).join(' '));
    return section;
  });
}
