import { describe, expect, it } from 'vitest';
import { planCrawl } from './crawl-options.js';

describe('planCrawl', () => {
  it('fills in the contract defaults and normalises the start URL', () => {
    const plan = planCrawl({ start: 'HTTPS://Example.com/docs/?utm_source=x#top' });
    expect(plan).toMatchObject({ ok: true, value: { start: 'https://example.com/docs/', limit: 100, maxDepth: 3, perHostConcurrency: 2, maxInFlight: 4, userAgent: 'Pagelens' } });
  });

  it.each([
    [{ start: 'ftp://example.com/' }, 'invalid_url'],
    [{ start: '/relative' }, 'invalid_url'],
    [{ start: 'https://example.com/', limit: 0 }, 'invalid_parameter'],
    [{ start: 'https://example.com/', limit: 5001 }, 'invalid_parameter'],
    [{ start: 'https://example.com/', limit: 1.5 }, 'invalid_parameter'],
    [{ start: 'https://example.com/', maxDepth: -1 }, 'invalid_parameter'],
    [{ start: 'https://example.com/', perHostConcurrency: 0 }, 'invalid_parameter'],
    [{ start: 'https://example.com/', include: [''] }, 'invalid_parameter'],
  ])('%j → %s', (options, code) => {
    expect(planCrawl(options)).toMatchObject({ ok: false, failure: { code } });
  });
});
