import { describe, expect, it } from 'vitest';
import { describeDifficulty, levelOf } from './difficulty.js';
import { measureReadability } from './readability.js';

const counts = { sentences: 10, words: 150, syllables: 225, longWords: 30 };

describe('measureReadability', () => {
  it('uses the language’s Flesch-family formula, complexity = 100 − ease', () => {
    // Flesch: 206.835 − 1.015 × 15 − 84.6 × 1.5 = 64.71
    expect(measureReadability(counts, 'en')).toEqual({ formula: 'Flesch reading ease (Flesch 1948)', value: 64.7, complexity: 35.3 });
    // Amstad: 180 − 15 − 58.5 × 1.5 = 77.25
    expect(measureReadability(counts, 'de')).toEqual({ formula: 'Flesch–Amstad (Amstad 1978)', value: 77.3, complexity: 22.8 });
    // Fernández Huerta: 206.84 − 60 × 1.5 − 102 / 15 = 110.04 → complexity clamped at 0
    expect(measureReadability(counts, 'es')?.complexity).toBe(0);
  });

  it('falls back to LIX elsewhere: complexity = 2 × (LIX − 20)', () => {
    // LIX = 15 + 100 × 30 / 150 = 35
    expect(measureReadability(counts, 'sv')).toEqual({ formula: 'LIX (Björnsson 1968)', value: 35, complexity: 30 });
  });

  it('has no score for unspaced scripts or for no words', () => {
    expect(measureReadability(counts, 'ja')).toBeUndefined();
    expect(measureReadability({ sentences: 0, words: 0, syllables: 0, longWords: 0 }, 'en')).toBeUndefined();
  });
});

describe('difficulty', () => {
  it('reads Flesch’s seven bands on the complexity scale', () => {
    expect([5, 15, 25, 35, 45, 60, 90].map(levelOf)).toEqual([
      'very easy', 'easy', 'fairly easy', 'standard', 'fairly difficult', 'difficult', 'very difficult',
    ]);
    expect(describeDifficulty({ formula: 'x', value: 0, complexity: 35.3 }, 480)).toEqual({ level: 'standard', reading_time: '2 min', complexity_score: 35.3 });
    expect(describeDifficulty(undefined, 0)).toEqual({ level: 'unknown', reading_time: '0 min', complexity_score: 0 });
  });
});
