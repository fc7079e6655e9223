import {
  firstItem, firstText, isItem, isOfType, textOf, typesOf, valuesOf, type JsonValue, type StructuredItem,
} from '../structured-data/index.js';
import { ARTICLE_TYPES, EVENT_TYPES, PRODUCT_TYPES, RECIPE_TYPES } from '../structured-data/type-families.js';
import { availabilityLabel, formatDuration, formatEventDate, formatPrice, placeOf } from './key-fact-values.js';

/**
 * The key facts of a page about a thing rather than an article (docs/reference/api.md#key-facts):
 * what its structured data says of its main product, recipe or event, each with how to tell
 * whether the extracted content already says it.
 */
export interface KeyFacts {
  readonly name: string | undefined;
  /** "Price: €149.00", "Availability: In stock", "Date: …", "Place: …", "Yield: …". */
  readonly facts: readonly { readonly label: string; readonly value: string; readonly probes: readonly string[] }[];
  readonly description: string | undefined;
  /** A recipe's ingredients and steps. */
  readonly lists: readonly { readonly heading: string; readonly ordered: boolean; readonly entries: readonly string[] }[];
}

/** More things of a kind than this, by name, make a listing (a category page, a calendar), not a page about one. */
const MAX_THINGS_OF_A_KIND = 2;

/**
 * The first item of a family that states what makes a page about one (a product its offer, an
 * event its date, a recipe its ingredients or steps: a rating widget's bare Product does not),
 * unless the page lists more than a couple of them.
 */
function onlyThing(candidates: readonly StructuredItem[], family: ReadonlySet<string>, says: string[]): StructuredItem | undefined {
  const things = candidates.filter((item) => isOfType(item, family) && says.some((property) => valuesOf(item, property).length > 0));
  const names = new Set(things.map((item) => firstText(item, 'name') ?? ''));
  return names.size > MAX_THINGS_OF_A_KIND ? undefined : things[0];
}

/**
 * The page's main item: its product, recipe or event (itself or a page's `mainEntity`); none on a
 * listing of several; a product or event on an article page is the article's subject, not the page's.
 */
export function mainThing(items: readonly StructuredItem[]): StructuredItem | undefined {
  const candidates = items.flatMap((item) => [item, ...valuesOf(item, 'mainEntity').filter(isItem)]);
  const recipe = onlyThing(candidates, RECIPE_TYPES, ['recipeIngredient', 'recipeInstructions']);
  if (recipe) return recipe;
  if (items.some((item) => isOfType(item, ARTICLE_TYPES))) return undefined;
  return onlyThing(candidates, PRODUCT_TYPES, ['offers']) ?? onlyThing(candidates, EVENT_TYPES, ['startDate']);
}

function fact(label: string, value: string | undefined, probes: readonly string[] = value ? [value] : []) {
  return value === undefined || value === '' ? [] : [{ label, value, probes }];
}

function productFacts(item: StructuredItem): KeyFacts['facts'] {
  const offer = firstItem(item, 'offers');
  if (offer === undefined) return [];
  const price = formatPrice(offer);
  const availability = availabilityLabel(firstText(offer, 'availability'));
  return [...fact('Price', price?.text, price?.probes), ...fact('Availability', availability)];
}

function eventFacts(item: StructuredItem): KeyFacts['facts'] {
  const start = firstText(item, 'startDate');
  const date = start === undefined ? undefined : formatEventDate(start);
  const place = placeOf(item['location']);
  return [...fact('Date', date?.text, date?.probes), ...fact('Place', place, place ? [place.split(', ')[0]!] : [])];
}

/** Recipe steps: texts, HowToStep items, or HowToSections of them. */
function steps(values: readonly JsonValue[], depth = 0): string[] {
  return values.flatMap((value): string[] => {
    if (typeof value === 'string') return value.split(/\n+/).map((s) => s.trim()).filter((s) => s !== '');
    if (!isItem(value) || depth > 2) return [];
    const nested = valuesOf(value, 'itemListElement');
    if (nested.length > 0) return steps(nested, depth + 1);
    const text = textOf(value['text']) ?? textOf(value['name']);
    return text ? [text] : [];
  });
}

function recipeParts(item: StructuredItem): Pick<KeyFacts, 'facts' | 'lists'> {
  const ingredients = valuesOf(item, 'recipeIngredient').map((v) => textOf(v)).filter((v): v is string => v !== undefined);
  const instructions = steps(valuesOf(item, 'recipeInstructions'));
  const total = firstText(item, 'totalTime');
  return {
    facts: [...fact('Yield', firstText(item, 'recipeYield')), ...fact('Total time', total ? formatDuration(total) : undefined)],
    lists: [
      ...(ingredients.length ? [{ heading: 'Ingredients', ordered: false, entries: ingredients }] : []),
      ...(instructions.length ? [{ heading: 'Instructions', ordered: true, entries: instructions }] : []),
    ],
  };
}

export function keyFactsOf(items: readonly StructuredItem[]): KeyFacts | undefined {
  const item = mainThing(items);
  if (item === undefined) return undefined;
  const types = new Set(typesOf(item));
  // A recipe in a post: the post's title and lead are the page's; its card's facts and lists are the recipe's.
  const inArticle = items.some((other) => isOfType(other, ARTICLE_TYPES));
  const base = inArticle ? { name: undefined, description: undefined } : { name: firstText(item, 'name'), description: firstText(item, 'description') };
  if ([...types].some((t) => RECIPE_TYPES.has(t))) return { ...base, ...recipeParts(item) };
  if ([...types].some((t) => PRODUCT_TYPES.has(t))) return { ...base, facts: productFacts(item), lists: [] };
  return { ...base, facts: eventFacts(item), lists: [] };
}
