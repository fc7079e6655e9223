import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from './page.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../fixtures/pages/${name}`, import.meta.url), 'utf8');
const ARTICLE_URL = 'https://www.example.com/guides/edge-caching';
const article = () => parsePage(fixture('article-full-meta.html'), ARTICLE_URL);

describe('parsePage: article-full-meta.html', () => {
  it('url, baseUrl (no <base>), title, lang, canonical', () => {
    const page = article();
    expect(page.url.href).toBe(ARTICLE_URL);
    expect(page.baseUrl.href).toBe(ARTICLE_URL);
    expect(page.title).toBe('Edge caching, explained | Northwind Engineering Blog');
    expect(page.lang).toBe('en-GB');
    expect(page.canonical).toBe('https://www.example.com/guides/edge-caching');
  });

  it('metaTags, meta(), openGraph and twitter', () => {
    const page = article();
    expect(page.metaTags).toHaveLength(22);
    expect(page.metaTags[0]).toEqual({ charset: 'utf-8', content: '' });
    expect(page.metaTags[1]).toEqual({ name: 'viewport', content: 'width=device-width, initial-scale=1' });
    expect(page.meta('DESCRIPTION')).toBe(
      'How CDN edge caches decide what to keep, how Cache-Control and surrogate keys interact, and how to purge without melting your origin.',
    );
    expect(page.meta('og:locale')).toBe('en_GB');
    expect(page.meta('keywords')).toBeUndefined();
    expect(page.openGraph['og:description']).toBe(
      'What a CDN keeps, for how long, and how to purge it safely — with worked examples.',
    );
    expect(Object.keys(page.openGraph)).toEqual([
      'og:type', 'og:site_name', 'og:title', 'og:description', 'og:url', 'og:image',
      'og:image:secure_url', 'og:image:width', 'og:image:height', 'og:locale',
    ]);
    expect(page.twitter).toEqual({
      'twitter:card': 'summary_large_image',
      'twitter:site': '@northwind_eng',
      'twitter:title': 'Edge caching, explained',
      'twitter:description': 'What a CDN keeps, and for how long.',
      'twitter:image': 'https://cdn.example.com/img/edge-caching-twitter.jpg',
    });
  });

  it('jsonLd: both scripts, in order', () => {
    const page = article();
    expect(page.jsonLd.map((n) => n['@type'])).toEqual(['TechArticle', 'FAQPage']);
    expect(page.jsonLd[0]?.['author']).toEqual({
      '@type': 'Person', name: 'Priya Raman', url: 'https://www.example.com/people/priya-raman',
    });
  });

  it('headings', () => {
    expect(article().headings).toEqual([
      { level: 1, text: 'Edge caching, explained' },
      { level: 2, text: 'What is edge caching?' },
      { level: 2, text: 'How it works' },
      { level: 3, text: 'Freshness headers' },
      { level: 2, text: 'Purging' },
      { level: 2, text: 'Frequently asked questions' },
      { level: 3, text: 'What does s-maxage do?' },
      { level: 3, text: 'Is purging by URL enough?' },
    ]);
  });

  it('links: every type; javascript: and empty hrefs skipped; text fallbacks', () => {
    expect(article().links).toEqual([
      { href: 'https://www.example.com/', text: 'Northwind Engineering', type: 'internal', rel: [] },
      { href: 'https://www.example.com/guides/', text: 'Guides', type: 'internal', rel: [] },
      { href: 'https://blog.example.com/', text: 'Blog', type: 'internal', rel: [] },
      { href: 'https://www.example.com/about', text: 'About us', type: 'internal', rel: ['author'] },
      { href: 'https://www.example.com/people/priya-raman', text: 'Priya Raman', type: 'internal', rel: ['author'] },
      { href: `${ARTICLE_URL}#how-it-works`, text: 'How it works', type: 'anchor', rel: [] },
      { href: `${ARTICLE_URL}#purging`, text: 'Purging', type: 'anchor', rel: [] },
      { href: `${ARTICLE_URL}#faq`, text: 'FAQ', type: 'anchor', rel: [] },
      {
        href: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Caching',
        text: 'MDN caching guide', type: 'external', rel: ['noopener', 'nofollow'],
      },
      { href: 'mailto:editors@example.com?subject=Edge%20caching', text: 'Email the editors', type: 'mailto', rel: [] },
      { href: 'tel:+44-20-7946-0958', text: '+44 20 7946 0958', type: 'tel', rel: [] },
      { href: 'https://twitter.com/northwind_eng', text: 'Northwind on X', type: 'external', rel: [] },
    ]);
  });

  it('images: lazy data-src behind a data: placeholder, noscript copies skipped, alt null vs ""', () => {
    expect(article().images).toEqual([
      { src: 'https://www.example.com/static/logo.svg', alt: 'Northwind Engineering', width: 120, height: 32 },
      { src: 'https://cdn.example.com/img/edge-map.png', alt: 'Map of edge locations in Europe', width: 800, height: 450 },
      { src: 'https://www.example.com/img/diagram-request-flow.png', alt: '' },
      { src: 'https://www.example.com/img/cache-hit-ratio-chart.png', alt: null },
      { src: 'https://stats.example-analytics.com/pixel.gif?id=42', alt: '', width: 1, height: 1 },
    ]);
  });

  it('linkTags and icons', () => {
    const page = article();
    expect(page.linkTags.map((t) => t.rel.join(' '))).toEqual(['canonical', 'icon', 'apple-touch-icon', 'stylesheet', 'alternate']);
    expect(page.linkTags[4]).toEqual({ rel: ['alternate'], href: 'https://www.example.com/de/guides/edge-caching', hreflang: 'de' });
    expect(page.icons).toEqual([
      { href: 'https://www.example.com/static/favicon-32.png', rel: 'icon', sizes: '32x32', type: 'image/png' },
      { href: 'https://www.example.com/static/apple-touch-icon.png', rel: 'apple-touch-icon', sizes: '180x180' },
    ]);
  });

  it('visibleText skips head, scripts, svg titles and keeps blocks on their own lines', () => {
    const lines = article().visibleText.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Guides Blog About us',
      'Edge caching, explained',
      'By Priya Raman · 18 March 2024 · 9 min read',
      'How it works Purging FAQ',
    ]);
    expect(lines.at(-1)).toBe('Cookie settings Empty link');
    expect(article().visibleText).not.toMatch(/dataLayer|X logo|Northwind Engineering Blog/);
    expect(article().wordCount).toBe(853);
  });
});

