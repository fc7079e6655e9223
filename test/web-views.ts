import type { AdminView, DashboardView } from '../src/web/view-types.js';

export const EVIL_EMAIL = `"><img src=x onerror=alert(1)>@example.com`;
export const EVIL_REASON = `<script>alert('reason')</script> and "><img onerror=alert(2) src=x>`;

const account = { id: 'acc_1', email: 'ada@example.com', plan: 'starter', scopes: ['preview', 'stack', 'extract'], isOwner: false };

/** Hand-made dashboard data in the JSON API's shapes (docs/reference/accounts.md#account-api). */
export function dashboardView(overrides: Partial<DashboardView> = {}): DashboardView {
  return {
    csrfToken: 'csrf-token-1',
    account,
    keys: [
      { id: 'key_1', hint: 'pl_live_3fQx…', env: 'live', name: 'production', created_at: '2026-11-02T10:00:00.000Z', last_used_at: '2026-11-24T08:00:00.000Z' },
      { id: 'key_2', hint: 'pl_test_9aBc…', env: 'test', name: null, created_at: '2026-11-03T10:00:00.000Z', last_used_at: null },
    ],
    usage: {
      period: { start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' },
      endpoints: [
        { endpoint: 'preview', used: 1234, quota: 10000 },
        { endpoint: 'extract', used: 950, quota: 1000 },
        { endpoint: 'stack', used: 0, quota: 1000 },
      ],
      daily: [
        { date: '2026-11-02', endpoint: 'preview', count: 40 },
        { date: '2026-11-02', endpoint: 'extract', count: 10 },
        { date: '2026-11-20', endpoint: 'preview', count: 120 },
      ],
    },
    requests: [{ id: 'req_1', email: account.email, scopes: ['screenshot'], reason: EVIL_REASON, state: 'pending', created_at: '2026-11-20T10:00:00.000Z' }],
    fixtures: [{ url: 'https://fixtures.pagelens.test/article', description: 'Technical article' }],
    ...overrides,
  };
}

export function adminView(): AdminView {
  return {
    csrfToken: 'csrf-token-2',
    account: { id: 'acc_0', email: 'owner@localhost', plan: 'ai_specialist', scopes: ['preview'], isOwner: true },
    requests: [
      { id: 'req_1', email: EVIL_EMAIL, scopes: ['screenshot', 'seo'], reason: EVIL_REASON, state: 'pending', created_at: '2026-11-20T10:00:00.000Z' },
      { id: 'req_0', email: 'bob@example.com', scopes: ['aeo'], reason: 'audits', state: 'denied', created_at: '2026-11-10T10:00:00.000Z' },
    ],
    accounts: [{ id: 'acc_1', email: EVIL_EMAIL, plan: 'starter', scopes: ['preview', 'stack'], created_at: '2026-11-01T00:00:00.000Z', usage: [{ endpoint: 'preview', used: 12, quota: 10000 }, { endpoint: 'stack', used: 3, quota: 1000 }] }],
  };
}
