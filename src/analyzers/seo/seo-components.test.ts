import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import type { Heading, PageImage } from '../../page/index.js';
import { isMeaningfulAlt, summarizeAltText } from './alt-text.js';
import { analyzeSeo } from './analyze-seo.js';
import { hierarchyBreak } from './heading-component.js';

const URL_ = 'https://www.example.com/guides/edge-caching';
const seo = (name: string) =>
  analyzeSeo({ page: parsePage(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8'), URL_), headers: {} });
const outline = (...levels: Heading['level'][]): Heading[] => levels.map((level, i) => ({ level, text: `Heading ${i + 1}` }));

describe('heading_analysis', () => {
  it('reports the first h1 and counts every heading', () => {
    expect(seo('h1-two.html').heading_analysis).toEqual({
      score: 80, h1_count: 2, h1_text: 'Edge caching for small cafés', hierarchy_valid: true, total_headings: 2,
      issues: ['The page has 2 <h1> elements; it should have one.'],
    });
  });

  it('flags a skipped level as advice without changing the score', () => {
    expect(seo('outline-skip.html').heading_analysis).toEqual({
      score: 100, h1_count: 1, h1_text: 'Caching headers', hierarchy_valid: false, total_headings: 5,
      issues: ['An h4 "Clock skew" follows an h2, skipping h3.'],
    });
  });

  it('has no valid outline without headings', () => {
    expect(seo('h1-none.html').heading_analysis).toMatchObject({ score: 70, h1_count: 0, h1_text: '', hierarchy_valid: false, total_headings: 0 });
  });

  it.each([
    ['h1 h2 h3 h2 h3', outline(1, 2, 3, 2, 3), undefined],
    ['h1 h2 h3 h1 (back up is fine)', outline(1, 2, 3, 1), undefined],
    ['h1 h1 h2 (two h1 still an outline)', outline(1, 1, 2), undefined],
    ['h1 h3', outline(1, 3), 'An h3 "Heading 2" follows an h1, skipping h2.'],
    ['h2 first', outline(2, 3), 'The first heading is an h2, not an h1.'],
    ['none', outline(), 'The page has no headings, so it has no outline.'],
  ])('hierarchy %s', (_name, headings, expected) => {
    expect(hierarchyBreak(headings)).toBe(expected);
  });
});

describe('image_analysis and alt_text_quality', () => {
  it('judges non-decorative images: 6 meaningful of 9 → fair; one missing alt → 90', () => {
    expect(seo('alt-quality.html').image_analysis).toEqual({
      score: 90, total_images: 10, missing_alt: 1, alt_text_quality: 'fair',
      issues: ['1 image has no alt attribute.', '2 images have alt text that describes nothing (a file name or a word like "image").'],
    });
  });

  it('is excellent without images to judge (the reference scores "no images" 100)', () => {
    expect(seo('empty.html').image_analysis).toEqual({ score: 100, total_images: 0, missing_alt: 0, alt_text_quality: 'excellent', issues: [] });
  });

  it.each([
    ['Ana and João behind the bar', true], ['猫', true], ['', false], [null, false], ['image', false],
    [' Photo ', false], ['IMG_2041.JPG', false], ['hero-banner.webp', false], ['DSC0042', false],
  ])('meaningful alt %j → %s', (alt, meaningful) => {
    expect(isMeaningfulAlt(alt)).toBe(meaningful);
  });

  const images = (meaningful: number, other: number): PageImage[] => [
    ...Array.from({ length: meaningful }, (_, i) => ({ src: `https://x.test/${i}.jpg`, alt: `Photo of table ${i}` })),
    ...Array.from({ length: other }, (_, i) => ({ src: `https://x.test/o${i}.jpg`, alt: null })),
  ];
  it.each([
    [9, 1, 'excellent'], [89, 11, 'good'], [7, 3, 'good'], [69, 31, 'fair'], [4, 6, 'fair'], [39, 61, 'poor'], [0, 0, 'excellent'],
  ] as const)('%d meaningful, %d without alt → %s', (meaningful, other, quality) => {
    expect(summarizeAltText(images(meaningful, other)).quality).toBe(quality);
  });
});

describe('link_analysis', () => {
  it('counts <a href> by registrable domain; fragments and mailto are neither', () => {
    // perfect page: "/" and "https://www.example.com/guides/" internal, "#top" anchor, MDN external.
    expect(seo('perfect-30-120.html').link_analysis).toEqual({ score: 100, internal_links: 2, external_links: 1, issues: [] });
  });
});

describe('content_analysis', () => {
  it('rates English main content with Flesch Reading Ease', () => {
    expect(seo('perfect-30-120.html').content_analysis).toEqual({
      score: 100, word_count: 300, readability: 'excellent', readability_score: 67.2,
      readability_formula: 'Flesch Reading Ease (Flesch 1948)', issues: [],
    });
  });

  it('uses Flesch–Amstad for German', () => {
    // 10 sentences of 12 words; Der(1) Speicher(2) am(1) Rand(1) hält(1) Kopien(2) der(1) Seiten(2)
    // nah(1) bei(1) den(1) Lesern(2) = 16 syllables. 180 − 12 − 58.5 × 16/12 = 180 − 12 − 78 = 90 → excellent
    expect(seo('readability-de.html').content_analysis).toMatchObject({
      word_count: 120, readability: 'excellent', readability_score: 90, readability_formula: 'Flesch–Amstad (Amstad 1978)',
    });
  });

  it('says "unavailable" for a language without a formula, and for too little text', () => {
    expect(seo('readability-ja.html').content_analysis).toMatchObject({ readability: 'unavailable', readability_score: null, readability_formula: null });
    expect(seo('empty.html').content_analysis).toEqual({
      score: 80, word_count: 0, readability: 'unavailable', readability_score: null, readability_formula: null,
      issues: ['The main content has 0 words, fewer than 300.'],
    });
  });
});
