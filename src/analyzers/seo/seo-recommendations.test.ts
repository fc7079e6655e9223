import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { analyzeSeo } from './analyze-seo.js';

const URL_ = 'https://www.example.com/guides/edge-caching';
const analyze = (name: string, headers: Record<string, string> = {}) =>
  analyzeSeo({ page: parsePage(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8'), URL_), headers });

describe('recommendations', () => {
  it('rank by the overall points they win back: weight × deduction', () => {
    const { recommendations } = analyze('combined-weak.html');
    expect(recommendations.map((r) => [r.title, r.priority, r.impact])).toEqual([
      ['Add a meta description', 'high', 'high'], //    100 × 20% = 20 points
      ['Add alt text to 11 images', 'high', 'medium'], // 100 (110, floored) × 10% = 10
      ['Lengthen the title', 'high', 'high'], //         20 × 25% = 5
      ['Keep a single h1', 'medium', 'high'], //         20 × 20% = 4
      ['Write more content', 'medium', 'high'], //       20 × 20% = 4
      ['Link to related pages of the site', 'low', 'low'], // 10 × 5% = 0.5
      ['Add structured data', 'medium', 'medium'], //    failed checks: 0 points
      ['Complete the Open Graph tags', 'low', 'low'],
    ]);
    expect(recommendations[0]?.description).toBe('The page has no meta description. Add <meta name="description"> of 120–160 '
      + 'characters summarising the page; search engines show it under the title. Worth 20 points of the overall score.');
    expect(recommendations[5]?.description).toMatch(/Worth 0\.5 points of the overall score\.$/);
  });

  it('put advice and failed checks after everything that changes the score, by their priority', () => {
    const { recommendations } = analyze('checks-fail.html');
    expect(recommendations.map((r) => [r.title, r.priority])).toEqual([
      ['Add a meta description', 'high'], // 20 points
      ['Write more content', 'medium'], //   4
      ['Link to related pages of the site', 'low'], // 0.5
      ['Allow indexing', 'high'], //         checks: 0 points, ranked high → low
      ['Add a responsive viewport', 'high'],
      ['Declare one canonical URL', 'medium'],
      ['Add structured data', 'medium'],
      ['Fix the hreflang alternates', 'medium'],
      ['Declare the page language', 'low'],
      ['Complete the Open Graph tags', 'low'],
    ]);
    expect(recommendations[3]?.description).toBe('Search engines are told not to index this page. Evidence: <meta name="robots" content="noindex, nofollow">.');
  });

  it('hold no check when every check passes', () => {
    expect(analyze('checks-pass.html', {}).recommendations.map((r) => r.title))
      .toEqual(['Add a meta description', 'Write more content', 'Link to related pages of the site']);
  });
});
