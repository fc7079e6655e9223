import type { FastifyServerOptions } from 'fastify';
import { UNSPECIFIED_HOSTS, type Config } from './config/load-config.js';
import { succeed, type Outcome } from './errors.js';
import { createPageFetcher } from './fetch/fetch-page.js';
import type { HostResolver } from './fetch/resolver.js';
import { createFixtureSource } from './fixtures/fixture-source.js';
import { buildApp } from './http/app.js';
import { trackUnusedConnections } from './http/unused-connections.js';
import type { HttpApp } from './http/app-types.js';
import { createAeoService, createSeoService } from './services/audit-services.js';
import { createExtractService } from './services/extract-service.js';
import { createSiteFiles, noSiteFiles, type SiteFiles } from './services/site-files.js';
import { createStackService } from './services/stack-service.js';
import { createOutlineService } from './services/outline-service.js';
import { createAnalyzeService } from './services/analyze-service.js';
import { createOpenAiCompatibleProvider, type LlmProvider } from './llm/llm-provider.js';
import { availableParallelism } from 'node:os';
import type { AnalysisRunner } from './analysis/task-types.js';
import { createWorkerPool } from './analysis/worker-pool.js';
import { createImageSizeProber, markupOnlySizes, type ImageSizeProber } from './services/image-sizes.js';
import { createKeyService, type IssuedKey } from './keys/key-service.js';
import { createAccountWeb } from './accounts/account-web.js';
import { createPagePipeline, type PageSource } from './services/page-pipeline.js';
import { chooseRendering } from './services/render-choice.js';
import { createPreviewService } from './services/preview-service.js';
import { createResultCache, type ResultCache } from './services/result-cache.js';
import { cachePages } from './services/page-cache.js';
import { cachesAtRest } from './services/caches-at-rest.js';
import { createJobRunner } from './jobs/job-runner.js';
import { createFinalEventResend, createGiveUpWork, createJobWork } from './jobs/job-work.js';
import { createJobEvents } from './jobs/job-events.js';
import { crawlDepsOver } from './jobs/crawl-job.js';
import { fetchSiteFile } from './crawl/index.js';
import { createWebhookSender } from './webhooks/delivery.js';
import { createJobService } from './jobs/job-service.js';
import type { Services } from './app-services.js';
import type { EndpointServices } from './services/endpoint-services.js';

/** URLs of a job in flight at once (the batch's 10 would crowd out interactive calls). */
const JOB_CONCURRENCY = 4;
import { createPageRenderer } from './screenshot/render-page.js';
import { DEFAULT_CAPTURE_LIMITS } from './screenshot/capture.js';
import { timedUpstream, UNOBSERVED } from './services/call.js';
import { openStores, type OpenedStores, type StoreRole } from './store/open-stores.js';
import { logStoreEvents } from './store/store-health.js';
import { systemClock, type Clock } from './time/clock.js';
import { readVersion } from './version.js';
import { createMetrics, type Metrics } from './metrics/metrics.js';
import { instrumentFetcher } from './metrics/instrument-fetcher.js';
import { ownerKeysText, writeOwnerKeysFile } from './keys/owner-keys-file.js';
import { writeServerUrl } from './config/server-url-file.js';
import { createScreenshotServices, targetPolicy, type ScreenshotServices } from './screenshot/screenshot-service.js';

/** Seams a test or an embedding program may replace; production uses the defaults. */
export interface Overrides {
  readonly clock?: Clock;
  readonly resolver?: HostResolver;
  readonly logger?: FastifyServerOptions['logger'];
  /** Where the owner's first keys go; default: owner-keys.txt (0600) in the data dir, also printed on a terminal. */
  readonly onOwnerKeys?: (keys: { live: IssuedKey; test: IssuedKey }) => void;
  /** Where pages are parsed and analysed; default: a worker pool for the server, the calling thread for CLI tools. */
  readonly analysisRunner?: AnalysisRunner;
  /**
   * The analysis threads' module (a file URL); default: the one beside this file, which from src/
   * registers tsx in each thread first (tests start the compiled one when dist/ is up to date).
   */
  readonly analysisWorkerModule?: string;
}

