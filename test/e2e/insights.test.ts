import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startFakeLlm, type FakeLlmServer } from '../llm-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
let outlines: FixtureServer;
let articles: FixtureServer;
let lens: TestServer;

beforeAll(async () => {
  outlines = await startFixtureServer({ staticDir: path.join(ROOT, 'src/analyzers/outline/fixtures') });
  articles = await startFixtureServer({ staticDir: path.join(ROOT, 'src/analyzers/analyze/fixtures') });
  lens = await startPagelens({ allowHosts: `127.0.0.1:${outlines.port},127.0.0.1:${articles.port}` });
});

afterAll(async () => {
  await lens?.close();
  await outlines?.close();
  await articles?.close();
});

const get = (server: TestServer, path: string) => server.get(path, { 'x-api-key': server.ownerKeys!.live.key });
const q = (url: string, extra = '') => `?url=${encodeURIComponent(url)}${extra}`;

describe('GET /outline', () => {
  it('builds the section tree from the main content headings, with snippets and metadata', async () => {
    const response = await get(lens, `/outline${q(outlines.url('/article.html'))}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as any;
    expect(Object.keys(body)).toEqual(['url', 'title', 'outlined_at', 'outline', 'metadata', 'source', 'engine']);
    expect(body.engine).toBe('builtin');
    expect(body.source).toBe('headings');
    const titles = JSON.stringify(body.outline.sections);
    expect(titles).toContain('Choosing a variety');
    expect(titles).toContain('Determinate varieties');
    expect(titles).not.toContain('Related posts');
    expect(titles).not.toContain('Menu');
    expect(body.metadata.total_sections).toBeGreaterThanOrEqual(6);
    expect(body.metadata.max_depth).toBeGreaterThanOrEqual(2);
    expect(body.metadata.word_count).toBeGreaterThan(50);
  });

  it('limits depth, drops snippets on request, and renders Markdown and text', async () => {
    const shallow = (await (await get(lens, `/outline${q(outlines.url('/article.html'), '&depth=1&include_snippets=false')}`)).json()) as any;
    expect(shallow.metadata.max_depth).toBe(1);
    expect(JSON.stringify(shallow.outline)).not.toContain('"snippet"');
    const markdown = await get(lens, `/outline${q(outlines.url('/article.html'), '&format=markdown')}`);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await markdown.text()).toMatch(/^#+ Choosing a variety$/m);
    const text = await get(lens, `/outline${q(outlines.url('/article.html'), '&format=text')}`);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await text.text()).toMatch(/^ {2,}Determinate varieties$/m);
  });

  it.each([['depth=0'], ['depth=7'], ['depth=two'], ['format=xml'], ['include_snippets=maybe']])('answers 400 invalid_parameter for %s', async (param) => {
    const response = await get(lens, `/outline${q(outlines.url('/article.html'), `&${param}`)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_parameter' });
  });
});

describe('GET /analyze', () => {
  it('answers every analyze field with the built-in engine', async () => {
    const body = (await (await get(lens, `/analyze${q(articles.url('/english-article.html'))}`)).json()) as any;
    expect(body.engine).toBe('builtin');
    expect(typeof body.summary.brief).toBe('string');
    expect(body.summary.key_points.length).toBeGreaterThanOrEqual(3);
    expect(body.analysis.sentiment.score).toBeGreaterThanOrEqual(-1);
    expect(body.analysis.sentiment.score).toBeLessThanOrEqual(1);
    expect(body.metadata).toMatchObject({ language: 'en' });
    expect(body.unavailable).toEqual([]);
  });

  it('says which parts are unavailable for a language the built-in models do not cover', async () => {
    const body = (await (await get(lens, `/analyze${q(articles.url('/german-article.html'))}`)).json()) as any;
    expect(body.metadata.language).toBe('de');
    expect(body.unavailable).toEqual(expect.arrayContaining(['analysis.sentiment', 'analysis.entities']));
    expect(body.summary.brief.length).toBeGreaterThan(0);
  });
});

describe('with a language model configured', () => {
  let llm: FakeLlmServer;
  let withModel: TestServer;

  beforeAll(async () => {
    llm = await startFakeLlm();
    withModel = await startPagelens({ allowHosts: `127.0.0.1:${outlines.port},127.0.0.1:${articles.port}`, llmBaseUrl: llm.baseUrl, llmModel: 'tiny-1' });
  });
  afterAll(async () => {
    await withModel?.close();
    await llm?.close();
  });

  it('answers from the model when its JSON matches the schema, with the page text in the prompt', async () => {
    llm.behaviour = { kind: 'answer', content: JSON.stringify({ title: 'Tomatoes', sections: [{ level: 1, title: 'Grow them', snippet: 'Sun and water.', subsections: [{ level: 2, title: 'Water' }] }] }) };
    const body = (await (await get(withModel, `/outline${q(outlines.url('/article.html'))}`)).json()) as any;
    expect(body).toMatchObject({ engine: 'llm:tiny-1', source: 'model', title: 'Tomatoes' });
    expect(body.metadata).toMatchObject({ total_sections: 2, max_depth: 2 });
    expect(llm.requests.at(-1)!.messages[1]!.content).toContain('Determinate');
  });

  it('falls back to the built-in analysers when the model fails', async () => {
    llm.behaviour = { kind: 'answer', content: 'not json at all' };
    const outline = (await (await get(withModel, `/outline${q(outlines.url('/article.html'), '&depth=2')}`)).json()) as any;
    expect(outline.engine).toBe('builtin');
    llm.behaviour = { kind: 'status', status: 500 };
    const analysis = (await (await get(withModel, `/analyze${q(articles.url('/english-article.html'))}`)).json()) as any;
    expect(analysis.engine).toBe('builtin');
    expect(analysis.summary.key_points.length).toBeGreaterThanOrEqual(3);
  });

  it('analyze takes summary and analysis from the model and measures metadata itself', async () => {
    llm.behaviour = { kind: 'answer', content: JSON.stringify({
      summary: { brief: 'B.', detailed: 'D.', key_points: ['k1', 'k2', 'k3'] },
      sentiment: { score: 0.5, label: 'positive', confidence: 0.9 },
      topics: [{ name: 'code', confidence: 0.8, category: 'technology' }],
      entities: [{ name: 'Node.js', type: 'product', confidence: 0.9 }],
      difficulty: { level: 'medium', reading_time: '3 min', complexity_score: 40 },
    }) };
    const body = (await (await get(withModel, `/analyze${q(articles.url('/code-guide.html'))}`)).json()) as any;
    expect(body).toMatchObject({ engine: 'llm:tiny-1', summary: { brief: 'B.' }, analysis: { sentiment: { label: 'positive' } }, unavailable: [] });
    expect(body.metadata.word_count).toBeGreaterThan(0);
  });
});
