import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config/load-config.js';
import type { Stores } from '../store/ports.js';
import type { Clock } from '../time/clock.js';
import type { PreviewService } from '../services/preview-service.js';
import type { HttpApp } from './app-types.js';
import { generateRequestId } from './middleware/request-id.js';
import { keylessDailyLimit } from './middleware/keyless-limit.js';
import { guardKeyless } from './middleware/key-gate.js';
import { handleError, handleNotFound } from './error-handler.js';
import { registerOpenApi } from './openapi.js';
import { ProblemSchema } from './schemas.js';
import { registerHealthzRoute } from './routes/healthz.js';
import { registerRootRoute } from './routes/root.js';
import { PreviewResultSchema, registerPreviewRoute } from './routes/preview.js';

export interface AppDeps {
  readonly config: Config;
  readonly stores: Stores;
  readonly clock: Clock;
  readonly services: { readonly preview: PreviewService };
  readonly version: string;
  /** Defaults to a JSON logger at config.logLevel. */
  readonly logger?: FastifyServerOptions['logger'];
}

const ONE_MEGABYTE = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<HttpApp> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    genReqId: generateRequestId,
    bodyLimit: ONE_MEGABYTE,
    // Trust one hop (the socket peer): the client is the right-most X-Forwarded-For entry,
    // the one our proxy appended; entries a client wrote itself further left are ignored.
    trustProxy: deps.config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  app.addSchema(ProblemSchema);
  app.addSchema(PreviewResultSchema);
  await registerOpenApi(app, { version: deps.version, publicUrl: deps.config.publicUrl });

  registerRootRoute(app, { name: 'pagelens', version: deps.version });
  registerHealthzRoute(app);
  registerPreviewRoute(app, {
    preview: deps.services.preview,
    guard: guardKeyless(
      keylessDailyLimit({ endpoint: 'preview', perDay: deps.config.keylessPreviewPerDay, counters: deps.stores.counters, clock: deps.clock }),
    ),
  });
  return app;
}
