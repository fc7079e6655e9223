import { describe, expect, it } from 'vitest';
import { countSyllables } from './syllables.js';
import { detectLanguage } from './language.js';
import { labelFor, measureReadability } from './readability.js';
import { codePointLength, sentencesOf, wordsOf } from './words.js';

describe('words and sentences', () => {
  it('counts words like the page model: joined tokens once, unspaced scripts by dictionary breaks', () => {
    expect(wordsOf("don't e-mail 3.5 — café's")).toEqual(["don't", 'e-mail', '3.5', "café's"]);
    expect(wordsOf('東京都に住んでいます').length).toBeGreaterThan(1);
  });

  it('makes every line at least one sentence, and splits lines at sentence ends', () => {
    expect(sentencesOf('Heading\nFirst one. Second one? Third!\n\n- item')).toEqual(['Heading', 'First one.', 'Second one?', 'Third!', '- item']);
  });

  it('measures length in code points', () => {
    expect(codePointLength('café 🚀')).toBe(6);
  });
});

describe('syllables (vowel groups)', () => {
  it.each([
    ['the', 1], ['garden', 2], ['turned', 1], ['yellow', 2], ['many', 2], ['rainy', 2], ['days', 1],
    ['table', 2], ['hoped', 1], ['important', 3], ['deliveries', 4], ['beautiful', 3],
  ])('en %s → %d', (word, syllables) => {
    expect(countSyllables(word, 'en')).toBe(syllables);
  });

  it('counts German umlauts and diphthongs as one group, French mute endings as none', () => {
    expect(countSyllables('Kopien', 'de')).toBe(2);
    expect(countSyllables('hält', 'de')).toBe(1);
    expect(countSyllables('Speicher', 'de')).toBe(2);
    expect(countSyllables('pages', 'fr')).toBe(1);
    expect(countSyllables('rapide', 'fr')).toBe(2);
  });
});

describe('readability labels (Flesch Reading Ease for English)', () => {
  // Flesch = 206.835 − 1.015 × words/sentence − 84.6 × syllables/word, clamped to 0–100.
  it('excellent: "The cat sat on the mat." ×17 — 102 words, 17 sentences, 102 syllables', () => {
    // 206.835 − 1.015 × 6 − 84.6 × 1 = 116.145 → clamped 100 → excellent (≥ 60)
    expect(measureReadability('The cat sat on the mat. '.repeat(17), 'en'))
      .toEqual({ label: 'excellent', language: 'en', formula: 'Flesch Reading Ease (Flesch 1948)', score: 100 });
  });

  it('good: 10 sentences of 10 words and 17 syllables', () => {
    // The(1) garden(2) water(2) turned(1) yellow(2) after(2) many(2) rainy(2) summer(2) days(1) = 17
    // 206.835 − 1.015 × 10 − 84.6 × 1.7 = 206.835 − 10.15 − 143.82 = 52.865 → 52.9 → good (50–60)
    const text = 'The garden water turned yellow after many rainy summer days. '.repeat(10);
    expect(measureReadability(text, 'en')).toMatchObject({ label: 'good', score: 52.9 });
  });

  it('fair: the same words in 5 sentences of 20 words', () => {
    // 206.835 − 1.015 × 20 − 84.6 × 1.7 = 206.835 − 20.3 − 143.82 = 42.715 → 42.7 → fair (30–50)
    const text = 'The garden water turned yellow after many rainy summer days, the garden water turned yellow after many rainy summer days. '.repeat(5);
    expect(measureReadability(text, 'en')).toMatchObject({ label: 'fair', score: 42.7 });
  });

  it('poor: 15 sentences of 7 long words (22 syllables)', () => {
    // Important(3) computer(3) companies(3) consider(3) beautiful(3) banana(3) deliveries(4) = 22
    // 206.835 − 1.015 × 7 − 84.6 × 22/7 = 206.835 − 7.105 − 265.886 = −66.2 → clamped 0 → poor (< 30)
    const text = 'Important computer companies consider beautiful banana deliveries. '.repeat(15);
    expect(measureReadability(text, 'en')).toMatchObject({ label: 'poor', score: 0 });
  });

  it('labels the band edges', () => {
    expect([60, 59.9, 50, 49.9, 30, 29.9].map(labelFor)).toEqual(['excellent', 'good', 'good', 'fair', 'fair', 'poor']);
  });

  it('is unavailable under 100 words and for languages without a formula', () => {
    const text = 'The cat sat on the mat. '.repeat(16); // 96 words
    expect(measureReadability(text, 'en').label).toBe('unavailable');
    expect(measureReadability('The cat sat on the mat. '.repeat(17), 'ja'))
      .toEqual({ label: 'unavailable', language: null, formula: null, score: null });
  });

  it('detects the language from function words when none is declared', () => {
    expect(measureReadability('The cat sat on the mat. '.repeat(17), undefined).language).toBe('en');
    expect(detectLanguage(['der', 'hund', 'und', 'die', 'katze'])).toBe('de');
    expect(detectLanguage(['xyz', 'qrs'])).toBeUndefined();
  });
});
