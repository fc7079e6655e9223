import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestResolver, startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { makeSelfSignedCert } from '../../test/fixture-server/self-signed.js';
import { createPageFetcher, type PageFetcher } from './fetch-page.js';

// `site` is the one exempt origin (allowHosts 127.0.0.1:<its port>). `other` listens on
// 127.0.0.1 on another port and `second` on 127.0.0.2 (or another 127.0.0.1 port where
// 127.0.0.2 cannot be bound): neither is exempt, and they count connections to prove
// that a blocked address is never dialled.
let site: FixtureServer;
let other: FixtureServer;
let second: FixtureServer;
let fetcher: PageFetcher;
const resolver = createTestResolver();

beforeAll(async () => {
  site = await startFixtureServer();
  other = await startFixtureServer();
  second = await startFixtureServer({ host: '127.0.0.2' }).catch(() => startFixtureServer());
  resolver.set('public.test', ['127.0.0.1']);
  fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${site.port}`], resolver, limits: { timeoutMs: 5000 } });
});

afterAll(async () => {
  await fetcher.close();
  await Promise.all([site.close(), other.close(), second.close()]);
});

function redirectTo(target: string): string {
  return site.url(`/redirect?to=${encodeURIComponent(target)}`);
}

describe('private addresses are blocked at every hop', () => {
  const literalForms: Array<[string, (port: number) => string]> = [
    ['dotted', (port) => `http://127.0.0.1:${port}/page.html`],
    ['decimal', (port) => `http://2130706433:${port}/page.html`],
    ['hex', (port) => `http://0x7f.0.0.1:${port}/page.html`],
    ['hex (one number)', (port) => `http://0x7f000001:${port}/page.html`],
    ['octal', (port) => `http://0177.0.0.1:${port}/page.html`],
    ['short', (port) => `http://127.1:${port}/page.html`],
    ['IPv4-mapped IPv6', (port) => `http://[::ffff:127.0.0.1]:${port}/page.html`],
  ];

  it.each(literalForms)('redirect to a loopback literal written %s → blocked_url, no connection', async (_form, make) => {
    const before = other.connectionCount();
    const result = await fetcher.fetchPage(redirectTo(make(other.port)));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.failure.code).toBe('blocked_url');
      expect(result.failure.detail).toContain(`:${other.port}`);
      expect(result.failure.detail).toContain('(loopback)');
      expect(result.failure.detail).toContain(`(after 1 redirect from ${site.url('/redirect')}`);
    }
    expect(other.connectionCount()).toBe(before);
  });

  it.each(literalForms)('a loopback literal written %s as the URL itself → blocked_url', async (_form, make) => {
    const result = await fetcher.fetchPage(make(other.port));
    expect(result.ok ? 'ok' : result.failure.code).toBe('blocked_url');
  });

  it.each([
    ['private 10/8', 'http://10.0.0.1/'],
    ['metadata 169.254.169.254', 'http://169.254.169.254/latest/meta-data/'],
    ['metadata fd00:ec2::254', 'http://[fd00:ec2::254]/'],
    ['metadata 100.100.100.200', 'http://100.100.100.200/'],
    ['unspecified 0.0.0.0', 'http://0.0.0.0/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['NAT64 of loopback', 'http://[64:ff9b::127.0.0.1]/'],
  ])('redirect to %s → blocked_url', async (_name, target) => {
    const result = await fetcher.fetchPage(redirectTo(target));
    expect(result.ok ? 'ok' : result.failure.code).toBe('blocked_url');
  });

  it('redirect to a non-http scheme → blocked_url naming it', async () => {
    const result = await fetcher.fetchPage(redirectTo('file:///etc/passwd'));
    expect(result).toMatchObject({ ok: false, failure: { code: 'blocked_url' } });
    if (!result.ok) expect(result.failure.detail).toContain('file:');
  });

  it('the same literal forms pass when they denote the exempt ip:port', async () => {
    const result = await fetcher.fetchPage(redirectTo(`http://2130706433:${site.port}/page.html`));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.remoteAddress).toBe('127.0.0.1');
  });
});

