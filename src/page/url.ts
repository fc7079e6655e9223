import { getDomain } from 'tldts';
import type { LinkType } from './types.js';

const HTTP_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);
const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function parseWith(raw: string, base: URL, protocols: ReadonlySet<string>): URL | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(trimmed, base);
    return protocols.has(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Parses `raw` against `base`; only http(s), mailto: and tel: results are kept. */
export function parseLinkUrl(raw: string, base: URL): URL | undefined {
  return parseWith(raw, base, LINK_PROTOCOLS);
}

/** Parses `raw` against `base`; only http(s) results are kept. */
export function parseHttpUrl(raw: string, base: URL): URL | undefined {
  return parseWith(raw, base, HTTP_PROTOCOLS);
}

/**
 * Trims and resolves `raw` against `base`. Returns the absolute href when it is
 * http(s), mailto: or tel:, else `undefined` (empty, unparseable, javascript:, data:…).
 */
export function resolveUrl(raw: string, base: URL): string | undefined {
  return parseLinkUrl(raw, base)?.href;
}

/** Like {@link resolveUrl} but accepts only absolute http(s) results. */
export function resolveHttpUrl(raw: string, base: URL): string | undefined {
  return parseHttpUrl(raw, base)?.href;
}

/** `href` without its `#fragment` (an empty one included): the document the URL names. */
export function withoutFragment(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

/**
 * Registrable domain (eTLD+1) using the full public suffix list, private section
 * included, so `alice.github.io` and `bob.github.io` are different sites.
 * `undefined` for IP addresses, `localhost` and other single-label hosts.
 */
export function registrableDomain(hostname: string): string | undefined {
  return getDomain(hostname, { allowPrivateDomains: true }) ?? undefined;
}

/**
 * Returns a classifier bound to `pageUrl` that caches registrable domains per host,
 * for classifying every link of one page cheaply.
 */
export function createLinkClassifier(pageUrl: URL): (href: URL) => LinkType {
  const pageDomain = registrableDomain(pageUrl.hostname);
  const pageDocument = withoutFragment(pageUrl.href);
  const sameSite = new Map<string, boolean>();
  const isSameSite = (hostname: string): boolean => {
    let same = sameSite.get(hostname);
    if (same === undefined) {
      same = hostname === pageUrl.hostname
        || (pageDomain !== undefined && registrableDomain(hostname) === pageDomain);
      sameSite.set(hostname, same);
    }
    return same;
  };
  return (href) => {
    if (href.protocol === 'mailto:') return 'mailto';
    if (href.protocol === 'tel:') return 'tel';
    if (href.href.includes('#') && withoutFragment(href.href) === pageDocument) return 'anchor';
    if (!HTTP_PROTOCOLS.has(href.protocol)) return 'external';
    return isSameSite(href.hostname) ? 'internal' : 'external';
  };
}

/**
 * The link type (docs/reference/api.md#links-and-images) of an absolute `href` on the page at `pageUrl`:
 * `mailto`, `tel`, `anchor` (the same document but for the fragment), `internal`
 * (same registrable domain; for IPs and localhost the same hostname), else `external`.
 */
export function classifyLink(href: URL, pageUrl: URL): LinkType {
  return createLinkClassifier(pageUrl)(href);
}
