import { Type } from 'typebox';
import { OneOf } from '../../results/plain-kinds.js';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../app-services.js';
import { CONTENT_FORMATS } from '../../analyzers/extract/formats.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { answerFromPage } from '../page-answer.js';
import { MaxAgeParam, pageRouteSchema, RenderedPageParams, RenderParam } from '../schemas.js';
import { OPERATIONS } from '../../domain/operations.js';


const ExtractQuery = Type.Object({
  url: Type.Optional(Type.String({ description: 'Fully-qualified http or https URL of a public web page.' })),
  maxAge: MaxAgeParam,
  format: Type.Optional(OneOf(CONTENT_FORMATS, { default: 'text', description: 'content as text (default), markdown or html' })),
  render: RenderParam,
  ...RenderedPageParams,
  probe_images: Type.Optional(Type.Boolean({
    default: false,
    description: 'true: read the size of images the markup does not size from their first 64 KB (at most 20 images, 6 at a time, 2 s in all; sizes remembered per image URL). Default false: sizes from the markup only, no image fetched.',
  })),
});

export interface ExtractRouteDeps {
  readonly services: Pick<Services, 'live' | 'test'>;
  readonly access: AccessDeps;
}

export function registerExtractRoute(app: HttpApp, deps: ExtractRouteDeps): void {
  app.get(
    OPERATIONS.extract.path,
    {
      schema: pageRouteSchema('extract', { summary: 'Main content, metadata, links and images of a page (or of a PDF)', querystring: ExtractQuery }),
      onRequest: accessGuard({ endpoint: 'extract' }, deps.access),
    },
    (request, reply) =>
      answerFromPage(request, reply, deps.services, (s, target, call) => s.extract.extract(target, request.query.format ?? 'text', { probeImages: request.query.probe_images ?? false, render: request.query.render ?? 'auto' }, call), { cachedInBody: true }),
  );
}
