import { readFileSync, readdirSync } from 'node:fs';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { AeoResult } from '../../results/aeo.js';
import { AEO_ADVICE } from './advice.js';
import { analyzeAeo } from './analyze-aeo.js';
import type { AeoFields } from './analyze-aeo.js';
import type { AeoInput } from './context.js';
import { rankRecommendations } from './recommendations.js';
import { shortfallOf } from './rule-engine.js';
import type { Rule } from './rule-engine.js';
import { AEO_IMPACT, AEO_RULES, AEO_STEPS, aeoImpactFor } from './rules.js';

const AEO_FIXTURES = new URL('fixtures/', import.meta.url);
const PAGE_FIXTURES = new URL('../../../fixtures/pages/', import.meta.url);

function aeoOf(dir: URL, file: string, url: string, input: Partial<Omit<AeoInput, 'page'>> = {}): AeoFields {
  const html = readFileSync(new URL(file, dir), 'utf8');
  return analyzeAeo({
    headers: {}, pageBytes: Buffer.byteLength(html), robotsTxt: { status: 'missing' }, llmsTxt: { status: 'missing' },
    ...input, finalUrl: url, page: parsePage(html, url),
  });
}

const IMPACT_ORDER = AEO_IMPACT.map((b) => b.impact);
const rank = (impact: string) => IMPACT_ORDER.indexOf(impact as (typeof IMPACT_ORDER)[number]);

