import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import type { Page } from '../../page/index.js';
import { analyzeAeo } from './analyze-aeo.js';
import type { AeoFields } from './analyze-aeo.js';
import { stepApplies } from './rule-engine.js';
import { AEO_APPLICABILITY, AEO_STEPS, totalScore } from './rules.js';

const AEO_FIXTURES = new URL('fixtures/', import.meta.url);
const PAGE_FIXTURES = new URL('../../../fixtures/pages/', import.meta.url);

function aeoOf(html: string, url: string, page: Page = parsePage(html, url)): AeoFields {
  return analyzeAeo({ page, headers: {}, finalUrl: url, pageBytes: Buffer.byteLength(html), robotsTxt: { status: 'missing' }, llmsTxt: { status: 'missing' } });
}
const fixture = (dir: URL, file: string, url: string) => aeoOf(readFileSync(new URL(file, dir), 'utf8'), url);
const applicability = (result: AeoFields) => result.auditSteps.map((s) => s.details.applicable);

const BLOG = () => fixture(AEO_FIXTURES, 'blog-post-well-made.html', 'https://www.example.com/blog/connection-pooling');
const LOCAL = () => fixture(AEO_FIXTURES, 'local-business.html', 'https://www.example.com/');
const ARTICLE = () => fixture(PAGE_FIXTURES, 'article-full-meta.html', 'https://www.example.com/guides/edge-caching');

