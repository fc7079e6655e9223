import type { HostResolver } from '../../src/fetch/resolver.js';

export interface TestResolver extends HostResolver {
  /** How many times each name was looked up. */
  readonly lookups: Map<string, number>;
  /** Changes what a name resolves to from now on (DNS rebinding). */
  set(hostname: string, addresses: readonly string[]): void;
}

/**
 * A HostResolver for tests: names map to chosen (loopback) addresses, anything else
 * fails like NXDOMAIN. Names are compared case-insensitively, without a trailing dot.
 */
export function createTestResolver(names: Readonly<Record<string, readonly string[]>> = {}): TestResolver {
  const table = new Map<string, readonly string[]>();
  const lookups = new Map<string, number>();
  const key = (hostname: string): string => hostname.toLowerCase().replace(/\.$/, '');
  for (const [hostname, addresses] of Object.entries(names)) table.set(key(hostname), addresses);
  return {
    lookups,
    set(hostname, addresses) {
      table.set(key(hostname), addresses);
    },
    async resolve(hostname) {
      lookups.set(key(hostname), (lookups.get(key(hostname)) ?? 0) + 1);
      const addresses = table.get(key(hostname));
      if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return [...addresses];
    },
  };
}
