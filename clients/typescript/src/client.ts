import type { components, paths } from './openapi.js';

type Schemas = components['schemas'];
type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;
type JsonOf<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer R } } } } } ? R : never;

export type Problem = Schemas['Problem'];
export type PreviewResult = JsonOf<'/preview'>;
export type ExtractResult = JsonOf<'/extract'>;
export type SeoResult = JsonOf<'/seo'>;
export type AeoResult = JsonOf<'/aeo'>;
export type StackResult = JsonOf<'/stack'>;
export type ScreenshotResult = JsonOf<'/screenshot'>;
export type OutlineResult = JsonOf<'/outline'>;
export type AnalyzeResult = JsonOf<'/analyze'>;
type BatchPath = paths['/batch']['post'];
export type BatchRequest = BatchPath['requestBody'] extends { content: { 'application/json': infer B } } | undefined ? B : never;
export type BatchResponse = BatchPath['responses'][200]['content']['application/json'];
type BodyOf<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;
export type JobRequest = BodyOf<'/jobs'>;
export type CrawlRequest = BodyOf<'/crawl'>;
export type JobStatus = Schemas['JobStatus'];
export type JobResults = Schemas['JobResults'];

/**
 * A call the service refused: its RFC 9457 problem, with the status and request id. A service
 * that could not be reached is one too: status 0, code `network_error`, the fetch error as
 * `cause`; an answer that is not what the endpoint answers (a proxy's HTML page, say) has code
 * `invalid_response`.
 */
export class PagelensError extends Error {
  override readonly name = 'PagelensError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly requestId: string | undefined,
    /** Seconds the service asked to wait (Retry-After), when it said. */
    readonly retryAfterSeconds: number | undefined,
    /** upstream_error: what the site answered instead of the page (not_found, challenge, login_wall, consent_wall, parked, http_error). */
    readonly reason?: string,
    /** upstream_error: the HTTP status the site answered, when it answered. */
    readonly upstreamStatus?: number,
    /** network_error: what fetch threw. */
    cause?: unknown,
  ) {
    super(`${status} ${code}${reason ? ` (${reason})` : ''}: ${detail}`, cause === undefined ? undefined : { cause });
  }
}

function networkError(base: string, error: unknown): PagelensError {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const why = cause instanceof Error ? `${(cause as { code?: string }).code ?? cause.name}: ${cause.message}` : String(cause);
  return new PagelensError(0, 'network_error', `Could not reach ${base} (${why}).`, undefined, undefined, undefined, undefined, error);
}

/** A 200 answer: JSON, or text for the formats that answer text (outline markdown and text). */
async function bodyOf(response: Response, expects: 'json' | 'text'): Promise<unknown> {
  const text = await response.text();
  if (expects === 'text') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const type = response.headers.get('content-type') ?? 'no content type';
    throw new PagelensError(response.status, 'invalid_response', `Expected JSON, got ${type}: ${text.slice(0, 120)}`, response.headers.get('x-request-id') ?? undefined, undefined);
  }
}

/** The site answered something that a retry will not change: its 404, a bot check, a wall, a parked domain, a 4xx. */
function isSettledUpstream(error: PagelensError): boolean {
  if (error.reason === undefined) return false;
  return error.reason !== 'http_error' || (error.upstreamStatus !== undefined && error.upstreamStatus < 500);
}

export interface ClientOptions {
  /** Where the service answers, e.g. http://127.0.0.1:8080. */
  readonly baseUrl: string;
  /** `pl_live_…` or `pl_test_…`; omitted for keyless calls (/preview, /stack). */
  readonly apiKey?: string;
  /** Tries after the first, for answers that say "try again": 429 and 503 with Retry-After, 502/504, and network errors on GETs. Default 2. */
  readonly retries?: number;
  /** A Retry-After longer than this is not waited for: the error is thrown at once. Default 30 s. */
  readonly maxRetryDelayMs?: number;
  /** Delay before the first retry when the service names none; doubles each time. Default 500 ms. */
  readonly backoffMs?: number;
  readonly fetch?: typeof fetch;
}

const RETRIABLE = new Set([429, 502, 503, 504]);

function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

