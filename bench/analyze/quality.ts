import { readEnglish } from '../../src/analyzers/analyze/english.js';
import { extractEntities } from '../../src/analyzers/analyze/entities.js';
import type { Entity } from '../../src/analyzers/analyze/entities.js';
import { detectLanguage } from '../../src/analyzers/analyze/index.js';
import { scoreSentiment } from '../../src/analyzers/analyze/sentiment.js';
import { splitParagraphs } from '../../src/analyzers/analyze/text-units.js';
import type { EntityItem, EntityMention, LanguageItem, SentimentItem } from './labelled-data.js';

export interface Accuracy {
  readonly accuracy: number;
  readonly correct: number;
  readonly total: number;
  /** What was missed: expected → got, text. */
  readonly misses: readonly string[];
}

function accuracyOf(results: readonly { ok: boolean; miss: string }[]): Accuracy {
  const correct = results.filter((r) => r.ok).length;
  return {
    accuracy: results.length === 0 ? 0 : correct / results.length,
    correct,
    total: results.length,
    misses: results.filter((r) => !r.ok).map((r) => r.miss),
  };
}

/** Sentiment through the same path as analyzeText: wink's reading of the paragraphs, then scoreSentiment. */
export function sentimentAccuracy(items: readonly SentimentItem[]): Accuracy {
  return accuracyOf(items.map((item) => {
    const got = scoreSentiment(readEnglish(splitParagraphs(item.text)));
    return { ok: got.label === item.label, miss: `${item.label} → ${got.label} (${got.score}): ${item.text}` };
  }));
}

export function languageAccuracy(items: readonly LanguageItem[]): Accuracy {
  return accuracyOf(items.map((item) => {
    const got = detectLanguage(item.text);
    return { ok: got === item.language, miss: `${item.language} → ${got}: ${item.text}` };
  }));
}

const padded = (name: string): string => ` ${name.toLowerCase()} `;

/**
 * The entity that answers a gold mention: same name (case-insensitive), else one name containing
 * the other at word boundaries, the longest first.
 */
export function matchMention(mention: EntityMention, found: readonly Entity[]): Entity | undefined {
  const gold = padded(mention.name);
  const exact = found.find((e) => padded(e.name) === gold);
  if (exact !== undefined) return exact;
  return found
    .filter((e) => padded(e.name).includes(gold) || gold.includes(padded(e.name)))
    .sort((a, b) => b.name.length - a.name.length)[0];
}

/** A mention counts when the analyser returns a matching entity of the gold type; a missed mention counts as wrong. */
export function entityTypeAccuracy(items: readonly EntityItem[]): Accuracy {
  return accuracyOf(items.flatMap((item) => {
    const found = extractEntities(item.text);
    return item.mentions.map((mention) => {
      const got = matchMention(mention, found);
      return { ok: got?.type === mention.type, miss: `${mention.name} ${mention.type} → ${got?.type ?? 'not found'}: ${item.text}` };
    });
  }));
}
