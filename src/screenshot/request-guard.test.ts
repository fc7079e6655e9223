import { describe, expect, it } from 'vitest';
import { parseAllowList } from '../fetch/address-policy.js';
import { createTestResolver } from '../../test/fixture-server.js';
import { createUrlJudge, judgeUrl, type TargetPolicy } from './request-guard.js';

const allow = parseAllowList(['127.0.0.1:8443']);
if (!allow.ok) throw new Error(allow.failure.detail);
const resolver = createTestResolver({
  'public.example': ['93.184.215.14'],
  'inside.example': ['10.1.2.3'],
  'mixed.example': ['93.184.215.14', '192.168.1.1'],
  'mapped.example': ['::ffff:127.0.0.1'],
});
const policy: TargetPolicy = { resolver, allow: allow.value };

describe('judgeUrl: the fetcher policy for every URL the browser asks for', () => {
  it.each([
    'http://public.example/', 'https://public.example:8080/x', 'ws://public.example/socket', 'wss://public.example/socket',
    'http://93.184.215.14/', 'https://[2606:2800:220:1:248:1893:25c8:1946]/', 'https://127.0.0.1:8443/allowed-port', 'https://localhost:8443/allowed-port-by-name',
  ])('allows %s', async (url) => {
    expect((await judgeUrl(url, policy)).ok).toBe(true);
  });

  it.each([
    ['a private name', 'http://inside.example/'],
    ['a name with one private address among public ones', 'https://mixed.example/'],
    ['an IPv4-mapped loopback answer', 'http://mapped.example/'],
    ['loopback', 'http://127.0.0.1/'],
    ['loopback on a port not allowed', 'https://127.0.0.1:8444/'],
    ['another loopback address', 'http://127.0.0.2:8443/'],
    ['link-local metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv6 unique-local', 'http://[fd00::1]/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:10.0.0.1]/'],
    ['a localhost name on a port not allowed', 'http://localhost/'],
    ['a *.localhost name on a port not allowed', 'http://anything.localhost:8444/'],
    ['a WebSocket to a private address', 'ws://10.0.0.1/socket'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://public.example/'],
    ['data:', 'data:text/html,hi'],
    ['javascript:', 'javascript:alert(1)'],
    ['chrome:', 'chrome://settings/'],
  ])('blocks %s', async (_what, url) => {
    const verdict = await judgeUrl(url, policy);
    expect(verdict).toMatchObject({ ok: false, failure: { code: 'blocked_url' } });
  });

  it('reports a name that does not resolve as an upstream error, not a block', async () => {
    expect(await judgeUrl('http://nowhere.example/', policy)).toMatchObject({ ok: false, failure: { code: 'upstream_error' } });
  });

  it('judges each origin once per capture', async () => {
    const counted = createTestResolver({ 'cdn.example': ['93.184.215.14'] });
    const judge = createUrlJudge({ resolver: counted, allow: allow.value });
    await Promise.all(['/a.png', '/b.png', '/c.css'].map((path) => judge(`https://cdn.example${path}`)));
    await judge('http://cdn.example/d.png');
    expect(counted.lookups.get('cdn.example')).toBe(2);
  });
});
