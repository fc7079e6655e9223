import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { buildOutline } from './build-outline.js';

/** Issue 18: the shipped edge-caching article (fixtures/pages/article-full-meta.html). */
describe('buildOutline on the edge-caching article', () => {
  const html = fs.readFileSync(new URL('../../../fixtures/pages/article-full-meta.html', import.meta.url), 'utf8');
  const outline = buildOutline(parsePage(html, 'https://www.example.com/guides/edge-caching'), { depth: 3, includeSnippets: true });
  const [root] = outline.outline.sections;

  it('follows the real headings, counted right', () => {
    expect(root!.title).toBe('Edge caching, explained');
    expect(root!.subsections!.map((s) => s.title)).toEqual(['What is edge caching?', 'How it works', 'Purging', 'Frequently asked questions']);
    expect(outline.metadata).toMatchObject({ max_depth: 3, total_sections: 8 });
    expect(outline.source).toBe('headings');
  });

  it('takes snippets from the first sentences, without the byline or captions', () => {
    expect(root!.snippet).toBe('A content delivery network keeps copies of your responses in data centres close to your readers.');
    expect(root!.subsections![1]!.snippet).toBe('Every cached object has a key, usually the URL plus a few request headers named in Vary.');
  });
});
