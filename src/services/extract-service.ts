import type { Outcome } from '../errors.js';
import type { ContentFormat, ExtractFields } from '../analyzers/extract/extract.js';
import type { ExtractTaskResult } from '../analysis/task-types.js';
import type { ImageSizeProber } from './image-sizes.js';
import { noInputs, type PagePipeline } from './page-pipeline.js';
import type { Call } from './call.js';

/** SPEC 2.2. */
export interface ExtractResult extends ExtractFields {
  readonly url: string;
  readonly cached: boolean;
  readonly extracted_at: string;
}

export interface ExtractOptions {
  /**
   * Read the intrinsic size of the images whose size the markup does not give in full from
   * their headers (GET /extract?probe_images=true). Off by default: sizes come from the markup
   * only and no image is fetched. /batch never probes.
   */
  readonly probeImages?: boolean;
}

export interface ExtractService {
  extract(target: URL, format: ContentFormat, options?: ExtractOptions, call?: Call): Promise<Outcome<ExtractResult>>;
}

/**
 * The result cache key: a probed answer and a markup-only answer are cached apart, so a probed
 * answer is never served to a request that did not ask to probe (its sizes are not the documented
 * markup-only ones) nor a markup-only one to a request that did (it would lack the probed sizes).
 * /batch uses the markup-only key, so it shares entries with plain GET /extract?format=text.
 */
export function extractCacheKey(format: ContentFormat, options: ExtractOptions = {}): string {
  return options.probeImages ? `extract:${format}:probed` : `extract:${format}`;
}

/**
 * Header probes run on the main thread after the analysis, only when asked for, for the images
 * whose size the markup does not give in full; a size read from the image itself wins over a
 * partial one (as in describeImages).
 */
async function withMeasuredImages(analysed: ExtractTaskResult, prober: ImageSizeProber): Promise<ExtractFields> {
  if (analysed.imagesToMeasure.length === 0) return analysed.fields;
  const measured = await prober.probe(analysed.imagesToMeasure);
  if (measured.size === 0) return analysed.fields;
  const toMeasure = new Set(analysed.imagesToMeasure);
  const images = analysed.fields.images.map((image) => {
    const size = toMeasure.has(image.src) ? measured.get(image.src) : undefined;
    return size ? { ...image, width: size.width, height: size.height } : image;
  });
  return { ...analysed.fields, images };
}

export function createExtractService(pipeline: PagePipeline, prober: ImageSizeProber): ExtractService {
  return {
    async extract(target, format, options = {}, call) {
      const outcome = await pipeline.run(extractCacheKey(format, options), target, {
        operation: 'extract',
        options: { format },
        inputs: noInputs,
        finish: (analysed) => (options.probeImages ? withMeasuredImages(analysed, prober) : analysed.fields),
      }, call);
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
