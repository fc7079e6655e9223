import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config/load-config.js';
import type { Services } from '../app-services.js';
import type { HttpApp } from './app-types.js';
import { defaultRateLimitHeaders } from './middleware/default-rate-limit.js';
import { generateRequestId } from './middleware/request-id.js';
import { screenRequest } from './middleware/request-hygiene.js';
import { refundUnbilledFailure } from './middleware/refund-unbilled.js';
import { createValidatorCompiler } from './validators.js';
import type { AccessDeps } from './middleware/access-guard.js';
import { createErrorHandler, createNotFoundHandler, type RouteShape } from './error-handler.js';
import { createLogStream } from './log-stream.js';
import { registerOpenApi } from './openapi.js';
import { ProblemSchema } from './schemas.js';
import { registerFixturesRoute } from './routes/fixtures.js';
import { registerHealthzRoute } from './routes/healthz.js';
import { registerErrorDocsRoute } from './routes/error-docs.js';
import { registerMetricsRoute } from './routes/metrics.js';
import { registerMcpRoute } from './routes/mcp.js';
import { requestMetricsHooks } from '../metrics/request-metrics.js';
import { registerRootRoute } from './routes/root.js';
import { RESULT_SCHEMAS } from '../results/index.js';
import { registerPreviewRoute } from './routes/preview.js';
import { registerExtractRoute } from './routes/extract.js';
import { registerBatchRoute } from './routes/batch.js';
import { registerJobRoutes } from './routes/jobs.js';
import type { HostResolver } from '../fetch/resolver.js';
import { createUrlJudge } from '../screenshot/request-guard.js';
import { targetPolicy } from '../screenshot/screenshot-service.js';
import { registerAuditRoutes } from './routes/audits.js';
import { registerStackRoute } from './routes/stack.js';
import { registerInsightRoutes } from './routes/insights.js';
import { registerScreenshotRoutes } from './routes/screenshot.js';
import { registerAccountRoutes } from './routes/account/register-account-routes.js';
import { registerWebPages } from './routes/web-pages.js';

export interface AppDeps {
  readonly config: Config;
  readonly services: Services;
  readonly version: string;
  /** Defaults to a JSON logger at config.logLevel. */
  readonly logger?: FastifyServerOptions['logger'];
  /** How names are resolved when judging a URL before any fetch (tests inject one); default: the system's. */
  readonly resolver?: HostResolver;
}

const ONE_MEGABYTE = 1024 * 1024;
const LOG_FLUSH_MS = 1000;

export async function buildApp(deps: AppDeps): Promise<HttpApp> {
  const { config, services } = deps;
  // JSON lines written behind, in batches of 4 KB or every second, not with a write per line on the
  // request's path (what is still buffered is written when the server closes; a crash may lose the
  // last second); human lines on a terminal (src/http/log-stream.ts).
  const logStream = deps.logger === undefined ? createLogStream(process.stdout.isTTY === true) : undefined;
  const logFlush = logStream ? setInterval(() => logStream.flush(), LOG_FLUSH_MS).unref() : undefined;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, stream: logStream },
    // One line per request, written by the metrics hook with what fastify's pair of lines lacks.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: generateRequestId,
    bodyLimit: ONE_MEGABYTE,
    // Trust one hop (the socket peer): the client is the right-most X-Forwarded-For entry,
    // the one our proxy appended; entries a client wrote itself further left are ignored.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(createValidatorCompiler());
  app.decorateRequest('access', null);
  app.decorateRequest('charge', null);
  app.decorateRequest('failureCode', null);
  app.addHook('onRequest', screenRequest);
  const requestMetrics = requestMetricsHooks(services.metrics);
  app.decorateRequest('upstreamMs', 0);
  app.addHook('onResponse', requestMetrics.onResponse);
  app.addHook('onSend', refundUnbilledFailure);
  app.addHook('onSend', defaultRateLimitHeaders({ counters: services.stores.counters, clock: services.clock, perDay: config.keylessPreviewPerDay }));
  if (logStream) {
    app.addHook('onClose', async () => {
      clearInterval(logFlush);
      logStream.flushSync();
    });
  }
  app.setErrorHandler(createErrorHandler((component, request) => services.metrics.storeUnavailable.inc({ route: request.routeOptions.url ?? 'unmatched', component })));
  const routes: RouteShape[] = [];
  app.addHook('onRoute', (route) => void routes.push({ method: route.method, url: route.url }));
  app.setNotFoundHandler(createNotFoundHandler(routes));
  app.addSchema(ProblemSchema);
  for (const schema of RESULT_SCHEMAS) app.addSchema(schema);
  await registerOpenApi(app, { version: deps.version, publicUrl: config.publicUrl });

  const access: AccessDeps = {
    accounts: services.accountStores.accounts,
    usage: services.accountStores.usage,
    counters: services.stores.counters,
    plans: config.plans,
    clock: services.clock,
  };
  registerRootRoute(app, { name: 'pagelens', version: deps.version });
  registerHealthzRoute(app, services.storeHealth);
  registerErrorDocsRoute(app);
  registerMetricsRoute(app, { metrics: services.metrics, token: config.metricsToken });
  registerMcpRoute(app, { version: deps.version });
  registerFixturesRoute(app);
  registerPreviewRoute(app, { services, access, keylessPerDay: config.keylessPreviewPerDay });
  registerExtractRoute(app, { services, access });
  registerBatchRoute(app, { services, access });
  registerJobRoutes(app, { jobs: services.jobs, access, judgeUrl: createUrlJudge(targetPolicy(config, deps.resolver)) });
  registerAuditRoutes(app, { services, access });
  registerStackRoute(app, { services, access, keylessPerDay: config.keylessStackPerDay });
  registerInsightRoutes(app, { services, access });
  registerScreenshotRoutes(app, { live: services.screenshots.live, test: services.screenshots.test, access });
  services.accountWeb.attachLogger(app.log);
  registerAccountRoutes(app, { ...services.accountWeb, clock: services.clock });
  registerWebPages(app, { portal: services.portal });
  return app;
}
