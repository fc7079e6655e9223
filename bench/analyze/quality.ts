import nlp from 'compromise/three';
import { detect } from 'tinyld';
import { readEnglish } from '../../src/analyzers/analyze/english.js';
import { extractEntities } from '../../src/analyzers/analyze/entities.js';
import { detectLanguage, splitParagraphs } from '../../src/text/index.js';
import { scoreSentiment } from '../../src/analyzers/analyze/sentiment.js';
import { GENERAL_CATEGORY, categoryVotes, topCategory } from '../../src/analyzers/analyze/taxonomy.js';
import { textCategory } from '../../src/analyzers/analyze/topics.js';
import type { CategoryItem, EntityItem, LanguageItem, SentimentItem } from './labelled-data.js';
import { classificationScores, mentionScores } from './scores.js';
import type { Mention, MentionScores, Scores } from './scores.js';

export interface Compared<T> { readonly ours: T; readonly baselines: Readonly<Record<string, T>> }

function majority(labels: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

function scored<T>(items: readonly T[], gold: (i: T) => string, got: (i: T) => string): Scores {
  return classificationScores(items.map((i) => ({ gold: gold(i), got: got(i) })));
}

/** The former keyword-list category (kept here only as a baseline). */
function keywordCategory(text: string): string {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return topCategory(categoryVotes(words), 1) ?? GENERAL_CATEGORY;
}

export function categoryQuality(items: readonly CategoryItem[]): Compared<Scores> {
  const top = majority(items.map((i) => i.category));
  return {
    ours: scored(items, (i) => i.category, (i) => textCategory(i.text).category),
    baselines: { 'majority class': scored(items, (i) => i.category, () => top), 'keyword lists (before)': scored(items, (i) => i.category, (i) => keywordCategory(i.text)) },
  };
}

export function sentimentQuality(items: readonly SentimentItem[]): Compared<Scores> {
  const top = majority(items.map((i) => i.label));
  return {
    ours: scored(items, (i) => i.label, (i) => scoreSentiment(readEnglish(splitParagraphs(i.text))).label),
    baselines: { 'majority class': scored(items, (i) => i.label, () => top) },
  };
}

export function languageQuality(items: readonly LanguageItem[]): Compared<Scores> {
  const top = majority(items.map((i) => i.language));
  return {
    ours: scored(items, (i) => i.language, (i) => detectLanguage(i.text)),
    baselines: { 'majority class': scored(items, (i) => i.language, () => top), 'tinyld alone': scored(items, (i) => i.language, (i) => detect(i.text)) },
  };
}

const CONLL_TYPE: Readonly<Record<string, string>> = { person: 'PER', organization: 'ORG', location: 'LOC' };

/** MISC (nationalities, events, works) has no counterpart in the API's types: left out of both sides. */
function goldMentions(item: EntityItem): Mention[] {
  return item.mentions.filter((m) => m.type !== 'MISC');
}

function compromiseMentions(text: string): Mention[] {
  const doc = nlp(text);
  const pick = (names: string[], type: string): Mention[] => names.map((name) => ({ name: name.replace(/[^\p{L}\p{N})]+$/u, '').trim(), type }));
  return [
    ...pick(doc.people().out('array') as string[], 'PER'),
    ...pick(doc.organizations().out('array') as string[], 'ORG'),
    ...pick(doc.places().out('array') as string[], 'LOC'),
  ];
}

function ourMentions(text: string): Mention[] {
  return extractEntities(text).flatMap((e) => (CONLL_TYPE[e.type] === undefined ? [] : [{ name: e.name, type: CONLL_TYPE[e.type]! }]));
}

export function entityQuality(items: readonly EntityItem[]): Compared<MentionScores> {
  return {
    ours: mentionScores(items.map((i) => ({ gold: goldMentions(i), got: ourMentions(i.text) }))),
    baselines: { "compromise's tagging": mentionScores(items.map((i) => ({ gold: goldMentions(i), got: compromiseMentions(i.text) }))) },
  };
}
