import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_REGISTRY } from '../src/errors.js';
import { errorCodesMarkdown } from '../src/http/error-docs.js';
import { startPagelens, type TestServer } from './start-pagelens.js';

describe('error code docs', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startPagelens()));
  afterAll(async () => server.close());

  it('the API guide (docs/guide.md) carries the table made from the registry', () => {
    const guide = fs.readFileSync(new URL('../docs/guide.md', import.meta.url), 'utf8');
    expect(guide).toContain(errorCodesMarkdown());
  });

  it('GET /docs/errors has an anchor for every code a problem can name', async () => {
    const answer = await server.get('/docs/errors');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    for (const code of Object.keys(ERROR_REGISTRY)) expect(html).toContain(`id="${code}"`);
  });

  it('a problem\'s type resolves to that page', async () => {
    const problem = (await (await server.get('/preview?url=ftp://example.com/')).json()) as { type: string; code: string };
    expect(problem.type).toBe(`/docs/errors#${problem.code}`);
    const [path, anchor] = problem.type.split('#');
    expect(await (await server.get(path!)).text()).toContain(`id="${anchor}"`);
  });
});
