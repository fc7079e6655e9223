import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { analyzeAeo } from './analyze-aeo.js';
import type { AeoFields } from './analyze-aeo.js';

type AeoStep = AeoFields['auditSteps'][number];
import type { AeoInput } from './context.js';
import type { AeoStepName } from './rules.js';

const PAGE_URL = 'https://www.example.com/guides/edge-caching';
function stepOf(fixture: string, name: AeoStepName, input: Partial<Omit<AeoInput, 'page'>> = {}): AeoStep {
  const html = readFileSync(new URL(`fixtures/${fixture}`, import.meta.url), 'utf8');
  const finalUrl = input.finalUrl ?? PAGE_URL;
  const result = analyzeAeo({
    headers: {}, pageBytes: Buffer.byteLength(html), robotsTxt: { status: 'missing' }, llmsTxt: { status: 'missing' },
    ...input, finalUrl, page: parsePage(html, finalUrl),
  });
  const step = result.auditSteps.find((s) => s.step === name);
  if (step === undefined) throw new Error(`no step ${name}`);
  return step;
}

describe('Trust & Credibility', () => {
  it('strong: author, dates, about, contact, 3 citations, publisher, privacy → 20 + 15 + 10 + 10 + 25 + 10 + 10 = 100', () => {
    expect(stepOf('trust-strong.html', 'Trust & Credibility')).toEqual({
      step: 'Trust & Credibility',
      score: 100,
      details: { citation_count: 3, has_about: true, has_author: true, has_contact: true, trust_signals: 8, applicable: true },
    });
  });

  it('weak: none of them → 0', () => {
    expect(stepOf('trust-weak.html', 'Trust & Credibility')).toEqual({
      step: 'Trust & Credibility',
      score: 0,
      details: { citation_count: 0, has_about: false, has_author: false, has_contact: false, trust_signals: 0, applicable: true },
    });
  });
});

describe('Schema/Structured Data', () => {
  it('strong: Article, FAQPage, Organization, BreadcrumbList (JSON-LD) and Person (microdata) → 20 + 25 + 20 + 15 + 10 + 10 = 100', () => {
    expect(stepOf('schema-strong.html', 'Schema/Structured Data')).toEqual({
      step: 'Schema/Structured Data',
      score: 100,
      details: { article_schema: true, faq_schema: true, schema_types: ['Article', 'FAQPage', 'Organization', 'BreadcrumbList', 'Person'], total_schemas: 5, applicable: true },
    });
  });

  it('an Organization or Person given as the article\'s publisher or author counts as the entity; an untyped one does not → 20 + 25 + 15 = 60', () => {
    expect(stepOf('schema-nested-publisher.html', 'Schema/Structured Data')).toEqual({
      step: 'Schema/Structured Data',
      score: 60,
      details: { article_schema: true, faq_schema: false, schema_types: ['BlogPosting', 'WebPage'], total_schemas: 2, applicable: true },
    });
  });

  it('weak: one WebPage; broken and untyped scripts count for nothing → 20', () => {
    expect(stepOf('schema-weak.html', 'Schema/Structured Data')).toEqual({
      step: 'Schema/Structured Data',
      score: 20,
      details: { article_schema: false, faq_schema: false, schema_types: ['WebPage'], total_schemas: 1, applicable: true },
    });
  });
});

const ROBOTS_BLOCKING = [
  '# AI policy', //                    1
  'User-agent: GPTBot', //             2
  'Disallow: /', //                    3
  '', //                               4
  'User-agent: CCBot', //              5
  'User-agent: ClaudeBot', //          6
  'Disallow: /', //                    7
  '', //                               8
  'User-agent: Google-Extended', //    9
  'Allow: /', //                       10
  '', //                               11
  'User-agent: *', //                  12
  'Disallow: /guides/', //             13
].join('\n');

const VALID_LLMS = '# Northwind Engineering\n\n> Guides for small cafés.\n\n## Guides\n\n- [Edge caching](https://www.example.com/guides/edge-caching.md): the basics\n';

