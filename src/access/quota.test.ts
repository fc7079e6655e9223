import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, succeed } from '../errors.js';
import { NOTHING_CHARGED } from '../plans/billing.js';
import { DEFAULT_PLAN_QUOTAS, type PlanQuotas } from '../plans/plans.js';
import { createKeyService } from '../keys/key-service.js';
import { openSqliteStores, type EmbeddedStores } from '../store/sqlite/sqlite-stores.js';
import type { Caller } from './caller.js';
import { identifyCaller } from './identify-caller.js';
import { quotaMeter, settleCharge, UNMETERED } from './meter.js';
import { consumeQuota, type QuotaDeps } from './quota.js';

const NOW = Date.UTC(2026, 0, 15, 12);
const NEXT_MONTH = Date.UTC(2026, 1, 1);
const plans: PlanQuotas = { ...DEFAULT_PLAN_QUOTAS, starter: { ...DEFAULT_PLAN_QUOTAS.starter, extract: 2 } };
const EXHAUSTED = {
  code: 'quota_exceeded',
  detail: 'The starter plan\'s 2 extract calls this month are used; the quota resets at 2026-02-01T00:00:00.000Z.',
  retryAfterSeconds: (NEXT_MONTH - NOW) / 1000,
};

let stores: EmbeddedStores;
let deps: QuotaDeps;

beforeEach(() => {
  const opened = openSqliteStores(fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-quota-')), 'server');
  if (!opened.ok) throw new Error(opened.failure.detail);
  stores = opened.value;
  deps = { usage: stores.usage, plans, clock: { now: () => NOW } };
});
afterEach(() => stores.close());

async function caller(env: 'live' | 'test' = 'live'): Promise<Caller> {
  const issued = await createKeyService({ accounts: stores.accounts, clock: deps.clock }).createKey({ email: 'payer@example.com', env, scopes: ['extract'] });
  if (!issued.ok) throw new Error(issued.failure.detail);
  const identified = await identifyCaller(stores.accounts, issued.value.key);
  if (!identified.ok) throw new Error(identified.failure.detail);
  return identified.value;
}

const used = (who: Caller) => stores.usage.peek(who.account.id, 'extract', '2026-01');

describe('consumeQuota', () => {
  it('admits a live call, counts it, and describes the month\'s allowance', async () => {
    const who = await caller();
    const metered = await consumeQuota(deps, who, 'extract');
    expect(metered.ok).toBe(true);
    expect(metered.allowance).toEqual({ limit: 2, used: 1, resetsAt: NEXT_MONTH });
    expect(await used(who)).toBe(1);
  });

  it('refuses a call past the quota with quota_exceeded and Retry-After until the next month', async () => {
    const who = await caller();
    await consumeQuota(deps, who, 'extract');
    await consumeQuota(deps, who, 'extract');
    expect(await consumeQuota(deps, who, 'extract')).toEqual({ ok: false, failure: EXHAUSTED, allowance: { limit: 2, used: 2, resetsAt: NEXT_MONTH } });
    expect(await used(who)).toBe(2);
  });

  it('counts nothing for a test key and never refuses it', async () => {
    const who = await caller('test');
    for (let i = 0; i < 3; i += 1) {
      expect(await consumeQuota(deps, who, 'extract')).toEqual({ ok: true, value: NOTHING_CHARGED, allowance: { limit: 2, used: 0, resetsAt: NEXT_MONTH } });
    }
    expect(await used(who)).toBe(0);
  });

  it('gives a refunded call back to the month and the day, so the next call is admitted', async () => {
    const who = await caller();
    await consumeQuota(deps, who, 'extract');
    const second = await consumeQuota(deps, who, 'extract');
    if (!second.ok) throw new Error(second.failure.detail);
    await second.value.refund();
    expect(await used(who)).toBe(1);
    expect(await stores.usage.daily(who.account.id, '2026-01')).toEqual([{ date: '2026-01-15', endpoint: 'extract', count: 1, refused: 1 }]);
    expect((await consumeQuota(deps, who, 'extract')).allowance.used).toBe(2);
  });

  it('counts work named by account alone against the same quota as the account\'s keys', async () => {
    const who = await caller();
    await consumeQuota(deps, who, 'extract');
    const metered = await consumeQuota(deps, { env: 'live', account: { id: who.account.id, plan: 'starter' } }, 'extract');
    expect(metered.allowance.used).toBe(2);
  });
});

describe('quotaMeter', () => {
  it('admits units until the quota runs out, then refuses them, keeping the latest allowance', async () => {
    const meter = quotaMeter(deps, await caller(), 'extract');
    expect(meter.latest()).toBeUndefined();
    expect((await meter.admit()).ok).toBe(true);
    expect((await meter.admit()).ok).toBe(true);
    expect(await meter.admit()).toMatchObject({ ok: false, failure: EXHAUSTED });
    expect(meter.latest()).toEqual({ limit: 2, used: 2, resetsAt: NEXT_MONTH });
  });

  it('UNMETERED admits everything and counts nothing', async () => {
    expect(await UNMETERED.admit()).toEqual({ ok: true, value: NOTHING_CHARGED });
    expect(UNMETERED.latest()).toBeUndefined();
  });
});

describe('settleCharge', () => {
  it('gives the unit back whenever the item failed: keyed work counts only its answers', async () => {
    const who = await caller();
    const charge = async () => {
      const metered = await consumeQuota(deps, who, 'extract');
      if (!metered.ok) throw new Error(metered.failure.detail);
      return metered.value;
    };
    await settleCharge(await charge(), succeed('done'));
    expect(await used(who)).toBe(1);
    await settleCharge(await charge(), fail('unavailable', 'the analysis queue is full'));
    expect(await used(who)).toBe(1);
    await settleCharge(await charge(), fail('upstream_error', 'upstream answered 500'));
    expect(await used(who)).toBe(1);
  });
});
