import type { Outcome } from '../errors.js';
import type { ContentFormat } from '../analyzers/extract/extract.js';
import type { ExtractFields, ExtractResult } from '../results/extract.js';
import type { ExtractTaskResult } from '../analysis/task-types.js';
import type { ImageSizeProber } from './image-sizes.js';
import { noInputs, type Analysis, type PagePipeline } from './page-pipeline.js';
import type { Call } from './call.js';
import { answersOf } from './hit-answers.js';

export type { ExtractResult };

/** render=: `never` the static HTML only; `always` the page as a browser leaves it; `auto` (default) the browser only when the static HTML has no main content. */
export const RENDER_MODES = ['auto', 'always', 'never'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];

/** How an answer was made (the X-Render header). */
export type Rendering = 'static' | 'browser';

/**
 * render=auto opens the page in the browser when the static HTML's main content has fewer words
 * than this and the page runs scripts: a page built by JavaScript ships an empty shell (or a
 * "please enable JavaScript" line); a page without scripts cannot grow content in a browser.
 */
export const MIN_STATIC_WORDS = 25;

export interface ExtractOptions {
  /**
   * Read the intrinsic size of the images whose size the markup does not give in full from
   * their headers (GET /extract?probe_images=true). Off by default: sizes come from the markup
   * only and no image is fetched. /batch never probes.
   */
  readonly probeImages?: boolean;
  /** Default 'auto'. */
  readonly render?: RenderMode;
}

export interface ExtractService {
  extract(target: URL, format: ContentFormat, options?: ExtractOptions, call?: Call): Promise<Outcome<ExtractResult>>;
}

/**
 * The result cache key (one per pipeline: static and rendered answers live in namespaces of their
 * own). A probed answer and a markup-only answer are cached apart, so a probed answer is never
 * served to a request that did not ask to probe (its sizes are not the documented markup-only
 * ones) nor a markup-only one to a request that did (it would lack the probed sizes). /batch
 * uses the markup-only key, so it shares entries with plain GET /extract?format=text.
 */
export function extractCacheKey(format: ContentFormat, options: ExtractOptions = {}): string {
  return `extract.v2:${format}:${options.probeImages ? 'probed' : 'markup'}`;
}

/** What is cached: the fields, and whether a browser could find more (render=auto). */
interface ExtractAnswer {
  readonly fields: ExtractFields;
  readonly runsScripts: boolean;
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

export interface ExtractPipelines {
  /** The page as fetched. */
  readonly static: PagePipeline;
  /** The page as the guarded browser leaves it. */
  readonly rendered: PagePipeline;
}

export function createExtractService(pipelines: ExtractPipelines, prober: ImageSizeProber): ExtractService {
  const answerOf = answersOf((target, { result, analyzedAt }: Analysis<ExtractAnswer>, cached): ExtractResult => ({ url: target.href, ...result.fields, cached, extracted_at: analyzedAt }));
  function extractWith(pipeline: PagePipeline, target: URL, format: ContentFormat, options: ExtractOptions, call: Call | undefined) {
    return pipeline.analysePage(extractCacheKey(format, options), target, {
      operation: 'extract',
      options: { format, probeImages: options.probeImages === true },
      inputs: noInputs,
      finish: async (analysed): Promise<ExtractAnswer> => ({
        fields: options.probeImages ? await withMeasuredImages(analysed, prober) : analysed.fields,
        runsScripts: analysed.runsScripts,
      }),
    }, call);
  }

  return {
    async extract(target, format, options = {}, call) {
      const render = options.render ?? 'auto';
      let outcome = await extractWith(render === 'always' ? pipelines.rendered : pipelines.static, target, format, options, call);
      let rendering: Rendering = render === 'always' ? 'browser' : 'static';
      if (!outcome.ok && render === 'always' && outcome.failure.code === 'unsupported_content') {
        // Not a page the browser shows (a PDF it would download): read as fetched.
        [outcome, rendering] = [await extractWith(pipelines.static, target, format, options, call), 'static'];
      }
      if (outcome.ok && render === 'auto') {
        const { fields, runsScripts } = outcome.value.value.result;
        if (runsScripts && fields.word_count < MIN_STATIC_WORDS) {
          // Best effort: when the browser cannot help (not installed, the page fails in it), the static answer stands.
          const rendered = await extractWith(pipelines.rendered, target, format, options, call);
          if (rendered.ok) [outcome, rendering] = [rendered, 'browser'];
        }
      }
      if (!outcome.ok) return outcome;
      call?.onRender?.(rendering);
      return { ok: true, value: answerOf(target, outcome.value) };
    },
  };
}