describe('names are resolved by the fetcher and every address is judged', () => {
  it('a public-looking name resolving to a non-exempt address is blocked before any TCP connection', async () => {
    resolver.set('innocent.example', [second.host]);
    const before = second.connectionCount();
    const result = await fetcher.fetchPage(`http://innocent.example:${second.port}/page.html`);
    expect(result).toMatchObject({ ok: false, failure: { code: 'blocked_url' } });
    if (!result.ok) expect(result.failure.detail).toContain(`innocent.example resolves to loopback address ${second.host}`);
    expect(second.connectionCount()).toBe(before);
  });

  it('one blocked address among several refuses the whole name', async () => {
    resolver.set('mixed.example', ['127.0.0.1', second.host]);
    const beforeSite = site.connectionCount();
    const beforeSecond = second.connectionCount();
    const result = await fetcher.fetchPage(`http://mixed.example:${site.port}/page.html`);
    expect(result.ok ? 'ok' : result.failure.code).toBe('blocked_url');
    expect(site.connectionCount()).toBe(beforeSite);
    expect(second.connectionCount()).toBe(beforeSecond);
  });

  it('DNS rebinding: a name that re-resolves to a blocked address on the next hop is refused', async () => {
    const rebinding = createTestResolver({ 'rebind.example': ['127.0.0.1'] });
    const rebindingFetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${site.port}`], resolver: rebinding });
    site.route('/rebind-first', (_request, response) => {
      rebinding.set('rebind.example', [second.host]); // the attacker's DNS now answers differently
      response.writeHead(302, { location: `http://rebind.example:${second.port}/page.html`, 'content-length': 0 });
      response.end();
    });
    const before = second.connectionCount();
    const result = await rebindingFetcher.fetchPage(`http://rebind.example:${site.port}/rebind-first`);
    await rebindingFetcher.close();
    expect(result.ok ? 'ok' : result.failure.code).toBe('blocked_url');
    expect(rebinding.lookups.get('rebind.example')).toBe(2);
    expect(second.connectionCount()).toBe(before);
  });

  it('the address judged is the address dialled: remoteAddress is what the resolver gave', async () => {
    const result = await fetcher.fetchPage(`http://public.test:${site.port}/page.html`);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.remoteAddress).toBe('127.0.0.1');
      expect(result.value.finalUrl).toBe(`http://public.test:${site.port}/page.html`);
    }
    expect(site.requests.at(-1)?.headers.host).toBe(`public.test:${site.port}`);
  });

  it('an unresolvable name → upstream_error "could not resolve host"', async () => {
    const result = await fetcher.fetchPage('http://no-such-host.test/');
    expect(result).toEqual({ ok: false, failure: { code: 'upstream_error', detail: 'could not resolve host no-such-host.test' } });
  });

  it('localhost names are 127.0.0.1 without asking the resolver: allowed where 127.0.0.1 and the port are', async () => {
    const allowed = await fetcher.fetchPage(`http://localhost:${site.port}/page.html`);
    expect(allowed.ok && allowed.value.remoteAddress).toBe('127.0.0.1');
    const refused = await fetcher.fetchPage(`http://app.localhost:${other.port}/page.html`);
    expect(refused.ok ? 'ok' : refused.failure.code).toBe('blocked_url');
    expect(refused.ok ? '' : refused.failure.detail).toMatch(/app\.localhost resolves to loopback address 127\.0\.0\.1 .*PAGELENS_ALLOW_HOSTS=127\.0\.0\.1:\d+/);
    expect(resolver.lookups.has('localhost')).toBe(false);
    expect(resolver.lookups.has('app.localhost')).toBe(false);
  });
});

describe('allowHosts', () => {
  it('an ip:port entry exempts only that port', async () => {
    const exact = createPageFetcher({ allowHosts: [`127.0.0.1:${other.port}`] });
    expect((await exact.fetchPage(other.url('/page.html'))).ok).toBe(true);
    const result = await exact.fetchPage(site.url('/page.html'));
    expect(result.ok ? 'ok' : result.failure.code).toBe('blocked_url');
    await exact.close();
  });

  it('an IP or CIDR entry exempts every port', async () => {
    for (const entry of ['127.0.0.1', '127.0.0.0/8']) {
      const wide = createPageFetcher({ allowHosts: [entry] });
      expect((await wide.fetchPage(site.url('/page.html'))).ok).toBe(true);
      expect((await wide.fetchPage(other.url('/page.html'))).ok).toBe(true);
      await wide.close();
    }
  });

  it('an invalid entry is refused when the fetcher is made', () => {
    expect(() => createPageFetcher({ allowHosts: ['not-an-ip'] })).toThrow(/"not-an-ip"/);
  });
});

describe('TLS', () => {
  it('connects to the judged IP but sends the host name as SNI and verifies the certificate against it', async () => {
    const cert = makeSelfSignedCert('secure.test');
    if (!cert) return; // openssl missing: nothing to test with
    const secure = await startFixtureServer({ tls: cert });
    const tlsResolver = createTestResolver({ 'secure.test': ['127.0.0.1'] });
    const tlsFetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${secure.port}`], resolver: tlsResolver });
    const result = await tlsFetcher.fetchPage(`https://secure.test:${secure.port}/page.html`);
    await tlsFetcher.close();
    await secure.close();
    expect(secure.serverNames).toContain('secure.test');
    // The throwaway certificate is self-signed, so verification must fail.
    expect(result).toMatchObject({ ok: false, failure: { code: 'upstream_error' } });
    if (!result.ok) expect(result.failure.detail).toMatch(/TLS handshake with secure\.test.*failed/);
  });
});
