import { describe, expect, it } from 'vitest';
import { prefersHtml } from '../../http/routes/root.js';
import { requestLine } from '../../http/log-stream.js';
import { emailText } from './format.js';
import { usageSection } from './usage-section.js';
import { curlExample, sampleOf, typeText, type OpenApiDocument } from './reference-page.js';

describe('GET / content negotiation', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['*/*', false],
    ['application/json', false],
    ['text/html, application/json', false],
    ['text/html;q=0.5, application/json', false],
    ['text/plain', false],
    ['text/html', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', true],
    ['application/json;q=0.5, text/html', true],
    ['text/*, application/json;q=0.9', true],
    ['text/html;q=0, */*', false],
  ])('Accept %j → HTML %s', (accept, html) => {
    expect(prefersHtml(accept)).toBe(html);
  });
});

describe('e-mail addresses', () => {
  it('may wrap only before the @ and after a dot, hyphen or underscore', () => {
    expect(emailText('grace.hopper@navy-research.example.org').text).toBe('grace.<wbr>hopper<wbr>@navy-<wbr>research.<wbr>example.<wbr>org');
    expect(emailText('<b>@x').text).toBe('&lt;b&gt;<wbr>@x');
  });
});

describe('usage', () => {
  const usage = {
    period: { start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' },
    endpoints: [
      { endpoint: 'preview' as const, used: 3, quota: 100 },
      { endpoint: 'batch' as const, used: 0, quota: 0 },
    ],
    daily: [
      { date: '2026-11-02', endpoint: 'preview', count: 3, refused: 2 },
      { date: '2026-11-03', endpoint: 'preview', count: 0, refused: 1 },
    ],
  };
  it('says a batch counts against its operations instead of "0 of 0", and shows refused calls apart', () => {
    const text = usageSection(usage).text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).not.toMatch(/0 of 0/);
    expect(text).toContain('/batch each URL counts against /extract or /preview');
    expect(text).toContain('Billed calls 3');
    expect(text).toContain('Refused, not billed 3');
    expect(text).toContain('3 refused, not billed');
  });
});

describe('the API reference', () => {
  const document: OpenApiDocument = {
    info: { title: 'Pagelens', version: '1' },
    paths: {
      '/preview': { get: { tags: ['endpoints'], security: [{}, { bearer: [] }], parameters: [{ name: 'url', in: 'query', schema: { type: 'string' } }, { name: 'render', in: 'query', schema: { type: 'string', enum: ['auto', 'never'] } }] } },
      '/batch': { post: { tags: ['endpoints'], security: [{ bearer: [] }], requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['operation', 'urls'], properties: { operation: { type: 'string', enum: ['extract', 'preview'] }, urls: { type: 'array', items: { type: 'string' } } } } } } } } },
    },
  };
  const view = { csrfToken: '', document, baseUrl: 'http://lens.test', fixtures: [{ url: 'https://fixtures.pagelens.test/article', description: '' }, { url: 'https://fixtures.pagelens.test/blog', description: '' }], errorCodes: {} };

  it('writes curl with a fixture page, a key header where a key helps, and a JSON body that fits the schema', () => {
    expect(curlExample(view, 'get', '/preview', document.paths['/preview']!.get!)).toBe('curl "http://lens.test/preview?url=https%3A%2F%2Ffixtures.pagelens.test%2Farticle" \\\n  -H "Authorization: Bearer $PAGELENS_KEY"');
    const batch = curlExample(view, 'post', '/batch', document.paths['/batch']!.post!);
    expect(batch).toContain('curl -X POST "http://lens.test/batch"');
    expect(JSON.parse(/-d '(.+)'$/m.exec(batch)![1]!)).toEqual({ operation: 'extract', urls: ['https://fixtures.pagelens.test/article', 'https://fixtures.pagelens.test/blog'] });
  });

  it('names types shortly', () => {
    expect(typeText({ type: 'integer', minimum: 0, maximum: 10 })).toBe('integer 0–10');
    expect(typeText({ type: 'array', items: { type: 'string' } })).toBe('array of string');
    expect(typeText({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string or null');
    expect(sampleOf(document, { type: 'boolean' })).toBe(true);
  });
});

describe('log lines on a terminal', () => {
  it('writes a request as one short line', () => {
    expect(requestLine({ msg: 'request', method: 'GET', route: '/preview', status: 200, ms: 12, upstream_ms: 8, cache: 'MISS' }, 'msg')).toBe('GET /preview → 200 in 12 ms (upstream 8 ms) MISS');
    expect(requestLine({ msg: 'store available again' }, 'msg')).toBe('store available again');
  });
});
