import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../main.js';
import { BATCH_OPERATIONS, MAX_BATCH_URLS, runBatch } from '../../services/batch-service.js';
import { accessGuard, countQuota, quotaExceeded, type AccessDeps, type QuotaCount } from '../middleware/access-guard.js';
import type { KeyAccess } from '../middleware/access.js';
import { setRateLimitHeaders } from '../middleware/rate-limit-headers.js';
import { sendProblem } from '../problem.js';
import { callOf } from '../call-of.js';
import { problemResponses } from '../schemas.js';

const BatchBody = Type.Object({
  operation: Type.Union(BATCH_OPERATIONS.map((op) => Type.Literal(op)), { description: 'extract or preview' }),
  urls: Type.Array(Type.String(), { description: `1 to ${MAX_BATCH_URLS} URLs` }),
});

const ExtractData = Type.Object({
  url: Type.String(), title: Type.String(), content: Type.String(), excerpt: Type.String(),
  word_count: Type.Integer(), read_time: Type.Integer(), extracted_at: Type.String({ format: 'date-time' }),
}, { description: 'operation extract' });
const PreviewData = Type.Object({
  url: Type.String(), title: Type.String(), description: Type.String(), image: Type.String(), favicon: Type.String(),
}, { description: 'operation preview' });

const BatchResponse = Type.Object({
  results: Type.Array(
    Type.Object({
      url: Type.String(),
      success: Type.Boolean(),
      data: Type.Optional(Type.Union([ExtractData, PreviewData])),
      error: Type.Optional(Type.String({ description: '"<code>: <reason>", e.g. "blocked_url: private address 10.0.0.5"' })),
    }),
  ),
  summary: Type.Object({ total: Type.Integer(), successful: Type.Integer(), failed: Type.Integer(), operation: Type.String() }),
});

export interface BatchRouteDeps {
  readonly services: Pick<Services, 'live' | 'test'>;
  readonly access: AccessDeps;
}

export function registerBatchRoute(app: HttpApp, deps: BatchRouteDeps): void {
  app.post(
    '/batch',
    {
      schema: {
        summary: 'Preview or extract for up to 50 URLs in one call',
        description: 'At most 10 URLs are fetched at once; each counts against its operation\'s monthly quota, and when that runs out mid-batch the remaining URLs fail with quota_exceeded while the call still answers 200. The key needs the batch scope and the operation\'s scope.',
        tags: ['endpoints'],
        body: BatchBody,
        response: { 200: BatchResponse, ...problemResponses(400, 401, 403, 413, 415) },
        security: [{ bearer: [] }, { apiKey: [] }],
      },
      onRequest: accessGuard({ endpoint: 'batch', metering: 'per-item' }, deps.access),
    },
    async (request, reply) => {
      const { operation, urls } = request.body;
      if (urls.length === 0) return sendProblem(reply, { code: 'invalid_parameter', detail: 'urls must hold at least one URL' });
      if (urls.length > MAX_BATCH_URLS) return sendProblem(reply, { code: 'too_many_urls', detail: `a batch holds at most ${MAX_BATCH_URLS} URLs; this one has ${urls.length}` });
      const access = request.access as KeyAccess;
      if (!access.scopes.includes(operation)) return sendProblem(reply, { code: 'forbidden', detail: `This key has no access to ${operation}, so it cannot batch it.` });
      let lastCount: QuotaCount | undefined;
      const result = await runBatch(operation, urls, {
        services: access.env === 'test' ? deps.services.test : deps.services.live,
        call: callOf(request),
        admit: async () => {
          lastCount = await countQuota(deps.access, access, operation);
          return lastCount.admitted ? { ok: true, value: lastCount.charge } : { ok: false, failure: quotaExceeded(access, operation, lastCount) };
        },
      });
      if (lastCount) setRateLimitHeaders(reply, { limit: lastCount.limit, remaining: lastCount.limit - lastCount.used, resetsAt: lastCount.resetsAt });
      return result;
    },
  );
}
