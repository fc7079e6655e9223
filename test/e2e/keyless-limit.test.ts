import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { previewPath, startPagelens } from '../start-pagelens.js';

let web: FixtureServer;

beforeAll(async () => {
  web = await startFixtureServer();
});

afterAll(async () => {
  await web?.close();
});

describe('keyless daily limit on /preview', () => {
  it('admits the limit, then answers 429 with Retry-After until 00:00 UTC, and survives a restart', async () => {
    const lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, keylessPreviewPerDay: '3' });
    const target = previewPath(web.url('/minimal-title-only.html'));
    const remaining: string[] = [];
    for (let i = 0; i < 2; i += 1) remaining.push((await lens.get(target)).headers.get('x-ratelimit-remaining') ?? '');
    expect(remaining).toEqual(['2', '1']);
    await lens.close();

    const restarted = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, keylessPreviewPerDay: '3', dataDir: lens.dataDir });
    try {
      const third = await restarted.get(target);
      expect(third.status).toBe(200);
      expect(third.headers.get('x-ratelimit-remaining')).toBe('0');
      const fourth = await restarted.get(target);
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await fourth.json()).toMatchObject({ code: 'rate_limit_exceeded', status: 429 });
      const secondsToMidnight = Math.ceil(Date.now() / 86_400_000) * 86_400 - Date.now() / 1000;
      expect(Number(fourth.headers.get('retry-after'))).toBeCloseTo(secondsToMidnight, -1);
      expect(fourth.headers.get('x-ratelimit-remaining')).toBe('0');
    } finally {
      await restarted.close();
    }
  });

  it('resets at the next UTC day (injected clock)', async () => {
    const now = { value: Date.UTC(2026, 10, 22, 23, 59, 59) };
    const lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, keylessPreviewPerDay: '1' }, { clock: { now: () => now.value } });
    try {
      const target = previewPath(web.url('/minimal-title-only.html'));
      expect((await lens.get(target)).status).toBe(200);
      const limited = await lens.get(target);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('x-ratelimit-reset')).toBe(String(Date.UTC(2026, 10, 23) / 1000));
      now.value = Date.UTC(2026, 10, 23, 0, 0, 1);
      expect((await lens.get(target)).status).toBe(200);
    } finally {
      await lens.close();
    }
  });

  it('ignores X-Forwarded-For unless PAGELENS_TRUST_PROXY is set, and then trusts only the right-most entry', async () => {
    const target = previewPath(web.url('/minimal-title-only.html'));
    const untrusting = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, keylessPreviewPerDay: '1' });
    try {
      expect((await untrusting.get(target, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
      expect((await untrusting.get(target, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);
    } finally {
      await untrusting.close();
    }
    const trusting = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, keylessPreviewPerDay: '1', trustProxy: 'true' });
    try {
      expect((await trusting.get(target, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
      expect((await trusting.get(target, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
      // A client cannot dodge the limit by writing its own entries to the left.
      expect((await trusting.get(target, { 'x-forwarded-for': '203.0.113.9, 198.51.100.2' })).status).toBe(429);
    } finally {
      await trusting.close();
    }
  });
});

describe('X-RateLimit-* on every response', () => {
  it('unmetered answers and early errors describe the IP\'s keyless /preview allowance, counting nothing', async () => {
    const lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, keylessPreviewPerDay: '5' });
    try {
      const tomorrow = String(Math.ceil((Date.now() + 1) / 86_400_000) * 86_400);
      const answers = [
        await lens.get('/healthz'),
        await lens.get('/'),
        await lens.get('/openapi.json'),
        await lens.get('/docs'),
        await lens.get('/fixtures'),
        await lens.get('/no-such-path'),
        await lens.get('/screenshots/abc.png?expires=1&signature=00'),
        await lens.get(`/extract?url=${encodeURIComponent(web.url('/minimal-title-only.html'))}`),
        await lens.get('/extract?url=x', { authorization: 'Basic nope' }),
      ];
      for (const answer of answers) {
        expect([answer.url, answer.headers.get('x-ratelimit-limit'), answer.headers.get('x-ratelimit-remaining'), answer.headers.get('x-ratelimit-reset')]).toEqual([answer.url, '5', '5', tomorrow]);
      }
      expect((await lens.get(previewPath(web.url('/minimal-title-only.html')))).headers.get('x-ratelimit-remaining')).toBe('4');
      expect((await lens.get('/healthz')).headers.get('x-ratelimit-remaining')).toBe('4');
      expect((await lens.get('/healthz')).headers.get('x-ratelimit-remaining')).toBe('4');
    } finally {
      await lens.close();
    }
  });
});
