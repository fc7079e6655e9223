import { performance } from 'node:perf_hooks';
import type { Agent, Dispatcher } from 'undici';
import { fail, httpErrorFailure, succeed, type Failure, type Outcome } from '../errors.js';
import { checkTargetUrl } from './address-policy.js';
import { EMPTY_ALLOW_LIST, parseAllowList, type AllowList } from './allow-list.js';
import { chooseCharset, decodeText, type CharsetChoice, type CharsetSource } from './charset.js';
import { createGuardedAgent } from './connector.js';
import { checkDeclaredType, isPdfType, looksLikeHtml, looksLikePdf, parseContentType, type ExpectedContent, type MediaType } from './content-type.js';
import { startDeadline, type Deadline } from './deadline.js';
import { describeFetchError } from './fetch-errors.js';
import { buildRequestHeaders, DEFAULT_USER_AGENT, flattenHeaders, lastValue } from './http-headers.js';
import { postJson, type JsonPoster } from './post-json.js';
import { readBody } from './read-body.js';
import { isRedirectStatus, RedirectTrail, resolveLocation, type RedirectHop } from './redirects.js';
import { systemResolver, type HostResolver } from './resolver.js';

export type { ExpectedContent } from './content-type.js';
export type { RedirectHop } from './redirects.js';
export type { HostResolver } from './resolver.js';
export type { JsonPoster, PostAnswer, PostOptions } from './post-json.js';
export { DEFAULT_USER_AGENT } from './http-headers.js';

