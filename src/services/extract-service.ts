import type { Outcome } from '../errors.js';
import type { ContentFormat } from '../analyzers/extract/extract.js';
import type { ExtractFields, ExtractResult } from '../results/extract.js';
import type { ExtractTaskResult } from '../analysis/task-types.js';
import type { ImageSizeProber } from './image-sizes.js';
import { noInputs, type Analysis, type PagePipeline } from './page-pipeline.js';
import type { Call } from './call.js';
import type { RenderMode } from '../domain/render.js';
import { answersOf } from './hit-answers.js';

export type { ExtractResult };


export interface ExtractOptions {
  /**
   * Read the intrinsic size of the images whose size the markup does not give in full from
   * their headers (GET /extract?probe_images=true). Off by default: sizes come from the markup
   * only and no image is fetched. /batch never probes.
   */
  readonly probeImages?: boolean;
  /** Default: the call's (auto). */
  readonly render?: RenderMode;
  /** CSS selectors: the matching elements are the content (include), or are removed first (exclude). */
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  /** Add `structured_data`: the page's JSON-LD, microdata and RDFa items (GET /extract?structured_data=true). */
  readonly structuredData?: boolean;
  /** format=markdown: false writes links as their text only (GET /extract?markdown_links=false). */
  readonly markdownLinks?: boolean;
}

export interface ExtractService {
  extract(target: URL, format: ContentFormat, options?: ExtractOptions, call?: Call): Promise<Outcome<ExtractResult>>;
}

/**
 * The result cache key (one per pipeline: static and rendered answers live in namespaces of their
 * own). A probed answer and a markup-only answer are cached apart, so a probed answer is never
 * served to a request that did not ask to probe (its sizes are not the documented markup-only
 * ones) nor a markup-only one to a request that did (it would lack the probed sizes). /batch
 * uses the markup-only key, so it shares entries with plain GET /extract?format=text. v3: content gained
 * the key facts of product, recipe and event pages; `:sd` answers carry structured_data; `:nolinks`
 * Markdown has its links' text only.
 */
export function extractCacheKey(format: ContentFormat, options: ExtractOptions = {}): string {
  const selected = options.include?.length || options.exclude?.length ? `:${JSON.stringify([options.include ?? [], options.exclude ?? []])}` : '';
  return `extract.v3:${format}:${options.probeImages ? 'probed' : 'markup'}${selected}${options.structuredData ? ':sd' : ''}${options.markdownLinks === false ? ':nolinks' : ''}`;
}

/** What is cached. */
interface ExtractAnswer {
  readonly fields: ExtractFields;
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

/** `pipeline` chooses the static or the rendered page (render-choice.ts). */
export function createExtractService(pipeline: PagePipeline, prober: ImageSizeProber): ExtractService {
  const answerOf = answersOf((target, { result, analyzedAt }: Analysis<ExtractAnswer>, cached): ExtractResult => ({ url: target.href, ...result.fields, cached, extracted_at: analyzedAt }));
  function extractWith(target: URL, format: ContentFormat, options: ExtractOptions, call: Call | undefined) {
    return pipeline.analysePage(extractCacheKey(format, options), target, {
      operation: 'extract',
      options: { format, probeImages: options.probeImages === true, ...(options.include?.length ? { include: options.include } : {}), ...(options.exclude?.length ? { exclude: options.exclude } : {}), ...(options.structuredData ? { structuredData: true } : {}), ...(options.markdownLinks === false ? { markdownLinks: false } : {}) },
      inputs: noInputs,
      finish: async (analysed): Promise<ExtractAnswer> => ({
        fields: options.probeImages ? await withMeasuredImages(analysed, prober) : analysed.fields,
      }),
    }, call);
  }

  return {
    async extract(target, format, options = {}, call) {
      const rendering = options.render === undefined ? call : { ...call, render: options.render };
      const outcome = await extractWith(target, format, options, rendering);
      return outcome.ok ? { ok: true, value: answerOf(target, outcome.value) } : outcome;
    },
  };
}
