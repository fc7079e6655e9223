import type { Sentence, Token } from '../../text/index.js';

export interface Summary {
  readonly brief: string;
  readonly detailed: string;
  readonly key_points: string[];
}

export const EMPTY_SUMMARY: Summary = { brief: '', detailed: '', key_points: [] };

const MIN_WORDS = 6;
const MAX_WORDS = 60;
/** Redundancy penalty of maximal marginal relevance (Carbonell & Goldstein 1998). */
const REDUNDANCY = 0.7;
const SENTENCE_END = /[.!?。！？…"”»)]$/u;

interface Candidate {
  readonly index: number;
  readonly text: string;
  readonly terms: ReadonlySet<string>;
  readonly score: number;
}

function termOf(token: Token): string {
  return token.lemma ?? token.lower;
}

function contentTerms(sentence: Sentence): string[] {
  return sentence.tokens.filter((t) => t.isWord && !t.stop && t.text.length > 1).map(termOf);
}

/** Prose sentences: 6–60 words and closing punctuation; when there are none, any line of 3+ words. */
function proseSentences(sentences: readonly Sentence[]): Sentence[] {
  const wordCount = (s: Sentence): number => s.tokens.filter((t) => t.isWord).length;
  const prose = sentences.filter((s) => wordCount(s) >= MIN_WORDS && wordCount(s) <= MAX_WORDS && SENTENCE_END.test(s.text));
  return prose.length > 0 ? prose : sentences.filter((s) => wordCount(s) >= 3);
}

/**
 * Sentence score: mean document frequency of its content terms (SumBasic-like centrality),
 * times a lead bonus for the first sentences and a bonus for sharing the title's words.
 */
function scoreSentences(sentences: readonly Sentence[], titleWords: ReadonlySet<string>): Candidate[] {
  const frequency = new Map<string, number>();
  for (const s of sentences) for (const term of contentTerms(s)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const top = Math.max(1, ...frequency.values());
  return sentences.map((sentence, index) => {
    const terms = new Set(contentTerms(sentence));
    const centrality = [...terms].reduce((sum, t) => sum + (frequency.get(t) ?? 0) / top, 0) / Math.max(1, Math.sqrt(terms.size));
    const lead = 1 + 0.5 * Math.max(0, 1 - index / Math.max(5, sentences.length * 0.2));
    const shared = [...terms].filter((t) => titleWords.has(t)).length;
    return { index, text: sentence.text, terms, score: centrality * lead * (1 + 0.2 * Math.min(3, shared)) };
  });
}

function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const shared = [...a].filter((t) => b.has(t)).length;
  return shared / Math.sqrt(a.size * b.size);
}

/** Greedy MMR selection of `count` sentences, best first. */
function select(candidates: readonly Candidate[], count: number): Candidate[] {
  const chosen: Candidate[] = [];
  const best = Math.max(Number.MIN_VALUE, ...candidates.map((c) => c.score));
  const left = candidates.map((c) => ({ ...c, score: c.score / best }));
  while (chosen.length < count && left.length > 0) {
    const gain = (c: Candidate): number => c.score - REDUNDANCY * Math.max(0, ...chosen.map((x) => similarity(x.terms, c.terms)));
    left.sort((a, b) => gain(b) - gain(a) || a.index - b.index);
    const next = left.shift()!;
    if (!chosen.some((c) => c.text === next.text)) chosen.push(next);
  }
  return chosen;
}

/** Joins sentences with a space, or with nothing after a full-width stop (。！？). */
function joinSentences(texts: readonly string[]): string {
  return texts.reduce((out, text) => (out === '' ? text : /[。！？]$/u.test(out) ? out + text : `${out} ${text}`), '');
}

function inOrder(candidates: readonly Candidate[]): string[] {
  return [...candidates].sort((a, b) => a.index - b.index).map((c) => c.text);
}

/**
 * Extractive summary: brief = the best sentence; detailed = the best 2–5 (one per ten prose
 * sentences) in reading order; key_points = the best 3–7 (one per six) in reading order, fewer
 * when the text has fewer sentences.
 */
export function summarize(sentences: readonly Sentence[], titleWords: ReadonlySet<string>): Summary {
  const prose = proseSentences(sentences);
  if (prose.length === 0) return EMPTY_SUMMARY;
  const candidates = scoreSentences(prose, titleWords);
  const detailedCount = Math.min(5, Math.max(2, Math.round(prose.length / 10)));
  const pointCount = Math.min(7, Math.max(3, Math.round(prose.length / 6)));
  const ranked = select(candidates, Math.max(detailedCount, pointCount));
  return {
    brief: ranked[0]?.text ?? '',
    detailed: joinSentences(inOrder(ranked.slice(0, detailedCount))),
    key_points: inOrder(ranked.slice(0, pointCount)),
  };
}