export interface FetchLimits {
  timeoutMs: number;
  maxRedirects: number;
  maxBodyBytes: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = Object.freeze({
  timeoutMs: 15_000,
  maxRedirects: 10,
  maxBodyBytes: 10 * 1024 * 1024,
});

export interface FetchOptions {
  /** 'html' (default): text/html or application/xhtml+xml only. 'page': those or a PDF. 'text': any text/*. */
  expect?: ExpectedContent;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Return 4xx/5xx answers as pages (with their status) instead of upstream_error: robots.txt's 404 means "no rules". */
  acceptAnyStatus?: boolean;
  /**
   * Return a 4xx/5xx answer that is an HTML page (with its status), so the page classifier can
   * tell a bot check from a missing page; any other error answer fails with its status and reason.
   */
  errorPages?: boolean;
}

export interface FetchedPage {
  requestedUrl: string;
  finalUrl: string;
  redirects: RedirectHop[];
  status: number;
  /** Final response headers, lower-case names, repeated fields joined with ", ". */
  headers: Record<string, string>;
  setCookies: string[];
  /** MIME type only; when the server sent none, the sniffed `text/html` or `application/pdf` (or `text/plain` for 'text'). */
  contentType: string;
  /** The body after Content-Encoding is undone, before charset decoding: what analysis workers are handed. */
  body: Uint8Array;
  /** The decoded text (HTML for 'html', the document for 'text'), decoded from `body` on first read; meaningless for a PDF. */
  readonly html: string;
  charset: { name: string; source: CharsetSource };
  bytes: { transferred: number; decoded: number };
  /** startedAt: epoch ms; firstByteMs: until the final response's headers; totalMs: until the body was read. */
  timings: { startedAt: number; totalMs: number; firstByteMs: number };
  /** The IP actually connected to for the final response. */
  remoteAddress: string;
}

/** The first bytes of a resource: enough to read an image's dimensions from its header. */
export interface FetchedPrefix {
  readonly finalUrl: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

export interface PrefixOptions {
  readonly maxBytes: number;
  readonly signal?: AbortSignal;
}

export interface PageFetcher {
  fetchPage(url: string, options?: FetchOptions): Promise<Outcome<FetchedPage>>;
  /** GET an image through the same SSRF policy and redirect rules, reading at most `maxBytes`. */
  fetchImagePrefix(url: string, options: PrefixOptions): Promise<Outcome<FetchedPrefix>>;
  close(): Promise<void>;
}

/** The page fetcher and, through the same policy and limits, the one way to POST (webhooks). */
export interface NetworkFetcher extends PageFetcher, JsonPoster {}

export interface PageFetcherOptions {
  limits?: Partial<FetchLimits>;
  /** The parsed PAGELENS_ALLOW_HOSTS (the service passes its config's). */
  allowList?: AllowList;
  /** Or its entries as text (IP, CIDR, ip:port), parsed here: for tools and tests. */
  allowHosts?: readonly string[];
  resolver?: HostResolver;
  userAgent?: string;
}

interface FetcherContext {
  readonly limits: FetchLimits;
  readonly allow: AllowList;
  readonly resolver: HostResolver;
  readonly userAgent: string;
  /** Every GET's: kept-alive connections are reused, and each new one is judged as it is dialled. */
  readonly agent: Agent;
  /** The address last dialled per origin (`http://host:port`). */
  readonly connectedTo: Map<string, string>;
  /** The POSTs' agents, one each (post-json.ts). */
  readonly agents: Set<Agent>;
  closed: boolean;
}

/** How long an idle upstream connection is kept: under the 5 s many servers keep one, so they do not close it as a request goes out. */
const IDLE_CONNECTION_MS = 2_000;

/**
 * The one door to the network. Throws only on an invalid `allowHosts` list, which is a
 * programming error: configuration is validated with parseAllowList before this.
 */
export function createPageFetcher(options: PageFetcherOptions = {}): NetworkFetcher {
  const allow = options.allowList ? succeed(options.allowList) : options.allowHosts ? parseAllowList(options.allowHosts) : succeed(EMPTY_ALLOW_LIST);
  if (!allow.ok) throw new Error(allow.failure.detail);
  const limits = { ...DEFAULT_FETCH_LIMITS, ...options.limits };
  const resolver = options.resolver ?? systemResolver;
  const connectedTo = new Map<string, string>();
  const context: FetcherContext = {
    limits,
    allow: allow.value,
    resolver,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    agent: createGuardedAgent({
      resolver,
      allow: allow.value,
      connectTimeoutMs: limits.timeoutMs,
      onConnected: (origin, address) => connectedTo.set(origin, address),
      keepAliveMs: IDLE_CONNECTION_MS,
    }),
    connectedTo,
    agents: new Set(),
    closed: false,
  };
  return {
    fetchPage: (url, fetchOptions = {}) => fetchSafely(context, url, fetchOptions),
    fetchImagePrefix: (url, prefixOptions) => guarded(context, url, () => fetchImagePrefix(context, url, prefixOptions)),
    postJson: (url, json, postOptions) => guarded(context, url, () => postJson(context, url, json, postOptions)),
    async close() {
      context.closed = true;
      await Promise.all([context.agent, ...context.agents].map((agent) => agent.destroy().catch(() => {})));
    },
  };
}

function fetchSafely(context: FetcherContext, url: string, options: FetchOptions): Promise<Outcome<FetchedPage>> {
  return guarded(context, url, () => fetchPage(context, url, options));
}

async function guarded<T>(context: FetcherContext, url: string, work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  if (context.closed) return fail('unavailable', 'the page fetcher has been closed');
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Only a bug gets here; it is reported as one (500), without a stack trace.
    return fail('internal_error', `unexpected failure fetching ${url}: ${message}`);
  }
}

/** Per-fetch state: one deadline over every hop. */
interface FetchRun {
  readonly context: FetcherContext;
  readonly deadline: Deadline;
  readonly requestHeaders: Record<string, string>;
  readonly expect: ExpectedContent;
  readonly acceptAnyStatus: boolean;
  readonly errorPages: boolean;
  readonly started: number;
}

async function fetchPage(context: FetcherContext, rawUrl: string, options: FetchOptions): Promise<Outcome<FetchedPage>> {
  const target = checkTargetUrl(rawUrl);
  if (!target.ok) return target;
  const startedAt = Date.now();
  const run = startRun(context, options);
  try {
    const final = await followRedirects(run, target.value);
    if (!final.ok) return final;
    return await readPage(run, final.value, { requestedUrl: target.value.href, startedAt });
  } finally {
    run.deadline.dispose();
  }
}

async function fetchImagePrefix(context: FetcherContext, rawUrl: string, options: PrefixOptions): Promise<Outcome<FetchedPrefix>> {
  const target = checkTargetUrl(rawUrl);
  if (!target.ok) return target;
  const run = startRun(context, { expect: 'image', ...(options.signal ? { signal: options.signal } : {}) });
  try {
    const final = await followRedirects(run, target.value);
    if (!final.ok) return final;
    const accepted = acceptResponse(run, final.value);
    if (!accepted.ok) {
      discard(final.value.response.body);
      return accepted;
    }
    const bytes = await readPrefix(final.value.response.body, options.maxBytes);
    return succeed({ finalUrl: final.value.url.href, contentType: accepted.value?.mime ?? '', bytes });
  } finally {
    run.deadline.dispose();
  }
}

/** Reads up to `maxBytes` and drops the rest of the body without reading it. */
async function readPrefix(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= maxBytes) break;
    }
  } catch {
    // A body cut short still has the header bytes we read.
  } finally {
    discard(body);
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

function startRun(context: FetcherContext, options: FetchOptions): FetchRun {
  const expect = options.expect ?? 'html';
  return {
    context,
    deadline: startDeadline(context.limits.timeoutMs, options.signal),
    requestHeaders: buildRequestHeaders(expect, context.userAgent, options.headers),
    expect,
    acceptAnyStatus: options.acceptAnyStatus === true,
    errorPages: options.errorPages === true,
    started: performance.now(),
  };
}

interface FinalResponse {
  readonly url: URL;
  readonly response: Dispatcher.ResponseData;
  readonly redirects: RedirectHop[];
  readonly firstByteMs: number;
}

async function followRedirects(run: FetchRun, start: URL): Promise<Outcome<FinalResponse>> {
  const trail = new RedirectTrail(run.context.limits.maxRedirects, start);
  let url = start;
  for (;;) {
    const sent = await send(run, url);
    if (!sent.ok) return trail.hops.length === 0 ? sent : afterRedirects(sent.failure, trail.hops.length, start);
    const response = sent.value;
    if (!isRedirectStatus(response.statusCode)) {
      return succeed({ url, response, redirects: trail.hops, firstByteMs: performance.now() - run.started });
    }
    discard(response.body);
    const next = resolveLocation(lastValue(response.headers.location), url, response.statusCode);
    if (!next.ok) return next;
    const followed = trail.follow(url, response.statusCode, next.value);
    if (!followed.ok) return followed;
    url = next.value;
  }
}

function afterRedirects(failure: Failure, hops: number, start: URL): Outcome<never> {
  return fail(failure.code, `${failure.detail} (after ${hops} redirect${hops === 1 ? '' : 's'} from ${start.href})`);
}

async function send(run: FetchRun, url: URL): Promise<Outcome<Dispatcher.ResponseData>> {
  try {
    const response = await run.deadline.race(
      run.context.agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: run.requestHeaders,
        signal: run.deadline.signal,
      }),
    );
    return succeed(response);
  } catch (error) {
    return { ok: false, failure: describeFetchError(error, url, run.deadline) };
  }
}

