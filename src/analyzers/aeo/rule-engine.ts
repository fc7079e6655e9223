/**
 * Step scoring as data (docs/reference/design.md#scoring-is-data): a step's score is the sum of its rules'
 * points, rounded, held to 0–100. docs/aeo-rules.md is generated from the rules.
 */

/** One band of a tiered rule: `atLeast` (value ≥) or `atMost` (value ≤). */
export type Tier =
  | { readonly atLeast: number; readonly points: number }
  | { readonly atMost: number; readonly points: number };

interface RuleBase {
  readonly id: string;
  /** For the docs: the condition (flag) or the quantity measured (tiers, scaled). */
  readonly measure: string;
}

/** Earns `points` (or loses them, when negative) when `test` holds. */
export interface FlagRule<F> extends RuleBase {
  readonly kind: 'flag';
  readonly points: number;
  readonly test: (facts: F) => boolean;
}

/** Earns the points of the first tier `value` reaches; none reached earns 0. */
export interface TierRule<F> extends RuleBase {
  readonly kind: 'tiers';
  readonly tiers: readonly Tier[];
  readonly value: (facts: F) => number;
}

/** Earns `points × value`, where `value` is a share from 0 to 1. */
export interface ScaledRule<F> extends RuleBase {
  readonly kind: 'scaled';
  readonly points: number;
  readonly value: (facts: F) => number;
}

export type Rule<F> = FlagRule<F> | TierRule<F> | ScaledRule<F>;

/** A rule without its functions: what the docs are made from. */
export type RuleDescription =
  | Omit<FlagRule<never>, 'test'>
  | Omit<TierRule<never>, 'value'>
  | Omit<ScaledRule<never>, 'value'>;

function tierReached(tier: Tier, value: number): boolean {
  return 'atLeast' in tier ? value >= tier.atLeast : value <= tier.atMost;
}

/** Points one rule gives for `facts`. */
export function rulePoints<F>(rule: Rule<F>, facts: F): number {
  switch (rule.kind) {
    case 'flag':
      return rule.test(facts) ? rule.points : 0;
    case 'tiers': {
      const value = rule.value(facts);
      return rule.tiers.find((t) => tierReached(t, value))?.points ?? 0;
    }
    case 'scaled':
      return rule.points * Math.min(1, Math.max(0, rule.value(facts)));
  }
}

/** The step score: Σ rule points, rounded to an integer and held to 0–100. */
export function scoreRules<F>(rules: readonly Rule<F>[], facts: F): number {
  const sum = rules.reduce((total, rule) => total + rulePoints(rule, facts), 0);
  return Math.min(100, Math.max(0, Math.round(sum)));
}

/** Most points a rule can give (0 for a rule that only takes points away). */
export function maxRulePoints(rule: RuleDescription): number {
  if (rule.kind === 'tiers') return Math.max(0, ...rule.tiers.map((t) => t.points));
  return Math.max(0, rule.points);
}
