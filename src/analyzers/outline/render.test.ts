import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { buildOutline, outlineToMarkdown, outlineToText } from './index.js';
import type { OutlineFields } from './index.js';

const article = parsePage(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'article.html'), 'utf8'), 'https://garden.example/tomatoes');

function fields(sections: OutlineFields['outline']['sections']): OutlineFields {
  return { title: 't', outline: { sections }, metadata: { estimated_read_time: 0, max_depth: 0, total_sections: 0, word_count: 0 }, source: 'headings' };
}

describe('outlineToMarkdown', () => {
  it('renders nested ATX headings by nesting depth, snippets as paragraphs', () => {
    const markdown = outlineToMarkdown(buildOutline(article, { depth: 2, includeSnippets: true }));
    expect(markdown).toBe([
      '# Growing Tomatoes at Home',
      '',
      'Tomatoes are the most popular crop in home gardens, and for good reason: a few healthy plants on a sunny patio can feed a family through the whole summer.',
      '',
      '## Choosing a variety',
      '',
      'Hundreds of tomato varieties are sold as seed, but they fall into two groups that grow in very different ways. Pick the group first, then the flavour.',
      '',
      '## Planting',
      '',
      'Plant seedlings outdoors two weeks after the last frost, when the soil has warmed. Bury the stem deeply: new roots will grow along the buried part.',
      '',
      '## Watering and feeding',
      '',
    ].join('\n'));
  });

  it('uses nesting depth, not the h-number, and escapes Markdown syntax in titles and snippets', () => {
    const markdown = outlineToMarkdown(fields([
      { level: 2, title: '#1 *Pick* [this]', snippet: '- not a list', subsections: [{ level: 4, title: 'a_b' }] },
    ]));
    expect(markdown).toBe('# \\#1 \\*Pick\\* \\[this\\]\n\n\\- not a list\n\n## a\\_b\n');
  });

  it('renders an empty outline as an empty body', () => {
    expect(outlineToMarkdown(fields([]))).toBe('');
  });
});

describe('outlineToText', () => {
  it('indents two spaces per level, each snippet one level under its title', () => {
    const text = outlineToText(buildOutline(article, { depth: 3, includeSnippets: false }));
    expect(text).toBe([
      'Growing Tomatoes at Home',
      '  Choosing a variety',
      '    Determinate varieties',
      '    Indeterminate varieties',
      '  Planting',
      '    Soil',
      '  Watering and feeding',
      '    How often to water',
      '',
    ].join('\n'));
    expect(outlineToText(fields([{ level: 1, title: 'A', snippet: 'about a', subsections: [{ level: 2, title: 'B', snippet: '' }] }])))
      .toBe('A\n  about a\n  B\n');
    expect(outlineToText(fields([]))).toBe('');
  });
});
