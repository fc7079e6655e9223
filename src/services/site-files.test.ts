import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageFetcher } from '../fetch/fetch-page.js';
import { openSqliteStores } from '../store/sqlite/sqlite-stores.js';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { createResultCache } from './result-cache.js';
import { createSiteFiles } from './site-files.js';

let web: FixtureServer;
beforeAll(async () => {
  web = await startFixtureServer();
});
afterAll(async () => {
  await web?.close();
});

function siteFilesFor(port: number) {
  const stores = openSqliteStores(fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-site-')), 'tool');
  if (!stores.ok) throw new Error(stores.failure.detail);
  const cache = createResultCache(stores.value.cache, { now: () => Date.now() }, { ttlMs: 60_000, memoryBytes: 1_000_000 });
  return createSiteFiles(createPageFetcher({ allowHosts: [`127.0.0.1:${port}`] }), cache);
}

describe('site files', () => {
  it('found, missing (404), unreachable (5xx), soft 404 (HTML llms.txt), and cached per origin', async () => {
    let robotsHits = 0;
    web.route('/robots.txt', (_req, res) => {
      robotsHits += 1;
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: GPTBot\nDisallow: /\n');
    });
    web.route('/llms.txt', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>');
    });
    const files = siteFilesFor(web.port);
    expect(await files.robotsTxt(web.origin)).toEqual({ status: 'found', text: 'User-agent: GPTBot\nDisallow: /\n' });
    await files.robotsTxt(web.origin);
    expect(robotsHits).toBe(1);
    expect(await files.llmsTxt(web.origin)).toEqual({ status: 'missing' });

    const other = await startFixtureServer();
    try {
      other.route('/robots.txt', (_req, res) => {
        res.writeHead(503).end();
      });
      const otherFiles = siteFilesFor(other.port);
      expect(await otherFiles.robotsTxt(other.origin)).toEqual({ status: 'unreachable' });
      expect(await otherFiles.llmsTxt(other.origin)).toEqual({ status: 'missing' });
    } finally {
      await other.close();
    }
  });

  it('a blocked origin is unreachable, never fetched', async () => {
    const files = siteFilesFor(web.port);
    expect(await files.robotsTxt('http://10.0.0.1')).toEqual({ status: 'unreachable' });
  });
});
