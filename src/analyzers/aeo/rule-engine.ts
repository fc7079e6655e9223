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

/** A step score from the sum of its rules' points: rounded to an integer and held to 0–100. */
export function stepScoreOf(sum: number): number {
  return Math.min(100, Math.max(0, Math.round(sum)));
}

/** Σ rule points, before rounding. */
export function rulesSum<F>(rules: readonly Rule<F>[], facts: F): number {
  return rules.reduce((total, rule) => total + rulePoints(rule, facts), 0);
}

/** The step score: Σ rule points, rounded to an integer and held to 0–100. */
export function scoreRules<F>(rules: readonly Rule<F>[], facts: F): number {
  return stepScoreOf(rulesSum(rules, facts));
}

/**
 * What the page misses on one rule: the points the next step up would add to the step's sum, and
 * for a tiered rule the value that reaches it. A flag that fails gives its points, a penalty that
 * applies gives them back, a tiered rule climbs to its next tier (not straight to the top: the
 * advice is the next concrete step), a scaled rule fills up to its full points.
 */
export interface Shortfall {
  readonly points: number;
  /** The threshold of the next tier (tiered rules only). */
  readonly goal?: number;
}

function tierShortfall<F>(rule: TierRule<F>, facts: F): Shortfall | undefined {
  const current = rulePoints(rule, facts);
  const better = rule.tiers.filter((t) => t.points > current);
  if (better.length === 0) return undefined;
  const next = better.reduce((a, b) => (b.points < a.points ? b : a));
  return { points: next.points - current, goal: 'atLeast' in next ? next.atLeast : next.atMost };
}

export function shortfallOf<F>(rule: Rule<F>, facts: F): Shortfall | undefined {
  switch (rule.kind) {
    case 'flag': {
      const held = rule.test(facts);
      if (rule.points > 0) return held ? undefined : { points: rule.points };
      return held ? { points: -rule.points } : undefined;
    }
    case 'tiers':
      return tierShortfall(rule, facts);
    case 'scaled': {
      const missing = rule.points - rulePoints(rule, facts);
      return missing > 0 ? { points: missing } : undefined;
    }
  }
}

/** A condition of a step's applicability: `when` is its text in the docs. */
export interface Condition<F> {
  readonly id: string;
  readonly when: string;
  readonly test: (facts: F) => boolean;
}

/** Whether a step applies to a page: always (`why` says why), or when any condition holds. */
export type Applicability<F> =
  | { readonly kind: 'always'; readonly why: string }
  | { readonly kind: 'any'; readonly conditions: readonly Condition<F>[] };

/** Applicability without its functions: what the docs are made from. */
export type ApplicabilityDescription =
  | { readonly kind: 'always'; readonly why: string }
  | { readonly kind: 'any'; readonly conditions: readonly Omit<Condition<never>, 'test'>[] };

/** `facts` undefined: the step could not be evaluated; it then applies only if it always does. */
export function stepApplies<F>(applicability: Applicability<F>, facts: F | undefined): boolean {
  if (applicability.kind === 'always') return true;
  return facts !== undefined && applicability.conditions.some((c) => c.test(facts));
}

/** Most points a rule can give (0 for a rule that only takes points away). */
export function maxRulePoints(rule: RuleDescription): number {
  if (rule.kind === 'tiers') return Math.max(0, ...rule.tiers.map((t) => t.points));
  return Math.max(0, rule.points);
}
