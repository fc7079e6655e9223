import { describe, expect, it } from 'vitest';
import { readEnglish } from './english.js';
import { shapeOf, viewOf } from './entity-features.js';
import { bestTags, spanText, spansOfTags, tagSentence, typeConfidence } from './entity-tagger.js';

const tagged = (text: string): string[] => readEnglish([text]).flatMap((sentence) => {
  const { view, spans } = tagSentence(sentence);
  return spans.map((s) => `${spanText(view, s.start, s.end)}:${s.type}`);
});

describe('entity tagger', () => {
  it('tags people, organisations and places, with names as written', () => {
    expect(tagged('Angela Merkel met officials from the World Health Organization in Geneva.')).toEqual([
      'Angela Merkel:PER', 'World Health Organization:ORG', 'Geneva:LOC',
    ]);
    expect(tagged('Shares of Coca-Cola rose in New York on Tuesday.')).toEqual(['Coca-Cola:ORG', 'New York:LOC']);
  });

  it('gives each mention a type confidence between 0 and 1', () => {
    const [sentence] = readEnglish(['Angela Merkel met officials in Geneva.']);
    for (const span of tagSentence(sentence!).spans) {
      expect(span.confidence).toBeGreaterThan(0.5);
      expect(span.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('reads BIO tags as mentions; an I- tag after another type opens one', () => {
    expect(spansOfTags(['B-PER', 'I-PER', 'O', 'I-LOC', 'B-LOC', 'I-ORG'])).toEqual([
      { start: 0, end: 2, type: 'PER' }, { start: 3, end: 4, type: 'LOC' }, { start: 4, end: 5, type: 'LOC' }, { start: 5, end: 6, type: 'ORG' },
    ]);
  });

  it('decodes the best legal tag sequence, transitions included (Viterbi)', () => {
    const tags = ['O', 'B-PER', 'I-PER', 'B-ORG'];
    const none = (): void => undefined;
    // Token 1 prefers I-PER, which is legal only after B-PER or I-PER: token 0 gives up O for B-PER.
    const obs = [[1, 0.9, 0, 0], [0, 0, 2, 0]].map((row) => Float64Array.from(row));
    expect(bestTags(obs, tags, none)).toEqual([1, 2]);
    // A transition score can outweigh a token's own preference.
    const awayFromOrg = (_i: number, p: number, into: Float64Array): void => { if (p === 3) into[0]! -= 5; };
    expect(bestTags([[0, 0, 0, 1], [1, 0, 0, 0]].map((row) => Float64Array.from(row)), tags, awayFromOrg)).toEqual([0, 0]);
    expect(bestTags([], tags, none)).toEqual([]);
  });

  it('turns type scores into probabilities', () => {
    expect(typeConfidence([1, 1, 1, 1], 0, 1)).toBeCloseTo(0.25);
    expect(typeConfidence([10, 0, 0, 0], 0, 1)).toBeGreaterThan(0.99);
  });
});

describe('entity tagger features', () => {
  it('writes word shapes with runs collapsed', () => {
    expect(shapeOf('Coca-Cola')).toBe('Xx-Xx');
    expect(shapeOf('U.S.')).toBe('X.X.');
    expect(shapeOf('1996-08-22')).toBe('d-d-d');
    expect(shapeOf('Zürich')).toBe('Xx');
  });

  it('marks the longest listed name over each token', () => {
    const [sentence] = readEnglish(['Fans of Manchester United met in Manchester.']);
    const names: Record<string, 'organization' | 'location'> = { 'manchester united': 'organization', manchester: 'location' };
    const view = viewOf(sentence!, (name) => names[name], () => undefined);
    expect(view.listed).toEqual(['', '', 'B-o', 'I-o', '', '', 'B-l', '']);
  });
});
