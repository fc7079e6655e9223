import { countWords } from '../../../page/index.js';
import { sentencesOf } from '../../../text/index.js';
import type { Block } from '../blocks.js';
import { adviceOnly } from '../context.js';
import type { AeoContext } from '../context.js';
import { AEO_MEASURES } from '../measures.js';
import { isDefinition } from '../questions.js';

export const ANSWER_TYPES = ['definition', 'short_answer', 'list', 'steps', 'table'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** Direct Answers details (docs/reference/api.md#aeo). */
export interface DirectAnswersDetails {
  readonly answer_types: Record<AnswerType, number>;
  readonly answers_found: number;
  readonly qa_headings: number;
}

/** A question asked in the content: a heading (with its level) or a `<summary>`/`<dt>` (level null). */
export interface AskedQuestion {
  readonly level: number | null;
  readonly text: string;
}

export interface DirectAnswersFacts extends DirectAnswersDetails {
  /** Questions whose very next block is a definition, short answer, list, steps or table. */
  readonly answered_questions: number;
  /** Questions whose next block is none of those, in document order (for the advice). */
  readonly unanswered: readonly AskedQuestion[];
  /** The first h1's text, '' without one (for the advice). */
  readonly h1: string;
}

const isAsking = (b: Block) => (b.kind === 'heading' && b.question) || b.kind === 'question';
const askedOf = (b: Block): AskedQuestion => ({ level: b.kind === 'heading' ? b.level : null, text: b.text });

/** The answer pattern a block shows, if any; paragraph patterns only right after a question. */
function answerType(block: Block, afterQuestion: boolean): AnswerType | undefined {
  const M = AEO_MEASURES;
  if (block.kind === 'list') return block.items >= M.listMinItems ? (block.ordered ? 'steps' : 'list') : undefined;
  if (block.kind === 'table') return block.rows >= M.tableMinRows && block.columns >= M.tableMinColumns ? 'table' : undefined;
  if (block.kind !== 'paragraph' || !afterQuestion) return undefined;
  if (isDefinition(sentencesOf(block.text)[0] ?? '')) return 'definition';
  return countWords(block.text) <= M.shortAnswerMaxWords ? 'short_answer' : undefined;
}

export function collectDirectAnswers(ctx: AeoContext): DirectAnswersFacts {
  const counts: Record<AnswerType, number> = { definition: 0, short_answer: 0, list: 0, steps: 0, table: 0 };
  let answered = 0;
  const unanswered: AskedQuestion[] = [];
  let previous: Block | undefined;
  let seenContent = false;
  for (const block of ctx.blocks) {
    const afterQuestion = previous !== undefined && isAsking(previous);
    // The content's opening paragraph may define the topic without a question before it.
    const opening = !seenContent && block.kind === 'paragraph';
    const type = answerType(block, afterQuestion)
      ?? (opening && isDefinition(sentencesOf(block.text)[0] ?? '') ? 'definition' : undefined);
    if (type !== undefined) counts[type]++;
    if (afterQuestion && type !== undefined) answered++;
    if (afterQuestion && type === undefined && previous !== undefined) unanswered.push(askedOf(previous));
    if (block.kind !== 'heading') seenContent = true;
    previous = block;
  }
  // A question that ends the content has nothing under it.
  if (previous !== undefined && isAsking(previous)) unanswered.push(askedOf(previous));
  return {
    answer_types: counts,
    answers_found: ANSWER_TYPES.reduce((sum, t) => sum + counts[t], 0),
    qa_headings: ctx.blocks.filter((b) => b.kind === 'heading' && b.question).length,
    answered_questions: answered,
    unanswered,
    h1: adviceOnly(() => ctx.page.headings.find((h) => h.level === 1 && h.text !== '')?.text ?? '', ''),
  };
}
