import { describe, expect, it } from 'vitest';
import { parseLlmsTxt } from './llms-txt.js';

describe('parseLlmsTxt (llmstxt.org)', () => {
  it('reads a valid file: title, summary, sections and links', () => {
    const text = [
      '# Northwind Engineering',
      '',
      '> Guides for small cafés that run their own websites.',
      '',
      'Everything here is free to read.',
      '',
      '## Guides',
      '',
      '- [Edge caching](https://www.example.com/guides/edge-caching.md): keep copies near visitors',
      '- [Image sizes](https://www.example.com/guides/images.md)',
      '',
      '## Optional',
      '',
      '* [Changelog](https://www.example.com/changelog.md)',
    ].join('\n');
    expect(parseLlmsTxt(text)).toEqual({
      valid: true, title: 'Northwind Engineering', summary: 'Guides for small cafés that run their own websites.',
      sections: 2, links: 3, issues: [],
    });
  });

  it('stays valid with advice when the summary and some links are missing', () => {
    expect(parseLlmsTxt('# Northwind\n\n## Guides\n\n- Edge caching, soon\n\n## Docs\n- [API](https://example.com/api.md)\n')).toEqual({
      valid: true, title: 'Northwind', summary: null, sections: 2, links: 1,
      issues: [
        'no "> summary" blockquote after the title',
        'section "Guides" lists no links',
        'section "Guides" has 1 list item(s) that are not Markdown links',
      ],
    });
  });

  it('is invalid without an H1 first, or with two', () => {
    expect(parseLlmsTxt('Welcome!\n# Northwind\n> Hi\n')).toMatchObject({ valid: false, title: 'Northwind', issues: ['the H1 title is not the first line'] });
    expect(parseLlmsTxt('## Guides\n- [A](https://a.example/)\n')).toMatchObject({
      valid: false, title: null, sections: 1, links: 1, issues: ['no H1 title ("# Site name")', 'no "> summary" blockquote after the title'],
    });
    expect(parseLlmsTxt('# One\n> s\n# Two\n').issues).toEqual(['2 H1 headings; the format has exactly one']);
  });

  it('is invalid when empty or an HTML page', () => {
    expect(parseLlmsTxt('  \n')).toEqual({ valid: false, title: null, summary: null, sections: 0, links: 0, issues: ['the file is empty'] });
    expect(parseLlmsTxt('<!DOCTYPE html><html><h1># Not it</h1></html>'))
      .toEqual({ valid: false, title: null, summary: null, sections: 0, links: 0, issues: ['the file is an HTML page, not Markdown'] });
  });
});
