import { METERED_OPERATIONS, OPERATIONS, PLANS, type Plan } from '../domain/operations.js';
import { fail, succeed, type Outcome } from '../errors.js';

/** Monthly calls per endpoint and plan; a batch counts each URL against its operation. */
export type PlanQuotas = Readonly<Record<Plan, Readonly<Record<string, number>>>>;

function catalogueQuotas(plan: Plan): Record<string, number> {
  return Object.fromEntries(METERED_OPERATIONS.map((operation) => [operation, OPERATIONS[operation].quota[plan]]));
}

/** Read from the operations catalogue (src/domain/operations.ts). */
export const DEFAULT_PLAN_QUOTAS: PlanQuotas = {
  starter: catalogueQuotas('starter'),
  professional: catalogueQuotas('professional'),
  ai_specialist: catalogueQuotas('ai_specialist'),
};

export function quotaFor(quotas: PlanQuotas, plan: Plan, endpoint: string): number {
  return quotas[plan][endpoint] ?? 0;
}

/**
 * PAGELENS_PLANS: JSON that overrides some numbers of the default table, e.g.
 * {"starter":{"extract":2000},"professional":{"screenshot":8000}}.
 */
export function parsePlanOverrides(json: string | undefined): Outcome<PlanQuotas> {
  if (json === undefined || json.trim() === '') return succeed(DEFAULT_PLAN_QUOTAS);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return fail('invalid_parameter', 'PAGELENS_PLANS (--plans) must be JSON such as {"starter":{"extract":2000}}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return fail('invalid_parameter', 'PAGELENS_PLANS (--plans) must be a JSON object keyed by plan');
  }
  const merged: Record<string, Record<string, number>> = {};
  for (const plan of PLANS) merged[plan] = { ...DEFAULT_PLAN_QUOTAS[plan] };
  for (const [plan, endpoints] of Object.entries(parsed)) {
    if (!(PLANS as readonly string[]).includes(plan)) return fail('invalid_parameter', `PAGELENS_PLANS (--plans): unknown plan "${plan}" (plans: ${PLANS.join(', ')})`);
    for (const [endpoint, limit] of Object.entries(endpoints as Record<string, unknown>)) {
      if (!Object.hasOwn(DEFAULT_PLAN_QUOTAS.starter, endpoint)) return fail('invalid_parameter', `PAGELENS_PLANS (--plans): unknown endpoint "${endpoint}"`);
      if (!Number.isSafeInteger(limit) || (limit as number) < 0) return fail('invalid_parameter', `PAGELENS_PLANS (--plans): ${plan}.${endpoint} must be a whole number ≥ 0`);
      merged[plan]![endpoint] = limit as number;
    }
  }
  return succeed(merged as Record<Plan, Record<string, number>>);
}
