import type { PageFetcher } from '../fetch/fetch-page.js';
import type { ResultCache } from './result-cache.js';
import { timedUpstream, UNOBSERVED, type Call } from './call.js';

/** A site-level file as an analyser sees it. */
export type SiteFile = { readonly status: 'found'; readonly text: string } | { readonly status: 'missing' } | { readonly status: 'unreachable' };

/** robots.txt and llms.txt of an origin, gathered by the service (analysers stay pure). */
export interface SiteFiles {
  robotsTxt(origin: string, call?: Call): Promise<SiteFile>;
  llmsTxt(origin: string, call?: Call): Promise<SiteFile>;
}

/** Google reads the first 500 KiB of a robots.txt; so do we, and the same for llms.txt. */
const MAX_SITE_FILE_CHARS = 500 * 1024;

/**
 * Fetches through the safe fetcher and caches per origin. Statuses follow RFC 9309 §2.3.1:
 * 2xx → found; 4xx → missing (no rules apply); 5xx or no answer → unreachable (a crawler must
 * then assume it may fetch nothing). An llms.txt served as HTML is a soft 404: missing.
 */
export function createSiteFiles(fetcher: PageFetcher, cache: ResultCache): SiteFiles {
  async function load(url: string, htmlMeansMissing: boolean, call: Call): Promise<SiteFile> {
    const fetched = await timedUpstream(call, () => fetcher.fetchPage(url, { expect: 'text', acceptAnyStatus: true }));
    if (!fetched.ok) return fetched.failure.code === 'unsupported_content' ? { status: 'missing' } : { status: 'unreachable' };
    const { status, contentType, html } = fetched.value;
    if (status >= 500) return { status: 'unreachable' };
    if (status >= 400 || (htmlMeansMissing && contentType === 'text/html')) return { status: 'missing' };
    return { status: 'found', text: html.slice(0, MAX_SITE_FILE_CHARS) };
  }
  async function cached(name: string, origin: string, htmlMeansMissing: boolean, call: Call): Promise<SiteFile> {
    const outcome = await cache.getOrCompute(`site-file:${name}:${origin}`, async () => ({ ok: true, value: await load(`${origin}/${name}`, htmlMeansMissing, call) }));
    return outcome.ok ? outcome.value.value : { status: 'unreachable' };
  }
  return {
    robotsTxt: (origin, call = UNOBSERVED) => cached('robots.txt', origin, false, call),
    llmsTxt: (origin, call = UNOBSERVED) => cached('llms.txt', origin, true, call),
  };
}

/** Fixture pages live on a reserved domain with no site files. */
export const noSiteFiles: SiteFiles = {
  robotsTxt: async () => ({ status: 'missing' }),
  llmsTxt: async () => ({ status: 'missing' }),
};
