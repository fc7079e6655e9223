/**
 * Longest text given to `Intl.Segmenter` at once. V8's segment iteration is quadratic in the
 * length of the string, so long texts are segmented piece by piece, cut where a boundary is
 * certain.
 */
export const SEGMENT_PIECE = 2_000;

const SENTENCE_END = /[.!?。！？]\s/g;
/** What a sentence break (UAX #29) needs: a terminal (full stop, ?, !, 。, ।…) or a paragraph separator. */
const MAY_END_SENTENCE = /[\p{Sentence_Terminal}\n\r\u0085\u2028\u2029]/u;
const WHITESPACE = /\s/g;

/** Last index (exclusive) in `text` between `from` and `to` just after a match of `pattern`, if any. */
function lastCut(text: string, from: number, to: number, pattern: RegExp): number | undefined {
  let cut: number | undefined;
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match !== null && match.index + match[0].length <= to; match = pattern.exec(text)) {
    cut = match.index + match[0].length;
  }
  return cut;
}

/**
 * `segmenter.segment(text)`, in linear time: a text longer than {@link SEGMENT_PIECE} is
 * segmented in pieces cut after a sentence end (for sentence granularity) or at whitespace,
 * where words and sentences break anyway; a piece with neither is cut at its length.
 */
export function* segmentsOf(segmenter: Intl.Segmenter, text: string): Generator<Intl.SegmentData> {
  const sentences = segmenter.resolvedOptions().granularity === 'sentence';
  if (sentences && !MAY_END_SENTENCE.test(text)) {
    // One sentence, as ICU would find: not asking it spares a native break iterator per call,
    // which for pages of many short lines was hundreds of MB the process kept.
    if (text !== '') yield { segment: text, index: 0, input: text };
    return;
  }
  if (text.length <= SEGMENT_PIECE) {
    yield* segmenter.segment(text);
    return;
  }
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + SEGMENT_PIECE);
    if (end < text.length) {
      const from = start + (SEGMENT_PIECE >> 1);
      end = (sentences ? lastCut(text, from, end, SENTENCE_END) : undefined) ?? lastCut(text, from, end, WHITESPACE) ?? end;
    }
    const offset = start;
    for (const part of segmenter.segment(text.slice(start, end))) yield { ...part, index: part.index + offset, input: text };
    start = end;
  }
}
