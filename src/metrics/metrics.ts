import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Live figures the metrics read when scraped, from parts that keep their own counts. */
export interface MetricSources {
  readonly browser?: () => { readonly launches: number; readonly contexts: number; readonly active: number; readonly queued: number };
  readonly analysis?: () => { readonly workers: number; readonly running: number; readonly waiting: number };
  /** The in-process caches: fetched pages, and results in front of the store. */
  readonly caches?: () => { readonly pages: number; readonly pageBytes: number; readonly results: number; readonly resultBytes: number };
  /** Each store this instance uses and whether it is up now. */
  readonly stores?: () => readonly { readonly component: string; readonly up: boolean }[];
}

export interface Metrics {
  readonly registry: Registry;
  readonly requests: Counter<'route' | 'method' | 'status' | 'cache'>;
  readonly requestSeconds: Histogram<'route' | 'method'>;
  readonly upstreamFetches: Counter<'outcome'>;
  readonly upstreamBytes: Counter;
  readonly upstreamSeconds: Histogram;
  readonly quotaDenials: Counter<'route' | 'kind'>;
  /** Calls answered 503 because a store (postgres, redis, sqlite) could not serve them. */
  readonly storeUnavailable: Counter<'route' | 'component'>;
  /** Store calls and timed writes that failed because the store could not serve (a usage flush on a full disk, a skipped cache write). */
  readonly storeFaults: Counter<'component' | 'operation'>;
  /** Prometheus text exposition of every metric. */
  render(): Promise<string>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

function sourceGauges(registry: Registry, sources: MetricSources): void {
  const gauge = (name: string, help: string, read: () => number | undefined) =>
    new Gauge({
      name, help, registers: [registry],
      collect() {
        const value = read();
        if (value !== undefined) this.set(value);
      },
    });
  const { browser, analysis, caches } = sources;
  gauge('pagelens_browser_launches', 'Screenshot browser launches since start (restarts = launches - 1)', () => browser?.().launches);
  gauge('pagelens_browser_captures', 'Browser contexts opened for captures since start', () => browser?.().contexts);
  gauge('pagelens_browser_active', 'Captures running now', () => browser?.().active);
  gauge('pagelens_browser_queued', 'Captures waiting for a page', () => browser?.().queued);
  gauge('pagelens_analysis_workers', 'Analysis worker threads', () => analysis?.().workers);
  gauge('pagelens_analysis_running', 'Page analyses running now', () => analysis?.().running);
  gauge('pagelens_analysis_waiting', 'Page analyses waiting for a worker', () => analysis?.().waiting);
  gauge('pagelens_page_cache_pages', 'Fetched pages kept in memory for other analyses of them', () => caches?.().pages);
  gauge('pagelens_page_cache_bytes', 'Bytes of the fetched pages kept in memory', () => caches?.().pageBytes);
  gauge('pagelens_result_cache_memory_entries', 'Results kept in memory in front of the store', () => caches?.().results);
  gauge('pagelens_result_cache_memory_bytes', 'Bytes of the results kept in memory (as JSON length)', () => caches?.().resultBytes);
  new Gauge({
    name: 'pagelens_store_up', help: 'Whether each store this instance uses can serve now (1) or not (0)', labelNames: ['component'], registers: [registry],
    collect() {
      for (const store of sources.stores?.() ?? []) this.set({ component: store.component }, store.up ? 1 : 0);
    },
  });
}

/** One registry per service instance (tests run several in a process), with process metrics. */
export function createMetrics(sources: MetricSources = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pagelens_' });
  sourceGauges(registry, sources);
  const registers = [registry];
  return {
    registry,
    requests: new Counter({ name: 'pagelens_http_requests_total', help: 'HTTP requests answered, by route, status and X-Cache', labelNames: ['route', 'method', 'status', 'cache'], registers }),
    requestSeconds: new Histogram({ name: 'pagelens_http_request_duration_seconds', help: 'Time to answer, by route', labelNames: ['route', 'method'], buckets: LATENCY_BUCKETS, registers }),
    upstreamFetches: new Counter({ name: 'pagelens_upstream_fetches_total', help: 'Upstream page fetches by outcome (ok or the error code)', labelNames: ['outcome'], registers }),
    upstreamBytes: new Counter({ name: 'pagelens_upstream_bytes_total', help: 'Upstream bytes received (as transferred)', registers }),
    upstreamSeconds: new Histogram({ name: 'pagelens_upstream_fetch_duration_seconds', help: 'Time of one upstream fetch, redirects and body included', buckets: LATENCY_BUCKETS, registers }),
    storeUnavailable: new Counter({ name: 'pagelens_store_unavailable_responses_total', help: 'Calls answered 503 unavailable because a store could not serve them, by store', labelNames: ['route', 'component'], registers }),
    storeFaults: new Counter({ name: 'pagelens_store_faults_total', help: 'Store calls and timed writes that failed because the store could not serve (e.g. a usage flush on a full disk)', labelNames: ['component', 'operation'], registers }),
    quotaDenials: new Counter({ name: 'pagelens_quota_denials_total', help: 'Calls refused with 429: kind keyless (IP limit), quota (a key\'s monthly quota) or login', labelNames: ['route', 'kind'], registers }),
    render: () => registry.metrics(),
  };
}
