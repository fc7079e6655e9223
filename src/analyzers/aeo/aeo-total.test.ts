import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import type { Page } from '../../page/index.js';
import { analyzeSeo } from '../seo/index.js';
import { analyzeAeo } from './analyze-aeo.js';
import { AEO_STEPS, aeoGradeFor, totalScore } from './rules.js';

const PAGE_URL = 'https://www.example.com/guides/edge-caching';
const load = (fixture: string) => readFileSync(new URL(`fixtures/${fixture}`, import.meta.url), 'utf8');
const aeoOf = (page: Page, html: string) => analyzeAeo({
  page, headers: {}, finalUrl: PAGE_URL, pageBytes: Buffer.byteLength(html), robotsTxt: { status: 'missing' }, llmsTxt: { status: 'missing' },
});

describe('totalScore and grade', () => {
  it('returns the seven AEO steps in order', () => {
    const html = load('local-strong.html');
    expect(aeoOf(parsePage(html, PAGE_URL), html).auditSteps.map((s) => s.step)).toEqual([
      'Content Extraction', 'Direct Answers', 'Topical Authority', 'Trust & Credibility',
      'Schema/Structured Data', 'Technical Signals', 'Local SEO Signals',
    ]);
    expect(AEO_STEPS).toHaveLength(7);
  });

  it('local-strong.html: (40 + 45 + 10 + 30 + 35 + 90 + 100) / 7 = 50 → F', () => {
    // Content Extraction: 56 words (0) + <main> (20) + 3 headings (20) = 40
    // Direct Answers: 2 question h2s (15), both answered (15), "We are at Rua Augusta 12…" a definition (15) = 45
    // Topical Authority: "northwind" never repeated (0), no substantial section (0), 2 questions (10) = 10
    // Trust: about (10) + contact (10) + the Bakery as organisation (10) = 30
    // Schema: one item (20) + an entity, Bakery (15) = 35
    // Technical: https 20 + viewport 10 + mobile 10 + no images 15 + 1.5 KB 15 + no robots.txt: all crawlers 20 = 90
    // Local: 35 + 15 + 25 + 20 + 5 = 100
    const html = load('local-strong.html');
    const result = aeoOf(parsePage(html, PAGE_URL), html);
    expect(result.auditSteps.map((s) => s.score)).toEqual([40, 45, 10, 30, 35, 90, 100]);
    expect(result.totalScore).toBe(50);
    expect(result.grade).toBe('F');
  });

  it('technical-strong.html: Local SEO Signals does not apply (0 kept, left out): (30 + 0 + 0 + 0 + 0 + 90) / 6 = 20 → F', () => {
    // Until wave 3 the mean of all seven: 120 / 7 = 17.1.
    const html = load('technical-strong.html');
    const result = aeoOf(parsePage(html, PAGE_URL), html);
    expect(result.auditSteps.map((s) => s.score)).toEqual([30, 0, 0, 0, 0, 90, 0]);
    expect(result.auditSteps.map((s) => s.details.applicable)).toEqual([true, true, true, true, true, true, false]);
    expect(result).toMatchObject({ totalScore: 20, grade: 'F' });
  });

  it('rounds the mean to one decimal', () => {
    expect(totalScore([100, 100, 100, 100, 100, 100, 30])).toBe(90);
    expect(totalScore([90, 90, 90, 90, 90, 90, 89])).toBe(89.9);
    expect(totalScore([85, 80, 80, 80, 80, 80, 80])).toBe(80.7);
  });

  it.each([[100, 'A'], [90, 'A'], [89.9, 'B'], [80, 'B'], [79.9, 'C'], [70, 'C'], [69.9, 'D'], [60, 'D'], [59.9, 'F'], [0, 'F']])(
    '%d → %s', (score, grade) => {
      expect(aeoGradeFor(score)).toBe(grade);
    },
  );
});

describe('a failing part fails alone', () => {
  /** The page, except that reading its headings throws. */
  function withBrokenHeadings(page: Page): Page {
    return new Proxy(page, {
      get(target, property) {
        if (property === 'headings') throw new Error('headings exploded');
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  it('AEO: the steps reading headings score 0 with the error; the others are unaffected', () => {
    const html = load('local-strong.html');
    const result = aeoOf(withBrokenHeadings(parsePage(html, PAGE_URL)), html);
    expect(result.auditSteps[0]).toEqual({
      step: 'Content Extraction', score: 0, error: 'Error: headings exploded',
      details: { content_depth: 'thin', faq_questions: 0, has_main_content: false, heading_count: 0, word_count: 0, applicable: true },
    });
    expect(result.auditSteps[2]).toMatchObject({ step: 'Topical Authority', score: 0, error: 'Error: headings exploded' });
    expect(result.auditSteps.map((s) => s.score)).toEqual([0, 45, 0, 30, 35, 90, 100]);
    expect(result.totalScore).toBe(42.9);
  });

  it('SEO: the heading component scores 0 with the error; the rest is scored', () => {
    const page = withBrokenHeadings(parsePage(readFileSync(new URL('../seo/fixtures/perfect-30-120.html', import.meta.url), 'utf8'), PAGE_URL));
    const result = analyzeSeo({ page, headers: {} });
    expect(result.heading_analysis).toEqual({
      score: 0, h1_count: 0, h1_text: '', hierarchy_valid: false, total_headings: 0,
      issues: ['This part could not be analysed: Error: headings exploded'],
    });
    // 25 + 20 + 0 + 20 + 10 + 5 = 80
    expect(result.overall_score).toBe(80);
  });
});
