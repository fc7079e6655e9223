import type { Recommendation } from '../../results/seo.js';
/**
 * The SEO scoring table (docs/reference/design.md#scoring-is-data): weights, thresholds and grade bands as data.
 * docs/seo-rules.md is generated from it (scripts/rules-doc.ts).
 */

export type Priority = Recommendation['priority'];

export const SEO_SCORING = {
  /**
   * The component table (docs/reference/scoring.md#seo-components), to the letter: each component starts at 100, the listed
   * deductions apply, a missing title or description scores 0. Weights are percentages.
   */
  components: {
    title: { weight: 25, minChars: 30, shortPenalty: 20, maxChars: 60, longPenalty: 10, missingScore: 0 },
    meta_description: { weight: 20, minChars: 120, shortPenalty: 20, maxChars: 160, longPenalty: 10, missingScore: 0 },
    headings: { weight: 20, noH1Penalty: 30, multipleH1Penalty: 20 },
    content: { weight: 20, minWords: 300, thinPenalty: 20 },
    /** "Missing" alt = no alt attribute; alt="" is decorative and counts as present (docs/reference/scoring.md#seo-components). */
    images: { weight: 10, perMissingAltPenalty: 10, floor: 0 },
    links: { weight: 5, noInternalPenalty: 10 },
  },
  /** Grade bands (docs/reference/scoring.md#seo-overall-score-and-grade), applied to overall_score rounded to one decimal. Highest band first. */
  grades: [
    { atLeast: 95, grade: 'A+' },
    { atLeast: 90, grade: 'A' },
    { atLeast: 85, grade: 'B+' },
    { atLeast: 80, grade: 'B' },
    { atLeast: 75, grade: 'C+' },
    { atLeast: 70, grade: 'C' },
    { atLeast: 60, grade: 'D' },
    { atLeast: Number.NEGATIVE_INFINITY, grade: 'F' },
  ],
  /** A recommendation's priority from the overall-score points fixing it wins back. */
  priorityByPoints: [
    { atLeast: 5, priority: 'high' },
    { atLeast: 2, priority: 'medium' },
    { atLeast: Number.NEGATIVE_INFINITY, priority: 'low' },
  ],
  /** A recommendation's impact from the weight of its component: how much that area counts. */
  impactByWeight: [
    { atLeast: 20, impact: 'high' },
    { atLeast: 10, impact: 'medium' },
    { atLeast: Number.NEGATIVE_INFINITY, impact: 'low' },
  ],
  /**
   * alt_text_quality from the share of non-decorative images whose alt text is meaningful
   * (not a file name, not a placeholder word). No such image to judge → "excellent",
   * as the component table scores "no images" 100 (docs/reference/scoring.md#seo-components).
   */
  altTextQuality: [
    { atLeast: 0.9, label: 'excellent' },
    { atLeast: 0.7, label: 'good' },
    { atLeast: 0.4, label: 'fair' },
    { atLeast: Number.NEGATIVE_INFINITY, label: 'poor' },
  ],
} as const;

export type SeoComponentName = keyof typeof SEO_SCORING.components;

interface Band { readonly atLeast: number }

/** The first band (highest first) whose threshold `value` reaches. */
export function bandFor<B extends Band>(bands: readonly B[], value: number): B {
  const band = bands.find((b) => value >= b.atLeast) ?? bands[bands.length - 1];
  if (band === undefined) throw new RangeError('empty band table');
  return band;
}

export function gradeFor(overallScore: number): string {
  return bandFor(SEO_SCORING.grades, overallScore).grade;
}

/** Overall = Σ score × weight% / 100 (docs/reference/scoring.md#seo-overall-score-and-grade), in integer arithmetic, rounded to one decimal. */
export function overallScore(scores: Readonly<Record<SeoComponentName, number>>): number {
  let weighted = 0;
  for (const [name, component] of Object.entries(SEO_SCORING.components)) {
    weighted += scores[name as SeoComponentName] * component.weight;
  }
  return Math.round(weighted / 10) / 10;
}

/** Overall-score points won back by raising a component from `score` to 100. */
export function pointsToWin(component: SeoComponentName, score: number): number {
  return ((100 - score) * SEO_SCORING.components[component].weight) / 100;
}

export function priorityFor(points: number): Priority {
  return bandFor(SEO_SCORING.priorityByPoints, points).priority;
}

export function impactFor(component: SeoComponentName): Priority {
  return bandFor(SEO_SCORING.impactByWeight, SEO_SCORING.components[component].weight).impact;
}