/** A page whose main content is `content`, with `head` and `footer` around it. */
function page({ head = '', content = '', footer = '' }: { head?: string; content?: string; footer?: string }): AeoFields {
  const html = `<!doctype html><html lang="en"><head><title>Notes</title>${head}</head><body>
    <main><article><h1>Notes on sourdough</h1><p>Sourdough needs a lively starter, flour, water and salt, and patience.</p>${content}</article></main>
    <footer>${footer}</footer></body></html>`;
  return aeoOf(html, 'https://www.example.com/notes');
}
const localApplies = (parts: Parameters<typeof page>[0]) => page(parts).auditSteps[6]!.details.applicable;
const jsonLd = (item: object) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...item })}</script>`;

describe('which steps apply', () => {
  it('six steps always apply; Local SEO Signals is the only one that depends on the page', () => {
    expect(AEO_STEPS.filter((s) => AEO_APPLICABILITY[s].kind === 'always')).toEqual([
      'Content Extraction', 'Direct Answers', 'Topical Authority', 'Trust & Credibility', 'Schema/Structured Data', 'Technical Signals',
    ]);
    // So even a step that could not be evaluated leaves a step to average.
    expect(stepApplies(AEO_APPLICABILITY['Content Extraction'], undefined)).toBe(true);
    expect(stepApplies(AEO_APPLICABILITY['Local SEO Signals'], undefined)).toBe(false);
  });

  it('a well-made blog post (not about a place): Local SEO Signals does not apply, and keeps its 15 (og:site_name)', () => {
    const result = BLOG();
    expect(applicability(result)).toEqual([true, true, true, true, true, true, false]);
    expect(result.auditSteps[6]).toMatchObject({ step: 'Local SEO Signals', score: 15, details: { has_name: true, applicable: false } });
  });

  it('a local business page: every step applies, Local SEO Signals included', () => {
    const result = LOCAL();
    expect(applicability(result)).toEqual([true, true, true, true, true, true, true]);
    expect(result.auditSteps[6]).toEqual({
      step: 'Local SEO Signals', score: 100,
      details: { has_address: true, has_name: true, has_phone: true, local_schema: true, applicable: true },
    });
  });

  it('the article: a tel: link in the site footer does not make it a page about a place', () => {
    const local = ARTICLE().auditSteps[6]!;
    expect(local).toMatchObject({ score: 35, details: { has_phone: true, has_name: true, applicable: false } });
  });

  it.each([
    ['a LocalBusiness item', { head: jsonLd({ '@type': 'Bakery', name: 'Crumb' }) }],
    ['a Place item', { head: jsonLd({ '@type': 'TouristAttraction', name: 'The old mill' }) }],
    ['an organisation with an address', { head: jsonLd({ '@type': 'Organization', name: 'Crumb', address: { '@type': 'PostalAddress', streetAddress: '3 Mill Lane' } }) }],
    ['a street address in the main content', { content: '<p>Classes are held at 3 Mill Lane every Saturday.</p>' }],
    ['an <address> in the main content', { content: '<address>Unit 4, Riverside Works, BS1 6XY</address>' }],
    ['a tel: link in the main content', { content: '<p>Book a class: <a href="tel:+441174960000">0117 496 0000</a>.</p>' }],
    ['a labelled phone number in the main content', { content: '<p>Questions? Call us on 0117 496 0000.</p>' }],
    ['opening hours', { head: jsonLd({ '@type': 'WebPage', openingHours: 'Mo-Fr 09:00-17:00' }) }],
    ['an embedded map', { content: '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>' }],
    ['a map link in the main content', { content: '<p>The bakery school is behind the old mill on the harbour; <a href="https://www.openstreetmap.org/#map=18/51.45/-2.59">see it on the map</a> before you come.</p>' }],
  ])('Local SEO Signals applies with %s', (_, parts) => {
    expect(localApplies(parts)).toBe(true);
  });

  it.each([
    ['nothing local', {}],
    ['a tel: link in the footer', { footer: '<p>Call <a href="tel:+441174960000">0117 496 0000</a></p>' }],
    ['a street address in the footer', { footer: '<p>Crumb Ltd, 3 Mill Lane, Bristol</p>' }],
    ['an organisation without an address', { head: jsonLd({ '@type': 'Organization', name: 'Crumb', telephone: '+44 117 496 0000' }) }],
    ['an author (Person) with an address', { head: jsonLd({ '@type': 'Person', name: 'Ann', address: { '@type': 'PostalAddress', addressLocality: 'Bristol' } }) }],
  ])('Local SEO Signals does not apply with %s', (_, parts) => {
    expect(localApplies(parts)).toBe(false);
  });
});

describe('totalScore is the mean of the steps that apply', () => {
  const files = [
    ...readdirSync(AEO_FIXTURES).filter((f) => f.endsWith('.html')).map((f) => [AEO_FIXTURES, f] as const),
    ...readdirSync(PAGE_FIXTURES).filter((f) => f.endsWith('.html')).map((f) => [PAGE_FIXTURES, f] as const),
  ];

  it.each(files.map(([dir, file]) => [file, dir] as const))('%s', (file, dir) => {
    const result = fixture(dir, file, 'https://www.example.com/guides/edge-caching');
    const applying = result.auditSteps.filter((s) => s.details.applicable);
    expect(applying.length).toBeGreaterThanOrEqual(6);
    const mean = applying.reduce((sum, s) => sum + s.score, 0) / applying.length;
    expect(result.totalScore).toBe(Math.round(mean * 10) / 10);
  });

  it('the well-made blog post: (70 + 100 + 100 + 100 + 70 + 90) / 6 = 88.33 → 88.3 → B (Local 15 left out; the mean of seven was 74.3 C)', () => {
    // Content Extraction: 818 words (30) + <main> (20) + 7 headings (20) + no FAQ (0) = 70
    // Direct Answers: 5 question h2s (25), all answered (30), definition, list/steps, table (45) = 100
    // Topical Authority: "connection pooling" 5+ times counting "connection pools" (20), 5 substantial sections, 5 of 6 on topic → 0.83 (50), 5 questions (30) = 100
    // Trust: author, dates, about, contact, 3 citations, publisher, privacy = 100
    // Schema: BlogPosting and BreadcrumbList (20 + 25 + 10) + the Person and Organization nested as its author and publisher (15) = 70
    // Technical: everything but llms.txt = 90
    const result = BLOG();
    expect(result.auditSteps.map((s) => s.score)).toEqual([70, 100, 100, 100, 70, 90, 15]);
    expect(result).toMatchObject({ totalScore: 88.3, grade: 'B' });
  });

  it('the local business page: (50 + 100 + 30 + 40 + 35 + 90 + 100) / 7 = 63.57 → 63.6 → D', () => {
    const result = LOCAL();
    expect(result.auditSteps.map((s) => s.score)).toEqual([50, 100, 30, 40, 35, 90, 100]);
    expect(result).toMatchObject({ totalScore: 63.6, grade: 'D' });
  });

  it('the article (fixtures/pages/article-full-meta.html): (80 + 100 + 80 + 80 + 80 + 75) / 6 = 82.5 → B (was 55.7 F with Local 35 in the mean)', () => {
    // Its main content is 813 words: detailed (30), in <article> (20), 8 headings (20), 2 FAQ questions (10): Content 80.
    // A definition under "What is edge caching?", short answers under the FAQ's questions, a list, steps and a table:
    // Direct 100. "Edge caching" 4 times (10), 4 substantial sections all naming it (coverage 0.8: 50), 4 questions (20):
    // Topical 80. Author, dates, about, contact, one citation and the publisher (Trust 80); TechArticle and FAQPage
    // with the publisher nested (Schema 80); an image with no alt (Technical 75). (With 163 words it graded 63.3 D.)
    const result = ARTICLE();
    expect(result.auditSteps.map((s) => s.score)).toEqual([80, 100, 80, 80, 80, 75, 35]);
    expect(result.auditSteps[2]!.details).toMatchObject({ main_topic: 'edge caching', topic_coverage: 0.8 });
    expect(result).toMatchObject({ totalScore: 82.5, grade: 'B' });
  });

  it.each([
    ['content-weak.html', AEO_FIXTURES, [0, 0, 0, 0, 0, 70, 0], 11.7],
    ['minimal-title-only.html', PAGE_FIXTURES, [0, 0, 0, 0, 0, 70, 0], 11.7],
  ])('a thin page still grades F: %s', (file, dir, scores, total) => {
    const result = fixture(dir, file, 'https://www.example.com/guides/edge-caching');
    expect(result.auditSteps.map((s) => s.score)).toEqual(scores);
    expect(result).toMatchObject({ totalScore: total, grade: 'F' });
  });

  it('the mean itself: one decimal', () => {
    expect(totalScore([70, 100, 100, 100, 70, 90])).toBe(88.3);
    expect(totalScore([60, 55, 30, 80, 80, 75])).toBe(63.3);
  });
});
