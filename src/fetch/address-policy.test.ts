import { describe, expect, it } from 'vitest';
import { checkTargetUrl, judgeAddress, parseAllowList, EMPTY_ALLOW_LIST, type AllowList } from './address-policy.js';

function allowList(entries: string[]): AllowList {
  const parsed = parseAllowList(entries);
  if (!parsed.ok) throw new Error(parsed.failure.detail);
  return parsed.value;
}

// Each row: the range by name, an address in it, and the ipaddr.js range name reported.
const BLOCKED: ReadonlyArray<[name: string, ip: string, range: string]> = [
  ['loopback v4 127/8', '127.0.0.1', 'loopback'],
  ['loopback v4 (other end of 127/8)', '127.255.255.254', 'loopback'],
  ['loopback v6 ::1', '::1', 'loopback'],
  ['private 10/8', '10.0.0.5', 'private'],
  ['private 172.16/12 (first)', '172.16.0.1', 'private'],
  ['private 172.16/12 (last, 172.31.255.255)', '172.31.255.255', 'private'],
  ['private 192.168/16', '192.168.1.1', 'private'],
  ['link-local v4 169.254/16', '169.254.10.20', 'linkLocal'],
  ['link-local v6 fe80::/10', 'fe80::1', 'linkLocal'],
  ['carrier-grade NAT 100.64/10', '100.64.0.1', 'carrierGradeNat'],
  ['multicast v4 224/4', '224.0.0.251', 'multicast'],
  ['multicast v6 ff00::/8', 'ff02::1', 'multicast'],
  ['broadcast 255.255.255.255', '255.255.255.255', 'broadcast'],
  ['unspecified v4 0.0.0.0', '0.0.0.0', 'unspecified'],
  ['"this network" 0/8', '0.1.2.3', 'unspecified'],
  ['unspecified v6 ::', '::', 'unspecified'],
  ['documentation TEST-NET-1 192.0.2/24', '192.0.2.1', 'reserved'],
  ['documentation TEST-NET-2 198.51.100/24', '198.51.100.7', 'reserved'],
  ['documentation TEST-NET-3 203.0.113/24', '203.0.113.9', 'reserved'],
  ['documentation v6 2001:db8::/32', '2001:db8::1', 'reserved'],
  ['benchmarking 198.18/15', '198.18.0.1', 'reserved'],
  ['benchmarking 198.18/15 (198.19.x)', '198.19.255.255', 'reserved'],
  ['benchmarking v6 2001:2::/48', '2001:2::1', 'benchmarking'],
  ['reserved 240/4', '240.0.0.1', 'reserved'],
  ['IETF protocol assignments 192.0.0/24', '192.0.0.170', 'reserved'],
  ['6to4 relay anycast 192.88.99/24', '192.88.99.1', 'reserved'],
  ['unique local fc00::/7', 'fc00::1', 'uniqueLocal'],
  ['unique local fd00::/8', 'fd12:3456:789a::1', 'uniqueLocal'],
  ['6to4 2002::/16', '2002:c0a8:101::1', '6to4'],
  ['teredo 2001::/32', '2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
  ['site-local (deprecated) fec0::/10', 'fec0::1', 'deprecatedSiteLocal'],
  ['discard-only 100::/64', '100::1', 'discard'],
  ['outside 2000::/3 (unallocated v6)', '4000::1', 'reserved'],
  ['metadata AWS/GCP/Azure 169.254.169.254', '169.254.169.254', 'linkLocal'],
  ['metadata AWS IPv6 fd00:ec2::254', 'fd00:ec2::254', 'uniqueLocal'],
  ['metadata Alibaba 100.100.100.200', '100.100.100.200', 'carrierGradeNat'],
  ['IPv4-mapped loopback ::ffff:127.0.0.1', '::ffff:127.0.0.1', 'loopback'],
  ['IPv4-mapped private ::ffff:10.0.0.1', '::ffff:a00:1', 'private'],
  ['IPv4-mapped metadata ::ffff:169.254.169.254', '::ffff:169.254.169.254', 'linkLocal'],
  ['IPv4-translated ::ffff:0:10.0.0.1', '::ffff:0:a00:1', 'private'],
  ['IPv4-compatible loopback ::127.0.0.1', '::7f00:1', 'loopback'],
  ['IPv4-compatible private ::10.0.0.1', '::a00:1', 'private'],
  ['NAT64 64:ff9b::/96 of a private v4', '64:ff9b::10.0.0.1', 'private'],
  ['NAT64 64:ff9b::/96 of loopback', '64:ff9b::7f00:1', 'loopback'],
  ['NAT64 local-use 64:ff9b:1::/48 of a private v4', '64:ff9b:1::192.168.0.1', 'private'],
  ['NAT64 local-use 64:ff9b:1::/48, other layout', '64:ff9b:1:abcd::1', 'rfc6052'],
];

const ALLOWED: ReadonlyArray<[name: string, ip: string]> = [
  ['Google DNS 8.8.8.8', '8.8.8.8'],
  ['Cloudflare 1.1.1.1', '1.1.1.1'],
  ['public v4 next to 172.16/12 (172.32.0.1)', '172.32.0.1'],
  ['public v4 just below 172.16/12 (172.15.255.255)', '172.15.255.255'],
  ['Cloudflare v6 2606:4700::1111', '2606:4700::1111'],
  ['IPv4-mapped public ::ffff:8.8.8.8', '::ffff:8.8.8.8'],
  ['NAT64 of a public v4 64:ff9b::8.8.8.8', '64:ff9b::808:808'],
];

describe('judgeAddress: blocked ranges by name', () => {
  it.each(BLOCKED)('%s blocks %s as %s', (_name, ip, range) => {
    const verdict = judgeAddress(ip, 80, EMPTY_ALLOW_LIST);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toContain(`(${range})`);
  });

  it('names the range and the address in the reason', () => {
    expect(judgeAddress('10.0.0.5', 80, EMPTY_ALLOW_LIST)).toEqual({
      allowed: false,
      reason: 'private address 10.0.0.5 (private); the operator can exempt it with PAGELENS_ALLOW_HOSTS=10.0.0.5:80 (or a CIDR), for intranet deployments',
    });
    expect(judgeAddress('64:ff9b::a00:1', 80, EMPTY_ALLOW_LIST)).toEqual({
      allowed: false,
      reason: 'private address 10.0.0.1 embedded in 64:ff9b::a00:1 (private); the operator can exempt it with PAGELENS_ALLOW_HOSTS=10.0.0.1:80 (or a CIDR), for intranet deployments',
    });
  });

  it('refuses what is not an IP address, and zone ids', () => {
    expect(judgeAddress('example.com', 80, EMPTY_ALLOW_LIST).allowed).toBe(false);
    expect(judgeAddress('fe80::1%eth0', 80, EMPTY_ALLOW_LIST).allowed).toBe(false);
    expect(judgeAddress('127.1', 80, EMPTY_ALLOW_LIST).allowed).toBe(false);
  });

  it('accepts a bracketed IPv6 literal', () => {
    expect(judgeAddress('[::1]', 80, EMPTY_ALLOW_LIST).allowed).toBe(false);
    expect(judgeAddress('[2606:4700::1111]', 443, EMPTY_ALLOW_LIST).allowed).toBe(true);
  });
});

describe('judgeAddress: public addresses', () => {
  it.each(ALLOWED)('%s (%s) is allowed', (_name, ip) => {
    expect(judgeAddress(ip, 443, EMPTY_ALLOW_LIST)).toEqual({ allowed: true });
  });
});

describe('allow list', () => {
  it('parses IPs, CIDRs, ip:port and [v6]:port, skipping blanks', () => {
    const parsed = parseAllowList(['10.0.0.5', ' 192.168.0.0/16 ', '', '127.0.0.1:8080', '[::1]:9000', 'fd00::/8', '::1']);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value.entries.map((entry) => [entry.text, entry.port])).toEqual([
        ['10.0.0.5', undefined],
        ['192.168.0.0/16', undefined],
        ['127.0.0.1:8080', 8080],
        ['[::1]:9000', 9000],
        ['fd00::/8', undefined],
        ['::1', undefined],
      ]);
    }
  });

  it.each(['example.com', '10.0.0.0/33', '127.0.0.1:0', '127.0.0.1:70000', '127.1', '0x7f.0.0.1', '[::1', '1.2.3.4:80:90'])(
    'rejects %s naming the entry',
    (entry) => {
      expect(parseAllowList(['10.0.0.1', entry])).toEqual({
        ok: false,
        failure: { code: 'invalid_parameter', detail: `allow-hosts entry "${entry}" is not an IP address, a CIDR range or ip:port` },
      });
    },
  );

  it('an IP or CIDR exempts every port', () => {
    const allow = allowList(['10.0.0.5', '192.168.0.0/16']);
    expect(judgeAddress('10.0.0.5', 80, allow).allowed).toBe(true);
    expect(judgeAddress('10.0.0.5', 6379, allow).allowed).toBe(true);
    expect(judgeAddress('192.168.44.3', 443, allow).allowed).toBe(true);
    expect(judgeAddress('10.0.0.6', 80, allow).allowed).toBe(false);
  });

  it('ip:port exempts only that port', () => {
    const allow = allowList(['127.0.0.1:8080', '[::1]:9000']);
    expect(judgeAddress('127.0.0.1', 8080, allow).allowed).toBe(true);
    expect(judgeAddress('127.0.0.1', 8081, allow).allowed).toBe(false);
    expect(judgeAddress('127.0.0.2', 8080, allow).allowed).toBe(false);
    expect(judgeAddress('::1', 9000, allow).allowed).toBe(true);
    expect(judgeAddress('::1', 9001, allow).allowed).toBe(false);
  });

  it('an exempt IPv4 is exempt in its IPv4-mapped form too (same host)', () => {
    const allow = allowList(['127.0.0.1:8080']);
    expect(judgeAddress('::ffff:127.0.0.1', 8080, allow).allowed).toBe(true);
    expect(judgeAddress('::ffff:127.0.0.1', 8081, allow).allowed).toBe(false);
  });
});