interface Sources {
  readonly pages: PageSource;
  /** Pages as the guarded browser leaves them (extract's render=always|auto). */
  readonly rendered: PageSource;
  readonly imageSizes: ImageSizeProber;
  readonly siteFiles: SiteFiles;
  /** The configured language model; test keys never use one (fixture answers stay deterministic). */
  readonly model: LlmProvider | undefined;
}

function endpointServices(sources: Sources, cache: ResultCache, clock: Clock, runner: AnalysisRunner, namespace: string): EndpointServices {
  // Every endpoint reads the static page, or the browser's when render= asks for it (render-choice.ts).
  const pipeline = chooseRendering({
    static: createPagePipeline({ source: sources.pages, cache, clock, runner, namespace, detectShell: true }),
    rendered: createPagePipeline({ source: sources.rendered, cache, clock, runner, namespace: `${namespace}rendered:` }),
  });
  return {
    preview: createPreviewService(pipeline),
    extract: createExtractService(pipeline, sources.imageSizes),
    seo: createSeoService(pipeline),
    aeo: createAeoService(pipeline, sources.siteFiles),
    stack: createStackService(pipeline),
    outline: createOutlineService(pipeline, sources.model),
    analyze: createAnalyzeService(pipeline, sources.model),
  };
}

/**
 * Composition root: config → adapters → services. Nothing else wires dependencies.
 * The server owns the data directory; CLI tools open it beside a running server.
 */