describe('parsePage: base-href.html', () => {
  const page = parsePage(fixture('base-href.html'), 'https://www.example.com/docs/install');

  it('resolves links, images, icons and canonical against <base href>', () => {
    expect(page.baseUrl.href).toBe('https://static.example.com/docs/v2/');
    expect(page.links.map((l) => [l.href, l.type])).toEqual([
      ['https://static.example.com/docs/v2/index.html', 'internal'],
      ['https://static.example.com/docs/v1/install.html', 'internal'],
      ['https://static.example.com/pricing', 'internal'],
      ['https://www.example.com/docs/install', 'internal'],
      ['https://github.com/lumen-cli/lumen', 'external'],
      // A raw "#…" href is the author's same-page anchor, though the browser resolves it against <base>.
      ['https://static.example.com/docs/v2/#windows', 'anchor'],
    ]);
    expect(page.images.map((i) => i.src)).toEqual([
      'https://static.example.com/docs/v2/img/terminal-install.png',
      'https://static.example.com/shared/img/windows-installer.png',
    ]);
    expect(page.images[1]).toEqual({ src: 'https://static.example.com/shared/img/windows-installer.png', alt: 'Windows installer, first screen' });
    expect(page.icons).toEqual([{ href: 'https://static.example.com/docs/v2/icons/touch-icon.png', rel: 'apple-touch-icon' }]);
    expect(page.canonical).toBe('https://static.example.com/docs/v2/install.html');
  });

  it('a relative <base href> resolves against the page URL; a javascript: one is ignored', () => {
    const relative = parsePage('<base href="/sub/"><a href="x">x</a>', 'https://example.com/a/b');
    expect(relative.baseUrl.href).toBe('https://example.com/sub/');
    expect(relative.links[0]?.href).toBe('https://example.com/sub/x');
    const hostile = parsePage('<base href="javascript:alert(1)"><img src="y.png">', 'https://example.com/a/b');
    expect(hostile.baseUrl.href).toBe('https://example.com/a/b');
    expect(hostile.images[0]?.src).toBe('https://example.com/a/y.png');
  });
});

describe('parsePage: minimal-title-only.html and no-meta.html', () => {
  it('minimal page: collapsed title, empty views', () => {
    const page = parsePage(fixture('minimal-title-only.html'), 'https://example.net/minimal');
    expect(page.title).toBe('Minimal page');
    expect(page.lang).toBeUndefined();
    expect(page.metaTags).toEqual([{ charset: 'utf-8', content: '' }]);
    expect(page.openGraph).toEqual({});
    expect(page.twitter).toEqual({});
    expect(page.jsonLd).toEqual([]);
    expect(page.headings).toEqual([]);
    expect(page.links).toEqual([]);
    expect(page.images).toEqual([]);
    expect(page.icons).toEqual([]);
    expect(page.canonical).toBeUndefined();
    expect(page.visibleText).toBe('Coming soon.');
    expect(page.wordCount).toBe(2);
  });

  it('page without head or meta', () => {
    const page = parsePage(fixture('no-meta.html'), 'https://www.example.com/notes/chair');
    expect(page.title).toBeUndefined();
    expect(page.metaTags).toEqual([]);
    expect(page.headings).toEqual([{ level: 1, text: 'Notes on repairing a wooden chair' }]);
    expect(page.images).toEqual([{ src: 'https://www.example.com/images/chair-before-after.jpg', alt: null, width: 640, height: 480 }]);
    expect(page.visibleText.split('\n').slice(0, 3)).toEqual(['Home | Notes', 'Notes on repairing a wooden chair', 'Short intro.']);
    expect(page.wordCount).toBe(87);
  });
});

describe('views are lazy and memoised', () => {
  it('returns the same object on every read', () => {
    const page = article();
    for (const view of ['links', 'images', 'headings', 'jsonLd', 'metaTags', 'openGraph', 'twitter', 'icons', 'linkTags'] as const) {
      expect(page[view]).toBe(page[view]);
    }
    expect(page.baseUrl).toBe(page.baseUrl);
  });

  it('parsing does not depend on the url argument type', () => {
    const fromUrl = parsePage('<title>x</title>', new URL('https://example.com/'));
    expect(fromUrl.title).toBe('x');
    expect(() => parsePage('<p>x</p>', 'not a url')).toThrow(TypeError);
  });
});
