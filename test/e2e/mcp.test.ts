import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { waitFor } from '../poll.js';
import { CLI } from '../cli-process.js';

const TOOLS = ['aeo', 'analyze', 'batch', 'crawl', 'extract', 'job', 'job_results', 'outline', 'preview', 'screenshot', 'seo', 'stack'];

let lens: TestServer;
let fixture: string;

beforeAll(async () => {
  lens = await startPagelens();
  const { fixtures } = (await (await lens.get('/fixtures')).json()) as { fixtures: { url: string }[] };
  fixture = fixtures[0]!.url;
});
afterAll(async () => lens?.close());

async function httpClient(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'pagelens-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${lens.url}/mcp`), { requestInit: { headers } }));
  return client;
}

describe('POST /mcp (streamable HTTP)', () => {
  it('lists one tool per endpoint, each with its route\'s JSON Schema', async () => {
    const client = await httpClient({ 'X-API-Key': lens.ownerKeys!.test.key });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    const screenshot = tools.find((t) => t.name === 'screenshot')!;
    expect(screenshot.inputSchema.required).toEqual(['url']);
    expect(screenshot.inputSchema.properties).toMatchObject({ width: { type: 'integer', minimum: 320, maximum: 3840 }, fullPage: { type: 'boolean' } });
    expect(tools.find((t) => t.name === 'batch')!.inputSchema.required).toEqual(expect.arrayContaining(['operation', 'urls']));
    await client.close();
  });

  it('answers structured content and a text rendering (markdown for extract), counted like the HTTP call', async () => {
    const client = await httpClient({ 'X-API-Key': lens.ownerKeys!.test.key });
    const preview = await client.callTool({ name: 'preview', arguments: { url: fixture } });
    expect(preview.isError).toBeFalsy();
    expect((preview.structuredContent as { url: string }).url).toBe(fixture);
    const extract = await client.callTool({ name: 'extract', arguments: { url: fixture, format: 'markdown' } });
    const text = (extract.content as { type: string; text: string }[])[0]!.text;
    expect(text.startsWith('# ')).toBe(true);
    expect((extract.structuredContent as { word_count: number }).word_count).toBeGreaterThan(0);
    const batch = await client.callTool({ name: 'batch', arguments: { operation: 'preview', urls: [fixture] } });
    expect((batch.structuredContent as { summary: { successful: number } }).summary.successful).toBe(1);
    await client.close();
  });

  it('starts a crawl and follows it to its results with the job tools', async () => {
    const client = await httpClient({ 'X-API-Key': lens.ownerKeys!.test.key });
    const tools = (await client.listTools()).tools;
    expect(tools.find((t) => t.name === 'job')!.inputSchema.required).toEqual(['id']);
    const crawl = await client.callTool({ name: 'crawl', arguments: { url: fixture, operation: 'preview', limit: 2 } });
    expect(crawl.isError).toBeFalsy();
    const { id } = crawl.structuredContent as { id: string };
    const status = await waitFor(async () => {
      const seen = (await client.callTool({ name: 'job', arguments: { id } })).structuredContent as { state: string; done: number };
      expect(seen.state).toBe('completed');
      return seen;
    });
    expect(status.state).toBe('completed');
    const results = await client.callTool({ name: 'job_results', arguments: { id, limit: 10 } });
    expect((results.structuredContent as { results: { url: string }[] }).results.map((r) => r.url)).toContain(fixture);
    expect((results.content as { text: string }[])[0]!.text).toContain(`ok ${fixture}`);
    const unknown = await client.callTool({ name: 'job', arguments: { id: 'job_nope' } });
    expect([unknown.isError, (unknown.structuredContent as { code: string }).code]).toEqual([true, 'not_found']);
    await client.close();
  });

  it('refusals are tool errors with the API\'s code: no key, a bad key, a URL outside the fixtures', async () => {
    const keyless = await httpClient({});
    const needsKey = await keyless.callTool({ name: 'seo', arguments: { url: fixture } });
    expect(needsKey.isError).toBe(true);
    expect((needsKey.structuredContent as { code: string }).code).toBe('unauthorized');
    await keyless.close();
    const test = await httpClient({ 'X-API-Key': lens.ownerKeys!.test.key });
    const outside = await test.callTool({ name: 'preview', arguments: { url: 'https://example.com/' } });
    expect(outside.isError).toBe(true);
    expect((outside.content as { text: string }[])[0]!.text).toMatch(/^not_a_fixture: /);
    await test.close();
  });
});

describe('pagelens mcp (stdio, a client of a running service)', () => {
  it('serves the same tools through PAGELENS_URL and PAGELENS_API_KEY', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [...CLI, 'mcp'],
      cwd: REPO_ROOT,
      env: { ...process.env, PAGELENS_URL: lens.url, PAGELENS_API_KEY: lens.ownerKeys!.test.key } as Record<string, string>,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'pagelens-test', version: '1.0.0' });
    await client.connect(transport);
    expect((await client.listTools()).tools).toHaveLength(TOOLS.length);
    const seo = await client.callTool({ name: 'seo', arguments: { url: fixture } });
    expect((seo.structuredContent as { grade: string }).grade).toMatch(/^[A-F]\+?$/);
    expect((seo.content as { text: string }[])[0]!.text).toMatch(/^SEO [\d.]+ \(/);
    await client.close();
  }, 60_000);
});
