import { describe, expect, it } from 'vitest';
import { loadConfig, rawSettingsFromEnv } from './load-config.js';

describe('loadConfig', () => {
  it('applies the contract defaults', () => {
    const config = loadConfig({});
    expect(config.ok).toBe(true);
    if (!config.ok) return;
    expect(config.value.port).toBe(8080);
    expect(config.value.host).toBe('127.0.0.1');
    expect(config.value.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.value.trustProxy).toBe(false);
    expect(config.value.allowHosts).toEqual([]);
    expect(config.value.keylessPreviewPerDay).toBe(150);
    expect(config.value.keylessStackPerDay).toBe(5);
    expect(config.value.maxRedirects).toBe(10);
    expect(config.value.fetchTimeoutMs).toBe(15_000);
    expect(config.value.maxBodyBytes).toBe(10 * 1024 * 1024);
    expect(Object.isFrozen(config.value)).toBe(true);
  });

  it('reads the contract env names', () => {
    const raw = rawSettingsFromEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      PAGELENS_DATA_DIR: '/tmp/pl',
      PAGELENS_ALLOW_HOSTS: '127.0.0.1:8081, 10.0.0.0/8',
      PAGELENS_TRUST_PROXY: 'true',
      PAGELENS_PUBLIC_URL: 'https://lens.example.com/',
    });
    const config = loadConfig(raw);
    expect(config.ok && config.value).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/pl',
      allowHosts: ['127.0.0.1:8081', '10.0.0.0/8'],
      trustProxy: true,
      publicUrl: 'https://lens.example.com',
    });
  });

  it('never hands out links on an every-interface address', () => {
    const v4 = loadConfig({ host: '0.0.0.0', port: '9000' });
    const v6 = loadConfig({ host: '::', port: '9000' });
    expect([v4.ok && v4.value.publicUrl, v6.ok && v6.value.publicUrl]).toEqual(['http://127.0.0.1:9000', 'http://[::1]:9000']);
    const named = loadConfig({ host: '0.0.0.0', publicUrl: 'https://lens.example.com' });
    expect(named.ok && named.value.publicUrl).toBe('https://lens.example.com');
  });

  it.each([
    [{ port: '70000' }, 'PORT (--port)'],
    [{ trustProxy: 'maybe' }, 'PAGELENS_TRUST_PROXY (--trust-proxy)'],
    [{ publicUrl: 'ftp://x' }, 'PAGELENS_PUBLIC_URL (--public-url)'],
    [{ cacheTtlSeconds: '-1' }, 'PAGELENS_CACHE_TTL_SECONDS'],
    [{ logLevel: 'loud' }, 'PAGELENS_LOG_LEVEL'],
    [{ allowHosts: 'not-an-ip' }, 'PAGELENS_ALLOW_HOSTS'],
    [{ redisUrl: 'http://127.0.0.1:6379' }, 'PAGELENS_REDIS_URL (--redis-url)'],
  ])('names the bad setting %o', (raw, name) => {
    const config = loadConfig(raw);
    expect(config.ok).toBe(false);
    if (!config.ok) expect(config.failure.detail).toContain(name);
  });
});

describe('PAGELENS_REDIS_URL', () => {
  it('takes redis:// and rediss:// URLs and never echoes a bad one (it may hold a password)', () => {
    const good = loadConfig({ redisUrl: 'rediss://user:pw@cache.internal:6380/2' });
    expect(good.ok && good.value.redisUrl).toBe('rediss://user:pw@cache.internal:6380/2');
    const bad = loadConfig({ redisUrl: 'memcached://user:s3cret@x' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.failure.detail).not.toContain('s3cret');
  });
});
