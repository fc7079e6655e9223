import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config/load-config.js';
import { createPageFetcher, type PageFetcher } from './fetch/fetch-page.js';
import type { HostResolver } from './fetch/resolver.js';
import { buildApp } from './http/app.js';
import type { HttpApp } from './http/app-types.js';
import { createPagePipeline } from './services/page-pipeline.js';
import { createPreviewService, type PreviewService } from './services/preview-service.js';
import { createResultCache } from './services/result-cache.js';
import { openSqliteStores } from './store/sqlite/sqlite-stores.js';
import type { Stores } from './store/ports.js';
import { systemClock, type Clock } from './time/clock.js';
import { readVersion } from './version.js';

/** Seams a test or an embedding program may replace; production uses the defaults. */
export interface Overrides {
  readonly clock?: Clock;
  readonly resolver?: HostResolver;
  readonly logger?: FastifyServerOptions['logger'];
}

export interface Services {
  readonly stores: Stores;
  readonly fetcher: PageFetcher;
  readonly clock: Clock;
  readonly preview: PreviewService;
  close(): Promise<void>;
}

/** Composition root: config → adapters → services. Nothing else wires dependencies. */
export function createServices(config: Config, overrides: Overrides = {}): Services {
  const clock = overrides.clock ?? systemClock;
  const stores = openSqliteStores(config.dataDir);
  const fetcher = createPageFetcher({
    limits: { timeoutMs: config.fetchTimeoutMs, maxRedirects: config.maxRedirects, maxBodyBytes: config.maxBodyBytes },
    allowHosts: config.allowHosts,
    ...(overrides.resolver ? { resolver: overrides.resolver } : {}),
  });
  const cache = createResultCache(stores.cache, clock, config.cacheTtlSeconds * 1000);
  const pipeline = createPagePipeline({ fetcher, cache, clock });
  return {
    stores,
    fetcher,
    clock,
    preview: createPreviewService(pipeline),
    async close() {
      await fetcher.close();
      await stores.close();
    },
  };
}

export interface RunningServer {
  readonly app: HttpApp;
  /** Base URL the server listens on, e.g. http://127.0.0.1:8080. */
  readonly url: string;
  readonly services: Services;
  close(): Promise<void>;
}

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

export async function startServer(config: Config, overrides: Overrides = {}): Promise<RunningServer> {
  const services = createServices(config, overrides);
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
