import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import { checkTargetUrl } from '../../fetch/address-policy.js';
import type { ScreenshotService } from '../../screenshot/screenshot-service.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { isTestAccess } from '../middleware/access.js';
import { sendProblem } from '../problem.js';
import { MaxAgeParam, pageRouteSchema, problemResponses } from '../schemas.js';
import { OPERATIONS } from '../../domain/operations.js';


const ScreenshotQuery = Type.Object({
  url: Type.Optional(Type.String({ description: 'Fully-qualified http or https URL of a public web page.' })),
  width: Type.Optional(Type.Integer({ minimum: 320, maximum: 3840, default: 1200, description: 'Viewport and image width in pixels (320–3840)' })),
  height: Type.Optional(Type.Integer({ minimum: 240, maximum: 4320, default: 630, description: 'Viewport height in pixels (240–4320); the image height unless fullPage' })),
  fullPage: Type.Optional(Type.Boolean({ default: false, description: 'Capture the whole page (lazy content scrolled into view), cut at 16384 px' })),
  maxAge: MaxAgeParam,
});

const ImageParams = Type.Object({ id: Type.String({ description: '<id>.png, as in the link' }) });
/** Typed loosely on purpose: the body is the PNG's bytes, sent as they are, never serialised. */
const PNG_RESPONSE: Record<number, unknown> = {
  200: { description: 'The PNG image', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } },
};
const ImageQuery = Type.Object({ expires: Type.Optional(Type.String()), signature: Type.Optional(Type.String()) });

export interface ScreenshotRouteDeps {
  readonly live: ScreenshotService;
  readonly test: ScreenshotService;
  readonly access: AccessDeps;
}

export function registerScreenshotRoutes(app: HttpApp, deps: ScreenshotRouteDeps): void {
  app.get(
    OPERATIONS.screenshot.path,
    {
      schema: pageRouteSchema('screenshot', { summary: 'Screenshot of a page (PNG behind a signed link)', querystring: ScreenshotQuery, problems: [400, 401, 403, 422, 429, 451, 502, 503, 504] }),
      onRequest: accessGuard({ endpoint: 'screenshot' }, deps.access),
    },
    async (request, reply) => {
      const target = checkTargetUrl(request.query.url ?? '');
      if (!target.ok) return sendProblem(reply, target.failure);
      const service = isTestAccess(request.access) ? deps.test : deps.live;
      const { width = 1200, height = 630, fullPage = false } = request.query;
      const { maxAge } = request.query;
      const outcome = await service.capture({
        url: target.value, width, height, fullPage,
        ...(maxAge === undefined ? {} : { maxAgeMs: maxAge * 1000 }),
        onCacheHit: (capturedAt) => reply.header('Age', String(Math.max(0, Math.floor((deps.access.clock.now() - capturedAt) / 1000)))),
      });
      reply.header('X-Cache', outcome.ok && outcome.value.cached ? 'HIT' : 'MISS');
      if (!outcome.ok) return sendProblem(reply, outcome.failure);
      return outcome.value;
    },
  );

  app.get(
    '/screenshots/:id',
    {
      schema: {
        summary: 'A screenshot image, by the signed link /screenshot handed out (no key needed)',
        tags: ['endpoints'],
        params: ImageParams,
        querystring: ImageQuery,
        response: { ...PNG_RESPONSE, ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.endsWith('.png') ? request.params.id.slice(0, -4) : '';
      const { expires = '', signature = '' } = request.query;
      const image = await deps.live.image(id, expires, signature);
      if (!image.ok) return sendProblem(reply, image.failure);
      const maxAgeSeconds = Math.max(0, Math.floor((image.value.expiresAt - deps.access.clock.now()) / 1000));
      return reply
        .type(image.value.contentType)
        .header('Cache-Control', `private, max-age=${maxAgeSeconds}, immutable`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(image.value.bytes);
    },
  );
}