async function problemFrom(response: Response): Promise<PagelensError> {
  const body = (await response.json().catch(() => ({}))) as Partial<Problem>;
  return new PagelensError(
    response.status,
    body.code ?? 'http_error',
    body.detail ?? response.statusText,
    body.request_id ?? response.headers.get('x-request-id') ?? undefined,
    retryAfterSeconds(response.headers.get('retry-after')),
    body.reason,
    body.upstream_status,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The service's own typed client: one method per endpoint, retrying what the service says to retry. */
export function createPagelensClient(options: ClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const retries = options.retries ?? 2;
  const maxDelayMs = options.maxRetryDelayMs ?? 30_000;
  const backoffMs = options.backoffMs ?? 500;
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = options.apiKey ? { 'X-API-Key': options.apiKey } : {};

  /** Waits before try `attempt`, or says not to try again. */
  function delayFor(error: PagelensError | undefined, attempt: number): number | undefined {
    if (attempt > retries) return undefined;
    const named = error?.retryAfterSeconds;
    if (named !== undefined) return named * 1000 <= maxDelayMs ? named * 1000 : undefined;
    return Math.min(maxDelayMs, backoffMs * 2 ** (attempt - 1));
  }

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, expects: 'json' | 'text' = 'json'): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(base + path, {
          method,
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      } catch (failure) {
        const wait = method !== 'POST' ? delayFor(undefined, attempt) : undefined;
        if (wait === undefined) throw networkError(base, failure);
        await sleep(wait);
        continue;
      }
      if (response.ok) return (await bodyOf(response, expects)) as T;
      const error = await problemFrom(response);
      const retriable = RETRIABLE.has(response.status) && (method !== 'POST' || response.status !== 502) && !isSettledUpstream(error);
      const wait = retriable ? delayFor(error, attempt) : undefined;
      if (wait === undefined) throw error;
      await sleep(wait);
    }
  }

  const get = <P extends keyof paths>(path: P, query: QueryOf<P>, expects: 'json' | 'text' = 'json'): Promise<JsonOf<P>> => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query as Record<string, unknown>)) if (value !== undefined) search.set(name, String(value));
    return call<JsonOf<P>>('GET', `${path}?${search}`, undefined, expects);
  };

  type OutlineQuery = Omit<QueryOf<'/outline'>, 'url' | 'format'>;
  /** The outline as JSON (the default), or as the markdown or plain text the service renders. */
  function outline(url: string, query?: OutlineQuery & { format?: 'json' }): Promise<OutlineResult>;
  function outline(url: string, query: OutlineQuery & { format: 'markdown' | 'text' }): Promise<string>;
  function outline(url: string, query: OutlineQuery & { format?: 'json' | 'markdown' | 'text' } = {}): Promise<OutlineResult | string> {
    const asText = query.format === 'markdown' || query.format === 'text';
    return get('/outline', { ...query, url } as QueryOf<'/outline'>, asText ? 'text' : 'json') as Promise<OutlineResult | string>;
  }

  return {
    preview: (url: string) => get('/preview', { url }),
    extract: (url: string, query: Omit<QueryOf<'/extract'>, 'url'> = {}) => get('/extract', { ...query, url }),
    seo: (url: string) => get('/seo', { url }),
    aeo: (url: string) => get('/aeo', { url }),
    stack: (url: string, query: Omit<QueryOf<'/stack'>, 'url'> = {}) => get('/stack', { ...query, url }),
    screenshot: (url: string, query: Omit<QueryOf<'/screenshot'>, 'url'> = {}) => get('/screenshot', { ...query, url }),
    outline,
    analyze: (url: string) => get('/analyze', { url }),
    batch: (request: BatchRequest) => call<BatchResponse>('POST', '/batch', request),
    fixtures: () => call<JsonOf<'/fixtures'>>('GET', '/fixtures'),
    /** Queues a job over up to 10,000 URLs (202: its status); follow it with `job` and read it with `jobResults`. */
    createJob: (request: JobRequest) => call<JobStatus>('POST', '/jobs', request),
    /** Queues a crawl of a site: a job whose URLs are the pages found. */
    crawl: (request: CrawlRequest) => call<JobStatus>('POST', '/crawl', request),
    job: (id: string) => call<JobStatus>('GET', `/jobs/${encodeURIComponent(id)}`),
    /** One page of a job's answers; pass `next_cursor` back as `cursor` for the next. */
    jobResults: (id: string, query: { cursor?: string; limit?: number } = {}) => {
      const search = new URLSearchParams();
      if (query.cursor !== undefined) search.set('cursor', query.cursor);
      if (query.limit !== undefined) search.set('limit', String(query.limit));
      return call<JobResults>('GET', `/jobs/${encodeURIComponent(id)}/results${search.size > 0 ? `?${search}` : ''}`);
    },
    cancelJob: (id: string) => call<JobStatus>('DELETE', `/jobs/${encodeURIComponent(id)}`),
  };
}

export type PagelensClient = ReturnType<typeof createPagelensClient>;
