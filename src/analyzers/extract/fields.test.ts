import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { describeImages, imagesToMeasure } from './images.js';
import { collectMetadata } from './metadata.js';
import { excerptOf, readingMinutes, textStatistics } from './reading.js';

const fixture = (name: string, url: string) =>
  parsePage(fs.readFileSync(new URL(`../../../fixtures/pages/${name}`, import.meta.url), 'utf8'), url);

describe('metadata', () => {
  it('keys every og:*, twitter:* and article:* tag by name, first value winning', () => {
    const metadata = collectMetadata(fixture('article-full-meta.html', 'https://www.example.com/guides/edge-caching'));
    expect(metadata).toMatchObject({
      'og:type': 'article',
      'og:title': 'Edge caching, explained: a practical guide',
      'og:description': 'What a CDN keeps, for how long, and how to purge it safely — with worked examples.',
      'og:image': 'https://cdn.example.com/img/edge-caching-cover.jpg',
      'og:image:width': '1200',
      'article:published_time': '2024-03-18T09:30:00Z',
      'twitter:card': 'summary_large_image',
      'twitter:site': '@northwind_eng',
    });
    expect(Object.keys(metadata).every((k) => /^(og|twitter|article):/.test(k))).toBe(true);
  });

  it('is empty for a page without such tags', () => {
    expect(collectMetadata(fixture('minimal-title-only.html', 'https://example.net/minimal'))).toEqual({});
  });
});

describe('images', () => {
  const page = fixture('article-full-meta.html', 'https://www.example.com/guides/edge-caching');

  it('takes sizes from the markup, else from the measured header, else 0', () => {
    const measured = new Map([['https://www.example.com/img/cache-hit-ratio-chart.png', { width: 640, height: 360 }]]);
    const images = describeImages(page, measured);
    expect(images).toContainEqual({ src: 'https://cdn.example.com/img/edge-map.png', alt: 'Map of edge locations in Europe', width: 800, height: 450 });
    expect(images).toContainEqual({ src: 'https://www.example.com/img/cache-hit-ratio-chart.png', alt: '', width: 640, height: 360 });
    expect(images).toContainEqual({ src: 'https://www.example.com/img/diagram-request-flow.png', alt: '', width: 0, height: 0 });
  });

  it('measures only images whose markup lacks a size', () => {
    const toMeasure = imagesToMeasure(page);
    expect(toMeasure).toContain('https://www.example.com/img/cache-hit-ratio-chart.png');
    expect(toMeasure).not.toContain('https://cdn.example.com/img/edge-map.png');
  });

  it('resolves relative sources against <base href>', () => {
    const based = fixture('base-href.html', 'https://www.example.com/docs/install');
    const srcs = describeImages(based, new Map()).map((i) => i.src);
    expect(srcs.every((src) => src.startsWith('https://'))).toBe(true);
    expect(srcs).not.toContain('https://www.example.com/docs/img/terminal-install.png');
  });
});

describe('reading figures', () => {
  it('excerpt is the first 160 characters, never splitting a surrogate pair', () => {
    expect(excerptOf('a'.repeat(200))).toHaveLength(160);
    expect(excerptOf('one\n\ntwo   three')).toBe('one two three');
    const emoji = '😀'.repeat(200);
    expect(Array.from(excerptOf(emoji))).toHaveLength(160);
  });

  it('read_time is whole minutes at 238 wpm, at least 1 when there is content', () => {
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(238 * 3)).toBe(3);
    expect(readingMinutes(238 * 3 + 200)).toBe(4);
  });

  it('counts CJK words by dictionary segmentation, not by spaces', () => {
    const stats = textStatistics('京都の秋は紅葉がとても美しいです。多くの観光客が訪れます。');
    expect(stats.word_count).toBeGreaterThan(10);
    expect(stats.read_time).toBe(1);
  });
});
