/**
 * One sentence's named-entity mentions: the tagger's mentions and the proper nouns it left
 * untagged, merged (brand + model) and typed, the tagger's types weighed against the rules.
 */
import type { TaggerView } from './entity-features.js';
import { isAcronym, listedType } from './entity-gazetteer.js';
import { NOT_NAMES, ORGANIZATION_SUFFIXES, PERSON_TITLES, classifyByContext, hasProductForm, ownedThing, untaggedNames } from './entity-rules.js';
import type { EntityType, Span } from './entity-rules.js';
import { spanText } from './entity-tagger.js';
import type { MentionType, TaggedSpan } from './entity-tagger.js';

export interface Mention {
  readonly name: string;
  readonly type: EntityType;
  /** Typed by the tagger or the gazetteer, not by rules alone. */
  readonly typed: boolean;
  /** An unlisted acronym with no evidence here of being an organization: kept only if the page gives some elsewhere. */
  readonly unproven: boolean;
}

/** Below this type confidence the tagger's type yields to a context rule ("Elon Musk said" → person). */
const RULES_OVERRIDE_BELOW = 0.9;
/** Below this, with no rule to type it, a tagged name is dropped: on CoNLL test A such types are right < 45% of the time. */
const MIN_TYPE_CONFIDENCE = 0.45;
const HAS_UPPER = /\p{Lu}/u;
const MODEL_NUMBER = /^\p{Lu}{0,3}\d+\p{L}{0,3}$/u;
const NUMBER_START = /^\d/;
const NUMBER = /^\d[\d.:,/-]*$/;
const TAGGER_TYPES: Readonly<Record<MentionType, EntityType | undefined>> = { PER: 'person', ORG: 'organization', LOC: 'location', MISC: undefined };

/** A candidate name: tokens [start, end) of a sentence, typed by the tagger or by rules. */
interface Candidate extends Span {
  /** The tagger's mention, when the tagger found this name. */
  readonly tagged?: { readonly type: MentionType; readonly confidence: number };
}

/** A candidate's type; "open" when only a coordinated name could type it ("Netflix and Spotify"). */
type Typing = { readonly type: EntityType; readonly unproven?: boolean } | 'none' | 'open';

/**
 * Where a name starts when a capitalised word before it is joined to it by a hyphen and is no other
 * name's ("Ming-" + "Chi Kuo": wink splits at the hyphen, CoNLL's tokens did not).
 */
function hyphenatedStart(view: TaggerView, start: number, spans: readonly TaggedSpan[]): number {
  const dash = start - 1;
  const before = dash - 1;
  if (before < 0 || view.words[dash] !== '-' || !/^\p{Lu}/u.test(view.words[before]!)) return start;
  if (spans.some((s) => s.start <= before && before < s.end)) return start;
  const joined = view.starts[before]! + view.words[before]!.length === view.starts[dash] && view.starts[dash]! + 1 === view.starts[start];
  return joined ? before : start;
}

function taggedCandidate(view: TaggerView, span: TaggedSpan, spans: readonly TaggedSpan[]): Candidate {
  const type = TAGGER_TYPES[span.type];
  const start = hyphenatedStart(view, span.start, spans);
  let end = span.end;
  // No name ends in a function word ("M. For this review", a sentence break wink missed).
  while (end > start + 1 && view.stops[end - 1]) end--;
  return { words: view.words.slice(start, end), start, end, tagged: { type: span.type, confidence: span.confidence }, ...(type ? { type } : {}) };
}

/** The tagger's mentions and, around them, the proper nouns it left untagged. */
function candidatesOf(view: TaggerView, spans: readonly TaggedSpan[]): Candidate[] {
  const tagged = spans.map((s) => taggedCandidate(view, s, spans));
  const untagged = untaggedNames(view, tagged).map((s) => ({ words: view.words.slice(s.start, s.end), start: s.start, end: s.end }));
  return [...tagged, ...untagged].sort((a, b) => a.start - b.start);
}

