import { describe, expect, it } from 'vitest';
import { READABILITY, countText, labelFor, measureReadability, readingEase } from './readability.js';

describe('measureReadability: labels on Flesch Reading Ease for English', () => {
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

  it('is unavailable under 100 words and for languages without a Flesch-family formula', () => {
    expect(measureReadability('The cat sat on the mat. '.repeat(16), 'en').label).toBe('unavailable'); // 96 words
    expect(measureReadability('東京の図書館は月曜日から金曜日まで開いています。'.repeat(30), 'ja'))
      .toEqual({ label: 'unavailable', language: null, formula: null, score: null });
  });

  it('takes the language from the text, <html lang> only when the text tells nothing', () => {
    const german = 'Der Speicher am Rand hält Kopien der Seiten nah bei den Lesern. '.repeat(10);
    // 120 words, 10 sentences, 160 syllables: 180 − 12 − 58.5 × 160/120 = 90
    expect(measureReadability(german, 'en-US')).toEqual({ label: 'excellent', language: 'de', formula: 'Flesch–Amstad (Amstad 1978)', score: 90 });
    expect(measureReadability('The cat sat on the mat. '.repeat(17), undefined).language).toBe('en');
  });
});

describe('readingEase: complexity on one 0–100 scale across formulas', () => {
  const counts = { sentences: 10, words: 150, syllables: 225, longWords: 30 };

  it('uses the language’s Flesch-family formula, complexity = 100 − ease', () => {
    // Flesch: 206.835 − 1.015 × 15 − 84.6 × 1.5 = 64.71
    expect(readingEase(counts, 'en')).toEqual({ language: 'en', formula: 'Flesch Reading Ease (Flesch 1948)', value: 64.7, complexity: 35.3 });
    // Amstad: 180 − 15 − 58.5 × 1.5 = 77.25
    expect(readingEase(counts, 'de')).toMatchObject({ value: 77.3, complexity: 22.7 });
    // Szigriszt-Pazos: 206.835 − 15 − 62.3 × 1.5 = 98.385
    expect(readingEase(counts, 'es')).toMatchObject({ formula: 'Szigriszt-Pazos perspicuity (1993)', value: 98.4, complexity: 1.6 });
    // Flesch–Vacca: 206 − 15 − 65 × 1.5 = 93.5
    expect(readingEase(counts, 'it')).toMatchObject({ value: 93.5, complexity: 6.5 });
    // Martins et al.: 248.835 − 1.015 × 15 − 84.6 × 1.5 = 106.71 → complexity clamped at 0
    expect(readingEase(counts, 'pt')).toMatchObject({ value: 106.7, complexity: 0 });
  });

  it('scores longer sentences and longer words as harder, in every formula', () => {
    for (const { language } of READABILITY.formulas) {
      const base = readingEase(counts, language)!.value;
      expect(readingEase({ ...counts, sentences: 5 }, language)!.value, language).toBeLessThan(base);
      expect(readingEase({ ...counts, syllables: 300 }, language)!.value, language).toBeLessThan(base);
    }
  });

  it('falls back to LIX elsewhere: complexity = 2 × (LIX − 20)', () => {
    // LIX = 15 + 100 × 30 / 150 = 35
    expect(readingEase(counts, 'sv')).toEqual({ language: 'sv', formula: 'LIX (Björnsson 1968)', value: 35, complexity: 30 });
  });

  it('has no score for unspaced scripts or for no words', () => {
    expect(readingEase(counts, 'ja')).toBeUndefined();
    expect(readingEase({ sentences: 0, words: 0, syllables: 0, longWords: 0 }, 'en')).toBeUndefined();
  });

  it('counts sentences, words, the language’s syllables and words of seven letters or more', () => {
    // Reading(2) rooms(1) opened(2) again(2) / The(1) library(3) is(1) open(2); long: Reading, library
    expect(countText('Reading rooms opened again.\nThe library is open!', 'en'))
      .toEqual({ sentences: 2, words: 8, syllables: 14, longWords: 2 });
    expect(countText('Läsesalen är öppen igen.', 'sv')).toEqual({ sentences: 1, words: 4, syllables: 0, longWords: 1 });
    expect(countText('', 'en')).toEqual({ sentences: 0, words: 0, syllables: 0, longWords: 0 });
  });
});
