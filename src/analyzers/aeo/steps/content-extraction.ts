import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { ELEMENT_TEXT_LIMIT, textOf } from '../../../page/index.js';
import type { AeoContext } from '../context.js';
import { faqQuestions } from '../faq.js';
import { AEO_MEASURES } from '../measures.js';

/** Content Extraction details (docs/reference/api.md#aeo). */
export interface ContentExtractionDetails {
  readonly content_depth: string;
  readonly faq_questions: number;
  readonly has_main_content: boolean;
  readonly heading_count: number;
  readonly word_count: number;
}

export function contentDepth(words: number): string {
  return AEO_MEASURES.contentDepth.find((b) => words >= b.atLeast)?.label ?? 'thin';
}

function hasMainLandmark(ctx: AeoContext): boolean {
  return selectAll<AnyNode, Element>('main, article, [role=main]', ctx.page.document).some((el) => textOf(el, ELEMENT_TEXT_LIMIT) !== '');
}

export function collectContentExtraction(ctx: AeoContext): ContentExtractionDetails {
  return {
    content_depth: contentDepth(ctx.contentWords),
    faq_questions: faqQuestions(ctx.page, ctx.schema).length,
    has_main_content: hasMainLandmark(ctx),
    heading_count: ctx.page.headings.length,
    word_count: ctx.contentWords,
  };
}
