import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

// Billing (docs/reference/real-web.md#billing): a keyed call counts only when it answers 200, a
// batch counts each item that succeeded; a call refused before anything was fetched never counts;
// a keyless call that fetched a page counts whatever the page was.

let web: FixtureServer;
let lens: TestServer;

beforeAll(async () => {
  web = await startFixtureServer();
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

type Payer = 'keyless' | 'keyed';

const month = () => new Date().toISOString().slice(0, 7);
const liveKey = () => lens.ownerKeys!.live.key;
const headersOf = (payer: Payer, extra: Record<string, string> = {}): Record<string, string> => (payer === 'keyed' ? { ...extra, authorization: `Bearer ${liveKey()}` } : extra);

async function storedUsage(endpoint: string): Promise<number> {
  const usage = await lens.services.accountStores.usage.usage(lens.ownerKeys!.live.account_id, month());
  return usage[endpoint] ?? 0;
}

/** What the payer has left now, read from a call refused before any fetch (which counts nothing). */
async function remaining(endpoint: string, payer: Payer): Promise<number> {
  const probe = await lens.get(`/${endpoint}?url=`, headersOf(payer));
  expect(probe.status).toBe(400);
  return Number(probe.headers.get('x-ratelimit-remaining'));
}

const target = (path: string) => encodeURIComponent(web.url(path));

/** [what, path and query (made once the pages are served), status, counted keyless, counted keyed] */
const CASES: readonly (readonly [string, () => string, number, boolean, boolean])[] = [
  ['200 answer', () => `url=${target('/page.html')}`, 200, true, true],
  ['400 invalid_url', () => 'url=notaurl', 400, false, false],
  ['400 invalid_url (no scheme)', () => 'url=example.com', 400, false, false],
  ['400 invalid_parameter', () => `url=${target('/page.html')}&maxAge=-1`, 400, false, false],
  ['400 unknown parameter', () => `url=${web.url('/page.html?a=1')}&b=2`, 400, false, false],
  ['451 blocked_url', () => `url=${encodeURIComponent('http://10.0.0.5/')}`, 451, false, false],
  ['502 not_found (the site\'s 404)', () => `url=${target('/status/404')}`, 502, true, false],
  ['502 http_error (the site\'s 500)', () => `url=${target('/status/500')}`, 502, true, false],
  ['422 unsupported_content', () => `url=${target('/image.png')}`, 422, true, false],
];

describe('billing, over HTTP', () => {
  for (const payer of ['keyless', 'keyed'] as const) {
    it.each(CASES)(`${payer}: %s`, async (_what, query, status, countedKeyless, countedKeyed) => {
      const counted = payer === 'keyless' ? countedKeyless : countedKeyed;
      const before = await remaining('preview', payer);
      const storedBefore = await storedUsage('preview');
      const response = await lens.get(`/preview?${query()}`, headersOf(payer));
      expect(response.status).toBe(status);
      expect(Number(response.headers.get('x-ratelimit-remaining'))).toBe(before - (counted ? 1 : 0));
      expect(await remaining('preview', payer)).toBe(before - (counted ? 1 : 0));
      expect(await storedUsage('preview')).toBe(storedBefore + (payer === 'keyed' && counted ? 1 : 0));
    });
  }

  it('401, 403 and 404 count nothing', async () => {
    const before = await remaining('preview', 'keyless');
    const storedBefore = await storedUsage('preview');
    expect((await lens.get(`/preview?url=${target('/page.html')}`, { authorization: 'Bearer pl_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(401);
    expect((await lens.get(`/nowhere?url=${target('/page.html')}`)).status).toBe(404);
    expect(await remaining('preview', 'keyless')).toBe(before);
    expect(await storedUsage('preview')).toBe(storedBefore);
  });
});

describe('billing, in a batch', () => {
  it('counts each item that succeeded, nothing else', async () => {
    const before = await storedUsage('preview');
    const response = await fetch(`${lens.url}/batch`, {
      method: 'POST',
      headers: headersOf('keyed', { 'content-type': 'application/json' }),
      body: JSON.stringify({ operation: 'preview', urls: [web.url('/page.html'), web.url('/status/404'), web.url('/status/500'), 'notaurl', 'http://10.0.0.5/', web.url('/image.png')] }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { summary: { successful: number; failed: number } };
    expect(body.summary).toMatchObject({ successful: 1, failed: 5 });
    expect(await storedUsage('preview')).toBe(before + 1);
    expect(await remaining('preview', 'keyed')).toBe(Number(response.headers.get('x-ratelimit-remaining')));
  });
});

describe('billing, through MCP', () => {
  async function mcpClient(payer: Payer): Promise<Client> {
    const client = new Client({ name: 'billing-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${lens.url}/mcp`), { requestInit: { headers: headersOf(payer) } }));
    return client;
  }

  it('a keyless stack call without a url counts nothing; one that fetched a page counts', async () => {
    const client = await mcpClient('keyless');
    const before = await remaining('stack', 'keyless');
    const refused = await client.callTool({ name: 'stack', arguments: {} });
    expect(refused.isError).toBe(true);
    expect(await remaining('stack', 'keyless')).toBe(before);
    await client.callTool({ name: 'stack', arguments: { url: web.url('/status/404') } });
    expect(await remaining('stack', 'keyless')).toBe(before - 1);
    await client.close();
  });

  it('a keyed call counts only an answer', async () => {
    const client = await mcpClient('keyed');
    const before = await storedUsage('extract');
    const missing = await client.callTool({ name: 'extract', arguments: { url: web.url('/status/404') } });
    expect(missing.isError).toBe(true);
    expect(missing.structuredContent).toMatchObject({ code: 'upstream_error', reason: 'not_found', upstream_status: 404 });
    expect((missing.content as { text: string }[])[0]!.text).toMatch(/^upstream_error \(reason: not_found\): /);
    expect(await storedUsage('extract')).toBe(before);
    const answered = await client.callTool({ name: 'extract', arguments: { url: web.url('/page.html') } });
    expect(answered.isError).toBeFalsy();
    expect(await storedUsage('extract')).toBe(before + 1);
    await client.close();
  });
});
