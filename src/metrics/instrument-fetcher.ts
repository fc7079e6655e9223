import type { PageFetcher } from '../fetch/fetch-page.js';
import type { Metrics } from './metrics.js';

/** The fetcher, counting each page fetch's outcome, bytes and time. */
export function instrumentFetcher(fetcher: PageFetcher, metrics: Metrics): PageFetcher {
  return {
    async fetchPage(url, options) {
      const started = performance.now();
      const outcome = await fetcher.fetchPage(url, options);
      const ms = performance.now() - started;
      metrics.upstreamSeconds.observe(ms / 1000);
      metrics.upstreamFetches.inc({ outcome: outcome.ok ? 'ok' : outcome.failure.code });
      if (outcome.ok) metrics.upstreamBytes.inc(outcome.value.bytes.transferred);
      return outcome;
    },
    fetchImagePrefix: (url, options) => fetcher.fetchImagePrefix(url, options),
    close: () => fetcher.close(),
  };
}
