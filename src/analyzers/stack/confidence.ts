/**
 * The confidence label from a technology's summed confidence (0–100): each matching
 * pattern adds its `\;confidence:N` (100 when unstated), capped at 100; an implied
 * technology takes the smaller of its implier's and the implication's. Mirrored in README.md.
 */
export type ConfidenceLevel = 'high' | 'medium' | 'low';

export const CONFIDENCE_BANDS: readonly { readonly min: number; readonly level: ConfidenceLevel }[] = [
  { min: 100, level: 'high' },
  { min: 50, level: 'medium' },
  { min: 0, level: 'low' },
];

export function confidenceLevel(score: number): ConfidenceLevel {
  return CONFIDENCE_BANDS.find((band) => score >= band.min)?.level ?? 'low';
}

export const CONFIDENCE_RANK: Readonly<Record<ConfidenceLevel, number>> = { high: 0, medium: 1, low: 2 };
