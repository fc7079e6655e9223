import { readFileSync } from 'node:fs';
import { getOuterHTML } from 'domutils';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import type { Page } from '../../page/index.js';
import { createStackDetector } from './index.js';
import type { StackDetector, StackFields } from './index.js';

const fixture = (path: string): string => readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8');
const page = (name: string, url = 'https://www.example.com/'): Page => parsePage(fixture(`pages/${name}`), url);
const headers = (name: string): Record<string, string> => JSON.parse(fixture(`headers/${name}`)) as Record<string, string>;

const ALL_MISSING = [
  'strict-transport-security', 'content-security-policy', 'x-frame-options', 'x-content-type-options',
  'x-xss-protection', 'referrer-policy', 'permissions-policy',
];

let detector: StackDetector;
const detect = (p: Page, h: Record<string, string> = {}, setCookies: string[] = [], includeCss = false): StackFields =>
  detector.detect({ page: p, headers: h, setCookies }, { includeCss });

beforeAll(() => {
  detector = createStackDetector();
});

describe('createStackDetector', () => {
  it('compiles the whole community data set once', () => {
    expect(detector.stats.technologies).toBeGreaterThan(7_000);
    expect(detector.stats.rules).toBeGreaterThan(9_000);
    expect(detector.stats.skipped).toBeLessThan(20);
  });
});

describe('a page with none of the signals', () => {
  it('plain.html: no technologies, empty server, no CDN, grade F', () => {
    expect(detect(page('plain.html'))).toEqual({
      technologies: [],
      server: { name: '', poweredBy: '' },
      cdn: [],
      security: { score: 'F', headers: [], missingHeaders: ALL_MISSING },
    });
  });
});

describe('versions, implies and the detectedFrom labels', () => {
  it('wordpress.html: WordPress from its generator meta, jQuery from the script URL, GA4 from the gtag call', () => {
    expect(detect(page('wordpress.html', 'https://bakery.example.org/')).technologies).toEqual([
      { name: 'Google Analytics', version: 'GA4', confidence: 'high', detectedFrom: ['Scripts'], category: 'analytics' },
      { name: 'Google Tag Manager', confidence: 'high', detectedFrom: ['Scripts'], category: 'tag-manager' },
      { name: 'jQuery', version: '3.7.1', confidence: 'high', detectedFrom: ['Scripts'], category: 'frontend' },
      { name: 'jQuery CDN', confidence: 'high', detectedFrom: ['Scripts'], category: 'cdn' },
      // Implied by WordPress: no rule of their own matched, so they carry WordPress's evidence.
      { name: 'MySQL', confidence: 'high', detectedFrom: ['HTML', 'Meta', 'DOM'], category: 'database' },
      { name: 'PHP', confidence: 'high', detectedFrom: ['HTML', 'Meta', 'DOM'], category: 'language' },
      { name: 'WordPress', version: '6.4.2', confidence: 'high', detectedFrom: ['HTML', 'Meta', 'DOM'], category: 'cms' },
    ]);
  });

  it('angular.html: the version from a DOM attribute; Angular implies TypeScript and excludes AngularJS', () => {
    expect(detect(page('angular.html')).technologies).toEqual([
      { name: 'Angular', version: '17.0.5', confidence: 'high', detectedFrom: ['DOM'], category: 'frontend' },
      { name: 'TypeScript', confidence: 'high', detectedFrom: ['DOM'], category: 'language' },
    ]);
  });
});

describe('excludes and requires', () => {
  it('backdrop-drupal.html: Backdrop excludes the Drupal its theme path suggests', () => {
    expect(detect(page('backdrop-drupal.html')).technologies.map((t) => t.name)).toEqual(['Backdrop', 'PHP']);
  });

  it('elementor-alone.html: Elementor requires WordPress, so its generator meta alone detects nothing', () => {
    expect(detect(page('elementor-alone.html')).technologies).toEqual([]);
  });

  it('elementor-wordpress.html: with WordPress detected, Elementor is, with its version', () => {
    expect(detect(page('elementor-wordpress.html')).technologies).toEqual([
      { name: 'Elementor', version: '3.18.3', confidence: 'high', detectedFrom: ['Meta'], category: 'cms' },
      { name: 'MySQL', confidence: 'high', detectedFrom: ['Meta'], category: 'database' },
      { name: 'PHP', confidence: 'high', detectedFrom: ['Meta'], category: 'language' },
      { name: 'WordPress', version: '6.4.2', confidence: 'high', detectedFrom: ['Meta'], category: 'cms' },
    ]);
  });

  it('afterpay-*.html: Afterpay requires an ecommerce technology (requiresCategory)', () => {
    expect(detect(page('afterpay-alone.html')).technologies).toEqual([]);
    expect(detect(page('afterpay-shopify.html')).technologies.map((t) => t.name)).toEqual(['Afterpay', 'Shopify']);
  });
});