describe('Technical Signals', () => {
  it('strong: https, viewport, alts, 0.6 KB, every AI crawler allowed, valid llms.txt → 20 + 10 + 10 + 15 + 15 + 20 + 10 = 100', () => {
    const step = stepOf('technical-strong.html', 'Technical Signals', {
      robotsTxt: { status: 'found', text: 'User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nAllow: /\n' },
      llmsTxt: { status: 'found', text: VALID_LLMS },
      pageBytes: 640,
    });
    expect(step.score).toBe(100);
    expect(step.details).toMatchObject({
      has_alt_tags: true, has_viewport: true, https: true, mobile_friendly: true, page_size_kb: 0.6,
      robots_txt: 'found', indexable: true, snippets_allowed: true,
      llms_txt: { exists: true, valid: true, title: 'Northwind Engineering', sections: 1, links: 1, issues: [] },
    });
    expect(step.details).toHaveProperty('ai_crawlers.GPTBot', { allowed: true, group: 'GPTBot', rule: 'Allow: /', line: 5 });
    expect(step.details).toHaveProperty('ai_crawlers.CCBot', { allowed: true, group: '*', rule: null, line: null });
  });

  it('weak: http, no viewport, a missing alt, 600 KB, 6 of 7 AI crawlers blocked, noindex, nosnippet → 0', () => {
    // 0 + 0 + 0 + 0 + 0 (over 500 KB) + 20 × 1/7 (2.86) + 0 (llms.txt unreachable) − 30 − 15 → below 0 → 0
    const step = stepOf('technical-weak.html', 'Technical Signals', {
      finalUrl: 'http://www.example.com/guides/edge-caching', pageBytes: 600 * 1024,
      robotsTxt: { status: 'found', text: ROBOTS_BLOCKING }, llmsTxt: { status: 'unreachable' },
    });
    expect(step).toEqual({
      step: 'Technical Signals',
      score: 0,
      details: {
        has_alt_tags: false, has_viewport: false, https: false, mobile_friendly: false, page_size_kb: 600,
        ai_crawlers: {
          GPTBot: { allowed: false, group: 'GPTBot', rule: 'Disallow: /', line: 3 },
          'OAI-SearchBot': { allowed: false, group: '*', rule: 'Disallow: /guides/', line: 13 },
          'ChatGPT-User': { allowed: false, group: '*', rule: 'Disallow: /guides/', line: 13 },
          ClaudeBot: { allowed: false, group: 'ClaudeBot', rule: 'Disallow: /', line: 7 },
          PerplexityBot: { allowed: false, group: '*', rule: 'Disallow: /guides/', line: 13 },
          'Google-Extended': { allowed: true, group: 'Google-Extended', rule: 'Allow: /', line: 10 },
          CCBot: { allowed: false, group: 'CCBot', rule: 'Disallow: /', line: 7 },
        },
        robots_txt: 'found',
        llms_txt: { exists: false, valid: false, title: null, sections: 0, links: 0, issues: ['/llms.txt could not be fetched (server or network error)'] },
        indexable: false,
        snippets_allowed: false,
        applicable: true,
      },
    });
  });

  it('partial: everything but the AI crawlers (unreachable robots.txt → assume disallow) and llms.txt → 70', () => {
    // 20 + 10 + 10 + 15 + 15 + 20 × 0/7 + 0 = 70
    const step = stepOf('technical-strong.html', 'Technical Signals', {
      robotsTxt: { status: 'unreachable' }, llmsTxt: { status: 'found', text: '<!doctype html><html><body>Not found</body></html>' },
    });
    expect(step.score).toBe(70);
    expect(step.details).toMatchObject({
      robots_txt: 'unreachable',
      llms_txt: { exists: true, valid: false, title: null, sections: 0, links: 0, issues: ['the file is an HTML page, not Markdown'] },
    });
    expect(step.details).toHaveProperty('ai_crawlers.ClaudeBot', { allowed: false, group: null, rule: null, line: null });
  });
});

describe('Local SEO Signals', () => {
  it('strong: Bakery schema with name, address, phone, hours → 35 + 15 + 25 + 20 + 5 = 100', () => {
    expect(stepOf('local-strong.html', 'Local SEO Signals')).toEqual({
      step: 'Local SEO Signals',
      score: 100,
      details: { has_address: true, has_name: true, has_phone: true, local_schema: true, applicable: true },
    });
  });

  it('weak: only a site name → 15, and the step does not apply (nothing says the page is about a place)', () => {
    expect(stepOf('local-weak.html', 'Local SEO Signals')).toEqual({
      step: 'Local SEO Signals',
      score: 15,
      details: { has_address: false, has_name: true, has_phone: false, local_schema: false, applicable: false },
    });
  });

  it('finds microdata businesses and addresses', () => {
    const html = readFileSync(new URL('../seo/fixtures/microdata.html', import.meta.url), 'utf8');
    const step = analyzeAeo({
      page: parsePage(html, PAGE_URL), headers: {}, finalUrl: PAGE_URL, pageBytes: html.length,
      robotsTxt: { status: 'missing' }, llmsTxt: { status: 'missing' },
    }).auditSteps[6];
    // local_schema 35 + name 15 + address 25 = 75 (no phone, no hours)
    expect(step).toEqual({ step: 'Local SEO Signals', score: 75, details: { has_address: true, has_name: true, has_phone: false, local_schema: true, applicable: true } });
  });
});
