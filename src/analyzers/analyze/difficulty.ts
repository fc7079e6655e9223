import { readingMinutes } from '../extract/reading.js';
import type { ReadingEase } from '../../text/index.js';

export interface Difficulty {
  readonly level: string;
  readonly reading_time: string;
  readonly complexity_score: number;
}

/**
 * Flesch's (1948) seven bands of reading ease, read on the complexity scale (100 − ease):
 * [upper complexity bound, level].
 */
export const DIFFICULTY_LEVELS: readonly (readonly [number, string])[] = [
  [10, 'very easy'], [20, 'easy'], [30, 'fairly easy'], [40, 'standard'], [50, 'fairly difficult'],
  [70, 'difficult'], [Infinity, 'very difficult'],
];

export const UNKNOWN_LEVEL = 'unknown';

export function levelOf(complexity: number): string {
  return DIFFICULTY_LEVELS.find(([upper]) => complexity < upper)?.[1] ?? UNKNOWN_LEVEL;
}

/** "N min" at 238 words a minute (the extract endpoint's rate). */
export function readingTime(words: number): string {
  return `${readingMinutes(words)} min`;
}

export function describeDifficulty(readability: ReadingEase | undefined, words: number): Difficulty {
  if (readability === undefined) return { level: UNKNOWN_LEVEL, reading_time: readingTime(words), complexity_score: 0 };
  return { level: levelOf(readability.complexity), reading_time: readingTime(words), complexity_score: readability.complexity };
}
