import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { analyzeSeo } from './analyze-seo.js';
import { gradeFor, overallScore } from './scoring.js';

const URL_ = 'https://www.example.com/guides/edge-caching';
const seo = (name: string, headers: Record<string, string> = {}) =>
  analyzeSeo({ page: parsePage(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8'), URL_), headers });

interface Expected {
  readonly title: number;
  readonly meta: number;
  readonly headings: number;
  readonly content: number;
  readonly images: number;
  readonly links: number;
  readonly overall: number;
  readonly grade: string;
}

/**
 * The component table's boundaries (docs/reference/scoring.md#seo-components), one fixture each. Every fixture is perfect-30-120.html but for the
 * named change. Overall = T×0.25 + M×0.20 + H×0.20 + C×0.20 + I×0.10 + L×0.05; with every
 * other component at 100 the rest contributes 25 + 20 + 20 + 20 + 10 + 5 minus the changed part.
 */
const BOUNDARIES: ReadonlyArray<readonly [string, Expected]> = [
  // 100×0.25 + 100×0.20 ×3 + 100×0.10 + 100×0.05 = 100 → A+
  ['perfect-30-120.html', { title: 100, meta: 100, headings: 100, content: 100, images: 100, links: 100, overall: 100, grade: 'A+' }],
  ['perfect-60-160.html', { title: 100, meta: 100, headings: 100, content: 100, images: 100, links: 100, overall: 100, grade: 'A+' }],
  // title 29 code points → 100 − 20 = 80; 80×0.25 = 20; 20 + 75 = 95 → A+ (the A+ boundary)
  ['title-29.html', { title: 80, meta: 100, headings: 100, content: 100, images: 100, links: 100, overall: 95, grade: 'A+' }],
  // title 61 → 100 − 10 = 90; 22.5 + 75 = 97.5 → A+
  ['title-61.html', { title: 90, meta: 100, headings: 100, content: 100, images: 100, links: 100, overall: 97.5, grade: 'A+' }],
  // no <title> → 0; 0 + 75 = 75 → C+
  ['title-missing.html', { title: 0, meta: 100, headings: 100, content: 100, images: 100, links: 100, overall: 75, grade: 'C+' }],
  // description 119 → 80; 25 + 16 + 20 + 20 + 10 + 5 = 96 → A+
  ['description-119.html', { title: 100, meta: 80, headings: 100, content: 100, images: 100, links: 100, overall: 96, grade: 'A+' }],
  // description 161 → 90; 25 + 18 + 55 = 98 → A+
  ['description-161.html', { title: 100, meta: 90, headings: 100, content: 100, images: 100, links: 100, overall: 98, grade: 'A+' }],
  // no description → 0; 25 + 0 + 55 = 80 → B
  ['description-missing.html', { title: 100, meta: 0, headings: 100, content: 100, images: 100, links: 100, overall: 80, grade: 'B' }],
  // no h1 → 100 − 30 = 70; 25 + 20 + 14 + 20 + 10 + 5 = 94 → A
  ['h1-none.html', { title: 100, meta: 100, headings: 70, content: 100, images: 100, links: 100, overall: 94, grade: 'A' }],
  // two h1 → 100 − 20 = 80; 25 + 20 + 16 + 20 + 10 + 5 = 96 → A+
  ['h1-two.html', { title: 100, meta: 100, headings: 80, content: 100, images: 100, links: 100, overall: 96, grade: 'A+' }],
  // 299 words → 80; 25 + 20 + 20 + 16 + 10 + 5 = 96 → A+
  ['words-299.html', { title: 100, meta: 100, headings: 100, content: 80, images: 100, links: 100, overall: 96, grade: 'A+' }],
  // 1 image without alt → 90; 25 + 20 + 20 + 20 + 9 + 5 = 99 → A+
  ['alt-missing-1.html', { title: 100, meta: 100, headings: 100, content: 100, images: 90, links: 100, overall: 99, grade: 'A+' }],
  // 11 images without alt → 100 − 110, floored at 0; 85 + 0 + 5 = 90 → A (the A boundary)
  ['alt-missing-11.html', { title: 100, meta: 100, headings: 100, content: 100, images: 0, links: 100, overall: 90, grade: 'A' }],
  // no internal link → 90; 95 + 4.5 = 99.5 → A+
  ['no-internal-links.html', { title: 100, meta: 100, headings: 100, content: 100, images: 100, links: 90, overall: 99.5, grade: 'A+' }],
];

/** Pages combining several deductions. */
const COMBINED: ReadonlyArray<readonly [string, Expected]> = [
  // 80×0.25 + 0×0.20 + 80×0.20 + 80×0.20 + 0×0.10 + 90×0.05 = 20 + 0 + 16 + 16 + 0 + 4.5 = 56.5 → F
  ['combined-weak.html', { title: 80, meta: 0, headings: 80, content: 80, images: 0, links: 90, overall: 56.5, grade: 'F' }],
  // 90×0.25 + 80×0.20 + 70×0.20 + 100×0.20 + 90×0.10 + 100×0.05 = 22.5 + 16 + 14 + 20 + 9 + 5 = 86.5 → B+
  ['combined-mid.html', { title: 90, meta: 80, headings: 70, content: 100, images: 90, links: 100, overall: 86.5, grade: 'B+' }],
  // 0 + 0 + 70×0.20 + 80×0.20 (0 words is "fewer than 300") + 100×0.10 (no images) + 90×0.05 = 14 + 16 + 10 + 4.5 = 44.5 → F
  ['empty.html', { title: 0, meta: 0, headings: 70, content: 80, images: 100, links: 90, overall: 44.5, grade: 'F' }],
];

describe('SEO score: the component table on fixture pages', () => {
  it.each([...BOUNDARIES, ...COMBINED])('%s', (name, expected) => {
    const result = seo(name);
    expect({
      title: result.title_analysis.score,
      meta: result.meta_description.score,
      headings: result.heading_analysis.score,
      content: result.content_analysis.score,
      images: result.image_analysis.score,
      links: result.link_analysis.score,
      overall: result.overall_score,
      grade: result.grade,
    }).toEqual(expected);
  });

  it('measures the boundaries it scores: lengths in code points, words of the main content, alts, links', () => {
    expect(seo('title-29.html').title_analysis).toMatchObject({ length: 29, optimal_length: false });
    expect(seo('perfect-30-120.html').title_analysis).toMatchObject({ text: 'Edge caching for small cafés 🚀', length: 30, optimal_length: true });
    expect(seo('perfect-60-160.html').title_analysis).toMatchObject({ length: 60, optimal_length: true });
    expect(seo('title-61.html').title_analysis).toMatchObject({ length: 61, optimal_length: false });
    expect(seo('description-119.html').meta_description).toMatchObject({ present: true, length: 119, optimal_length: false });
    expect(seo('perfect-30-120.html').meta_description).toMatchObject({ present: true, length: 120, optimal_length: true });
    expect(seo('perfect-60-160.html').meta_description).toMatchObject({ length: 160, optimal_length: true });
    expect(seo('description-161.html').meta_description).toMatchObject({ length: 161, optimal_length: false });
    expect(seo('words-299.html').content_analysis.word_count).toBe(299);
    expect(seo('perfect-30-120.html').content_analysis.word_count).toBe(300);
    expect(seo('alt-missing-11.html').image_analysis).toMatchObject({ total_images: 13, missing_alt: 11 });
    expect(seo('no-internal-links.html').link_analysis).toMatchObject({ internal_links: 0, external_links: 2 });
  });

  it('says what is missing in plain language', () => {
    expect(seo('title-missing.html').title_analysis).toEqual({
      score: 0, text: '', length: 0, optimal_length: false, issues: ['The page has no <title> element.'],
    });
    expect(seo('description-missing.html').meta_description).toEqual({
      score: 0, present: false, text: '', length: 0, optimal_length: false, issues: ['The page has no meta description.'],
    });
    expect(seo('title-29.html').title_analysis.issues).toEqual(['The title is 29 characters, shorter than 30.']);
    expect(seo('description-161.html').meta_description.issues)
      .toEqual(['The meta description is 161 characters, longer than 160; search results cut it off.']);
    expect(seo('alt-missing-11.html').image_analysis.issues).toEqual(['11 images have no alt attribute.']);
    expect(seo('no-internal-links.html').link_analysis.issues).toEqual(['The page links to no other page of its site.']);
    expect(seo('words-299.html').content_analysis.issues).toEqual(['The main content has 299 words, fewer than 300.']);
  });
});

describe('overall score and grade', () => {
  it('weights the components in integer arithmetic', () => {
    expect(overallScore({ title: 90, meta_description: 80, headings: 70, content: 100, images: 90, links: 90 })).toBe(86);
    expect(overallScore({ title: 0, meta_description: 0, headings: 0, content: 0, images: 0, links: 0 })).toBe(0);
  });

  it.each([
    [100, 'A+'], [95, 'A+'], [94.9, 'A'], [90, 'A'], [89.9, 'B+'], [85, 'B+'], [84.9, 'B'], [80, 'B'],
    [79.9, 'C+'], [75, 'C+'], [74.9, 'C'], [70, 'C'], [69.9, 'D'], [60, 'D'], [59.9, 'F'], [0, 'F'],
  ])('%d → %s', (score, grade) => {
    expect(gradeFor(score)).toBe(grade);
  });
});
