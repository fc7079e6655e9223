import { Type } from 'typebox';
import { OneOf } from '../../results/plain-kinds.js';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../app-services.js';
import { MAX_BATCH_URLS, runBatch } from '../../services/batch-service.js';
import { BATCH_OPERATIONS, OPERATIONS } from '../../domain/operations.js';
import type { Caller } from '../../access/caller.js';
import { quotaMeter } from '../../access/meter.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { setRateLimitHeaders } from '../middleware/rate-limit-headers.js';
import { sendProblem } from '../problem.js';
import { callOf } from '../call-of.js';
import { problemResponses, RenderParam, securityOf } from '../schemas.js';
import { parseContentSelectors } from '../content-selectors.js';

const BatchBody = Type.Object({
  operation: OneOf(BATCH_OPERATIONS, { description: 'extract or preview' }),
  urls: Type.Array(Type.String(), { description: `1 to ${MAX_BATCH_URLS} URLs` }),
  render: RenderParam,
  include: Type.Optional(Type.String({ minLength: 1, maxLength: 4096, description: 'operation extract: as include= on GET /extract' })),
  exclude: Type.Optional(Type.String({ minLength: 1, maxLength: 4096, description: 'operation extract: as exclude= on GET /extract' })),
  structured_data: Type.Optional(Type.Boolean({ default: false, description: 'operation extract: as structured_data= on GET /extract' })),
});


export interface BatchRouteDeps {
  readonly services: Pick<Services, 'live' | 'test'>;
  readonly access: AccessDeps;
}

/**
 * The 200 schema documents each item's `data` as one of two shapes (anyOf). A schema serialiser
 * would compile a validator for that on the first batch answer (holding the event loop while it
 * compiles) and run it on every item to pick a shape; the items are already cut to their shape
 * (runBatch's pickDeclared), so they are written as they are.
 */
const serializeBatch = (result: unknown): string => JSON.stringify(result);

export function registerBatchRoute(app: HttpApp, deps: BatchRouteDeps): void {
  app.post(
    OPERATIONS.batch.path,
    {
      schema: {
        summary: 'Preview or extract for up to 50 URLs in one call',
        description: 'At most 10 URLs are fetched at once; each counts against its operation\'s monthly quota, and when that runs out mid-batch the remaining URLs fail with quota_exceeded while the call still answers 200. The key needs the batch scope and the operation\'s scope.',
        tags: ['endpoints'],
        body: BatchBody,
        response: { 200: Type.Ref('BatchResult'), ...problemResponses(400, 401, 403, 413, 415) },
        security: securityOf('batch'),
      },
      onRequest: accessGuard({ endpoint: 'batch', metering: 'per-item' }, deps.access),
    },
    async (request, reply) => {
      const { operation, urls } = request.body;
      if (urls.length === 0) return sendProblem(reply, { code: 'invalid_parameter', detail: 'urls must hold at least one URL' });
      if (urls.length > MAX_BATCH_URLS) return sendProblem(reply, { code: 'too_many_urls', detail: `a batch holds at most ${MAX_BATCH_URLS} URLs; this one has ${urls.length}` });
      const caller = request.access as Caller;
      if (!caller.scopes.includes(operation)) return sendProblem(reply, { code: 'forbidden', detail: `This key has no access to ${operation}, so it cannot batch it.` });
      const include = parseContentSelectors('include', request.body.include);
      if (!include.ok) return sendProblem(reply, include.failure);
      const exclude = parseContentSelectors('exclude', request.body.exclude);
      if (!exclude.ok) return sendProblem(reply, exclude.failure);
      const meter = quotaMeter(deps.access, caller, operation);
      const result = await runBatch(operation, urls, {
        services: caller.env === 'test' ? deps.services.test : deps.services.live,
        call: callOf(request),
        meter,
        render: request.body.render ?? 'auto',
        selectors: { ...(include.value ? { include: include.value } : {}), ...(exclude.value ? { exclude: exclude.value } : {}) },
        ...(request.body.structured_data ? { structuredData: true } : {}),
      });
      const allowance = meter.latest();
      if (allowance) setRateLimitHeaders(reply, allowance);
      return reply.type('application/json; charset=utf-8').serializer(serializeBatch).send(result);
    },
  );
}
