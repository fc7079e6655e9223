import autocannon, { type Request } from 'autocannon';

export interface LoadResult {
  readonly label: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
}

export interface LoadOptions {
  readonly label: string;
  readonly url: string;
  readonly connections: number;
  /** How long to drive the server; or, with `amount`, the whole of a fixed list of requests. */
  readonly durationSeconds?: number;
  /**
   * Send exactly this many requests (the paths pathFor(0…amount−1)) and report them over the time
   * they took: two servers given the same list do the same work, whatever their speed.
   */
  readonly amount?: number;
  /** Path of the n-th request; lets every request ask for a different page. */
  readonly pathFor?: (n: number) => string;
  readonly headers?: Record<string, string>;
}

/** Drives a server from this process with autocannon and reports throughput and latency. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let n = 0;
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount === undefined ? { duration: options.durationSeconds ?? 10 } : { amount: options.amount }),
    headers: options.headers ?? {},
    requests: [{
      ...(options.pathFor ? { setupRequest: (request: Request): Request => ({ ...request, path: options.pathFor!(n++) }) } : {}),
      onResponse: () => void (lastAnswerAt = performance.now()),
    }],
  });
  return {
    label: options.label,
    // Over the time to the last answer: autocannon ends a fixed amount of requests at its next
    // one-second tick, so its own duration would put a run of a few seconds off by up to a third.
    requestsPerSecond: options.amount === undefined ? result.requests.average : result.requests.total / ((lastAnswerAt - startedAt) / 1000),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function formatLoad(r: LoadResult): string {
  const rps = r.requestsPerSecond.toFixed(0).padStart(7);
  return `${r.label.padEnd(44)} ${rps} req/s   p50 ${r.p50Ms.toFixed(1).padStart(6)} ms   p99 ${r.p99Ms.toFixed(1).padStart(6)} ms   (${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`;
}