describe('confidence bands', () => {
  it('rails-confidence.html: a 50-confidence meta gives medium (and so does the implied Ruby)', () => {
    const found = detect(page('rails-confidence.html')).technologies;
    expect(found.filter((t) => t.name.startsWith('Ruby'))).toEqual([
      { name: 'Ruby', confidence: 'medium', detectedFrom: ['Meta'], category: 'language' },
      { name: 'Ruby on Rails', confidence: 'medium', detectedFrom: ['Meta'], category: 'framework' },
    ]);
  });

  it('rails-confidence.html: a 20-confidence HTML pattern plus a DOM selector sum to high', () => {
    const found = detect(page('rails-confidence.html')).technologies;
    expect(found.find((t) => t.name === 'MailChimp')).toEqual(
      { name: 'MailChimp', confidence: 'high', detectedFrom: ['HTML', 'DOM'], category: 'marketing' },
    );
  });

  it('govuk-low.html: a lone 10-confidence pattern gives low', () => {
    expect(detect(page('govuk-low.html')).technologies).toEqual([
      { name: 'GOV.UK Frontend', confidence: 'low', detectedFrom: ['HTML'], category: 'frontend' },
    ]);
  });
});

describe('headers and cookies', () => {
  it('nginx-php.json: server, versions from headers, PHP and Google Analytics (a `_ga_*` name) from cookies, grade C', () => {
    const result = detect(page('plain.html'), headers('nginx-php.json'), [
      'PHPSESSID=8d7f6e5c4b3a29181716151413121110; path=/; HttpOnly',
      '_ga_8XK2Q1ZR7B=GS1.1.1709633471.1.0.1709633471.0.0.0; Path=/; Max-Age=63072000',
    ]);
    expect(result.server).toEqual({ name: 'nginx/1.25.3', poweredBy: 'PHP/8.2.12' });
    expect(result.cdn).toEqual([]);
    expect(result.security).toEqual({
      score: 'C',
      headers: ['strict-transport-security', 'x-frame-options', 'x-content-type-options', 'referrer-policy'],
      missingHeaders: ['content-security-policy', 'x-xss-protection', 'permissions-policy'],
    });
    expect(result.technologies).toEqual([
      { name: 'Google Analytics', version: 'GA4', confidence: 'high', detectedFrom: ['Cookies'], category: 'analytics' },
      { name: 'HSTS', confidence: 'high', detectedFrom: ['Headers'], category: 'security' },
      { name: 'Nginx', version: '1.25.3', confidence: 'high', detectedFrom: ['Headers'], category: 'server' },
      { name: 'PHP', version: '8.2.12', confidence: 'high', detectedFrom: ['Headers', 'Cookies'], category: 'language' },
    ]);
  });
});

describe('includeCss', () => {
  it('stylesheets.html: link rel=stylesheet and inline @import, absolute, each once', () => {
    const result = detect(page('stylesheets.html'), {}, [], true);
    expect(result.stylesheets).toEqual([
      'https://docs.example.com/guide/css/site.css',
      'https://cdn.example.net/contrast.css',
      'https://docs.example.com/guide/print.css',
      'https://fonts.example.org/inter.css',
    ]);
  });

  it('leaves stylesheets out unless asked', () => {
    expect(detect(page('stylesheets.html'))).not.toHaveProperty('stylesheets');
  });
});

describe('purity', () => {
  it('never modifies the shared DOM', () => {
    const p = page('wordpress.html');
    const before = getOuterHTML(p.document);
    detect(p, headers('nginx-php.json'), [], true);
    expect(getOuterHTML(p.document)).toBe(before);
  });

  it('gives the same result twice', () => {
    const p = page('wordpress.html');
    expect(detect(p)).toEqual(detect(p));
  });
});