describe('recommendations', () => {
  it('the well-made blog post: exactly what it misses, highest impact first, nothing for Local SEO Signals (does not apply)', () => {
    const result = aeoOf(AEO_FIXTURES, 'blog-post-well-made.html', 'https://www.example.com/blog/connection-pooling');
    // Six steps apply: a 20-point rule adds 3.33 to totalScore (high), 15 → 2.5 (high), 10 → 1.67 (medium).
    expect(result.recommendations).toEqual([
      { step: 'Schema/Structured Data', impact: 'high', message: 'Add an FAQPage block (JSON-LD) for the 5 questions the page asks and answers' },
      { step: 'Content Extraction', impact: 'medium', message: 'Expand the main content from 818 to at least 1500 words, so that it answers the question fully' },
      { step: 'Content Extraction', impact: 'medium', message: 'Add an FAQ section (a "Frequently asked questions" heading with question subheadings, or <details>/<summary>) that answers the questions readers ask' },
      { step: 'Schema/Structured Data', impact: 'medium', message: 'Describe more of the page in structured data (now BlogPosting and BreadcrumbList): 3 or more types, e.g. the article, its breadcrumbs and the organisation' },
      { step: 'Technical Signals', impact: 'medium', message: 'Publish /llms.txt (llmstxt.org): an H1 title, a one-line summary and links to the key pages' },
    ]);
  });

  it('names the question heading that has no answer under it', () => {
    const result = aeoOf(AEO_FIXTURES, 'answers-weak.html', 'https://www.example.com/guides/edge-caching');
    expect(result.recommendations).toContainEqual({
      step: 'Direct Answers', impact: 'high',
      message: 'Add a 40–60 word answer right under the H2 \'Why did we bother?\': a direct answer, a definition, a list or a table before anything else',
    });
    expect(result.recommendations).toEqual(expect.arrayContaining([
      { step: 'Direct Answers', impact: 'high', message: 'Define the topic in one sentence of at most 40 words, e.g. "Some thoughts on caching is …", at the top of the content or right under a "What is …?" heading' },
      { step: 'Direct Answers', impact: 'high', message: 'Give steps or options as a list of at least 3 items (<ol> for steps, <ul> for options)' },
    ]));
  });

  it('the article: the author is named, so no author advice; the footer phone does not bring Local SEO Signals in', () => {
    const result = aeoOf(PAGE_FIXTURES, 'article-full-meta.html', 'https://www.example.com/guides/edge-caching');
    expect(result.recommendations.map((r) => r.message)).not.toContain('Name the author in the page (a byline) and in Article.author');
    expect(result.recommendations.filter((r) => r.step === 'Local SEO Signals')).toEqual([]);
    expect(result.recommendations.slice(0, 2)).toEqual([
      { step: 'Technical Signals', impact: 'high', message: 'Give the image without an alt attribute a short description (alt="" for decorative ones)' },
      { step: 'Content Extraction', impact: 'medium', message: 'Expand the main content from 813 to at least 1500 words, so that it answers the question fully' },
    ]);
    expect(result.recommendations.filter((r) => r.step === 'Direct Answers')).toEqual([]);
  });

  it('a page about a place that misses local signals is told what to add (Local applies: seven steps share the points)', () => {
    const html = `<!doctype html><html lang="en"><head><title>Crumb bakery school</title></head><body><main><article>
      <h1>Crumb bakery school</h1><p>Weekend bread classes for beginners, with flour, aprons and coffee included in the price.</p>
      <p>Book a place by phone: <a href="tel:+441174960000">0117 496 0000</a>, Monday to Friday.</p></article></main></body></html>`;
    const url = 'https://www.example.com/';
    const result = analyzeAeo({ page: parsePage(html, url), headers: {}, finalUrl: url, pageBytes: html.length, robotsTxt: { status: 'missing' }, llmsTxt: { status: 'missing' } });
    expect(result.auditSteps[6]).toMatchObject({ score: 20, details: { has_phone: true, applicable: true } });
    expect(result.recommendations.filter((r) => r.step === 'Local SEO Signals')).toEqual([
      // 35 / 7 = 5, 25 / 7 = 3.57, 15 / 7 = 2.14, 5 / 7 = 0.71
      { step: 'Local SEO Signals', impact: 'high', message: 'Add a LocalBusiness JSON-LD item (or its specific type: Restaurant, Dentist, Store…) with name, address, telephone and opening hours' },
      { step: 'Local SEO Signals', impact: 'high', message: 'Show the full postal address on the page and give it as a PostalAddress in LocalBusiness.address' },
      { step: 'Local SEO Signals', impact: 'medium', message: 'Name the business: a name on the LocalBusiness or Organization item, or og:site_name' },
      { step: 'Local SEO Signals', impact: 'low', message: 'Add opening hours (openingHoursSpecification) or a map (hasMap, geo or an embedded map)' },
    ]);
  });

  it('a noindex page held at 0 by penalties is still told to lift them', () => {
    const result = aeoOf(AEO_FIXTURES, 'technical-weak.html', 'http://www.example.com/guides/edge-caching', {
      pageBytes: 600 * 1024, robotsTxt: { status: 'unreachable' }, llmsTxt: { status: 'unreachable' },
    });
    expect(result.auditSteps[5]!.score).toBe(0);
    const technical = result.recommendations.filter((r) => r.step === 'Technical Signals');
    expect(technical[0]).toEqual({ step: 'Technical Signals', impact: 'high', message: 'Remove noindex (robots meta tag or X-Robots-Tag): answer engines do not use a page they may not index' });
    expect(technical.map((r) => r.message)).toContain('Make /robots.txt answer: while it cannot be fetched, every AI crawler must treat the site as closed');
  });

  const files = [
    ...readdirSync(AEO_FIXTURES).filter((f) => f.endsWith('.html')).map((f) => [f, AEO_FIXTURES] as const),
    ...readdirSync(PAGE_FIXTURES).filter((f) => f.endsWith('.html')).map((f) => [f, PAGE_FIXTURES] as const),
  ];

  it.each(files)('%s: only steps that apply, sorted by impact, one per rule short of its points', (file, dir) => {
    const result = aeoOf(dir, file, 'https://www.example.com/guides/edge-caching');
    const applying = new Set(result.auditSteps.filter((s) => s.details.applicable).map((s) => s.step));
    for (const r of result.recommendations) expect(applying.has(r.step)).toBe(true);
    const ranks = result.recommendations.map((r) => rank(r.impact));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // A step at 100 with no penalty gets nothing.
    for (const s of result.auditSteps.filter((s) => s.score === 100 && s.step !== 'Technical Signals')) {
      expect(result.recommendations.filter((r) => r.step === s.step)).toEqual([]);
    }
  });
});

