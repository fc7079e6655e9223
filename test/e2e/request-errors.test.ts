import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagelens, type TestServer } from '../start-pagelens.js';

let lens: TestServer;
let fixture: string;

beforeAll(async () => {
  lens = await startPagelens();
  fixture = ((await (await lens.get('/fixtures')).json()) as { fixtures: { url: string }[] }).fixtures[0]!.url;
});

afterAll(async () => {
  await lens?.close();
});

const keyed = (path: string) => lens.get(path, { authorization: `Bearer ${lens.ownerKeys!.test.key}` });

async function problem(path: string) {
  const response = await keyed(path);
  return { status: response.status, ...((await response.json()) as { code: string; detail: string }) };
}

describe('errors that say what to send', () => {
  it('a value out of its list names the parameter and the values it takes', async () => {
    const bad = await problem(`/extract?url=${encodeURIComponent(fixture)}&format=pdf`);
    expect(bad).toMatchObject({ status: 400, code: 'invalid_parameter' });
    expect(bad.detail).toBe('format must be one of: text, markdown, html (got "pdf")');
  });

  it('a number out of range names the parameter and the value', async () => {
    const bad = await problem(`/preview?url=${encodeURIComponent(fixture)}&maxAge=-5`);
    expect(bad).toMatchObject({ status: 400, code: 'invalid_parameter' });
    expect(bad.detail).toBe('maxAge must be >= 0 (got -5)');
  });

  it('an unknown parameter on a page endpoint is refused, and the detail says to encode the url', async () => {
    // The page's own query string, not encoded: its "&page=2" reads as a parameter of ours.
    const bad = await problem(`/seo?url=https://example.com/search?q=shoes&page=2`);
    expect(bad).toMatchObject({ status: 400, code: 'invalid_parameter' });
    expect(bad.detail).toContain('unknown query parameter "page"');
    expect(bad.detail).toContain('encodeURIComponent');
    expect((await keyed(`/seo?url=${encodeURIComponent(fixture)}`)).status).toBe(200);
  });

  it('a URL without a scheme is told to add https://', async () => {
    const bad = await problem('/preview?url=example.com');
    expect(bad).toMatchObject({ status: 400, code: 'invalid_url' });
    expect(bad.detail).toContain('"https://example.com"');
  });

  it('a mistyped scheme is invalid_url naming it, not 451', async () => {
    const bad = await problem('/preview?url=htps://example.com/');
    expect(bad).toMatchObject({ status: 400, code: 'invalid_url' });
    expect(bad.detail).toContain('"htps:"');
  });

  it('another service\'s key is named as such', async () => {
    const response = await lens.get(`/extract?url=${encodeURIComponent(fixture)}`, { authorization: 'Bearer sk-proj-0123456789abcdef' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { detail: string }).detail).toContain('not a Pagelens key');
  });
});
