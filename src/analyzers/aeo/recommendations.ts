/**
 * Recommendations from the rules a page misses (docs/reference/scoring.md#aeo-recommendations): one per
 * rule that would add points to its step, for the steps that apply only, ranked by the totalScore
 * points the fix would add.
 */
import type { AdviceTable } from './advice.js';
import { shortfallOf } from './rule-engine.js';
import type { Rule } from './rule-engine.js';
import { aeoImpactFor } from './rules.js';
import type { AeoImpact, AeoStepName } from './rules.js';

/**
 * One missed rule of a step: the points its fix adds to the step's sum, and what to do. That is what the
 * step's score gains, except on a step that penalties hold at 0: its advice still counts at the
 * rule's points, since the fixes together raise it.
 */
export interface StepAdvice {
  readonly ruleId: string;
  readonly stepPoints: number;
  readonly message: string;
}

export interface AeoRecommendation {
  readonly step: AeoStepName;
  readonly message: string;
  readonly impact: AeoImpact;
}

/** The advice for every rule of a step that falls short of its points. */
export function adviseStep<F>(rules: readonly Rule<F>[], advice: AdviceTable<F>, facts: F): StepAdvice[] {
  const found: StepAdvice[] = [];
  for (const rule of rules) {
    const shortfall = shortfallOf(rule, facts);
    const advise = advice[rule.id];
    if (shortfall === undefined || advise === undefined) continue;
    found.push({ ruleId: rule.id, stepPoints: shortfall.points, message: advise(facts, shortfall.goal) });
  }
  return found;
}

export interface AdvisedStep {
  readonly step: AeoStepName;
  readonly applicable: boolean;
  readonly advice: readonly StepAdvice[];
}

/** The totalScore points a fix adds: its step points shared over the steps that apply. */
export function totalPointsOf(stepPoints: number, applicableSteps: number): number {
  return stepPoints / Math.max(1, applicableSteps);
}

/**
 * Recommendations for the steps that apply, highest impact first: sorted by the totalScore points each
 * fix adds; equal ones keep the order of the steps and of their rules.
 */
export function rankRecommendations(steps: readonly AdvisedStep[]): AeoRecommendation[] {
  const applicable = steps.filter((s) => s.applicable);
  return applicable
    .flatMap((s) => s.advice.map((a) => ({ step: s.step, message: a.message, points: totalPointsOf(a.stepPoints, applicable.length) })))
    .sort((a, b) => b.points - a.points)
    .map(({ step, message, points }) => ({ step, message, impact: aeoImpactFor(points) }));
}