describe('ranking', () => {
  it('sorts by the totalScore points added (step points ÷ steps that apply); equal ones keep step and rule order', () => {
    const advice = (ruleId: string, stepPoints: number) => ({ ruleId, stepPoints, message: ruleId });
    const ranked = rankRecommendations([
      { step: 'Content Extraction', applicable: true, advice: [advice('a', 10), advice('b', 20)] },
      { step: 'Direct Answers', applicable: true, advice: [advice('c', 10), advice('d', 5)] },
      { step: 'Local SEO Signals', applicable: false, advice: [advice('e', 35)] },
    ]);
    // Two steps apply: 20 → 10, 10 → 5, 5 → 2.5.
    expect(ranked).toEqual([
      { step: 'Content Extraction', message: 'b', impact: 'high' },
      { step: 'Content Extraction', message: 'a', impact: 'high' },
      { step: 'Direct Answers', message: 'c', impact: 'high' },
      { step: 'Direct Answers', message: 'd', impact: 'high' },
    ]);
  });

  it.each([[5, 'high'], [2.5, 'high'], [2.49, 'medium'], [1.5, 'medium'], [1.49, 'low'], [0.7, 'low']])('%d totalScore points → %s', (points, impact) => {
    expect(aeoImpactFor(points)).toBe(impact);
  });
});

describe('shortfallOf', () => {
  type F = { readonly n: number; readonly ok: boolean };
  const flag: Rule<F> = { kind: 'flag', id: 'f', points: 15, measure: 'ok', test: (f) => f.ok };
  const penalty: Rule<F> = { kind: 'flag', id: 'p', points: -30, measure: 'not ok', test: (f) => !f.ok };
  const tiers: Rule<F> = { kind: 'tiers', id: 't', measure: 'n', value: (f) => f.n, tiers: [{ atLeast: 1500, points: 40 }, { atLeast: 800, points: 30 }, { atLeast: 300, points: 20 }] };
  const size: Rule<F> = { kind: 'tiers', id: 's', measure: 'n', value: (f) => f.n, tiers: [{ atMost: 100, points: 15 }, { atMost: 500, points: 8 }] };
  const scaled: Rule<F> = { kind: 'scaled', id: 'c', points: 20, measure: 'share', value: (f) => f.n };

  it('a failed flag gives its points; a penalty that applies gives them back', () => {
    expect(shortfallOf(flag, { n: 0, ok: false })).toEqual({ points: 15 });
    expect(shortfallOf(flag, { n: 0, ok: true })).toBeUndefined();
    expect(shortfallOf(penalty, { n: 0, ok: false })).toEqual({ points: 30 });
    expect(shortfallOf(penalty, { n: 0, ok: true })).toBeUndefined();
  });

  it('a tiered rule climbs to its next tier, naming the value that reaches it', () => {
    expect(shortfallOf(tiers, { n: 120, ok: true })).toEqual({ points: 20, goal: 300 });
    expect(shortfallOf(tiers, { n: 818, ok: true })).toEqual({ points: 10, goal: 1500 });
    expect(shortfallOf(tiers, { n: 1600, ok: true })).toBeUndefined();
    expect(shortfallOf(size, { n: 600, ok: true })).toEqual({ points: 8, goal: 500 });
    expect(shortfallOf(size, { n: 300, ok: true })).toEqual({ points: 7, goal: 100 });
  });

  it('a scaled rule fills up', () => {
    expect(shortfallOf(scaled, { n: 5 / 7, ok: true })!.points).toBeCloseTo(40 / 7, 10);
    expect(shortfallOf(scaled, { n: 1, ok: true })).toBeUndefined();
  });
});

describe('the result schema', () => {
  it.each([
    ['blog-post-well-made.html', AEO_FIXTURES], ['local-business.html', AEO_FIXTURES], ['article-full-meta.html', PAGE_FIXTURES],
  ])('%s: the answer matches AeoResult (applicable on every step, recommendations of the documented shape)', (file, dir) => {
    const answer = { url: 'https://www.example.com/', ...aeoOf(dir, file, 'https://www.example.com/'), timestamp: '2026-01-01T00:00:00.000Z' };
    expect([...Value.Errors(AeoResult, answer)]).toEqual([]);
  });

  it('names the recommendation steps exactly as the analyser does', () => {
    const item: object = AeoResult.properties.recommendations.items;
    expect(item).toMatchObject({ properties: { step: { enum: [...AEO_STEPS] } } });
  });
});

describe('AEO_ADVICE', () => {
  it.each(AEO_STEPS)('%s: one piece of advice per rule, and none for a rule that does not exist', (step) => {
    const ids = AEO_RULES[step].map((r) => r.id);
    expect(Object.keys(AEO_ADVICE[step]).sort()).toEqual([...ids].sort());
  });
});
