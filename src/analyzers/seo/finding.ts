import { SEO_SCORING } from './scoring.js';
import type { SeoComponentName } from './scoring.js';

/**
 * One thing a component found wrong. `penalty` is what it takes off the component's
 * score (docs/reference/scoring.md#seo-components); 0 marks advice that does not change the score.
 */
export interface Finding {
  readonly penalty: number;
  /** Plain-language statement for the component's `issues`. */
  readonly issue: string;
  /** Recommendation title: the fix, as an imperative. */
  readonly fix: string;
  /** Recommendation description: how to fix it. */
  readonly advice: string;
}

export interface ComponentResult<F> {
  readonly component: SeoComponentName;
  readonly fields: F;
  readonly findings: readonly Finding[];
}

/** 100 minus every penalty, not below the component's floor (0 unless the table says otherwise). */
export function scoreFindings(component: SeoComponentName, findings: readonly Finding[]): number {
  const config = SEO_SCORING.components[component];
  const floor = 'floor' in config ? config.floor : 0;
  const lost = findings.reduce((sum, f) => sum + f.penalty, 0);
  return Math.max(floor, 100 - lost);
}

export function issuesOf(findings: readonly Finding[]): string[] {
  return findings.map((f) => f.issue);
}
