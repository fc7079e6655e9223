/** Word lists and context rules for proper-noun spans compromise leaves untyped. */

export type EntityType = 'person' | 'organization' | 'location' | 'product';

/** A run of adjacent terms in one sentence. */
export interface Span {
  readonly words: readonly string[];
  readonly start: number;
  /** Index just past the last term. */
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

/** Product signals: a model number, camel case ("iPhone"), or "a/new/my X". */
export function looksLikeProduct(span: Span, sentence: readonly string[]): boolean {
  if (span.words.some((w) => HAS_DIGIT.test(w) || CAMEL_CASE.test(w))) return true;
  if (span.words.length > 1 && span.words.slice(1).some((w) => PRODUCT_WORDS.has(w.toLowerCase()))) return true;
  return PRODUCT_DETERMINERS.has(sentence[span.start - 1]?.toLowerCase() ?? '');
}

/** The type of an untyped proper-noun span from its context, if any rule applies. */
export function classifyUntyped(span: Span, sentence: readonly string[]): EntityType | undefined {
  const after = nextWord(sentence, span.end);
  const before = sentence[span.start - 1]?.toLowerCase() ?? '';
  if (ORGANIZATION_SUFFIXES.has(span.words[span.words.length - 1]?.toLowerCase() ?? '')) return 'organization';
  if (looksLikeProduct(span, sentence)) return 'product';
  const isName = span.words.length >= 2 && span.words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w));
  if (isName && (SPEECH_VERBS.has(after ?? '') || PERSON_TITLES.has(before) || PERSON_OBJECT_VERBS.has(before))) return 'person';
  if (ORGANIZATION_OBJECT_VERBS.has(before)) return 'organization';
  if (after !== undefined && BUSINESS_VERBS.has(after)) return 'organization';
  if (before === 'of' && sentence[span.start - 2]?.toLowerCase() === 'shares') return 'organization';
  return undefined;
}
