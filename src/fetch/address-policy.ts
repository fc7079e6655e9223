import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { fail, succeed, type Outcome } from '../errors.js';
import { isExempt, type AllowList } from './allow-list.js';

export { parseAllowList, EMPTY_ALLOW_LIST, type AllowList, type AllowEntry } from './allow-list.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

export type AddressVerdict = { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

/** Readable words for ipaddr.js range names, used only in messages. */
const RANGE_WORDS: Readonly<Record<string, string>> = {
  loopback: 'loopback',
  private: 'private',
  linkLocal: 'link-local',
  carrierGradeNat: 'carrier-grade NAT',
  multicast: 'multicast',
  broadcast: 'broadcast',
  unspecified: 'unspecified',
  reserved: 'reserved',
  uniqueLocal: 'unique-local',
  benchmarking: 'benchmarking',
};

/**
 * Decides whether the fetcher may connect to `ip` on `port`. Only what ipaddr.js calls
 * `unicast` is allowed, unless the allow list exempts the address (and port). IPv6
 * forms that embed an IPv4 address are judged by the IPv4 address they embed.
 */
export function judgeAddress(ip: string, port: number, allow: AllowList): AddressVerdict {
  const address = parseAddress(ip);
  if (!address) return { allowed: false, reason: `"${ip}" is not an IP address` };
  const embedded = address.kind() === 'ipv6' ? embeddedIPv4(address as ipaddr.IPv6) : undefined;
  if (isExempt(address, port, allow) || (embedded !== undefined && isExempt(embedded, port, allow))) {
    return { allowed: true };
  }
  const judged = embedded ?? address;
  const range = rangeOf(judged);
  if (range === 'unicast') return { allowed: true };
  const words = RANGE_WORDS[range] ?? 'non-public';
  const where = embedded ? `${embedded.toString()} embedded in ${address.toString()}` : address.toString();
  return { allowed: false, reason: `${words} address ${where} (${range}); ${exemptionHint(judged, port)}` };
}

/** What an operator sets to reach such an address on purpose (intranet deployments, tests). */
function exemptionHint(address: Address, port: number): string {
  const entry = address.kind() === 'ipv6' ? `[${address.toString()}]:${port}` : `${address.toString()}:${port}`;
  return `the operator can exempt it with PAGELENS_ALLOW_HOSTS=${entry} (or a CIDR), for intranet deployments`;
}

function parseAddress(ip: string): Address | undefined {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  // A zone id (fe80::1%eth0) scopes a link-local address; never a public target.
  if (bare.includes('%') || isIP(bare) === 0) return undefined;
  return ipaddr.parse(bare);
}

/**
 * ipaddr.js range name, with two corrections. ipaddr calls the IPv4-compatible block
 * ::/96 and everything outside 2000::/3 `unicast`; IANA has only allocated 2000::/3 as
 * global unicast, so the rest is reported as `reserved`. (The documentation ranges
 * TEST-NET-1/2/3, 198.18/15, 240/4, 192.0.0/24 and 2001:db8::/32 are already `reserved`
 * in ipaddr.js 2.5, and 0/8 is `unspecified`.)
 */
function rangeOf(address: Address): string {
  const range: string = address.range();
  if (range !== 'unicast' || address.kind() === 'ipv4') return range;
  const firstPart = (address as ipaddr.IPv6).parts[0] ?? 0;
  return firstPart >= 0x2000 && firstPart <= 0x3fff ? 'unicast' : 'reserved';
}

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:0:0/96), IPv4-translated
 * (::ffff:0:0:0/96), IPv4-compatible (::/96) or NAT64 (64:ff9b::/96, and the /96 at
 * the start of the local-use 64:ff9b:1::/48) address. Other NAT64 local-use layouts
 * are not decoded and stay blocked as `rfc6052`.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = address.parts;
  const tail = new ipaddr.IPv4([(p[6] ?? 0) >> 8, (p[6] ?? 0) & 0xff, (p[7] ?? 0) >> 8, (p[7] ?? 0) & 0xff]);
  const zerosUpTo = (end: number, start = 0): boolean => p.slice(start, end).every((part) => part === 0);
  if (zerosUpTo(5) && p[5] === 0xffff) return tail; // ::ffff:a.b.c.d
  if (zerosUpTo(4) && p[4] === 0xffff && p[5] === 0) return tail; // ::ffff:0:a.b.c.d
  if (zerosUpTo(6) && (p[6] ?? 0) !== 0) return tail; // ::a.b.c.d, but not :: or ::1
  if (p[0] === 0x64 && p[1] === 0xff9b && (p[2] === 0 || p[2] === 1) && zerosUpTo(6, 3)) return tail;
  return undefined;
}

const LOCALHOST_NAME = /(^|\.)localhost\.?$/i;

/**
 * `localhost` and `*.localhost` stand for the loopback address (RFC 6761 §6.3), answered here
 * rather than asked of DNS, so no resolver can point them anywhere else. They are then judged
 * like 127.0.0.1: refused, unless PAGELENS_ALLOW_HOSTS exempts 127.0.0.1 (and the port).
 */
export function isLocalhostName(hostname: string): boolean {
  return LOCALHOST_NAME.test(hostname);
}

export const LOCALHOST_ADDRESSES: readonly string[] = Object.freeze(['127.0.0.1']);

/** Longer URLs are refused before parsing (browsers and CDNs draw the line near here too). */
export const MAX_URL_LENGTH = 8192;

/** One parse (URL.canParse then new URL would parse twice; URL.parse needs Node 22). */
function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * Checks what can be known from the URL text alone: present, not too long, absolute, http(s).
 * Addresses (literal or resolved, `localhost` included) are judged at connect time.
 */
export function checkTargetUrl(raw: string): Outcome<URL> {
  if (typeof raw !== 'string' || raw.trim() === '') return fail('invalid_url', 'url is missing');
  const text = raw.trim();
  if (text.length > MAX_URL_LENGTH) return fail('invalid_url', `the url has ${text.length} characters; at most ${MAX_URL_LENGTH} are accepted`);
  const url = parseUrl(text);
  if (url === undefined) {
    const hint = WITHOUT_SCHEME.test(text) ? `; add the scheme: "https://${text}"` : '';
    return fail('invalid_url', `"${text}" is not a valid absolute URL${hint}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    if (url.protocol.includes('.')) return fail('invalid_url', `"${text}" has no scheme; add it: "https://${text}"`);
    if (MISTYPED_HTTP.test(url.protocol)) return fail('invalid_url', `"${url.protocol}" is not a URL scheme; did you mean "https:"? (only http and https are fetched)`);
    return fail('blocked_url', `scheme ${url.protocol} is not allowed (only http and https): ${url.href}`);
  }
  return succeed(url);
}

/** A host name (with an optional path) and no scheme: `example.com`, `www.example.com/a`. */
const WITHOUT_SCHEME = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#].*)?$/i;
/** A scheme that is no scheme at all but http(s) mistyped: `htps:`, `htp:`, `hhttps:`, `https2:`. */
const MISTYPED_HTTP = /^h+t*p+s*\d?:$|^htt?s:$|^http[a-z]:$/i;
