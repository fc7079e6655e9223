import { Type } from 'typebox';
import { OneOf } from '../../results/plain-kinds.js';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../app-services.js';
import { CONTENT_FORMATS } from '../../analyzers/extract/formats.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { answerFromPage } from '../page-answer.js';
import { MaxAgeParam, pageRouteSchema, RenderedPageParams, RenderParam } from '../schemas.js';
import { MAX_CONTENT_SELECTORS, parseContentSelectors } from '../content-selectors.js';
import { sendProblem } from '../problem.js';
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
  include: Type.Optional(Type.String({ minLength: 1, maxLength: 4096, description: `Comma-separated CSS selectors (at most ${MAX_CONTENT_SELECTORS}): the matching elements are the content, in document order (none matching: the page's main content)` })),
  exclude: Type.Optional(Type.String({ minLength: 1, maxLength: 4096, description: `Comma-separated CSS selectors (at most ${MAX_CONTENT_SELECTORS}): the matching elements are removed before anything is extracted` })),
  structured_data: Type.Optional(Type.Boolean({ default: false, description: 'true: add structured_data, every JSON-LD, microdata and RDFa Lite item of the page as a JSON-LD object, in document order. Default false.' })),
  markdown_links: Type.Optional(Type.Boolean({ default: true, description: 'format=markdown: true (default) writes links as [text](url); false keeps only their text (images stay). Other formats ignore it.' })),
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
    (request, reply) => {
      const include = parseContentSelectors('include', request.query.include);
      if (!include.ok) return sendProblem(reply, include.failure);
      const exclude = parseContentSelectors('exclude', request.query.exclude);
      if (!exclude.ok) return sendProblem(reply, exclude.failure);
      const options = {
        probeImages: request.query.probe_images ?? false,
        render: request.query.render ?? 'auto',
        ...(include.value ? { include: include.value } : {}),
        ...(exclude.value ? { exclude: exclude.value } : {}),
        ...(request.query.structured_data ? { structuredData: true } : {}),
        ...(request.query.markdown_links === false && request.query.format === 'markdown' ? { markdownLinks: false } : {}),
      } as const;
      return answerFromPage(request, reply, deps.services, (s, target, call) => s.extract.extract(target, request.query.format ?? 'text', options, call), { cachedInBody: true });
    },
  );
}
