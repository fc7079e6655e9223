import type { Readable } from 'node:stream';
import type { Agent } from 'undici';
import { succeed, type Outcome } from '../errors.js';
import { checkTargetUrl } from './address-policy.js';
import type { AllowList } from './allow-list.js';
import { createGuardedAgent } from './connector.js';
import { startDeadline } from './deadline.js';
import { describeFetchError } from './fetch-errors.js';
import { buildRequestHeaders } from './http-headers.js';
import type { HostResolver } from './resolver.js';

/** Enough of an answer to let the receiver finish writing it; nothing of it is kept. */
export const DEFAULT_MAX_ANSWER_BYTES = 64 * 1024;

export interface PostOptions {
  /** One deadline over connecting, sending and reading the answer; default the fetcher's `timeoutMs`. */
  readonly timeoutMs?: number;
  /** Extra request headers; connection-level ones (Host, Content-Length, …) are ignored, Content-Type is always JSON. */
  readonly headers?: Readonly<Record<string, string>>;
  /** At most this much of the answer body is read, then dropped; default 64 KB. */
  readonly maxAnswerBytes?: number;
  readonly signal?: AbortSignal;
}

export interface PostAnswer {
  /** Whatever the receiver answered, 3xx included: redirects are never followed. */
  readonly status: number;
  /** The IP actually connected to. */
  readonly remoteAddress: string;
}

export interface JsonPoster {
  /**
   * POSTs `json` (sent byte for byte as given, so a signature over it holds) once, through the
   * same SSRF policy as every fetch. Any HTTP status is an answer; only a request that got no
   * answer (blocked, unresolvable, refused, timed out) is a failure.
   */
  postJson(url: string, json: string, options?: PostOptions): Promise<Outcome<PostAnswer>>;
}

/** The part of the page fetcher's state a POST shares: its policy, resolver and open agents. */
export interface PostContext {
  readonly limits: { readonly timeoutMs: number };
  readonly allow: AllowList;
  readonly resolver: HostResolver;
  readonly userAgent: string;
  readonly agents: Set<Agent>;
}

export async function postJson(context: PostContext, rawUrl: string, json: string, options: PostOptions = {}): Promise<Outcome<PostAnswer>> {
  const target = checkTargetUrl(rawUrl);
  if (!target.ok) return target;
  const url = target.value;
  const timeoutMs = options.timeoutMs ?? context.limits.timeoutMs;
  let remoteAddress = '';
  const agent = createGuardedAgent({
    resolver: context.resolver,
    allow: context.allow,
    connectTimeoutMs: timeoutMs,
    onConnected: (_origin, address) => {
      remoteAddress = address;
    },
  });
  context.agents.add(agent);
  const deadline = startDeadline(timeoutMs, options.signal);
  try {
    // A POST is sent once and its redirect never followed: a 307/308 would carry the body (and
    // any signature over it) to a host this request was never judged for.
    const response = await deadline.race(
      agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: postHeaders(context.userAgent, options.headers),
        body: json,
        signal: deadline.signal,
      }),
    );
    await drain(response.body, options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES);
    return succeed({ status: response.statusCode, remoteAddress });
  } catch (error) {
    return { ok: false, failure: describeFetchError(error, url, deadline) };
  } finally {
    deadline.dispose();
    context.agents.delete(agent);
    void agent.destroy().catch(() => {});
  }
}

function postHeaders(userAgent: string, extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  const headers = buildRequestHeaders('text', userAgent, { accept: '*/*', ...extra });
  delete headers['accept-language'];
  // The answer is dropped unread, so there is nothing to decompress.
  headers['accept-encoding'] = 'identity';
  headers['content-type'] = 'application/json';
  return headers;
}

/** Reads at most `maxBytes` of the answer and destroys the rest; the status is already known, so a broken body is no failure. */
async function drain(body: Readable, maxBytes: number): Promise<void> {
  let length = 0;
  try {
    for await (const chunk of body) {
      length += (chunk as Buffer).length;
      if (length >= maxBytes) break;
    }
  } catch {
    // Cut short or timed out: nothing of the body was wanted.
  } finally {
    body.on('error', () => {});
    body.destroy();
  }
}