/** Scores in a results table ("Middlesex 199 and 426, Hampshire 232", "Samsung 49 5 57"), not a model number. */
function inTable(view: TaggerView, at: number): boolean {
  const after = view.words[at + 1] ?? '';
  const joined = (after === 'and' || after === ',' || after === '-') && NUMBER_START.test(view.words[at + 2] ?? '');
  return NUMBER_START.test(after) || joined || view.words.filter((w) => NUMBER_START.test(w)).length >= 3;
}

/** A model number after a brand or a MISC name makes a product ("Boeing 737", "Xbox 360", "PlayStation 5"). */
function withModelNumber(c: Candidate, view: TaggerView): Candidate {
  const number = view.words[c.end] ?? '';
  const misc = c.tagged?.type === 'MISC';
  if ((c.type !== 'organization' && !misc) || !MODEL_NUMBER.test(number) || inTable(view, c.end)) return c;
  const model = misc || /\p{L}|\d{3}/u.test(number) || hasProductForm(c.words);
  return model ? { ...c, words: [...c.words, number], end: c.end + 1, type: 'product' } : c;
}

/**
 * A brand and an untagged name after it: a product ("Ford" + "Mustang"), unless the name ends in
 * an organisation word ("Samsung" + "Electronics"); then a model number (withModelNumber).
 */
function mergeBrands(candidates: readonly Candidate[], view: TaggerView): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    const last = out[out.length - 1];
    const brand = last !== undefined && last.end === c.start && (last.type === 'organization' || last.type === 'location');
    if (brand && c.tagged === undefined) {
      const words = [...last.words, ...c.words];
      const suffixed = ORGANIZATION_SUFFIXES.has(words[words.length - 1]!.toLowerCase());
      if (suffixed) out[out.length - 1] = { ...last, words, end: c.end, type: 'organization' };
      else if (last.type === 'organization') out[out.length - 1] = { words, start: last.start, end: c.end, type: 'product' };
      else out.push(c);
    } else {
      out.push(c);
    }
  }
  return out.map((c) => withModelNumber(c, view));
}

/** An acronym spelled out beside an organisation: "World Health Organization (WHO)", "FOMC (Federal Open Market Committee)". */
function definedAcronym(candidates: readonly Candidate[], k: number, view: TaggerView): boolean {
  const c = candidates[k]!;
  const before = candidates[k - 1];
  const after = candidates[k + 1];
  const spelledBefore = before?.type === 'organization' && view.words[c.start - 1] === '(' && before.end === c.start - 1;
  const spelledAfter = after?.type === 'organization' && view.words[c.end] === '(' && after.start === c.end + 1;
  return spelledBefore || spelledAfter;
}

/** An acronym that is neither listed nor shown by its context to be an organization ("CDN" in "a CDN may keep"). */
function unprovenAcronym(candidates: readonly Candidate[], k: number, view: TaggerView, name: string, contextual: EntityType | undefined): boolean {
  return isAcronym(name) && listedType(name) === undefined && contextual !== 'organization' && !definedAcronym(candidates, k, view);
}

/**
 * A tagged name's type: the tagger's person, organization or place, unless it is unsure and a
 * context rule says otherwise; an unlisted acronym is an organization only with evidence; a MISC
 * name is kept only as a product.
 */
function taggedType(candidates: readonly Candidate[], k: number, view: TaggerView, name: string): Typing {
  const c = candidates[k]!;
  const { type: tagged, confidence } = c.tagged!;
  // Camel case writes products ("MacBook") but also surnames ("McGrath").
  const contextual = classifyByContext(c, view, tagged !== 'PER');
  if (isAcronym(name) && listedType(name) === undefined && (tagged === 'ORG' || tagged === 'MISC')) {
    return { type: 'organization', unproven: unprovenAcronym(candidates, k, view, name, contextual) };
  }
  if (contextual !== undefined && confidence < RULES_OVERRIDE_BELOW) return { type: contextual };
  if (confidence < MIN_TYPE_CONFIDENCE) return 'open';
  // A company is not a count noun: "drove a Ford Mustang" is a car.
  if (tagged === 'ORG' && ownedThing(c, view)) return { type: 'product' };
  if (tagged === 'MISC') return contextual === 'product' || hasProductForm(c.words) ? { type: 'product' } : 'none';
  return { type: c.type! };
}

