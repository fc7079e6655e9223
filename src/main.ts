import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config/load-config.js';
import { createPageFetcher, type PageFetcher } from './fetch/fetch-page.js';
import type { HostResolver } from './fetch/resolver.js';
import { buildApp } from './http/app.js';
import type { HttpApp } from './http/app-types.js';
import { createPagePipeline } from './services/page-pipeline.js';
import { createPreviewService, type PreviewService } from './services/preview-service.js';
import { createResultCache } from './services/result-cache.js';
import { openSqliteStores, type SqliteRole } from './store/sqlite/sqlite-stores.js';
import { succeed, type Outcome } from './errors.js';
import type { Stores } from './store/ports.js';
import { systemClock, type Clock } from './time/clock.js';
import { readVersion } from './version.js';

/** Seams a test or an embedding program may replace; production uses the defaults. */
export interface Overrides {
  readonly clock?: Clock;
  readonly resolver?: HostResolver;
  readonly logger?: FastifyServerOptions['logger'];
}

export type StoreRole = SqliteRole;

export interface Services {
  readonly stores: Stores;
  readonly fetcher: PageFetcher;
  readonly clock: Clock;
  readonly preview: PreviewService;
  close(): Promise<void>;
}

const MEMORY_CACHE_ENTRIES = 5000;

/**
 * Composition root: config → adapters → services. Nothing else wires dependencies.
 * The server owns the data directory; CLI tools open it beside a running server.
 */
export function createServices(config: Config, role: StoreRole, overrides: Overrides = {}): Outcome<Services> {
  const clock = overrides.clock ?? systemClock;
  const opened = openSqliteStores(config.dataDir, role);
  if (!opened.ok) return opened;
  const stores = opened.value;
  const fetcher = createPageFetcher({
    limits: { timeoutMs: config.fetchTimeoutMs, maxRedirects: config.maxRedirects, maxBodyBytes: config.maxBodyBytes },
    allowHosts: config.allowHosts,
    ...(overrides.resolver ? { resolver: overrides.resolver } : {}),
  });
  const cache = createResultCache(stores.cache, clock, { ttlMs: config.cacheTtlSeconds * 1000, memoryEntries: MEMORY_CACHE_ENTRIES });
  const pipeline = createPagePipeline({ fetcher, cache, clock });
  return succeed({
    stores,
    fetcher,
    clock,
    preview: createPreviewService(pipeline),
    async close() {
      await fetcher.close();
      await stores.close();
    },
  });
}

export interface RunningServer {
  readonly app: HttpApp;
  /** Base URL the server listens on, e.g. http://127.0.0.1:8080. */
  readonly url: string;
  readonly services: Services;
  close(): Promise<void>;
}

export class StartupError extends Error {
  override readonly name = 'StartupError';
}

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** Starts the service; a start-up failure (e.g. the data directory is in use) says why. */
export async function startServer(config: Config, overrides: Overrides = {}): Promise<RunningServer> {
  const created = createServices(config, 'server', overrides);
  if (!created.ok) throw new StartupError(created.failure.detail);
  const services = created.value;
  const app = await buildApp({
    config,
    stores: services.stores,
    clock: services.clock,
    services: { preview: services.preview },
    version: readVersion(),
    ...(overrides.logger !== undefined ? { logger: overrides.logger } : {}),
  });
  const purgeTimer = setInterval(() => {
    services.stores.purgeExpired(services.clock.now()).catch((err: unknown) => app.log.warn({ err }, 'purge failed'));
  }, PURGE_INTERVAL_MS);
  purgeTimer.unref();
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    app,
    url: `http://${host}:${port}`,
    services,
    async close() {
      clearInterval(purgeTimer);
      await app.close();
      await services.close();
    },
  };
}
