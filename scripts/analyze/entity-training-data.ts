/**
 * The CoNLL-2003 splits as the entity tagger reads them (scripts/analyze/train-entity-tagger.ts):
 * wink's sentences and tokens with the CoNLL tags moved onto them, the jackknifed gazetteer and
 * compromise's lexicon of word classes. Nothing here ships.
 */
import nlp from 'compromise/two';
import { majorityTypes, type ConllSentence } from './conll.js';
import { readEnglish } from '../../src/analyzers/analyze/english.js';
import { viewOf } from '../../src/analyzers/analyze/entity-features.js';
import type { ClassLookup, NameLookup, TaggerView } from '../../src/analyzers/analyze/entity-features.js';
import type { EntityType } from '../../src/analyzers/analyze/entity-rules.js';
import { splitParagraphs } from '../../src/text/index.js';

export const TAGS = ['O', 'B-PER', 'I-PER', 'B-ORG', 'I-ORG', 'B-LOC', 'I-LOC', 'B-MISC', 'I-MISC'];
const FOLDS = 10;

export interface Example { readonly view: TaggerView; readonly gold: readonly number[] }

/** CoNLL tags moved onto wink's tokens: a token takes the tag of the CoNLL token it starts in. */
export function align(sentence: ConllSentence, lookup: NameLookup, lexicon: ClassLookup): Example[] {
  const tokenAt: number[] = [];
  const tokenStart: number[] = [];
  sentence.tokens.forEach((token, k) => {
    tokenStart.push(tokenAt.length);
    for (let c = 0; c <= token.length; c++) tokenAt.push(k);
  });
  let cursor = 0;
  return readEnglish(splitParagraphs(sentence.text)).map((read) => {
    const offset = sentence.text.indexOf(read.text, cursor);
    cursor = offset + read.text.length;
    const view = viewOf(read, lookup, lexicon);
    const gold = view.starts.map((start) => {
      const k = tokenAt[offset + start]!;
      const tag = sentence.tags[k]!;
      if (tag === 'O') return 0;
      const opens = tag.startsWith('B-') && tokenStart[k] === offset + start;
      return TAGS.indexOf(`${opens ? 'B' : 'I'}-${tag.slice(2)}`);
    });
    return { view, gold: fixOpenings(gold) };
  });
}

/** An I- tag with no mention before it opens one. */
function fixOpenings(gold: number[]): number[] {
  return gold.map((tag, i) => {
    const name = TAGS[tag]!;
    if (!name.startsWith('I-')) return tag;
    const before = i === 0 ? 'O' : TAGS[gold[i - 1]!]!;
    return before.slice(2) === name.slice(2) ? tag : TAGS.indexOf(`B-${name.slice(2)}`);
  });
}

/** compromise's lexicon tags kept as word classes, and their codes (see TaggerModel.lexicon). */
const LEXICON_CLASSES: Readonly<Record<string, string>> = {
  FemaleName: 'f', MaleName: 'f', FirstName: 'f', LastName: 'n', Person: 'p', Organization: 'o', SportsTeam: 'o',
  City: 'l', Place: 'l', Country: 'l', Region: 'l', Demonym: 'd', Honorific: 't',
};

/** Given names, surnames, people, companies, places, demonyms and titles from compromise's lexicon. */
export function compromiseLexicon(): Record<string, string> {
  const world = (nlp as unknown as { world(): { model: { one: { lexicon: Record<string, string | string[]> } } } }).world();
  const out: Record<string, string> = {};
  for (const [word, tags] of Object.entries(world.model.one.lexicon).sort((a, b) => a[0].localeCompare(b[0]))) {
    const codes = [...new Set([tags].flat().map((t) => LEXICON_CLASSES[t]).filter((c) => c !== undefined))].sort().join('');
    if (codes !== '') out[word] = codes;
  }
  return out;
}

const CODES: Readonly<Record<string, EntityType>> = { PER: 'person', ORG: 'organization', LOC: 'location' };

/** The gazetteer's rule (conll.ts majorityTypes) over some of the training sentences. */
function gazetteerOf(sentences: readonly ConllSentence[]): NameLookup {
  const names = new Map<string, EntityType>();
  for (const [name, type] of majorityTypes(sentences)) if (CODES[type] !== undefined) names.set(name, CODES[type]!);
  return (name) => names.get(name);
}

/**
 * Training sentences read with a gazetteer built from the other folds of documents, so the
 * tagger learns how far a listed name can be trusted for names it has not seen (jackknifing).
 */
export function trainingExamples(sentences: readonly ConllSentence[], lexicon: ClassLookup): Example[] {
  const out: Example[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const lookup = gazetteerOf(sentences.filter((s) => s.document % FOLDS !== fold));
    for (const s of sentences) if (s.document % FOLDS === fold) out.push(...align(s, lookup, lexicon));
  }
  return out;
}
