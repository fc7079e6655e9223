import { Type, type Static } from 'typebox';
import { PageMetadataMembers } from './page-metadata.js';

/** The preview answer (docs/reference/api.md#preview), plus `favicon`, which batch items return (docs/reference/api.md#batch). */
export const PreviewResult = Type.Object(
  {
    url: Type.String({ description: 'The requested URL' }),
    title: Type.String({ description: 'Page title ("" when the page has none)' }),
    description: Type.String({ description: 'Meta description' }),
    image: Type.String({ description: 'Open Graph image URL, absolute' }),
    site_name: Type.String({ description: 'Site name' }),
    type: Type.String({ description: 'Open Graph type' }),
    favicon: Type.String({ description: 'Favicon URL, absolute' }),
    ...PageMetadataMembers,
    cached: Type.Boolean({ description: 'Whether the result came from cache' }),
    extracted_at: Type.String({ format: 'date-time', description: 'Time of extraction' }),
  },
  { $id: 'PreviewResult' },
);
export type PreviewResult = Static<typeof PreviewResult>;

/** What the preview analyser finds: the result without what the service adds. Every field is a string, "" when the page offers nothing. */
export type PreviewFields = Omit<PreviewResult, 'url' | 'cached' | 'extracted_at'>;
