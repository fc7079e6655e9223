import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { analyzeText } from './index.js';

/** Issue 18: the shipped article about CDN caching, read without a language model. */
describe('analyzeText on the edge-caching article (fixtures/pages/article-full-meta.html)', () => {
  const html = fs.readFileSync(new URL('../../../fixtures/pages/article-full-meta.html', import.meta.url), 'utf8');
  const fields = analyzeText(parsePage(html, 'https://www.example.com/guides/edge-caching'));
  const topics = fields.analysis.topics.map((t) => t.name);

  it('files it under science and technology', () => {
    expect(new Set(fields.analysis.topics.map((t) => t.category))).toEqual(new Set(['science-technology']));
  });

  it('names the subject in its topics, not single common nouns', () => {
    expect(topics[0]).toBe('Edge caching');
    expect(topics).toEqual(expect.arrayContaining(['hit ratio', 'content delivery network', 's-maxage']));
    for (const common of ['object', 'copies', 'readers', 'response']) expect(topics).not.toContain(common);
  });

  it('types no acronym as an organization without evidence', () => {
    const organizations = fields.analysis.entities.filter((e) => e.type === 'organization').map((e) => e.name);
    for (const acronym of ['CDN', 'URL', 'MDN']) expect(organizations).not.toContain(acronym);
  });

  it('reads no name in what the page marks as code (header names in <code>)', () => {
    const names = fields.analysis.entities.map((e) => e.name);
    for (const code of ['Accept-Language', 'User-Agent', 'Cache-Control', 'If-None-Match']) expect(names).not.toContain(code);
  });
});
