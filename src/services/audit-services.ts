import type { Outcome } from '../errors.js';
import type { AeoFields, AeoResult, SeoFields, SeoResult } from '../results/index.js';
import { noInputs, type Analysis, type PagePipeline } from './page-pipeline.js';
import type { SiteFiles } from './site-files.js';
import type { Call } from './call.js';
import { answersOf } from './hit-answers.js';

export type { AeoResult, SeoResult };

export interface SeoService {
  audit(target: URL, call?: Call): Promise<Outcome<SeoResult & { readonly cached: boolean }>>;
}

export interface AeoService {
  audit(target: URL, call?: Call): Promise<Outcome<AeoResult & { readonly cached: boolean }>>;
}

export function createSeoService(pipeline: PagePipeline): SeoService {
  const seoAnswerOf = answersOf((target, { result, analyzedAt }: Analysis<SeoFields>, cached): SeoResult & { readonly cached: boolean } => ({ url: target.href, analyzed_at: analyzedAt, ...result, cached }));
  return {
    async audit(target, call) {
      // seo.v2: answers gained structured_data, so entries cached before it are not served.
      const outcome = await pipeline.analysePage('seo.v2', target, { operation: 'seo', options: {}, inputs: noInputs, finish: (fields) => fields }, call);
      if (!outcome.ok) return outcome;
      return { ok: true, value: seoAnswerOf(target, outcome.value) };
    },
  };
}

/** AEO also reads the site's robots.txt and llms.txt, gathered (and cached per origin) here, on the main thread. */
export function createAeoService(pipeline: PagePipeline, siteFiles: SiteFiles): AeoService {
  const aeoAnswerOf = answersOf((target, { result, analyzedAt }: Analysis<AeoFields>, cached): AeoResult & { readonly cached: boolean } => ({ url: target.href, ...result, timestamp: analyzedAt, cached }));
  return {
    async audit(target, call) {
      const outcome = await pipeline.analysePage('aeo', target, {
        operation: 'aeo',
        options: {},
        async inputs(fetched, observed) {
          const origin = new URL(fetched.finalUrl).origin;
          const [robotsTxt, llmsTxt] = await Promise.all([siteFiles.robotsTxt(origin, observed), siteFiles.llmsTxt(origin, observed)]);
          return { robotsTxt, llmsTxt, pageBytes: fetched.bytes.decoded };
        },
        finish: (fields) => fields,
      }, call);
      if (!outcome.ok) return outcome;
      return { ok: true, value: aeoAnswerOf(target, outcome.value) };
    },
  };
}
