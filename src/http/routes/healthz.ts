import { Type } from 'typebox';
import { OneOf } from '../../results/plain-kinds.js';
import type { StoreHealth } from '../../store/store-health.js';
import type { HttpApp } from '../app-types.js';

const StoreState = Type.Object({
  up: Type.Boolean(),
  /** Why it cannot serve (no credentials). */
  detail: Type.Optional(Type.String()),
  /** ISO 8601: down since. */
  since: Type.Optional(Type.String()),
});

/**
 * Readiness: 200 `{"status":"ok"}` once the service accepts requests. While a store cannot serve
 * it stays 200 (the instance still answers what does not need that store, and restarting it
 * would not bring the store back) with `"status":"degraded"` and each store's state, so an
 * operator sees which one is down (docs/reference/operations.md#store-outages). A store that is
 * down is probed (at most once a second), so the answer turns `ok` when it is back.
 */
export function registerHealthzRoute(app: HttpApp, health?: StoreHealth): void {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Readiness: 200 once the service accepts requests; says which store is down, if one is',
        tags: ['service'],
        response: {
          200: Type.Object({
            status: OneOf(['ok', 'degraded']),
            stores: Type.Optional(Type.Record(Type.String(), StoreState)),
          }),
        },
      },
    },
    async () => {
      const components = health ? await health.check() : [];
      if (components.every((c) => c.up)) return { status: 'ok' as const };
      const stores = Object.fromEntries(
        components.map((c) => [c.component, c.up ? { up: true } : { up: false, detail: c.detail ?? 'unavailable', since: new Date(c.since ?? Date.now()).toISOString() }]),
      );
      return { status: 'degraded' as const, stores };
    },
  );
}
