/**
 * Word lists and context rules for names the entity tagger is unsure of, and the runs of proper
 * nouns it leaves untagged.
 */
import type { TaggerView } from './entity-features.js';
import { listedType } from './entity-gazetteer.js';

export type EntityType = 'person' | 'organization' | 'location' | 'product';

/** A run of adjacent tokens in one sentence. */
export interface Span {
  readonly words: readonly string[];
  readonly start: number;
  /** Index just past the last token. */
  readonly end: number;
  readonly type?: EntityType;
}

/** Verbs of speech: "X Y said" makes a two-word name a person. */
const SPEECH_VERBS = new Set(`said says told tells announced wrote writes added explained argued stated speak spoke speaks
  recalled insisted noted`.split(/\s+/));
/** Verbs whose subject is usually a company or institution. */
const BUSINESS_VERBS = new Set(`released releases launched launches unveiled unveils acquired acquires reported reports hired
  hires build builds built open opens opened close closes closed sell sells sold buy buys bought ship ships shipped invest
  invests invested expand expands expanded raise raises raised cut cuts sue sues sued partnered announced announces`.split(/\s+/));
/** Verbs whose object is usually a company or institution ("founded Amazon"). */
const ORGANIZATION_OBJECT_VERBS = new Set(['founded', 'co-founded', 'cofounded', 'acquired', 'acquire', 'acquires']);
/** Verbs whose object, when a two-word name, is usually a person ("met Rishi Sunak"). */
const PERSON_OBJECT_VERBS = new Set(`met meets meeting interviewed married thanked praised criticised criticized accused
  appointed elected defeated replaced succeeded congratulated`.split(/\s+/));
/** Verbs that, with "in", "to", "near" or "from" after them, place a name ("lives in Leeds", "moved to Oslo"). */
const PLACE_VERBS = new Set(`born live lives lived living study studies studied work works worked based located moved move
  moving travelled traveled travel travels flew fly flies grew raised settled stayed staying`.split(/\s+/));
const PLACE_PREPOSITIONS = new Set(['in', 'to', 'near', 'from']);
/** Words of product line names ("Xbox Series X", "MacBook Air"). */
const PRODUCT_WORDS = new Set(['series', 'pro', 'max', 'mini', 'plus', 'ultra', 'air', 'edition', 'model', 'lite']);
const AUXILIARIES = new Set(['will', 'would', 'has', 'have', 'had', 'is', 'are', 'was', 'were', 'can', 'could', 'may', 'might', 'plans', 'plan']);
/** Words before a name that mark a person; alone, or leading a name, they are not part of it. */
export const PERSON_TITLES = new Set(`ceo founder co-founder president minister chancellor chief executive director chairman
  chairwoman senator governor mayor professor prof dr mr mrs ms rep sen gov hon sir dame coach manager judge officer
  secretary spokesman spokeswoman spokesperson`.split(/\s+/));
/** Single words that name no entity on their own. */
export const NOT_NAMES = new Set(['department', 'ministry', 'government', 'company', 'university', 'agency', 'state']);
/** Words before a proper noun that mark an owned or bought thing. */
const PRODUCT_DETERMINERS = new Set(['a', 'an', 'new', 'my', 'your', 'his', 'her', 'our', 'their']);
/** Last words that keep an "Org + Word" span an organization ("Samsung Electronics"). */
export const ORGANIZATION_SUFFIXES = new Set(`inc inc. corp corp. corporation ltd ltd. llc plc gmbh ag sa group holdings
  electronics motors bank airlines airways technologies labs laboratories foundation institute university college
  association society council agency ministry department company partners capital ventures media news times post
  network studios records pharmaceuticals energy council committee commission party club
  church trust fund bureau`.split(/\s+/));

const CAMEL_CASE = /\p{Ll}\p{Lu}/u;
const HAS_DIGIT = /\d/;

function nextWord(words: readonly string[], from: number): string | undefined {
  let i = from;
  if (AUXILIARIES.has(words[i]?.toLowerCase() ?? '')) i++;
  return words[i]?.toLowerCase();
}

/**
 * Product forms: a model number, camel case ("iPhone"), a product-line word ("MacBook Air").
 * Camel case can be left out: it also writes surnames and companies ("McGrath", "KeyCorp").
 */
export function hasProductForm(words: readonly string[], camelCase = true): boolean {
  if (words.some((w) => HAS_DIGIT.test(w) || (camelCase && CAMEL_CASE.test(w)))) return true;
  return words.length > 1 && words.slice(1).some((w) => PRODUCT_WORDS.has(w.toLowerCase()));
}

/** A demonym in the tagger's lexicon ("American", "Germans"). */
function isDemonym(view: TaggerView, i: number): boolean {
  return view.known[i]?.slice(2).includes('d') === true;
}