async function readPage(
  run: FetchRun,
  final: FinalResponse,
  request: { requestedUrl: string; startedAt: number },
): Promise<Outcome<FetchedPage>> {
  const { url, response } = final;
  const accepted = acceptResponse(run, final);
  if (!accepted.ok) {
    discard(response.body);
    return accepted;
  }
  const media = accepted.value;
  const { headers, setCookies } = flattenHeaders(response.headers);
  const body = await readBody(response.body, {
    contentEncoding: headers['content-encoding'],
    maxBodyBytes: run.context.limits.maxBodyBytes,
    ...declaredLength(headers['content-length']),
    describeError: (error) => describeFetchError(error, url, run.deadline),
  });
  if (!body.ok) return fail(body.failure.code, withUrl(body.failure.detail, url));
  const described = describeBody(run.expect, media, body.value.bytes);
  if (!described.ok) {
    const isErrorPage = run.errorPages && (response.statusCode < 200 || response.statusCode > 299);
    return isErrorPage ? { ok: false, failure: httpErrorFailure(response.statusCode, url.href) } : fail(described.failure.code, `${url.href} ${described.failure.detail}`);
  }
  const { contentType, charset } = described.value;
  return succeed(withLazyHtml({
    requestedUrl: request.requestedUrl,
    finalUrl: url.href,
    redirects: final.redirects,
    status: response.statusCode,
    headers,
    setCookies,
    contentType,
    body: body.value.bytes,
    charset,
    bytes: { transferred: body.value.transferred, decoded: body.value.decoded },
    timings: { startedAt: request.startedAt, totalMs: Math.round(performance.now() - run.started), firstByteMs: Math.round(final.firstByteMs) },
    remoteAddress: run.context.connectedTo.get(url.origin) ?? '',
  }));
}

