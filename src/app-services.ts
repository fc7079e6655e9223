import type { AccountWeb } from './accounts/account-web.js';
import type { Portal } from './accounts/create-portal.js';
import type { PageFetcher } from './fetch/fetch-page.js';
import type { JobRunner } from './jobs/job-runner.js';
import type { JobService } from './jobs/job-service.js';
import type { Metrics } from './metrics/metrics.js';
import type { ScreenshotServices } from './screenshot/screenshot-service.js';
import type { EndpointServices } from './services/endpoint-services.js';
import type { KeyService } from './keys/key-service.js';
import type { OpenedStores } from './store/open-stores.js';
import type { Clock } from './time/clock.js';

/**
 * Everything the composition root (main.ts) builds, as the HTTP layer and the CLI see it. A type
 * of its own so that they depend on it, never on main.ts.
 */
export interface Services extends OpenedStores {
  /** Starts the analysis workers (each compiles the stack fingerprints); the server does it before it listens. */
  warmUp(): Promise<void>;
  readonly fetcher: PageFetcher;
  readonly clock: Clock;
  readonly live: EndpointServices;
  readonly test: EndpointServices;
  readonly keys: KeyService;
  /** What the account pages read (src/accounts/portal.ts: AccountPortal, plus the dashboard's actions). */
  readonly portal: Portal;
  /** Sessions, passwords, mail and login throttling behind the account API. */
  readonly accountWeb: AccountWeb;
  /** GET /screenshot: live and test services over one shared, guarded browser pool. */
  readonly screenshots: ScreenshotServices;
  /** Prometheus metrics of this instance (GET /metrics). */
  readonly metrics: Metrics;
  /** POST /jobs and its reads; the runner works the queue in the server only (startServer starts it). */
  readonly jobs: JobService;
  readonly jobRunner: JobRunner;
  close(): Promise<void>;
}