/** Product signals: a product form, or an owned thing (ownedThing: "a Chromebook"). */
export function looksLikeProduct(span: Span, view: TaggerView, camelCase = true): boolean {
  return hasProductForm(span.words, camelCase) || ownedThing(span, view);
}

/** "a/new/my X" where X heads its noun phrase: "drove a Ford Mustang", not "a Reuters reporter" nor "an American". */
export function ownedThing(span: Span, view: TaggerView): boolean {
  const determiner = PRODUCT_DETERMINERS.has(view.lowers[span.start - 1] ?? '');
  const modifier = view.pos[span.end] === 'NOUN' || view.pos[span.end] === 'PROPN';
  return determiner && !modifier && !isDemonym(view, span.start);
}

/** The type of a proper-noun span from its context and form, if any rule applies (camel case as in hasProductForm). */
export function classifyByContext(span: Span, view: TaggerView, camelCase = true): EntityType | undefined {
  const sentence = view.words;
  const after = nextWord(sentence, span.end);
  const before = sentence[span.start - 1]?.toLowerCase() ?? '';
  if (ORGANIZATION_SUFFIXES.has(span.words[span.words.length - 1]?.toLowerCase() ?? '')) return 'organization';
  if (looksLikeProduct(span, view, camelCase)) return 'product';
  const isName = span.words.length >= 2 && span.words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w));
  if (isName && (SPEECH_VERBS.has(after ?? '') || PERSON_TITLES.has(before) || PERSON_OBJECT_VERBS.has(before))) return 'person';
  if (ORGANIZATION_OBJECT_VERBS.has(before)) return 'organization';
  if (PLACE_PREPOSITIONS.has(before) && PLACE_VERBS.has(view.lowers[span.start - 2] ?? '')) return 'location';
  if (after !== undefined && BUSINESS_VERBS.has(after)) return 'organization';
  if (before === 'of' && sentence[span.start - 2]?.toLowerCase() === 'shares') return 'organization';
  return undefined;
}

const PROPER = /^(?:\p{Lu}|\p{Ll}+\p{Lu})/u;
const MODEL_NUMBER = /^\p{Lu}{0,3}\d+\p{L}{0,3}$/u;
/** Parts of speech that are never part of a name, capitalised or not. */
const NOT_NAME_POS = new Set(['PRON', 'DET', 'ADP', 'CCONJ', 'SCONJ', 'AUX', 'PART', 'PUNCT', 'SYM', 'INTJ', 'NUM']);
/** Capitalised words of the calendar, which name no entity. */
const CALENDAR = new Set(`monday tuesday wednesday thursday friday saturday sunday january february march april june july
  august september october november december christmas easter`.split(/\s+/));

function isProperToken(view: TaggerView, i: number): boolean {
  const word = view.words[i]!;
  if (!PROPER.test(word) || NOT_NAME_POS.has(view.pos[i]!) || CALENDAR.has(view.lowers[i]!)) return false;
  if (PERSON_TITLES.has(view.lowers[i]!.replace(/\.$/, ''))) return false;
  // A capitalised first word is only a name when a second one follows ("Elon Musk said") or it is listed.
  const next = view.words[i + 1];
  return i > 0 || CAMEL_CASE.test(word) || (next !== undefined && PROPER.test(next)) || listedType(word) !== undefined;
}

/** A hyphen written inside a word ("Coca-Cola"), between tokens i - 1 and i + 1. */
function innerHyphen(view: TaggerView, i: number): boolean {
  const { words, starts } = view;
  return words[i] === '-' && i > 0 && i + 1 < words.length && starts[i] === starts[i - 1]! + words[i - 1]!.length && starts[i + 1] === starts[i]! + 1;
}

/** Runs of proper nouns (with trailing model numbers) outside the tagger's mentions, as [start, end). */
export function untaggedNames(view: TaggerView, tagged: readonly { start: number; end: number }[]): { start: number; end: number }[] {
  const covered = new Array<boolean>(view.words.length).fill(false);
  for (const span of tagged) covered.fill(true, span.start, span.end);
  const free = (k: number): boolean => k < view.words.length && !covered[k];
  const runs: { start: number; end: number }[] = [];
  let i = 0;
  while (i < view.words.length) {
    if (!free(i) || !isProperToken(view, i)) { i++; continue; }
    let end = i + 1;
    for (;;) {
      if (free(end) && (isProperToken(view, end) || MODEL_NUMBER.test(view.words[end]!))) end++;
      else if (free(end + 1) && innerHyphen(view, end) && PROPER.test(view.words[end + 1]!)) end += 2;
      else break;
    }
    runs.push({ start: i, end });
    i = end;
  }
  return runs;
}
