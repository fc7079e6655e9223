import { Type, type Static } from 'typebox';
import { ExtractResult } from './extract.js';
import { PreviewResult } from './preview.js';
import type { BatchOperation } from '../domain/operations.js';
import type { UpstreamReason } from '../errors.js';
import { UpstreamMembers } from './upstream.js';


/** An extract item of a batch: the single call's result without links, images and metadata (the page metadata fields stay). */
export const BatchExtractData = Type.Pick(ExtractResult, ['url', 'title', 'content', 'excerpt', 'word_count', 'read_time', 'extracted_at', 'author', 'published_at', 'modified_at', 'lang', 'logo', 'structured_data'], { description: 'operation extract' });
export type BatchExtractData = Static<typeof BatchExtractData>;

/** A preview item of a batch (docs/reference/api.md#batch). */
export const BatchPreviewData = Type.Pick(PreviewResult, ['url', 'title', 'description', 'image', 'favicon', 'author', 'published_at', 'modified_at', 'lang', 'logo'], { description: 'operation preview' });
export type BatchPreviewData = Static<typeof BatchPreviewData>;

/** The batch answer (docs/reference/api.md#batch). */
export const BatchResult = Type.Object({
  results: Type.Array(
    Type.Object({
      url: Type.String(),
      success: Type.Boolean(),
      data: Type.Optional(Type.Union([BatchExtractData, BatchPreviewData])),
      error: Type.Optional(Type.String({ description: '"<code>: <detail>", e.g. "blocked_url: private address 10.0.0.5"' })),
      ...UpstreamMembers,
    }),
  ),
  summary: Type.Object({ total: Type.Integer(), successful: Type.Integer(), failed: Type.Integer(), operation: Type.String() }),
}, { $id: 'BatchResult' });

export type BatchItem =
  | { readonly url: string; readonly success: true; readonly data: BatchExtractData | BatchPreviewData }
  | { readonly url: string; readonly success: false; readonly error: string; readonly reason?: UpstreamReason; readonly upstream_status?: number };

/** The batch as the service builds it: each item either succeeded with data or failed with an error. */
export type BatchResult = Omit<Static<typeof BatchResult>, 'results' | 'summary'> & {
  readonly results: BatchItem[];
  readonly summary: { readonly total: number; readonly successful: number; readonly failed: number; readonly operation: BatchOperation };
};
