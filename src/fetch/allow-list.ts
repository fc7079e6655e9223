import ipaddr from 'ipaddr.js';
import { fail, succeed, type Outcome } from '../errors.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** One exemption from the private-address block: a range, and optionally one port. */
export interface AllowEntry {
  readonly text: string;
  readonly range: readonly [Address, number];
  /** Only this port is exempt; undefined means every port. */
  readonly port: number | undefined;
}

export interface AllowList {
  readonly entries: readonly AllowEntry[];
}

export const EMPTY_ALLOW_LIST: AllowList = Object.freeze({ entries: Object.freeze([]) });

/**
 * Parses PAGELENS_ALLOW_HOSTS entries: an IP, a CIDR (v4 or v6), `ip:port` or
 * `[v6]:port`. Empty entries are skipped; the first invalid one fails the whole list.
 */
export function parseAllowList(entries: readonly string[]): Outcome<AllowList> {
  const parsed: AllowEntry[] = [];
  for (const raw of entries) {
    const text = raw.trim();
    if (text === '') continue;
    const entry = parseEntry(text);
    if (!entry) {
      return fail('invalid_parameter', `allow-hosts entry "${text}" is not an IP address, a CIDR range or ip:port`);
    }
    parsed.push(entry);
  }
  return succeed({ entries: Object.freeze(parsed) });
}

function parseEntry(text: string): AllowEntry | undefined {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) return withPort(text, parseStrictIp(bracketed[1] ?? ''), bracketed[2]);
  if (text.includes('/')) return parseCidr(text);
  const plain = parseStrictIp(text);
  if (plain) return { text, range: [plain, fullPrefix(plain)], port: undefined };
  const hostPort = /^([^:]+):(\d+)$/.exec(text);
  if (hostPort) return withPort(text, parseStrictIp(hostPort[1] ?? ''), hostPort[2]);
  return undefined;
}

function withPort(text: string, address: Address | undefined, portText: string | undefined): AllowEntry | undefined {
  if (!address) return undefined;
  if (portText === undefined) return { text, range: [address, fullPrefix(address)], port: undefined };
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return undefined;
  return { text, range: [address, fullPrefix(address)], port };
}

function parseCidr(text: string): AllowEntry | undefined {
  const [ipPart] = text.split('/');
  if (!parseStrictIp(ipPart ?? '') || !ipaddr.isValidCIDR(text)) return undefined;
  return { text, range: ipaddr.parseCIDR(text), port: undefined };
}

/** Only dotted-quad IPv4 and standard IPv6: config should not rely on `127.1`-style forms. */
export function parseStrictIp(text: string): Address | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (ipaddr.IPv6.isValid(text) && !text.includes('%')) return ipaddr.IPv6.parse(text);
  return undefined;
}

function fullPrefix(address: Address): number {
  return address.kind() === 'ipv4' ? 32 : 128;
}

/** True when `address` on `port` is covered by an entry of the list. */
export function isExempt(address: Address, port: number, allow: AllowList): boolean {
  return allow.entries.some((entry) => {
    if (entry.port !== undefined && entry.port !== port) return false;
    const [base, prefix] = entry.range;
    if (base.kind() !== address.kind()) return false;
    return address.match(base, prefix);
  });
}
