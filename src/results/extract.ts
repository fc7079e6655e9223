import { Type, type Static } from 'typebox';
import { PageMetadataMembers } from './page-metadata.js';

/** The extract answer (docs/reference/api.md#extract), plus `truncated` when a list was cut at its cap. */
export const ExtractResult = Type.Object(
  {
    url: Type.String(),
    title: Type.String(),
    description: Type.String(),
    ...PageMetadataMembers,
    excerpt: Type.String({ description: 'First 160 characters of the content (as plain text)' }),
    content: Type.String({ description: 'Main content, cleaned: plain text with paragraph breaks, or Markdown / HTML with format=' }),
    links: Type.Array(Type.Object({ text: Type.String(), href: Type.String(), type: Type.String({ description: 'internal, external, anchor, mailto or tel' }) })),
    images: Type.Array(Type.Object({ src: Type.String(), alt: Type.String(), width: Type.Integer({ description: 'Pixels from the markup (attributes, srcset, og:image:width, inline style), or the probed header with probe_images=true; 0 when unknown' }), height: Type.Integer({ description: 'Pixels, as width; 0 when unknown' }) })),
    truncated: Type.Optional(Type.Object(
      { links: Type.Boolean(), images: Type.Boolean() },
      { description: 'Only when links (capped at 5,000) or images (capped at 1,000) were cut: which; the lists keep document order' },
    )),
    metadata: Type.Record(Type.String(), Type.String(), { description: 'og:*, twitter:* and article:* meta tags by name' }),
    structured_data: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()), {
      description: 'Only with structured_data=true: every JSON-LD, microdata and RDFa Lite item of the page as a JSON-LD object (@type and its properties, schema.org terms without their IRI prefix, @context left out), in document order; @graph and top-level array members are items of their own, nested items stay nested',
    })),
    read_time: Type.Integer({ description: 'Minutes at 238 words per minute' }),
    word_count: Type.Integer(),
    cached: Type.Boolean(),
    extracted_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'ExtractResult' },
);
export type ExtractResult = Static<typeof ExtractResult>;

/** What the extract analyser finds: the result without what the service adds. */
export type ExtractFields = Omit<ExtractResult, 'url' | 'cached' | 'extracted_at'>;
export type ExtractLink = ExtractResult['links'][number];
export type ExtractImage = ExtractResult['images'][number];
export type ExtractTruncation = NonNullable<ExtractResult['truncated']>;
