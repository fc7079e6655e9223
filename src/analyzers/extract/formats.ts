/** The formats /extract returns content in (docs/reference/api.md#extract), apart from the extractor so routes can name them cheaply. */
export const CONTENT_FORMATS = ['text', 'markdown', 'html'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];
