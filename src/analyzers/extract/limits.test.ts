import { describe, expect, it } from 'vitest';
import { manyImages, manyLinks } from '../../../test/hostile-pages.js';
import { parsePage } from '../../page/index.js';
import { analyzeExtract } from './extract.js';
import { imagesToMeasure } from './images.js';
import { MAX_EXTRACT_IMAGES, MAX_EXTRACT_LINKS } from './limits.js';

const URL_OF_PAGE = 'https://example.com/page';

describe('extract: bounded lists', () => {
  it(`keeps the first ${MAX_EXTRACT_LINKS} links in document order and says the rest were cut`, () => {
    const page = parsePage(manyLinks(MAX_EXTRACT_LINKS + 10), URL_OF_PAGE);
    const fields = analyzeExtract(page, 'text', new Map());
    expect(fields.links).toHaveLength(MAX_EXTRACT_LINKS);
    expect(fields.links[0]).toEqual({ text: 'l', href: 'https://example.com/p0', type: 'internal' });
    expect(fields.links.at(-1)!.href).toBe(page.links[MAX_EXTRACT_LINKS - 1]!.href);
    expect(fields.truncated).toEqual({ links: true, images: false });
  });

  it(`keeps the first ${MAX_EXTRACT_IMAGES} images, and probes only those`, () => {
    const page = parsePage(manyImages(MAX_EXTRACT_IMAGES + 1), URL_OF_PAGE);
    const fields = analyzeExtract(page, 'text', new Map());
    expect(fields.images).toHaveLength(MAX_EXTRACT_IMAGES);
    expect(fields.images[0]).toEqual({ src: 'https://example.com/i0', alt: 'a', width: 0, height: 0 });
    expect(fields.truncated).toEqual({ links: false, images: true });
    expect(imagesToMeasure(page)).toHaveLength(MAX_EXTRACT_IMAGES);
  });

  it('a page at the caps is whole: no `truncated` field', () => {
    const page = parsePage(manyLinks(MAX_EXTRACT_LINKS) + manyImages(MAX_EXTRACT_IMAGES), URL_OF_PAGE);
    const fields = analyzeExtract(page, 'text', new Map());
    expect([fields.links.length, fields.images.length]).toEqual([MAX_EXTRACT_LINKS, MAX_EXTRACT_IMAGES]);
    expect(fields).not.toHaveProperty('truncated');
  });
});
