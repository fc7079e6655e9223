import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { analyzeSeo } from './analyze-seo.js';
import type { SeoCheck } from './checks.js';

const URL_ = 'https://www.example.com/guides/edge-caching';
const analyze = (name: string, headers: Record<string, string> = {}) =>
  analyzeSeo({ page: parsePage(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8'), URL_), headers });
const checksOf = (name: string, headers: Record<string, string> = {}): Record<string, Omit<SeoCheck, 'id'>> =>
  Object.fromEntries(analyze(name, headers).checks.map(({ id, ...rest }) => [id, rest]));

describe('checks beyond the score, with their evidence', () => {
  it('all pass on a complete page', () => {
    expect(checksOf('checks-pass.html')).toEqual({
      indexable: { passed: true, evidence: '<meta name="robots" content="index, follow">', message: 'Nothing stops search engines from indexing the page.' },
      viewport: { passed: true, evidence: '<meta name="viewport" content="width=device-width, initial-scale=1">', message: 'The viewport adapts the page to the device width.' },
      canonical: { passed: true, evidence: '<link rel="canonical" href="https://www.example.com/guides/edge-caching">', message: 'The canonical URL is this page.' },
      'structured-data': { passed: true, evidence: 'JSON-LD: Article, BreadcrumbList', message: 'The page describes itself with 2 structured-data items.' },
      hreflang: {
        passed: true,
        evidence: '<link rel="alternate" hreflang="en-GB" href="https://www.example.com/guides/edge-caching">; '
          + '<link rel="alternate" hreflang="de" href="https://www.example.com/de/guides/edge-caching">; '
          + '<link rel="alternate" hreflang="x-default" href="https://www.example.com/guides/edge-caching">',
        message: '3 language alternates are declared correctly.',
      },
      lang: { passed: true, evidence: '<html lang="en-GB">', message: 'The page declares its language as en-GB.' },
      'open-graph': { passed: true, evidence: 'present: og:title, og:type, og:image, og:url, og:description', message: 'Open Graph is complete: shared links get a full preview.' },
    });
  });

  it('all fail on a broken page, each saying what decided it', () => {
    const checks = checksOf('checks-fail.html');
    expect(checks['indexable']).toEqual({ passed: false, evidence: '<meta name="robots" content="noindex, nofollow">', message: 'Search engines are told not to index this page.' });
    expect(checks['viewport']).toEqual({ passed: false, evidence: '<meta name="viewport" content="width=1024">', message: 'The viewport does not set width=device-width, so the layout does not adapt to the screen.' });
    expect(checks['canonical']).toEqual({ passed: false, evidence: 'no <link rel="canonical"> and no canonical Link header', message: 'The page declares no canonical URL.' });
    expect(checks['structured-data']).toEqual({ passed: false, evidence: 'no typed JSON-LD or microdata', message: 'The page has no structured data for rich results.' });
    expect(checks['hreflang']).toMatchObject({ passed: false, message: 'The hreflang alternates have problems: invalid hreflang value: deutsch; no alternate points back to this page.' });
    expect(checks['lang']).toEqual({ passed: false, evidence: '<html lang="english">', message: '"english" is not a valid BCP 47 language tag.' });
    expect(checks['open-graph']).toEqual({
      passed: false, evidence: 'present: og:title, og:image; missing: og:type, og:url, og:description',
      message: 'Open Graph is incomplete (2 of 5): shared links show a poorer preview.',
    });
  });

  it('reads noindex from the X-Robots-Tag header, for every crawler or for Google', () => {
    expect(checksOf('checks-pass.html', { 'x-robots-tag': 'noindex' })['indexable'])
      .toEqual({ passed: false, evidence: 'X-Robots-Tag: noindex', message: 'Search engines are told not to index this page.' });
    expect(checksOf('checks-pass.html', { 'x-robots-tag': 'googlebot: noindex, nofollow' })['indexable'])
      .toEqual({ passed: false, evidence: 'X-Robots-Tag: googlebot: noindex, nofollow', message: 'googlebot is told not to index this page.' });
  });

  it('ignores noindex scoped to a crawler that is not a search engine, and value directives', () => {
    expect(checksOf('checks-pass.html', { 'x-robots-tag': 'ccbot: noindex, max-snippet: 0' })['indexable']).toEqual({
      passed: true,
      evidence: '<meta name="robots" content="index, follow">; X-Robots-Tag: ccbot: noindex, max-snippet: 0',
      message: 'Nothing stops search engines from indexing the page.',
    });
  });

  it('fails on a canonical Link header that disagrees with the tag', () => {
    expect(checksOf('checks-pass.html', { link: '<https://cdn.example.com/a.css>; rel=preload, <https://www.example.com/other>; rel="canonical"' })['canonical']).toEqual({
      passed: false,
      evidence: '<link rel="canonical" href="https://www.example.com/guides/edge-caching">; Link: <https://www.example.com/other>; rel="canonical"',
      message: 'The page declares 2 different canonical URLs: https://www.example.com/guides/edge-caching, https://www.example.com/other.',
    });
  });

  it('reads microdata, and says when the canonical URL is another page', () => {
    const checks = checksOf('microdata.html');
    expect(checks['structured-data']).toEqual({ passed: true, evidence: 'microdata: Bakery, PostalAddress', message: 'The page describes itself with 2 structured-data items.' });
    expect(checks['canonical']).toEqual({
      passed: true, evidence: '<link rel="canonical" href="https://www.example.com/bakery">',
      message: 'The canonical URL is another page (https://www.example.com/bakery): search engines will index that URL instead of this one.',
    });
    expect(checks['lang']).toEqual({ passed: false, evidence: 'no lang attribute on <html>', message: 'The page does not declare its language.' });
    expect(checks['indexable']?.evidence).toBe('no robots meta tag and no X-Robots-Tag header');
  });

  it('never changes the score', () => {
    const plain = analyze('checks-pass.html');
    const blocked = analyze('checks-pass.html', { 'x-robots-tag': 'noindex' });
    expect(blocked.overall_score).toBe(plain.overall_score);
    expect(analyze('checks-fail.html').overall_score).toBe(plain.overall_score);
  });
});
