import nlp from 'compromise/two';
import type { Term } from 'compromise/misc';
import { splitParagraphs } from '../../text/index.js';
import type { Sentence } from '../../text/index.js';
import { NOT_NAMES, PERSON_TITLES, classifyUntyped, ORGANIZATION_SUFFIXES } from './entity-rules.js';
import type { EntityType, Span } from './entity-rules.js';
import { readEnglish } from './english.js';
import { isAcronym, listedType } from './entity-gazetteer.js';

export interface Entity {
  readonly name: string;
  readonly type: string;
  readonly confidence: number;
}

export const ENTITY_TEXT_CHARACTERS = 6_000;
const MAX_ENTITIES = 25;
const EXCLUDED_TAGS = ['Date', 'Month', 'WeekDay', 'Pronoun', 'Determiner', 'Preposition', 'Conjunction', 'Holiday'];
const PROPER = /^(?:\p{Lu}|\p{Ll}+\p{Lu})/u;
const MODEL_NUMBER = /^\p{Lu}{0,3}\d+\p{L}{0,3}$/u;

function typeOf(term: Term): EntityType | undefined {
  const tags = term.tags ?? new Set<string>();
  if (tags.has('Person')) return 'person';
  if (tags.has('Organization')) return 'organization';
  if (tags.has('Place')) return 'location';
  return undefined;
}

function isTitle(word: string): boolean {
  return PERSON_TITLES.has(word.toLowerCase().replace(/\.$/, ''));
}

/**
 * Display name: from the first to the last capitalised word, leading titles dropped
 * ("President Tim Clark" → "Tim Clark"); "" when no word is capitalised.
 */
function nameOf(words: readonly string[]): string {
  let from = words.findIndex((w) => PROPER.test(w));
  if (from < 0) return '';
  while (from < words.length - 1 && isTitle(words[from]!)) from++;
  let to = words.length;
  while (to > from + 1 && !PROPER.test(words[to - 1]!) && !/\d/.test(words[to - 1]!)) to--;
  const name = words.slice(from, to).join(' ').replace(/- /g, '-').replace(/['’]s$/u, '').replace(/[^\p{L}\p{N})]+$/u, '');
  const single = !name.includes(' ');
  return single && (isTitle(name) || NOT_NAMES.has(name.toLowerCase())) ? '' : name;
}

/** Lines in capitals ("WATER BATH CANNER") carry no usable case. */
function shouted(terms: readonly Term[]): boolean {
  const letters = terms.map((t) => t.text).join('').replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase();
}

function isProperTerm(term: Term, index: number, terms: readonly Term[]): boolean {
  const tags = term.tags ?? new Set<string>();
  if (EXCLUDED_TAGS.some((t) => tags.has(t)) || isTitle(term.text)) return false;
  if (!PROPER.test(term.text)) return false;
  // A capitalised first word is only a name when a second one follows ("Elon Musk said") or it is listed.
  return index > 0 || /\p{Ll}\p{Lu}/u.test(term.text) || (terms[1] !== undefined && PROPER.test(terms[1].text) && !/[,.;:!?]/.test(term.post)) || listedType(term.text) !== undefined;
}

/** Adjacent terms of one kind (a type, or untyped proper nouns with trailing model numbers). */
function spansOf(terms: readonly Term[]): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < terms.length) {
    const type = typeOf(terms[i]!);
    const proper = type !== undefined || isProperTerm(terms[i]!, i, terms);
    if (!proper) { i++; continue; }
    let end = i + 1;
    const joins = (t: Term, k: number): boolean => type !== undefined
      ? typeOf(t) === type
      : typeOf(t) === undefined && (isProperTerm(t, k, terms) || MODEL_NUMBER.test(t.text));
    while (end < terms.length && !/[,;:!?.()]/.test(terms[end - 1]!.post) && joins(terms[end]!, end)) end++;
    // A brand with a model number is a product ("Boeing 737").
    const model = type === 'organization' && end < terms.length && MODEL_NUMBER.test(terms[end]!.text) && !/[,;:!?.()]/.test(terms[end - 1]!.post);
    if (model) end++;
    spans.push({ words: wordsOf(terms.slice(i, end)), start: i, end, ...(model ? { type: 'product' as const } : type ? { type } : {}) });
    i = end;
  }
  return spans;
}

/** Span words, a hyphen kept with the word before it so names rebuild as written ("Coca-Cola"). */
function wordsOf(terms: readonly Term[]): string[] {
  return terms.map((t, i) => (i < terms.length - 1 && t.post === '-' ? `${t.text}-` : t.text));
}

function adjacent(a: Span, b: Span, terms: readonly Term[]): boolean {
  return a.end === b.start && !/[,;:!?.()]/.test(terms[a.end - 1]?.post ?? '');
}

function endsInSuffix(words: readonly string[]): boolean {
  return ORGANIZATION_SUFFIXES.has(words[words.length - 1]!.toLowerCase());
}

/**
 * A brand and the name after it: "Ford" + "Mustang" is a product; "Samsung" + "Electronics"
 * and "Oxford" + "University" are organizations.
 */
function mergeBrandSpans(spans: readonly Span[], terms: readonly Term[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const last = out[out.length - 1];
    const brand = last?.type === 'organization' || last?.type === 'location';
    if (last !== undefined && brand && span.type === undefined && adjacent(last, span, terms)) {
      const words = [...last.words, ...span.words];
      if (endsInSuffix(words)) out[out.length - 1] = { words, start: last.start, end: span.end, type: 'organization' };
      else if (last.type === 'organization') out[out.length - 1] = { words, start: last.start, end: span.end, type: 'product' };
      else out.push(span);
    } else {
      out.push(span);
    }
  }
  return out;
}

