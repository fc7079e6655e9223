import { selectAll } from 'css-select';
import { hasChildren, isTag } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { ELEMENT_TEXT_LIMIT, findDescendant, jsonLdTypes, textOf } from '../../page/index.js';
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
      const name = findDescendant(item.element, (el) => hasItemprop(el, 'name'), ELEMENT_TEXT_LIMIT);
      if (name !== undefined) names.push(textOf(name, ELEMENT_TEXT_LIMIT));
    }
  }
  return names;
}

const hasItemprop = (el: Element, name: string): boolean => (el.attribs['itemprop'] ?? '').split(/\s+/).includes(name);
const FAQ_CONTAINER = /faq/i;
const SUBHEADING = /^h[2-6]$/;

/** Texts of the h2–h6 inside FAQ containers (id or class "faq"), in one walk however containers nest. */
function containerQuestions(page: Page): string[] {
  const texts: string[] = [];
  const stack: [AnyNode, boolean][] = [[page.document, false]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, inFaq] = item;
    if (!hasChildren(node)) continue;
    let inside = inFaq;
    if (isTag(node)) {
      if (inFaq && SUBHEADING.test(node.name)) texts.push(textOf(node, ELEMENT_TEXT_LIMIT));
      inside ||= FAQ_CONTAINER.test(node.attribs['id'] ?? '') || FAQ_CONTAINER.test(node.attribs['class'] ?? '');
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i]!, inside]);
  }
  return texts;
}

const FAQ_TITLE = /\b(?:faqs?|frequently asked questions?)\b/i;

/** Question headings inside FAQ containers (id or class "faq"), and after an "FAQ" heading until its section ends. */
function faqSectionQuestions(page: Page): string[] {
  const inContainers = containerQuestions(page);
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
  return selectAll<AnyNode, Element>('summary, dt', page.document).map((el) => textOf(el, ELEMENT_TEXT_LIMIT)).filter(isQuestion);
}

/** Distinct questions the page answers as an FAQ: schema, accordions, definition lists and FAQ sections. */
export function faqQuestions(page: Page, items: readonly SchemaItem[]): string[] {
  return distinctQuestions([...schemaQuestions(items), ...accordionQuestions(page), ...faqSectionQuestions(page)]);
}
