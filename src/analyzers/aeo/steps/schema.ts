import { jsonLdTypes } from '../../../page/index.js';
import type { JsonLdNode } from '../../../page/index.js';
import { schemaTypes } from '../../seo/index.js';
import { adviceOnly } from '../context.js';
import type { AeoContext } from '../context.js';
import { faqQuestions } from '../faq.js';
import { itemsOf } from '../json-ld-values.js';
import { distinctQuestions, isQuestion } from '../questions.js';
import { ARTICLE_TYPES, CONTENT_TYPES, ENTITY_TYPES } from '../schema-types.js';

/** Schema/Structured Data details (docs/reference/api.md#aeo). */
export interface SchemaDetails {
  readonly article_schema: boolean;
  readonly faq_schema: boolean;
  readonly schema_types: string[];
  readonly total_schemas: number;
}

export interface SchemaFacts extends SchemaDetails {
  readonly content_schema: boolean;
  readonly entity_schema: boolean;
  readonly breadcrumb_schema: boolean;
  readonly howto_schema: boolean;
  /** Distinct questions on the page: question-form h2–h6 headings and FAQ questions (for the advice). */
  readonly page_questions: number;
}

const has = (ctx: AeoContext, types: ReadonlySet<string>) => itemsOf(ctx.schema, types).length > 0;

/** Properties through which a page's main item names who stands behind it (schema.org Article, CreativeWork). */
const ENTITY_PROPERTIES = ['author', 'publisher', 'creator', 'provider'] as const;

/**
 * A typed Organization or Person given as a JSON-LD item's author or publisher: the form search engines
 * document for articles, and what a microdata item nested with itemprop="publisher" already counts as.
 */
function hasNestedEntity(ctx: AeoContext): boolean {
  return ctx.schema.some((item) => item.source === 'json-ld'
    && ENTITY_PROPERTIES.some((key) => [item.node[key]].flat().some((value) =>
      typeof value === 'object' && value !== null && jsonLdTypes(value as JsonLdNode).some((t) => ENTITY_TYPES.has(t)))));
}

export function collectSchema(ctx: AeoContext): SchemaFacts {
  return {
    article_schema: has(ctx, ARTICLE_TYPES),
    faq_schema: has(ctx, new Set(['FAQPage'])),
    schema_types: schemaTypes(ctx.schema),
    total_schemas: ctx.schema.length,
    content_schema: has(ctx, CONTENT_TYPES),
    entity_schema: has(ctx, ENTITY_TYPES) || hasNestedEntity(ctx),
    breadcrumb_schema: has(ctx, new Set(['BreadcrumbList'])),
    howto_schema: has(ctx, new Set(['HowTo'])),
    page_questions: adviceOnly(() => distinctQuestions([
      ...ctx.page.headings.filter((h) => h.level >= 2 && isQuestion(h.text)).map((h) => h.text),
      ...faqQuestions(ctx.page, ctx.schema),
    ]).length, 0),
  };
}