/** An untyped name joined by "and"/"or"/"," to a typed one takes its type ("Netflix and Spotify"). */
function coordinatedType(spans: readonly Span[], k: number, terms: readonly Term[]): EntityType | undefined {
  for (const other of [spans[k - 1], spans[k + 1]]) {
    if (other?.type === undefined) continue;
    const [a, b] = other.start < spans[k]!.start ? [other, spans[k]!] : [spans[k]!, other];
    const between = terms.slice(a.end, b.start).map((t) => t.normal);
    const comma = b.start === a.end && /,/.test(terms[a.end - 1]?.post ?? '');
    if (comma || (between.length === 1 && (between[0] === 'and' || between[0] === 'or'))) return other.type;
  }
  return undefined;
}

interface Mention { readonly name: string; readonly type: EntityType; readonly typed: boolean }

/**
 * A span's type: the gazetteer's for a listed name, else suffix, compromise and context rules.
 * An unlisted acronym is an organization only by context ("CDN" in "a CDN may keep" is not one).
 */
function typeOfSpan(spans: readonly Span[], k: number, terms: readonly Term[], words: readonly string[], name: string): EntityType | undefined {
  const span = spans[k]!;
  const listed = listedType(name);
  // compromise's own type wins for one word (news lists "Leeds" as the football club).
  if (listed !== undefined && (span.type === undefined || name.includes(' '))) return listed;
  const contextual = classifyUntyped(span, words);
  if (isAcronym(name) && listed === undefined) return contextual === 'organization' ? contextual : undefined;
  const named = ORGANIZATION_SUFFIXES.has(span.words[span.words.length - 1]!.toLowerCase()) && span.words.length > 1;
  return named ? 'organization' : span.type ?? contextual ?? coordinatedType(spans, k, terms);
}

const NUMBER = /^\d[\d.:,/-]*$/;

/** Scores and counts after a name ("Manchester City 22 8 2") are not part of it, save a product's model number. */
function withoutFigures(name: string, type: EntityType): string {
  if (type === 'product') return name;
  const words = name.split(' ');
  while (words.length > 1 && NUMBER.test(words[words.length - 1]!)) words.pop();
  const trimmed = words.join(' ');
  // Dotted abbreviations keep their last dot ("U.S.").
  return /^(?:\p{L}\.)+\p{L}$/u.test(trimmed) ? `${trimmed}.` : trimmed;
}

function mentionsOf(all: readonly Term[]): Mention[] {
  const terms = shouted(all) ? [] : all;
  const words = terms.map((t) => t.text);
  const spans = mergeBrandSpans(spansOf(terms), terms);
  return spans.flatMap((span, k): Mention[] => {
    const written = nameOf(span.words);
    if (written === '') return [];
    const type = typeOfSpan(spans, k, terms, words, written.replace(/(?: \d[\d.:,/-]*)+$/, ''));
    if (type === undefined) return [];
    const name = withoutFigures(written, type);
    return [{ name, type, typed: typeOf(terms[span.start]!) !== undefined || listedType(name) !== undefined }];
  });
}

interface Tally { name: string; types: Map<EntityType, number>; count: number; typed: boolean; order: number }

function tallyMentions(mentions: readonly Mention[]): Tally[] {
  const byKey = new Map<string, Tally>();
  mentions.forEach((m, order) => {
    const key = m.name.toLowerCase();
    const tally = byKey.get(key) ?? { name: m.name, types: new Map(), count: 0, typed: false, order };
    tally.types.set(m.type, (tally.types.get(m.type) ?? 0) + 1);
    tally.count++;
    tally.typed ||= m.typed;
    byKey.set(key, tally);
  });
  return foldSurnames([...byKey.values()]);
}

/** "Musk" counts as a mention of "Elon Musk" when both are people on the page. */
function foldSurnames(tallies: Tally[]): Tally[] {
  const people = tallies.filter((t) => t.types.has('person') && t.name.includes(' '));
  return tallies.filter((t) => {
    if (t.name.includes(' ') || !t.types.has('person')) return true;
    const full = people.find((p) => p.name.split(' ').pop() === t.name);
    if (full !== undefined) full.count += t.count;
    return full === undefined;
  });
}

function majorityType(types: ReadonlyMap<EntityType, number>): EntityType {
  return [...types].sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * Named entities of English text: compromise's people, places and organisations, plus
 * context rules for untyped proper nouns (products, people before speech verbs, companies
 * before business verbs, coordination). Confidence: 0.75 for compromise's types, 0.55 for
 * rules, +0.05 per further mention (caps 0.95 and 0.8).
 */
export function extractEntities(text: string): Entity[] {
  return extractSentenceEntities(readEnglish(splitParagraphs(text)));
}

/**
 * Entities of English sentences. Only sentences with a proper noun or a capitalised word past
 * the first are read, up to 6,000 characters: compromise's cost grows quickly with length.
 */
export function extractSentenceEntities(sentences: readonly Sentence[]): Entity[] {
  const named = sentences.filter((s) => s.tokens.some((t, i) => t.pos === 'PROPN' || (i > 0 && PROPER.test(t.text))));
  let budget = ENTITY_TEXT_CHARACTERS;
  const kept = named.filter((s) => (budget -= s.text.length) >= 0);
  return entitiesOf(nlp(kept.map((s) => s.text).join('\n')).document);
}

function entitiesOf(document: Term[][]): Entity[] {
  const tallies = tallyMentions(document.flatMap((terms) => mentionsOf(terms)));
  return tallies
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, MAX_ENTITIES)
    .map((t) => {
      const [base, cap] = t.typed ? [0.75, 0.95] : [0.55, 0.8];
      return { name: t.name, type: majorityType(t.types), confidence: Math.round(Math.min(cap, base + 0.05 * (t.count - 1)) * 100) / 100 };
    });
}