/** An untagged name's type: the gazetteer's, else context rules (an acronym as for tagged names). */
function untaggedType(candidates: readonly Candidate[], k: number, view: TaggerView, name: string): Typing {
  const contextual = classifyByContext(candidates[k]!, view);
  const type = listedType(name) ?? (isAcronym(name) ? 'organization' : contextual);
  return type === undefined ? 'open' : { type, unproven: type === 'organization' && unprovenAcronym(candidates, k, view, name, contextual) };
}

/** An open name joined by "and", "or" or a comma to a typed one takes its type ("Netflix and Spotify raised…"). */
function coordinatedType(candidates: readonly Candidate[], types: readonly (EntityType | undefined)[], k: number, view: TaggerView): EntityType | undefined {
  for (const j of [k - 1, k + 1]) {
    const other = candidates[j];
    const type = types[j];
    if (other === undefined || type === undefined || type === 'product') continue;
    const [a, b] = j < k ? [other, candidates[k]!] : [candidates[k]!, other];
    const between = view.lowers.slice(a.end, b.start);
    if (between.length === 1 && (between[0] === 'and' || between[0] === 'or' || between[0] === ',')) return type;
  }
  return undefined;
}

function isTitle(word: string): boolean {
  return PERSON_TITLES.has(word.toLowerCase().replace(/\.$/, ''));
}

/** Display name, as written, leading titles dropped ("President Tim Clark" → "Tim Clark"); "" for none. */
function nameOf(view: TaggerView, c: Candidate): string {
  let start = c.start;
  while (start < c.end - 1 && isTitle(view.words[start]!)) start++;
  const name = spanText(view, start, c.end).replace(/[^\p{L}\p{N}).'’]+$/u, '');
  const single = !name.includes(' ');
  return !HAS_UPPER.test(name) || (single && (isTitle(name) || NOT_NAMES.has(name.toLowerCase()))) ? '' : name;
}

/** Scores and counts after a name ("Manchester City 22 8 2") are not part of it, save a product's model number. */
function withoutFigures(name: string, type: EntityType): string {
  if (type === 'product') return name;
  const words = name.split(' ');
  while (words.length > 1 && NUMBER.test(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/** The mentions of one tagged sentence. */
export function sentenceMentions(view: TaggerView, spans: readonly TaggedSpan[]): Mention[] {
  const candidates = mergeBrands(candidatesOf(view, spans), view);
  const names = candidates.map((c) => nameOf(view, c));
  const typings = candidates.map((c, k): Typing => {
    if (names[k] === '') return 'none';
    const bare = names[k]!.replace(/(?: \d[\d.:,/-]*)+$/, '');
    return c.tagged === undefined ? untaggedType(candidates, k, view, bare) : taggedType(candidates, k, view, bare);
  });
  const types = typings.map((t) => (typeof t === 'object' ? t.type : undefined));
  return candidates.flatMap((c, k): Mention[] => {
    const typing = typings[k]!;
    const type = typeof typing === 'object' ? typing.type : typing === 'open' ? coordinatedType(candidates, types, k, view) : undefined;
    if (type === undefined) return [];
    const name = withoutFigures(names[k]!, type);
    const taggerType = c.tagged === undefined ? undefined : TAGGER_TYPES[c.tagged.type];
    return [{ name, type, typed: taggerType === type || listedType(name) !== undefined, unproven: typeof typing === 'object' && typing.unproven === true }];
  });
}
