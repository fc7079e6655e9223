import type { AccountService } from '../../../accounts/account-service.js';
import type { Portal } from '../../../accounts/create-portal.js';
import type { createLoginThrottle } from '../../../accounts/login-throttle.js';
import type { SessionService } from '../../../accounts/session-service.js';
import type { Clock } from '../../../time/clock.js';
import type { HttpApp } from '../../app-types.js';
import { registerAuthRoutes } from './auth-routes.js';
import { registerDashboardRoutes } from './dashboard-routes.js';

export interface AccountRouteDeps {
  readonly portal: Portal;
  readonly sessions: SessionService;
  readonly accountService: AccountService;
  readonly throttle: ReturnType<typeof createLoginThrottle>;
  readonly clock: Clock;
}

/** The JSON account API behind /signup, /login, /dashboard and /admin (docs/reference/accounts.md#account-api). */
export function registerAccountRoutes(app: HttpApp, deps: AccountRouteDeps): void {
  registerAuthRoutes(app, deps);
  registerDashboardRoutes(app, deps);
}
