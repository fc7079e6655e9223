import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { jsonLdTypes, textOf } from '../../page/index.js';
import type { JsonLdNode, Page } from '../../page/index.js';
import type { SchemaItem } from '../seo/index.js';
import { distinctQuestions, isQuestion } from './questions.js';

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const isNode = (value: unknown): value is JsonLdNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Question names from FAQPage/QAPage `mainEntity` and from top-level Question nodes. */
function schemaQuestions(items: readonly SchemaItem[]): string[] {
  const names: string[] = [];
  for (const item of items) {
    if (item.source === 'json-ld') {
      const candidates = item.types.some((t) => t === 'FAQPage' || t === 'QAPage') ? asArray(item.node['mainEntity']) : [item.node];
      for (const c of candidates) {
        if (isNode(c) && jsonLdTypes(c).includes('Question') && typeof c['name'] === 'string') names.push(c['name']);
      }
    } else if (item.types.includes('Question')) {
      const name = selectOne<AnyNode, Element>('[itemprop~=name]', item.element);
      if (name !== null) names.push(textOf(name));
    }
  }
  return names;
}

const FAQ_TITLE = /\b(?:faqs?|frequently asked questions?)\b/i;

/** Question headings inside FAQ containers (id or class "faq"), and after an "FAQ" heading until its section ends. */
function faqSectionQuestions(page: Page): string[] {
  const containers = selectAll<AnyNode, Element>('[id*=faq i], [class*=faq i]', page.document);
  const inContainers = containers.flatMap((c) => selectAll<AnyNode, Element>('h2, h3, h4, h5, h6', c).map((h) => textOf(h)));
  const afterTitle: string[] = [];
  let sectionLevel: number | undefined;
  for (const heading of page.headings) {
    if (sectionLevel !== undefined && heading.level <= sectionLevel) sectionLevel = undefined;
    if (sectionLevel !== undefined) afterTitle.push(heading.text);
    else if (FAQ_TITLE.test(heading.text)) sectionLevel = heading.level;
  }
  return [...inContainers, ...afterTitle].filter(isQuestion);
}

/** `<summary>` (accordions) and `<dt>` (definition lists) that ask a question, anywhere on the page. */
function accordionQuestions(page: Page): string[] {
  return selectAll<AnyNode, Element>('summary, dt', page.document).map((el) => textOf(el)).filter(isQuestion);
}

/** Distinct questions the page answers as an FAQ: schema, accordions, definition lists and FAQ sections. */
export function faqQuestions(page: Page, items: readonly SchemaItem[]): string[] {
  return distinctQuestions([...schemaQuestions(items), ...accordionQuestions(page), ...faqSectionQuestions(page)]);
}
