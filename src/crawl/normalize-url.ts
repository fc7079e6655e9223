/**
 * Query parameters that only say where a click came from (campaign tags and ad click ids):
 * the page is the same without them. Compared lower-cased; any `utm_*` is one too.
 */
const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'yclid', 'twclid', 'ttclid',
  'mc_cid', 'mc_eid', '_hsenc', '_hsmi', 'igshid',
]);

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * RFC 3986 §6.2.2: upper-case hex in escapes, and decode escaped unreserved characters
 * (`%7E` → `~`); every other escape stays as it is, since decoding it may change meaning.
 */
function normalizeEscapes(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

function paramName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

function isTracking(name: string): boolean {
  return name.startsWith('utm_') || TRACKING_PARAMS.has(name);
}

/**
 * Tracking parameters and empty pairs dropped, the rest sorted by name (stable: repeated names
 * keep their order). Pairs are kept as written, not re-encoded: `a=b/c` must not become `a=b%2Fc`.
 */
function normalizeQuery(search: string): string {
  const pairs = search.slice(1).split('&')
    .filter((pair) => pair !== '' && !isTracking(paramName(pair)))
    .map(normalizeEscapes)
    .map((pair) => ({ pair, name: pair.split('=', 1)[0] ?? '' }));
  pairs.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return pairs.length === 0 ? '' : `?${pairs.map((p) => p.pair).join('&')}`;
}

/**
 * The one spelling of a crawlable URL, resolved against `base` when given, or `undefined` when it
 * is not http(s) or not a URL. The WHATWG parser already lower-cases scheme and host, encodes IDNs
 * as punycode, drops the default port, resolves dot segments and makes an empty path `/`; on top of
 * that: no fragment, no user info (the fetcher never sends it), no trailing dot on the host,
 * normalised escapes, no tracking parameters, parameters sorted. The path keeps its trailing slash
 * as written (`/a` and `/a/` may be different resources); {@link pageKey} treats them as one page.
 */
export function normalizeUrl(raw: string, base?: string | URL): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.username = '';
  url.password = '';
  if (url.hostname.endsWith('.')) url.hostname = url.hostname.replace(/\.+$/, '');
  url.pathname = normalizeEscapes(url.pathname);
  url.search = normalizeQuery(url.search);
  return url.href;
}

/**
 * What "the same page" means for a crawl: the normalised URL with a path's trailing slash dropped
 * (`/docs/` and `/docs` are one page; `/` stays `/`). Sites nearly always serve one and redirect
 * the other to it, so fetching both would fetch the same page twice.
 */
export function pageKey(normalized: string): string {
  const url = new URL(normalized);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return url.href;
}