describe('checkTargetUrl', () => {
  it.each(['', '   ', 'example.com', '/relative/path', 'http://', 'http://exa mple.com/'])('"%s" is invalid_url', (raw) => {
    const checked = checkTargetUrl(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.failure.code).toBe('invalid_url');
  });

  it.each(['ftp://example.com/', 'file:///etc/passwd', 'gopher://example.com:70/', 'javascript:alert(1)', 'data:text/html,hi', 'ws://example.com/'])(
    '%s is blocked_url (scheme)',
    (raw) => {
      const checked = checkTargetUrl(raw);
      expect(checked.ok).toBe(false);
      if (!checked.ok) {
        expect(checked.failure.code).toBe('blocked_url');
        expect(checked.failure.detail).toMatch(/scheme .* is not allowed/);
      }
    },
  );

  it.each(['http://localhost/', 'http://LOCALHOST:8080/', 'http://api.localhost/', 'http://localhost./'])('%s passes the URL check: it is judged as 127.0.0.1 at connect time', (raw) => {
    expect(checkTargetUrl(raw).ok).toBe(true);
  });

  it('a refused address says which setting exempts it', () => {
    const verdict = judgeAddress('10.0.0.5', 8080, EMPTY_ALLOW_LIST);
    expect(verdict.allowed ? '' : verdict.reason).toContain('PAGELENS_ALLOW_HOSTS=10.0.0.5:8080');
    const v6 = judgeAddress('::1', 443, EMPTY_ALLOW_LIST);
    expect(v6.allowed ? '' : v6.reason).toContain('PAGELENS_ALLOW_HOSTS=[::1]:443');
  });

  it('accepts http and https and normalises IPv4 literals the WHATWG way', () => {
    const cases: Array<[string, string]> = [
      ['https://example.com/a?b#c', 'example.com'],
      ['http://2130706433/', '127.0.0.1'],
      ['http://0177.0.0.1/', '127.0.0.1'],
      ['http://0x7f.0.0.1/', '127.0.0.1'],
      ['http://0x7f000001/', '127.0.0.1'],
      ['http://127.1/', '127.0.0.1'],
      ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ];
    for (const [raw, hostname] of cases) {
      const checked = checkTargetUrl(raw);
      expect(checked.ok && checked.value.hostname).toBe(hostname);
    }
  });
});

describe('checkTargetUrl says what to send', () => {
  it('a host without a scheme: invalid_url that says to add https://', () => {
    for (const raw of ['example.com', 'www.example.com/a?b=1', 'example.com:8080/x']) {
      const checked = checkTargetUrl(raw);
      expect(checked.ok ? 'ok' : checked.failure.code, raw).toBe('invalid_url');
      expect(checked.ok ? '' : checked.failure.detail, raw).toContain(`"https://${raw}"`);
    }
  });

  it('a mistyped http scheme is invalid_url naming it, not blocked_url', () => {
    for (const raw of ['htps://example.com/', 'htp://example.com/', 'httpss://example.com/']) {
      const checked = checkTargetUrl(raw);
      expect(checked.ok ? 'ok' : checked.failure.code, raw).toBe('invalid_url');
      expect(checked.ok ? '' : checked.failure.detail, raw).toContain(`"${raw.slice(0, raw.indexOf(':') + 1)}"`);
    }
  });

  it('a real non-http scheme stays blocked_url', () => {
    for (const raw of ['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'mailto:a@example.com']) {
      const checked = checkTargetUrl(raw);
      expect(checked.ok ? 'ok' : checked.failure.code, raw).toBe('blocked_url');
    }
  });
});