function declaredLength(header: string | undefined): { declaredLength?: number } {
  const length = header === undefined ? NaN : Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? { declaredLength: length } : {};
}

/** Enough of a body to sniff whether it is HTML (leading whitespace included). */
const SNIFF_BYTES = 64 * 1024;

/** A PDF's bytes are never decoded as text (its reader reads them), so no charset is chosen for one. */
const NO_CHARSET: CharsetChoice = Object.freeze({ name: 'utf-8', source: 'default' });

/**
 * The body's type and charset. A page served without a Content-Type is sniffed: a PDF by its
 * signature (when PDFs are expected), HTML by its start; a PDF skips charset detection.
 */
function describeBody(expect: ExpectedContent, media: MediaType | undefined, bytes: Uint8Array): Outcome<{ contentType: string; charset: CharsetChoice }> {
  if (expect === 'page' && (media === undefined ? looksLikePdf(bytes) : isPdfType(media.mime))) {
    return succeed({ contentType: media?.mime ?? 'application/pdf', charset: NO_CHARSET });
  }
  const charset = chooseCharset(bytes, media?.charset);
  const readsPages = expect === 'html' || expect === 'page';
  if (media === undefined && readsPages && !looksLikeHtml(decodeText(bytes.subarray(0, SNIFF_BYTES), charset))) {
    return fail('unsupported_content', `sent no Content-Type and the body does not look like HTML${expect === 'page' ? ' or a PDF' : ''}`);
  }
  return succeed({ contentType: media?.mime ?? (readsPages ? 'text/html' : 'text/plain'), charset });
}

/**
 * Gives a fetched page its `html`, decoded when first read: a page that goes to an analysis
 * worker is decoded there, from the bytes, so the event loop never decodes a large page.
 */
export function withLazyHtml(page: Omit<FetchedPage, 'html'>): FetchedPage {
  let text: string | undefined;
  // Not enumerable: copying a page ({ ...page }) copies its bytes, never decodes them.
  return Object.defineProperty(page, 'html', { get: () => (text ??= decodeText(page.body, page.charset)), enumerable: false }) as FetchedPage;
}

/** Status and declared type, judged before any of the body is read. */
function acceptResponse(run: FetchRun, final: FinalResponse): Outcome<MediaType | undefined> {
  const { url, response } = final;
  const httpError = response.statusCode < 200 || response.statusCode > 299 ? httpErrorFailure(response.statusCode, url.href) : undefined;
  if (httpError && !run.acceptAnyStatus && !run.errorPages) return { ok: false, failure: httpError };
  const media = parseContentType(lastValue(response.headers['content-type']));
  // An error page is read only when it is HTML: the classifier reads its markup, nothing else would.
  const declared = checkDeclaredType(media, httpError && run.errorPages ? 'html' : run.expect);
  if (!declared.ok) return httpError && run.errorPages ? { ok: false, failure: httpError } : fail(declared.failure.code, `${declared.failure.detail} (${url.href})`);
  return succeed(media);
}

function withUrl(detail: string, url: URL): string {
  return detail.includes(url.host) ? detail : `${detail} (${url.href})`;
}

function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {});
  body.destroy();
}
