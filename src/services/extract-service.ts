import type { Outcome } from '../errors.js';
import { analyzeExtract, type ContentFormat, type ExtractFields } from '../analyzers/extract/extract.js';
import { imagesToMeasure } from '../analyzers/extract/images.js';
import type { ImageSizeProber } from './image-sizes.js';
import type { PagePipeline } from './page-pipeline.js';

/** SPEC 2.2. */
export interface ExtractResult extends ExtractFields {
  readonly url: string;
  readonly cached: boolean;
  readonly extracted_at: string;
}

export interface ExtractService {
  extract(target: URL, format: ContentFormat): Promise<Outcome<ExtractResult>>;
}

export function createExtractService(pipeline: PagePipeline, prober: ImageSizeProber): ExtractService {
  return {
    async extract(target, format) {
      const outcome = await pipeline.run(`extract:${format}`, target, async ({ page }) => {
        const measured = await prober.probe(imagesToMeasure(page));
        return analyzeExtract(page, format, measured);
      });
      if (!outcome.ok) return outcome;
      const { value, cached } = outcome.value;
      const r = value.result;
      return {
        ok: true,
        value: {
          url: target.href, title: r.title, description: r.description, excerpt: r.excerpt, content: r.content,
          links: r.links, images: r.images, ...(r.truncated ? { truncated: r.truncated } : {}), metadata: r.metadata, read_time: r.read_time, word_count: r.word_count,
          cached, extracted_at: value.analyzedAt,
        },
      };
    },
  };
}
