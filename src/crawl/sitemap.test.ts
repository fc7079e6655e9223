import { describe, expect, it } from 'vitest';
import { collectSitemapUrls, parseSitemap } from './sitemap.js';

const urlset = (...urls: string[]) => `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${u}</loc><lastmod>2024-01-01</lastmod></url>`).join('')}</urlset>`;
const index = (...urls: string[]) => `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<sitemap><loc>${u}</loc></sitemap>`).join('')}</sitemapindex>`;

describe('parseSitemap', () => {
  it('reads urlsets and indexes: entities, CDATA, whitespace, prefixes; only locs of url/sitemap', () => {
    const xml = `<?xml version="1.0"?>
      <sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
        <sm:url><sm:loc>
          https://example.com/a?x=1&amp;y=2
        </sm:loc><image:image><image:loc>https://example.com/img.png</image:loc></image:image></sm:url>
        <sm:url><sm:loc><![CDATA[https://example.com/b]]></sm:loc></sm:url>
        <sm:url><sm:loc>  </sm:loc></sm:url>
      </sm:urlset>`;
    expect(parseSitemap(xml, 100)).toEqual({ kind: 'urlset', locations: ['https://example.com/a?x=1&y=2', 'https://example.com/b'] });
    expect(parseSitemap(index('https://example.com/s1.xml'), 100)).toEqual({ kind: 'sitemapindex', locations: ['https://example.com/s1.xml'] });
  });

  it('is tolerant of junk and caps what it keeps', () => {
    expect(parseSitemap('<html><body><a href="/x">x</a></body></html>', 10)).toEqual({ kind: 'other', locations: [] });
    expect(parseSitemap('not xml at all', 10)).toEqual({ kind: 'other', locations: [] });
    expect(parseSitemap('<urlset><url><loc>https://example.com/a</loc><url><loc>https://example.com/b', 10).locations).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(parseSitemap(urlset('https://e.com/1', 'https://e.com/2', 'https://e.com/3'), 2).locations).toEqual(['https://e.com/1', 'https://e.com/2']);
  });
});

describe('collectSitemapUrls', () => {
  const files: Record<string, string> = {
    'https://e.com/sitemap.xml': urlset('https://e.com/a', 'https://e.com/b'),
    'https://e.com/index.xml': index('https://e.com/part1.xml', 'https://e.com/nested.xml', 'https://e.com/missing.xml'),
    'https://e.com/part1.xml': urlset('https://e.com/c'),
    'https://e.com/nested.xml': index('https://e.com/too-deep.xml'),
    'https://e.com/too-deep.xml': urlset('https://e.com/never'),
  };

  it('follows an index one level deep, in order, each file once', async () => {
    const read: string[] = [];
    const urls = await collectSitemapUrls(['https://e.com/index.xml', 'https://e.com/sitemap.xml', 'https://e.com/sitemap.xml'], async (url) => {
      read.push(url);
      return files[url];
    }, { maxFiles: 20, maxUrls: 100 });
    expect(urls).toEqual(['https://e.com/a', 'https://e.com/b', 'https://e.com/c']);
    expect(read).toEqual(['https://e.com/index.xml', 'https://e.com/sitemap.xml', 'https://e.com/part1.xml', 'https://e.com/nested.xml', 'https://e.com/missing.xml']);
  });

  it('stops at maxFiles and maxUrls', async () => {
    const reader = async (url: string) => files[url];
    expect(await collectSitemapUrls(['https://e.com/index.xml', 'https://e.com/sitemap.xml'], reader, { maxFiles: 2, maxUrls: 100 })).toEqual(['https://e.com/a', 'https://e.com/b']);
    expect(await collectSitemapUrls(['https://e.com/sitemap.xml', 'https://e.com/index.xml'], reader, { maxFiles: 20, maxUrls: 1 })).toEqual(['https://e.com/a']);
  });
});
