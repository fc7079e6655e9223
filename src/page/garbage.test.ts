import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from './page.js';

const html = readFileSync(new URL('../../fixtures/pages/garbage.html', import.meta.url), 'utf8');
const page = parsePage(html, 'https://example.com/garbage');

describe('parsePage: garbage.html (broken markup, bad JSON-LD)', () => {
  it('reads upper-case tags and attributes; decodes entities once', () => {
    expect(page.lang).toBe('fr');
    expect(page.title).toBe('Soldes &amp; promotions');
    expect(page.openGraph).toEqual({
      'og:title': "Soldes   d'hiver :  -50\u00a0% sur tout",
      'og:site_name': 'Boutique Lumière',
      'og:image': 'javascript:alert(1)',
      'og:type': 'Product',
    });
    expect(page.twitter).toEqual({ 'twitter:card': 'summary' });
    expect(page.meta('og:description')).toBeUndefined();
  });

  it('skips invalid JSON-LD, forgives comment wrappers and raw newlines, keeps only objects', () => {
    expect(page.jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Boutique Lumière SARL', url: 'https://example.com/' },
      { '@type': 'WebSite', name: 'Boutique Lumière' },
      { '@type': 'BreadcrumbList', itemListElement: [] },
    ]);
  });

  it('headings: unclosed, with <br>, empty; none from <template>', () => {
    expect(page.headings).toEqual([
      { level: 2, text: 'Nos meilleures ventes Lampe de chevet Ajouter vide cassé Lampe 2 Contact Catalogue' },
      { level: 1, text: '' },
    ]);
  });

  it('links: unquoted, padded and upper-case hrefs; javascript:, empty, broken and ftp: skipped', () => {
    expect(page.links).toEqual([
      { href: 'https://example.com/lampes/lampe-1', text: 'Lampe de chevet', type: 'internal', rel: [] },
      { href: 'https://example.com/lampes/lampe-2', text: 'Lampe 2', type: 'internal', rel: [] },
      { href: 'https://example.com/Contact', text: 'Contact', type: 'internal', rel: [] },
    ]);
  });

  it('images: non-pixel sizes ignored, srcset fallback, empty/data: sources and <template> skipped', () => {
    expect(page.images).toEqual([
      { src: 'https://example.com/img/lampe.jpg', alt: 'Lampe bleue' },
      {
        src: 'https://example.com/img/lampe-small.jpg', alt: null,
        srcset: '/img/lampe-small.jpg 480w, /img/lampe-large.jpg 1080w',
      },
    ]);
  });

  it('visibleText drops hidden elements, styles and scripts; table cells get lines', () => {
    expect(page.visibleText).toBe([
      "Jusqu'à -50 %", 'sur les lampes', 'Nos meilleures', 'ventes', 'Lampe de chevet', 'Ajouter', 'vide',
      'cassé', 'Lampe 2', 'Contact', 'Catalogue', 'Prix', '19,90 €', 'Fin © 2024 &unknown; 💡',
    ].join('\n'));
    expect(page.wordCount).toBe(23);
  });

  it('no view throws on hostile input', () => {
    const inputs = [
      '', '<', '<<<>>>', '<a href>', '<img>', '<script type="application/ld+json">{{{',
      '<div>'.repeat(20_000), `<p>${'<b>'.repeat(5_000)}deep`, '\u0000\uFFFF\uD800',
    ];
    for (const input of inputs) {
      const p = parsePage(input, 'https://example.com/');
      expect(() => [
        p.baseUrl, p.title, p.lang, p.metaTags, p.meta('x'), p.openGraph, p.twitter, p.jsonLd, p.headings,
        p.links, p.images, p.linkTags, p.icons, p.canonical, p.visibleText, p.wordCount,
      ]).not.toThrow();
    }
    expect(parsePage('<p>'.repeat(3) + 'deep', 'https://example.com/').visibleText).toBe('deep');
  });
});
