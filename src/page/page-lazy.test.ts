import { beforeEach, describe, expect, it, vi } from 'vitest';
import { indexElements } from './element-index.js';
import { parsePage } from './page.js';
import { collectVisibleText } from './visible-text.js';

// Wrap the real walkers in spies to observe when (and how often) each runs.
vi.mock('./element-index.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./element-index.js')>();
  return { ...actual, indexElements: vi.fn(actual.indexElements) };
});
vi.mock('./visible-text.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./visible-text.js')>();
  return { ...actual, collectVisibleText: vi.fn(actual.collectVisibleText) };
});

const HTML = '<html><head><title>T</title><meta name="description" content="D"></head><body><h1>H</h1><a href="/x">x</a></body></html>';

describe('lazy views', () => {
  beforeEach(() => vi.clearAllMocks());

  it('parsing computes no view', () => {
    parsePage(HTML, 'https://example.com/');
    expect(indexElements).not.toHaveBeenCalled();
    expect(collectVisibleText).not.toHaveBeenCalled();
  });

  it('one element walk serves every element view, once', () => {
    const page = parsePage(HTML, 'https://example.com/');
    expect([page.title, page.meta('description'), page.headings.length, page.links.length]).toEqual(['T', 'D', 1, 1]);
    expect(page.images).toEqual([]);
    expect(indexElements).toHaveBeenCalledTimes(1);
    expect(collectVisibleText).not.toHaveBeenCalled();
  });

  it('visible text is walked once, without the element walk', () => {
    const page = parsePage(HTML, 'https://example.com/');
    expect(page.visibleText).toBe('H\nx');
    expect(page.wordCount).toBe(2);
    expect(page.visibleText).toBe('H\nx');
    expect(collectVisibleText).toHaveBeenCalledTimes(1);
    expect(indexElements).not.toHaveBeenCalled();
  });

  it('a view whose computation throws holds its empty value', () => {
    vi.mocked(indexElements).mockImplementationOnce(() => {
      throw new Error('boom');
    });
    const page = parsePage(HTML, 'https://example.com/');
    expect(page.title).toBeUndefined();
    expect(page.links).toEqual([]);
    expect(page.baseUrl.href).toBe('https://example.com/');
  });
});
