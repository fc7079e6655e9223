import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { previewPath, startPagelens, type TestServer } from '../start-pagelens.js';
import { CLI } from '../cli-process.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The real CLI, as an operator runs it beside the server. */
async function cli(args: string[], env: Record<string, string> = {}) {
  const { stdout, stderr } = await run(process.execPath, [...CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  return { stdout, stderr };
}

let web: FixtureServer;
let lens: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  web = await startFixtureServer();
  lens = await startPagelens(
    { allowHosts: `127.0.0.1:${web.port}` },
    { logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } } },
  );
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

describe('owner account', () => {
  it('is created with a live and a test key on the first start only', async () => {
    expect(lens.ownerKeys?.live.key).toMatch(/^pl_live_[A-Za-z0-9]{32}$/);
    expect(lens.ownerKeys?.test.key).toMatch(/^pl_test_[A-Za-z0-9]{32}$/);
    expect(lens.ownerKeys?.live.scopes).toEqual(['preview', 'extract', 'batch', 'seo', 'aeo', 'screenshot', 'stack', 'outline', 'analyze']);
    const second = await startPagelens({ dataDir: `${lens.dataDir}-second` });
    await second.close();
    expect(second.ownerKeys).toBeDefined(); // a different, empty store
    const listed = await lens.services.keys.list();
    expect(listed.ok && listed.value.length).toBe(2);
  });

  it('the owner live key counts against its own quota, not the IP limit', async () => {
    const response = await lens.get(previewPath(web.url('/minimal-title-only.html')), { authorization: `Bearer ${lens.ownerKeys!.live.key}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBe('100000');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('99999');
  });
});

describe('test keys and fixtures', () => {
  it('GET /fixtures lists the fixture URLs without a key', async () => {
    const body = (await (await lens.get('/fixtures')).json()) as { fixtures: { url: string; description: string }[] };
    expect(body.fixtures.length).toBeGreaterThanOrEqual(8);
    expect(body.fixtures.every((f) => f.url.startsWith('https://fixtures.pagelens.test/') && f.description.length > 10)).toBe(true);
  });

  it('answers a fixture URL with the real analyser output of the shipped HTML', async () => {
    const response = await lens.get(previewPath('https://fixtures.pagelens.test/article'), { 'x-api-key': lens.ownerKeys!.test.key });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ url: 'https://fixtures.pagelens.test/article', title: 'Edge caching, explained: a practical guide', site_name: 'Northwind Engineering', type: 'article' });
  });

  it('answers 400 not_a_fixture for any other URL, without touching the network', async () => {
    const before = web.requests.length;
    const response = await lens.get(previewPath(web.url('/minimal-title-only.html')), { 'x-api-key': lens.ownerKeys!.test.key });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'not_a_fixture' });
    expect(web.requests.length).toBe(before);
  });
});

// Each call starts a real CLI process (tsx compiles on the fly): slow on a loaded machine.
describe('pagelens keys (CLI) while the server runs', { timeout: 120_000 }, () => {
  const dataDirFlag = () => ['--data-dir', lens.dataDir];

  it('create → use → list → grant → rotate → revoke', async () => {
    const created = JSON.parse((await cli(['keys', 'create', '--email', 'Dev@Example.com', '--json', ...dataDirFlag()])).stdout) as Record<string, unknown>;
    expect(created).toMatchObject({ email: 'dev@example.com', env: 'live', plan: 'starter', scopes: ['preview', 'stack'] });
    expect(created.key).toMatch(/^pl_live_[A-Za-z0-9]{32}$/);
    expect(created.id).toMatch(/^key_/);
    const key = created.key as string;
    expect((await lens.get(previewPath(web.url('/minimal-title-only.html')), { 'x-api-key': key })).status).toBe(200);

    const listed = JSON.parse((await cli(['keys', 'list', '--email', 'dev@example.com', '--json', ...dataDirFlag()])).stdout) as Record<string, unknown>[];
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(key);

    const granted = JSON.parse((await cli(['keys', 'grant', '--email', 'dev@example.com', '--scopes', 'seo,aeo', '--json', ...dataDirFlag()])).stdout) as { scopes: string[] };
    expect(granted.scopes.sort()).toEqual(['aeo', 'preview', 'seo', 'stack']);

    const rotated = JSON.parse((await cli(['keys', 'rotate', created.id as string, '--json', ...dataDirFlag()])).stdout) as { key: string; id: string };
    expect((await lens.get(previewPath(web.url('/minimal-title-only.html')), { 'x-api-key': key })).status).toBe(401);
    expect((await lens.get(previewPath(web.url('/minimal-title-only.html')), { 'x-api-key': rotated.key })).status).toBe(200);

    await cli(['keys', 'revoke', rotated.id, ...dataDirFlag()]);
    expect((await lens.get(previewPath(web.url('/minimal-title-only.html')), { 'x-api-key': rotated.key })).status).toBe(401);
  });

  it('creates test keys and scoped keys on a chosen plan, and names bad input', async () => {
    const created = JSON.parse((await cli(['keys', 'create', '--email', 'pro@example.com', '--plan', 'professional', '--scopes', 'all', '--env', 'test', '--json', ...dataDirFlag()])).stdout) as Record<string, unknown>;
    expect(created).toMatchObject({ env: 'test', plan: 'professional' });
    expect(created.key).toMatch(/^pl_test_/);
    await expect(cli(['keys', 'create', '--email', 'x@example.com', '--scopes', 'nope', ...dataDirFlag()])).rejects.toMatchObject({ stderr: expect.stringContaining('invalid_parameter: unknown scope nope') });
    await expect(cli(['keys', 'rotate', 'key_missing', ...dataDirFlag()])).rejects.toMatchObject({ stderr: expect.stringContaining('not_found') });
  });
});

describe('key secrecy', () => {
  it('no key text is found in the data directory or the logs after keys were created and used', async () => {
    const issued = await lens.services.keys.createKey({ email: 'secret@example.com', env: 'live' });
    if (!issued.ok) throw new Error(issued.failure.detail);
    const keys = [issued.value.key, lens.ownerKeys!.live.key, lens.ownerKeys!.test.key];
    await lens.get(previewPath(web.url('/minimal-title-only.html')), { authorization: `Bearer ${issued.value.key}` });
    await lens.get(previewPath(web.url('/minimal-title-only.html')), { 'x-api-key': `${issued.value.key}x` });
    await lens.services.stores.purgeExpired(0);
    await lens.services.accountStores.usage.usage('flush', '2026-01'); // forces the write-behind flush
    expect(logLines.length).toBeGreaterThan(0);
    const logs = logLines.join('\n');
    const files = fs.readdirSync(lens.dataDir).map((name) => fs.readFileSync(path.join(lens.dataDir, name)));
    for (const key of keys) {
      expect(logs).not.toContain(key);
      expect(logs).not.toContain(key.slice(8));
      for (const file of files) expect(file.includes(key.slice(8))).toBe(false);
    }
  });
});
