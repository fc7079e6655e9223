import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
let web: FixtureServer;
let lens: TestServer;

beforeAll(async () => {
  web = await startFixtureServer({ staticDir: path.join(ROOT, 'src/analyzers/aeo/fixtures') });
  web.route('/robots.txt', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n');
  });
  web.route('/llms.txt', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/markdown' }).end('# Example\n\n> A site.\n\n## Docs\n\n- [Guide](https://example.com/guide): the guide\n');
  });
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

const call = (endpoint: string, url: string, key = lens.ownerKeys!.live.key) =>
  lens.get(`/${endpoint}?url=${encodeURIComponent(url)}`, { 'x-api-key': key });

const GRADES: Array<[number, string]> = [[95, 'A+'], [90, 'A'], [85, 'B+'], [80, 'B'], [75, 'C+'], [70, 'C'], [60, 'D'], [0, 'F']];

describe('GET /seo', () => {
  it('answers the SEO result with an overall score that is the documented weighting of its components', async () => {
    const response = await call('seo', web.url('/content-strong.html'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, any>;
    expect(Object.keys(body)).toEqual(['url', 'analyzed_at', 'overall_score', 'grade', 'title_analysis', 'meta_description', 'heading_analysis', 'image_analysis', 'link_analysis', 'content_analysis', 'recommendations', 'structured_data', 'checks']);
    const weighted =
      body.title_analysis.score * 0.25 + body.meta_description.score * 0.2 + body.heading_analysis.score * 0.2 +
      body.content_analysis.score * 0.2 + body.image_analysis.score * 0.1 + body.link_analysis.score * 0.05;
    expect(body.overall_score).toBeCloseTo(Math.round(weighted * 10) / 10, 5);
    expect(body.grade).toBe(GRADES.find(([min]) => body.overall_score >= min)![1]);
    expect(body.link_analysis.internal_links + body.link_analysis.external_links).toBeGreaterThan(0);
    for (const r of body.recommendations) expect(['high', 'medium', 'low']).toContain(r.priority);
  });

  it('answers a test key from the fixtures', async () => {
    const response = await call('seo', 'https://fixtures.pagelens.test/article', lens.ownerKeys!.test.key);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { title_analysis: { text: string } }).title_analysis.text.length).toBeGreaterThan(10);
  });
});

describe('GET /aeo', () => {
  it('answers the seven steps in order, reading the site robots.txt and llms.txt', async () => {
    const response = await call('aeo', web.url('/technical-strong.html'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      auditSteps: Array<{ step: string; score: number; details: any }>; totalScore: number; grade: string; timestamp: string;
      recommendations: Array<{ step: string; message: string; impact: string }>;
    };
    expect(body.auditSteps.map((s) => s.step)).toEqual(['Content Extraction', 'Direct Answers', 'Topical Authority', 'Trust & Credibility', 'Schema/Structured Data', 'Technical Signals', 'Local SEO Signals']);
    // The mean of the steps that apply: nothing on the page is about a place, so Local SEO Signals is left out.
    expect(body.auditSteps.map((s) => s.details.applicable)).toEqual([true, true, true, true, true, true, false]);
    const applying = body.auditSteps.filter((s) => s.details.applicable);
    const mean = applying.reduce((sum, s) => sum + s.score, 0) / applying.length;
    expect(body.totalScore).toBeCloseTo(Math.round(mean * 10) / 10, 5);
    expect(body.recommendations.length).toBeGreaterThan(0);
    for (const r of body.recommendations) {
      expect(Object.keys(r)).toEqual(['step', 'message', 'impact']);
      expect(['high', 'medium', 'low']).toContain(r.impact);
      expect(r.step).not.toBe('Local SEO Signals');
    }
    const technical = body.auditSteps[5]!.details;
    expect(technical).toMatchObject({ https: false, robots_txt: 'found' });
    expect(technical.ai_crawlers.GPTBot).toMatchObject({ allowed: false, rule: 'Disallow: /', line: 2 });
    expect(technical.ai_crawlers.ClaudeBot.allowed).toBe(true);
    expect(technical.llms_txt).toMatchObject({ exists: true, valid: true, title: 'Example' });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  });
});
