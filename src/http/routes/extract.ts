import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import type { Services } from '../../main.js';
import { CONTENT_FORMATS } from '../../analyzers/extract/formats.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { answerFromPage } from '../page-answer.js';
import { MaxAgeParam, problemResponses } from '../schemas.js';

export const ExtractResultSchema = Type.Object(
  {
    url: Type.String(),
    title: Type.String(),
    description: Type.String(),
    excerpt: Type.String({ description: 'First 160 characters of the content (as plain text)' }),
    content: Type.String({ description: 'Main content, cleaned: plain text with paragraph breaks, or Markdown / HTML with format=' }),
    links: Type.Array(Type.Object({ text: Type.String(), href: Type.String(), type: Type.String({ description: 'internal, external, anchor, mailto or tel' }) })),
    images: Type.Array(Type.Object({ src: Type.String(), alt: Type.String(), width: Type.Integer({ description: 'Pixels from the markup (attributes, srcset, og:image:width, inline style), or the probed header with probe_images=true; 0 when unknown' }), height: Type.Integer({ description: 'Pixels, as width; 0 when unknown' }) })),
    truncated: Type.Optional(Type.Object(
      { links: Type.Boolean(), images: Type.Boolean() },
      { description: 'Only when links (capped at 5,000) or images (capped at 1,000) were cut: which; the lists keep document order' },
    )),
    metadata: Type.Record(Type.String(), Type.String(), { description: 'og:*, twitter:* and article:* meta tags by name' }),
    read_time: Type.Integer({ description: 'Minutes at 238 words per minute' }),
    word_count: Type.Integer(),
    cached: Type.Boolean(),
    extracted_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'ExtractResult' },
);

const ExtractQuery = Type.Object({
  url: Type.Optional(Type.String({ description: 'Fully-qualified http or https URL of a public web page.' })),
  maxAge: MaxAgeParam,
  format: Type.Optional(Type.Union(CONTENT_FORMATS.map((f) => Type.Literal(f)), { default: 'text', description: 'content as text (default), markdown or html' })),
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
    '/extract',
    {
      schema: {
        summary: 'Main content, metadata, links and images of a page',
        tags: ['endpoints'],
        querystring: ExtractQuery,
        response: { 200: Type.Ref('ExtractResult'), ...problemResponses(400, 401, 403, 422, 429, 451, 502, 504) },
        security: [{ bearer: [] }, { apiKey: [] }],
      },
      onRequest: accessGuard({ endpoint: 'extract' }, deps.access),
    },
    (request, reply) =>
      answerFromPage(request, reply, deps.services, (s, target, call) => s.extract.extract(target, request.query.format ?? 'text', { probeImages: request.query.probe_images ?? false }, call), { cachedInBody: true }),
  );
}
