import { splitParagraphs } from '../../text/index.js';
import type { Sentence } from '../../text/index.js';
import { readEnglish } from './english.js';
import { sentenceMentions } from './entity-candidates.js';
import type { Mention } from './entity-candidates.js';
import type { EntityType } from './entity-rules.js';
import { tagSentence } from './entity-tagger.js';

export interface Entity {
  readonly name: string;
  readonly type: string;
  readonly confidence: number;
}

export const ENTITY_TEXT_CHARACTERS = 6_000;
const MAX_ENTITIES = 25;
const PROPER = /^(?:\p{Lu}|\p{Ll}+\p{Lu})/u;

/** Lines in capitals ("WATER BATH CANNER") carry no usable case. */
function shouted(sentence: Sentence): boolean {
  const letters = sentence.text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase();
}

function mentionsOf(sentence: Sentence): Mention[] {
  if (shouted(sentence)) return [];
  const { view, spans } = tagSentence(sentence);
  return sentenceMentions(view, spans);
}

interface Tally { name: string; types: Map<EntityType, number>; count: number; typed: boolean; proven: boolean; order: number }

function tallyMentions(mentions: readonly Mention[]): Tally[] {
  const byKey = new Map<string, Tally>();
  mentions.forEach((m, order) => {
    const key = m.name.toLowerCase();
    const tally = byKey.get(key) ?? { name: m.name, types: new Map(), count: 0, typed: false, proven: false, order };
    tally.types.set(m.type, (tally.types.get(m.type) ?? 0) + 1);
    tally.count++;
    tally.typed ||= m.typed;
    tally.proven ||= !m.unproven;
    byKey.set(key, tally);
  });
  // An unproven acronym stays out unless another of its mentions on the page is proven.
  return foldSurnames([...byKey.values()].filter((t) => t.proven));
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
 * Named entities of English text: people, organisations and places from the trained tagger
 * (entity-tagger.ts), products and context-typed names from the rules (entity-rules.ts).
 * Confidence: 0.75 for the tagger's or the gazetteer's types, 0.55 for rules, +0.05 per further
 * mention (caps 0.95 and 0.8).
 */
export function extractEntities(text: string): Entity[] {
  return extractSentenceEntities(readEnglish(splitParagraphs(text)));
}

/**
 * Entities of English sentences. Only sentences with a proper noun or a capitalised word past
 * the first are read, up to 6,000 characters: a page's main entities appear early.
 */
export function extractSentenceEntities(sentences: readonly Sentence[]): Entity[] {
  const named = sentences.filter((s) => s.tokens.some((t, i) => t.pos === 'PROPN' || (i > 0 && PROPER.test(t.text))));
  let budget = ENTITY_TEXT_CHARACTERS;
  const kept = named.filter((s) => (budget -= s.text.length) >= 0);
  return entitiesOf(kept.flatMap(mentionsOf));
}

function entitiesOf(mentions: readonly Mention[]): Entity[] {
  return tallyMentions(mentions)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, MAX_ENTITIES)
    .map((t) => {
      const [base, cap] = t.typed ? [0.75, 0.95] : [0.55, 0.8];
      return { name: t.name, type: majorityType(t.types), confidence: Math.round(Math.min(cap, base + 0.05 * (t.count - 1)) * 100) / 100 };
    });
}
