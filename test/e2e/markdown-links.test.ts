import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

// The Markdown renderer's own fixture pages, served over loopback.
const FIXTURES = resolve(REPO_ROOT, 'src/analyzers/extract/fixtures/markdown');

let web: FixtureServer;
let lens: TestServer;

beforeAll(async () => {
  web = await startFixtureServer({ staticDir: FIXTURES });
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

async function content(query: string): Promise<{ status: number; content: string; cached: unknown }> {
  const response = await lens.get(`/extract?url=${encodeURIComponent(web.url('/links.html'))}${query}`, { authorization: `Bearer ${lens.ownerKeys!.live.key}` });
  const body = (await response.json()) as { content: string; cached: unknown };
  return { status: response.status, content: body.content, cached: body.cached };
}

describe('GET /extract?format=markdown&markdown_links=false', () => {
  it('keeps links as [text](url) by default and only their text when asked; each is cached apart', async () => {
    const linked = await content('&format=markdown');
    expect(linked.status).toBe(200);
    expect(linked.content).toMatch(/\]\(https?:\/\//);
    const bare = await content('&format=markdown&markdown_links=false');
    expect(bare.status).toBe(200);
    expect(bare.cached).toBe(false);
    expect(bare.content).not.toMatch(/\]\(https?:\/\//);
    // The same words, without the link targets.
    expect(bare.content.replace(/\s+/g, ' ')).toBe(linked.content.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\s+/g, ' '));
    expect((await content('&format=markdown')).content).toBe(linked.content);
  });

  it('refuses a value that is not a boolean', async () => {
    expect((await content('&format=markdown&markdown_links=no')).status).toBe(400);
  });
});