export async function createServices(config: Config, role: StoreRole, overrides: Overrides = {}): Promise<Outcome<Services>> {
  const clock = overrides.clock ?? systemClock;
  const opened = await openStores(config, role);
  if (!opened.ok) return opened;
  let screenshotPool: ScreenshotServices['pool'] | undefined;
  let analysis: AnalysisRunner | undefined;
  const metrics = createMetrics({
    browser: () => screenshotPool?.stats() ?? { launches: 0, contexts: 0, active: 0, queued: 0 },
    analysis: () => analysis?.stats() ?? { workers: 0, running: 0, waiting: 0 },
    // Read when scraped, after the caches below exist.
    caches: () => {
      const pageStats = pages.stats();
      const resultStats = cache.memoryStats();
      return { pages: pageStats.pages, pageBytes: pageStats.bytes, results: resultStats.entries, resultBytes: resultStats.bytes };
    },
    stores: () => opened.value.storeHealth.snapshot(),
  });
  opened.value.storeHealth.onEvent((event) => {
    if (event.kind === 'fault') metrics.storeFaults.inc({ component: event.component, operation: event.operation });
  });
  // One door to the network: pages (counted by the metrics) and webhooks leave through it.
  const network = createPageFetcher({
    limits: { timeoutMs: config.fetchTimeoutMs, maxRedirects: config.maxRedirects, maxBodyBytes: config.maxBodyBytes },
    allowList: config.allowList,
    ...(overrides.resolver ? { resolver: overrides.resolver } : {}),
  });
  const fetcher = instrumentFetcher(network, metrics);
  const ttlMs = config.cacheTtlSeconds * 1000;
  const memoryCacheBytes = config.memoryCacheMb * 1024 * 1024;
  const atRest = cachesAtRest();
  const cache = createResultCache(opened.value.stores.cache, clock, { ttlMs, memoryBytes: memoryCacheBytes / 2, emptyWhenIdle: atRest });
  const pages = cachePages({ load: (url, call = UNOBSERVED) => timedUpstream(call, () => fetcher.fetchPage(url, { expect: 'page', errorPages: true })) }, { ttlMs, maxBytes: memoryCacheBytes / 2, emptyWhenIdle: atRest, clock });
  const screenshots = createScreenshotServices({
    config,
    blobs: opened.value.stores.blobs,
    cache,
    clock,
    secret: opened.value.signingSecret,
    ...(overrides.resolver ? { resolver: overrides.resolver } : {}),
  });
  screenshotPool = screenshots.pool;
  const fixturePages = createFixtureSource();
  const renderLimits = { ...DEFAULT_CAPTURE_LIMITS, navigationTimeoutMs: config.fetchTimeoutMs };
  const renderers = {
    live: createPageRenderer({ pool: screenshots.pool, limits: renderLimits, maxBodyBytes: config.maxBodyBytes, source: { kind: 'live', policy: targetPolicy(config, overrides.resolver) } }),
    test: createPageRenderer({ pool: screenshots.pool, limits: renderLimits, maxBodyBytes: config.maxBodyBytes, source: { kind: 'fixtures', pages: fixturePages } }),
  };
  const live: Sources = { pages, rendered: renderers.live, imageSizes: createImageSizeProber(fetcher), siteFiles: createSiteFiles(fetcher, cache), model: config.llm ? createOpenAiCompatibleProvider(config.llm) : undefined };
  const fixtures: Sources = { pages: fixturePages, rendered: renderers.test, imageSizes: markupOnlySizes, siteFiles: noSiteFiles, model: undefined };
  // One pool for live and test keys alike: fixture pages are analysed the same way.
  const runner = overrides.analysisRunner ?? (role === 'server' ? createWorkerPool({
    threads: config.analysisWorkers ?? availableParallelism(),
    heapMb: config.analysisHeapMb,
    queue: config.analysisQueue,
    timeoutMs: config.analysisTimeoutMs,
    warm: config.analysisWarm,
    ...(overrides.analysisWorkerModule === undefined ? {} : { workerModule: overrides.analysisWorkerModule }),
    // The analysers load on the main thread only when it analyses itself (one-shot CLI commands).
  }) : (await import('./analysis/inline-runner.js')).createInlineRunner());
  analysis = runner;
  const keys = createKeyService({ accounts: opened.value.accountStores.accounts, clock });
  const accountWeb = createAccountWeb({ config, stores: opened.value.accountStores, counters: opened.value.stores.counters, keys, clock });
  const liveServices = endpointServices(live, cache, clock, runner, '');
  const testServices = endpointServices(fixtures, cache, clock, runner, 'fixture:');
  const jobEvents = createJobEvents(createWebhookSender({ poster: network, version: readVersion(), clock }), opened.value.jobStore);
  const jobWork = createJobWork({
    store: opened.value.jobStore,
    services: { live: liveServices, test: testServices },
    accounts: opened.value.accountStores.accounts,
    quota: { usage: opened.value.accountStores.usage, plans: config.plans, clock },
    clock,
    concurrency: JOB_CONCURRENCY,
    events: jobEvents,
    crawl: {
      live: crawlDepsOver(pages, (url, signal) => fetchSiteFile(fetcher, url, signal), runner, clock),
      test: crawlDepsOver(fixturePages, async () => ({ status: 'missing' }), runner, clock),
      perHost: config.crawlPerHost,
    },
  });
  const resendFinalEvents = createFinalEventResend({ store: opened.value.jobStore, clock, events: jobEvents });
  // Jobs shared by every instance when both shared stores are configured: PostgreSQL holds them, Redis queues their work.
  const jobRunner = config.redisUrl !== undefined && config.databaseUrl !== undefined
    ? (await import('./jobs/queued-job-runner.js')).createQueuedJobRunner({ redisUrl: config.redisUrl, worker: config.worker, store: opened.value.jobStore, work: jobWork, giveUp: createGiveUpWork({ store: opened.value.jobStore, clock, events: jobEvents }), events: jobEvents, resendFinalEvents })
    : createJobRunner({ store: opened.value.jobStore, work: jobWork, events: jobEvents, resendFinalEvents });
  return succeed({
    ...opened.value,
    portal: accountWeb.portal,
    accountWeb,
    screenshots,
    metrics,
    fetcher,
    clock,
    live: liveServices,
    test: testServices,
    jobs: createJobService({ store: opened.value.jobStore, runner: jobRunner, clock }),
    jobRunner,
    keys,
    warmUp: () => runner.warmUp(),
    async close() {
      await jobRunner.close();
      await runner.close();
      await screenshots.close();
      await fetcher.close();
      await opened.value.close();
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
  const created = await createServices(config, 'server', overrides);
  if (!created.ok) throw new StartupError(created.failure.detail);
  const services = created.value;
  const ownerKeys = await services.keys.bootstrapOwner(config.ownerEmail);
  const app = await buildApp({
    config,
    services,
    version: readVersion(),
    ...(overrides.logger !== undefined ? { logger: overrides.logger } : {}),
    ...(overrides.resolver ? { resolver: overrides.resolver } : {}),
  });
  const unusedConnections = trackUnusedConnections(app.server);
  if (ownerKeys && overrides.onOwnerKeys) overrides.onOwnerKeys(ownerKeys);
  else if (ownerKeys) {
    const file = writeOwnerKeysFile(config.dataDir, ownerKeys);
    app.log.info({ file }, 'created the owner account; its first live and test keys are in this file (mode 0600), shown nowhere else');
    if (process.stdout.isTTY) process.stdout.write(ownerKeysText(ownerKeys));
  }
  if (UNSPECIFIED_HOSTS.has(config.host) && /^http:\/\/(127\.0\.0\.1|\[::1\]):\d+$/.test(config.publicUrl)) {
    app.log.warn({ publicUrl: config.publicUrl }, `listening on every interface (HOST=${config.host}), but links (screenshots, OpenAPI, mail) are on ${config.publicUrl}: set PAGELENS_PUBLIC_URL to the address clients use`);
  }
  if ((config.redisUrl === undefined) !== (config.databaseUrl === undefined) || (!config.worker && config.redisUrl === undefined)) {
    // Jobs are shared only when both are set: PostgreSQL holds them and their answers, Redis queues their work.
    app.log.warn(
      { redis: config.redisUrl !== undefined, postgres: config.databaseUrl !== undefined, worker: config.worker },
      'jobs and crawls stay with this instance (its data directory): sharing them needs both PAGELENS_REDIS_URL and PAGELENS_DATABASE_URL' + (config.worker ? '' : '; PAGELENS_WORKER=false has no effect until then'),
    );
  }
  services.storeHealth.onEvent(logStoreEvents(app.log));
  // A timer's store write never throws out of it (a full disk, a store that is down): logged, tried next time.
  const purgeTimer = setInterval(() => {
    Promise.resolve()
      .then(() => services.stores.purgeExpired(services.clock.now()))
      .catch((err: unknown) => app.log.warn({ err }, 'purge failed; tried again at the next interval'));
  }, PURGE_INTERVAL_MS);
  purgeTimer.unref();
  await services.warmUp();
  await app.listen({ port: config.port, host: config.host });
  services.jobRunner.start((jobId, err) => app.log.error({ err, jobId }, 'a job stopped on an error; it resumes at the next start'));
  if (config.screenshotWarm && services.screenshots.pool.available().ok) {
    void services.screenshots.pool.warmUp().then((warmed) => {
      if (!warmed.ok) app.log.warn({ detail: warmed.failure.detail }, 'the screenshot browser did not start; /screenshot will try again on its first capture');
    });
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  // The links this server hands out; a configured port 0 means the one the system gave it.
  writeServerUrl(config.dataDir, config.publicUrl.replace(/:0$/, `:${port}`));
  return {
    app,
    url: `http://${host}:${port}`,
    services,
    async close() {
      clearInterval(purgeTimer);
      // app.close() waits for the requests under way. A keep-alive connection busy when it began
      // turns idle afterwards and would hold it for the keep-alive timeout (72 s), past a
      // container's grace period: close such connections as they turn idle, and those that
      // never carried a request.
      const sweep = setInterval(() => {
        app.server.closeIdleConnections();
        unusedConnections.destroy();
      }, 50);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await services.close();
    },
  };
}
