import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { CONTENT_TYPES, DIFFICULTY_LEVELS, TOPIC_CATEGORIES, GENERAL_CATEGORY, analyzeText } from './index.js';
import type { AnalyzeFields } from './index.js';

const fixture = (name: string, url = 'https://news.example/2024/05/story'): ReturnType<typeof parsePage> =>
  parsePage(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.html`), 'utf8'), url);

const LEVELS = [...DIFFICULTY_LEVELS.map(([, level]) => level), 'unknown'];
const CATEGORIES = [...Object.keys(TOPIC_CATEGORIES), GENERAL_CATEGORY];

/** Every field has its documented type and range (docs/reference/api.md#analyze). */
function expectWellTyped(fields: AnalyzeFields): void {
  const { summary, analysis, metadata } = fields;
  expect(typeof summary.brief).toBe('string');
  expect(typeof summary.detailed).toBe('string');
  expect(summary.key_points.every((p) => typeof p === 'string')).toBe(true);
  expect(analysis.sentiment.score).toBeGreaterThanOrEqual(-1);
  expect(analysis.sentiment.score).toBeLessThanOrEqual(1);
  expect(['positive', 'negative', 'neutral']).toContain(analysis.sentiment.label);
  expect(analysis.sentiment.confidence).toBeGreaterThanOrEqual(0);
  expect(analysis.sentiment.confidence).toBeLessThanOrEqual(1);
  for (const topic of analysis.topics) {
    expect(topic.name).not.toBe('');
    expect(topic.confidence).toBeGreaterThan(0);
    expect(topic.confidence).toBeLessThanOrEqual(1);
    expect(CATEGORIES).toContain(topic.category);
  }
  for (const entity of analysis.entities) {
    expect(['person', 'organization', 'location', 'product']).toContain(entity.type);
    expect(entity.confidence).toBeGreaterThan(0);
    expect(entity.confidence).toBeLessThanOrEqual(1);
  }
  expect(LEVELS).toContain(analysis.difficulty.level);
  expect(analysis.difficulty.reading_time).toMatch(/^\d+ min$/);
  expect(analysis.difficulty.complexity_score).toBeGreaterThanOrEqual(0);
  expect(analysis.difficulty.complexity_score).toBeLessThanOrEqual(100);
  expect(Number.isInteger(metadata.word_count)).toBe(true);
  expect(metadata.language).toMatch(/^(?:[a-z]{2}|und)$/);
  expect(CONTENT_TYPES).toContain(metadata.content_type);
}

describe('analyzeText on an English article (fixtures/english-article.html)', () => {
  const fields = analyzeText(fixture('english-article'));

  it('answers every part, well typed', () => {
    expectWellTyped(fields);
    expect(fields.unavailable).toEqual([]);
    expect(fields.metadata).toEqual({ word_count: 189, language: 'en', content_type: 'article' });
  });

  it('summarises by extracting the central sentences', () => {
    expect(fields.summary.brief).toBe('Leeds Central Library reopened on Saturday after a two-year renovation, and hundreds of readers queued in the sunshine to see the restored reading rooms.');
    expect(fields.summary.key_points).toHaveLength(3);
    expect(fields.summary.detailed.startsWith(fields.summary.brief)).toBe(true);
  });

  it('reads the tone, the topics, the named entities and the difficulty', () => {
    // A news report: its one quoted opinion does not make the article polar (sentiment.ts).
    expect(fields.analysis.sentiment).toEqual({ score: 0, label: 'neutral', confidence: 0.84 });
    expect(fields.analysis.topics[0]).toEqual({ name: 'Leeds Central Library', confidence: 0.95, category: 'arts-culture-entertainment' });
    expect(fields.analysis.entities).toEqual(expect.arrayContaining([
      { name: 'Amira Hassan', type: 'person', confidence: 0.75 },
      { name: 'Leeds', type: 'location', confidence: 0.75 },
      { name: 'Leeds City Council', type: 'organization', confidence: 0.75 },
      { name: 'Arts Council England', type: 'organization', confidence: 0.75 },
    ]));
    expect(fields.analysis.difficulty).toEqual({ level: 'standard', reading_time: '1 min', complexity_score: 39.1 });
  });
});

describe('analyzeText on a German article (fixtures/german-article.html)', () => {
  const fields = analyzeText(fixture('german-article'));

  it('detects German and says which parts the English models cannot give', () => {
    expectWellTyped(fields);
    expect(fields.metadata.language).toBe('de');
    expect(fields.unavailable).toEqual(['analysis.sentiment', 'analysis.topics.category', 'analysis.entities']);
    expect(fields.analysis.sentiment).toEqual({ score: 0, label: 'neutral', confidence: 0 });
    expect(fields.analysis.entities).toEqual([]);
  });

  it('still summarises, finds uncategorised key words and scores difficulty with Amstad’s formula', () => {
    expect(fields.summary.brief).toBe('Die Stadt baut in diesem Sommer vier neue Radwege durch die Innenstadt.');
    expect(fields.analysis.topics[0]).toEqual({ name: 'Radwege', confidence: 0.95, category: 'general' });
    expect(fields.analysis.topics.every((t) => t.category === 'general')).toBe(true);
    expect(fields.analysis.difficulty).toEqual({ level: 'standard', reading_time: '1 min', complexity_score: 36.5 });
  });
});

describe('analyzeText on Japanese (fixtures/japanese-note.html)', () => {
  it('summarises but has no difficulty formula or topic model for an unspaced script', () => {
    const fields = analyzeText(fixture('japanese-note'));
    expectWellTyped(fields);
    expect(fields.metadata.language).toBe('ja');
    expect(fields.summary.key_points).toEqual(['図書館は月曜日から金曜日まで、午前九時から午後八時まで開いています。', '土曜日と日曜日は午後五時に閉まります。', '新しい本は二階の棚にあります。']);
    expect(fields.unavailable).toEqual([
      'analysis.sentiment', 'analysis.topics', 'analysis.entities', 'analysis.difficulty.level', 'analysis.difficulty.complexity_score',
    ]);
    expect(fields.analysis.difficulty).toEqual({ level: 'unknown', reading_time: '1 min', complexity_score: 0 });
  });
});

describe('analyzeText on a page without content (fixtures/empty.html)', () => {
  it('returns empty values and lists every part as unavailable', () => {
    const fields = analyzeText(fixture('empty', 'https://app.example/'));
    expectWellTyped(fields);
    expect(fields).toEqual({
      summary: { brief: '', detailed: '', key_points: [] },
      analysis: {
        sentiment: { score: 0, label: 'neutral', confidence: 0 },
        topics: [],
        entities: [],
        difficulty: { level: 'unknown', reading_time: '0 min', complexity_score: 0 },
      },
      metadata: { word_count: 0, language: 'und', content_type: 'homepage' },
      unavailable: ['summary', 'analysis.sentiment', 'analysis.topics', 'analysis.entities', 'analysis.difficulty', 'metadata.language'],
    });
  });

  it('never throws on odd input', () => {
    for (const html of ['', '<html>', '<body>\u0000\uFFFF</body>', '<p>' + '🙂 '.repeat(50) + '</p>', '<p>12 34 56</p>']) {
      expectWellTyped(analyzeText(parsePage(html, 'https://odd.example/x')));
    }
  });
});
