import type { Outcome } from '../errors.js';
import type { AeoResult, SeoResult } from '../results/index.js';
import { noInputs, type PagePipeline } from './page-pipeline.js';
import type { SiteFiles } from './site-files.js';
import type { Call } from './call.js';

export type { AeoResult, SeoResult };

export interface SeoService {
  audit(target: URL, call?: Call): Promise<Outcome<SeoResult & { readonly cached: boolean }>>;
}

export interface AeoService {
  audit(target: URL, call?: Call): Promise<Outcome<AeoResult & { readonly cached: boolean }>>;
}

export function createSeoService(pipeline: PagePipeline): SeoService {
  return {
    async audit(target, call) {
      const outcome = await pipeline.run('seo', target, { operation: 'seo', options: {}, inputs: noInputs, finish: (fields) => fields }, call);
      if (!outcome.ok) return outcome;
      const { value, cached } = outcome.value;
      return { ok: true, value: { url: target.href, analyzed_at: value.analyzedAt, ...value.result, cached } };
    },
  };
}

/** AEO also reads the site's robots.txt and llms.txt, gathered (and cached per origin) here, on the main thread. */
export function createAeoService(pipeline: PagePipeline, siteFiles: SiteFiles): AeoService {
  return {
    async audit(target, call) {
      const outcome = await pipeline.run('aeo', target, {
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
      const { value, cached } = outcome.value;
      return { ok: true, value: { url: target.href, ...value.result, timestamp: value.analyzedAt, cached } };
    },
  };
}
