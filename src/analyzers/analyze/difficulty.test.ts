import { describe, expect, it } from 'vitest';
import { describeDifficulty, levelOf } from './difficulty.js';

describe('difficulty', () => {
  it('reads Flesch’s seven bands on the complexity scale', () => {
    expect([5, 15, 25, 35, 45, 60, 90].map(levelOf)).toEqual([
      'very easy', 'easy', 'fairly easy', 'standard', 'fairly difficult', 'difficult', 'very difficult',
    ]);
    expect(describeDifficulty({ language: 'en', formula: 'x', value: 0, complexity: 35.3 }, 480)).toEqual({ level: 'standard', reading_time: '2 min', complexity_score: 35.3 });
    expect(describeDifficulty(undefined, 0)).toEqual({ level: 'unknown', reading_time: '0 min', complexity_score: 0 });
  });
});
