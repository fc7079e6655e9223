import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

// The structured-data analyser's own fixture pages, served over loopback.
const FIXTURES = resolve(REPO_ROOT, 'src/analyzers/structured-data/fixtures');

let web: FixtureServer;
let lens: TestServer;

beforeAll(async () => {
  web = await startFixtureServer({ staticDir: FIXTURES });
  const pdf = readFileSync(resolve(REPO_ROOT, 'src/analyzers/pdf/fixtures/report.pdf'));
  web.route('/report.pdf', (_q, r) => void r.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length }).end(pdf));
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

async function get(path: string) {
  const response = await lens.get(path, { authorization: `Bearer ${lens.ownerKeys!.live.key}` });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const pageUrl = (file: string) => encodeURIComponent(web.url(`/${file}`));

describe('GET /extract?structured_data=true', () => {
  it('returns the product page\'s microdata item, and its key facts in the content', async () => {
    const { status, body } = await get(`/extract?url=${pageUrl('product.html')}&structured_data=true&format=markdown`);
    expect(status).toBe(200);
    const items = body['structured_data'] as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      '@type': 'Product', name: 'Trailblazer 40L Hiking Backpack',
      offers: { '@type': 'Offer', price: '149.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    const content = body['content'] as string;
    expect(content.startsWith('# Trailblazer 40L Hiking Backpack\n\n- Price: €149.00\n- Availability: In stock\n\nThe Trailblazer 40L is built for long days')).toBe(true);
  });

  it('returns JSON-LD @graph and array members as items of their own, in document order', async () => {
    const { body } = await get(`/extract?url=${pageUrl('json-ld-graph.html')}&structured_data=true`);
    expect((body['structured_data'] as Record<string, unknown>[]).map((i) => i['@type'])).toEqual(['Organization', 'NewsArticle', 'BreadcrumbList', ['WebPage', 'ItemPage']]);
  });

  it('leaves structured_data out unless asked, and refuses a value that is not a boolean', async () => {
    const { status, body } = await get(`/extract?url=${pageUrl('product.html')}`);
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('structured_data');
    expect((body['content'] as string).startsWith('Trailblazer 40L Hiking Backpack\n\nPrice: €149.00\nAvailability: In stock\n\n')).toBe(true);
    const bad = await get(`/extract?url=${pageUrl('product.html')}&structured_data=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_parameter', detail: expect.stringMatching(/structured_data.*\btrue\b.*\bfalse\b/s) });
  });

  it('answers an empty list for a PDF', async () => {
    const { status, body } = await get(`/extract?url=${pageUrl('report.pdf')}&structured_data=true`);
    expect(status).toBe(200);
    expect(body['structured_data']).toEqual([]);
  });
});

describe('GET /seo structured_data', () => {
  it('checks each rich-result item against its required and recommended properties', async () => {
    const { status, body } = await get(`/seo?url=${pageUrl('rdfa-lite.html')}`);
    expect(status).toBe(200);
    expect(body['structured_data']).toEqual([
      { type: 'Book', valid: false, errors: ['Missing required property "workExample"'], warnings: ['Missing recommended property "sameAs"'] },
    ]);
    const event = await get(`/seo?url=${pageUrl('event.html')}`);
    expect(event.body['structured_data']).toMatchObject([{ type: 'MusicEvent', valid: true, errors: [] }]);
  });
});

describe('POST /batch with structured_data', () => {
  it('adds each extract item\'s structured data', async () => {
    const response = await fetch(`${lens.url}/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${lens.ownerKeys!.live.key}` },
      body: JSON.stringify({ operation: 'extract', urls: [web.url('/event.html')], structured_data: true }),
    });
    const body = (await response.json()) as { results: { data: { content: string; structured_data: Record<string, unknown>[] } }[] };
    expect(body.results[0]!.data.structured_data[0]).toMatchObject({ '@type': 'MusicEvent', name: 'Nordic Jazz Night' });
    expect(body.results[0]!.data.content).toContain('Date: 14 May 2026, 19:30');
  });
});

describe('MCP extract tool with structured_data', () => {
  it('takes structured_data as an input and answers the items', async () => {
    const client = new Client({ name: 'pagelens-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${lens.url}/mcp`), { requestInit: { headers: { 'X-API-Key': lens.ownerKeys!.live.key } } }));
    try {
      const extract = (await client.listTools()).tools.find((t) => t.name === 'extract')!;
      expect(extract.inputSchema.properties).toMatchObject({ structured_data: { type: 'boolean' } });
      const answer = await client.callTool({ name: 'extract', arguments: { url: web.url('/recipe.html'), structured_data: true } });
      expect(answer.isError).toBeFalsy();
      const items = (answer.structuredContent as { structured_data: Record<string, unknown>[] }).structured_data;
      expect(items.map((i) => i['@type'])).toEqual(['WebSite', 'BlogPosting', 'Recipe']);
    } finally {
      await client.close();
    }
  });
});
