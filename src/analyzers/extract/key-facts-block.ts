import { Element, Text } from 'domhandler';
import { decodeHtmlText, jsonLdTypes, type JsonLdNode, type Page } from '../../page/index.js';
import { structuredDataOf } from '../structured-data/index.js';
import { toPlainText, type MainContent } from './content/index.js';
import { keyFactsOf, type KeyFacts } from './key-facts.js';
import { EVENT_TYPES, PRODUCT_TYPES, RECIPE_TYPES } from '../structured-data/type-families.js';

const said = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Enough of a description to tell whether the content holds it. */
const DESCRIPTION_PROBE_CHARS = 80;

function element(name: string, children: (Element | Text)[]): Element {
  return new Element(name, {}, children);
}

const textElement = (name: string, text: string) => element(name, [new Text(text)]);

function list(ordered: boolean, entries: readonly string[]): Element {
  return element(ordered ? 'ol' : 'ul', entries.map((entry) => textElement('li', entry)));
}

/** Whether the content already holds most entries of a list (a recipe card the extraction kept). */
function holdsMost(content: string, entries: readonly string[]): boolean {
  return entries.filter((entry) => content.includes(said(entry))).length * 2 >= entries.length;
}

function topBlock(facts: KeyFacts, content: string): Element[] {
  const top: Element[] = [];
  const name = facts.name && decodeHtmlText(facts.name);
  if (name && !content.includes(said(name))) top.push(textElement('h1', name));
  const missing = facts.facts.filter((fact) => !fact.probes.some((probe) => content.includes(said(probe))));
  if (missing.length > 0) top.push(list(false, missing.map((fact) => `${fact.label}: ${decodeHtmlText(fact.value)}`)));
  const description = facts.description && decodeHtmlText(facts.description);
  if (description && !content.includes(said(description).slice(0, DESCRIPTION_PROBE_CHARS))) top.push(textElement('p', description));
  return top;
}

/**
 * The main content with the key facts of a product, recipe or event page that it lacks
 * (docs/reference/api.md#key-facts): the name as a heading, price and availability (date and
 * place; yield and time) as a list and the description before it, a recipe's ingredients and
 * steps after it — all read from the page's structured data. An article, or a page whose
 * content already says them, is returned as it is. Pure: `main` is not changed.
 */
export function withKeyFacts(page: Page, main: MainContent): MainContent {
  try {
    return addKeyFacts(page, main);
  } catch {
    // Key facts are a complement: a bug there leaves the content as the extractor found it.
    return main;
  }
}

const THING_TYPES: ReadonlySet<string> = new Set([...PRODUCT_TYPES, ...RECIPE_TYPES, ...EVENT_TYPES]);
/** An attribute value naming a product, recipe or event type (loosely: it only decides whether to look). */
const NAMES_THING = new RegExp(`^\\s*["']?[^"'>]*\\b(?:${[...THING_TYPES].join('|')})\\b`);
/** Characters of an `itemtype`/`typeof` value read. */
const TYPE_VALUE_CHARS = 300;

/** Whether a microdata `itemtype` or RDFa `typeof` names one (one regular-expression scan finds the attributes; only their values are read). */
function markupNamesThing(html: string): boolean {
  const attribute = /\b(?:itemtype|typeof)\s*=/gi;
  for (let found = attribute.exec(html); found !== null; found = attribute.exec(html)) {
    if (NAMES_THING.test(html.slice(attribute.lastIndex, attribute.lastIndex + TYPE_VALUE_CHARS))) return true;
  }
  return false;
}

/**
 * Whether the page may describe a product, recipe or event: a JSON-LD node of such a type (or a
 * page's mainEntity of one), or a microdata/RDFa type naming one. Most pages do not, and then
 * their structured data is not read at all (the page's JSON-LD view is read anyway).
 */
function mayDescribeThing(page: Page): boolean {
  const typed = (value: unknown) => typeof value === 'object' && value !== null && jsonLdTypes(value as JsonLdNode).some((t) => THING_TYPES.has(t));
  if (page.jsonLd.some((node) => typed(node) || [node['mainEntity']].flat().some(typed))) return true;
  return markupNamesThing(page.html);
}

function addKeyFacts(page: Page, main: MainContent): MainContent {
  if (!mayDescribeThing(page)) return main;
  const facts = keyFactsOf(structuredDataOf(page));
  if (facts === undefined) return main;
  const content = said(toPlainText(main));
  const top = topBlock(facts, content);
  const tail = facts.lists
    .map((entry) => ({ ...entry, entries: entry.entries.map(decodeHtmlText).filter((e) => e !== '') }))
    .filter((entry) => entry.entries.length > 0 && !holdsMost(content, entry.entries))
    .flatMap((entry) => [textElement('h2', entry.heading), list(entry.ordered, entry.entries)]);
  if (top.length === 0 && tail.length === 0) return main;
  return { root: element('div', [...top, main.root, ...tail]), baseUrl: main.baseUrl };
}
