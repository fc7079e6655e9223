import type { BrowserContext, Page, Route } from 'playwright-core';
import { fail, type Outcome } from '../errors.js';
import { checkTargetUrl, type AllowList } from '../fetch/address-policy.js';
import { resolveAllowed } from '../fetch/connector.js';
import type { HostResolver } from '../fetch/resolver.js';

/** The fetcher's SSRF policy, as the browser layers need it. */
export interface TargetPolicy {
  readonly resolver: HostResolver;
  readonly allow: AllowList;
}

/** Judges a URL for the browser: http(s) (and ws(s)) only, the fetcher's address policy on every address. */
export type UrlJudge = (url: string) => Promise<Outcome<readonly string[]>>;

const DEFAULT_PORTS: Readonly<Record<string, number>> = { 'http:': 80, 'https:': 443, 'ws:': 80, 'wss:': 443 };

/**
 * Judges `hostname:port`: not a `localhost` name, and every address the name resolves to
 * allowed by the fetcher's policy. Resolves to the judged addresses, the only ones to dial.
 */
export async function judgeHost(hostname: string, port: number, policy: TargetPolicy): Promise<Outcome<string[]>> {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const named = checkTargetUrl(`http://${bare.includes(':') ? `[${bare}]` : bare}/`);
  if (!named.ok) return named;
  return resolveAllowed(bare, port, policy);
}

/** Judges a URL any request of the page names: scheme first, then its host and port. */
export async function judgeUrl(raw: string, policy: TargetPolicy): Promise<Outcome<string[]>> {
  if (!URL.canParse(raw)) return fail('blocked_url', `"${raw}" is not a valid absolute URL`);
  const url = new URL(raw);
  const port = Number(url.port) || DEFAULT_PORTS[url.protocol];
  if (port === undefined) return fail('blocked_url', `scheme ${url.protocol} is not allowed (only http and https): ${url.href}`);
  return judgeHost(url.hostname, port, policy);
}

/**
 * A judge that remembers each host:port verdict for its own lifetime (one capture), so a
 * page with fifty images from one host costs one resolution.
 */
export function createUrlJudge(policy: TargetPolicy): UrlJudge {
  const verdicts = new Map<string, Promise<Outcome<string[]>>>();
  return (raw) => {
    if (!URL.canParse(raw)) return judgeUrl(raw, policy);
    const url = new URL(raw);
    const key = `${url.protocol}//${url.host}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = judgeUrl(raw, policy);
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}

/** Answers to a page or session that has gone away fail; nothing is left to answer then. */
function quietly(work: Promise<unknown>): Promise<void> {
  return work.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The first layer: every document request of the page — the page itself, every frame and
 * iframe however deep or cross-site, and each of their redirect hops — is paused before
 * it is sent (CDP Fetch, Document stage) and judged; a blocked one fails with
 * ERR_BLOCKED_BY_CLIENT. Subresources, fetch/XHR, WebSockets and workers are not paused
 * here (pausing every request costs a round trip each, which adds up on a page of many
 * requests): the guarded proxy judges every connection the browser opens, documents
 * included, and is the layer that decides what is actually dialled.
 */
export async function guardDocuments(context: BrowserContext, page: Page, judge: UrlJudge): Promise<void> {
  const session = await context.newCDPSession(page);
  session.on('Fetch.requestPaused', (event) => {
    const decide = async (): Promise<void> => {
      const verdict = await judge(event.request.url);
      await (verdict.ok
        ? session.send('Fetch.continueRequest', { requestId: event.requestId })
        : session.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'BlockedByClient' }));
    };
    void quietly(decide());
  });
  await session.send('Fetch.enable', { patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Request' }] });
}

/**
 * For test keys: the fixture URL is answered with the shipped HTML and every other
 * request is aborted, so a fixture capture never touches the network.
 */
export async function serveOnly(context: BrowserContext, url: string, html: string): Promise<void> {
  await context.route(
    () => true,
    async (route: Route) => {
      const request = route.request();
      const isPage = request.url() === url && request.isNavigationRequest();
      await quietly(isPage ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }) : route.abort('blockedbyclient'));
    },
  );
}
