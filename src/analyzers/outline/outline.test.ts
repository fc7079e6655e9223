import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { buildOutline } from './index.js';
import type { OutlineSection } from './index.js';

const fixture = (name: string, url = 'https://garden.example/notes/tomatoes'): ReturnType<typeof parsePage> =>
  parsePage(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.html`), 'utf8'), url);

/** Titles only, nested as [title, children]. */
type Shape = [string, Shape[]?];
function shape(sections: readonly OutlineSection[]): Shape[] {
  return sections.map((s) => (s.subsections === undefined ? [s.title] : [s.title, shape(s.subsections)]));
}

describe('buildOutline on headings (fixtures/article.html)', () => {
  const page = fixture('article');

  it('nests the article headings to depth 3 and leaves out nav, aside and footer headings', () => {
    const outline = buildOutline(page, { depth: 3, includeSnippets: false });
    expect(outline.source).toBe('headings');
    expect(outline.title).toBe('Growing Tomatoes at Home');
    expect(shape(outline.outline.sections)).toEqual([
      ['Growing Tomatoes at Home', [
        ['Choosing a variety', [['Determinate varieties'], ['Indeterminate varieties']]],
        ['Planting', [['Soil']]],
        ['Watering and feeding', [['How often to water']]],
      ]],
    ]);
    expect(outline.outline.sections[0]!.level).toBe(1);
    expect(outline.outline.sections[0]!.subsections![1]!.level).toBe(2);
    expect(outline.outline.sections[0]!.subsections![1]!.subsections![0]!.level).toBe(3);
    expect(outline.metadata).toEqual({ estimated_read_time: 1, max_depth: 3, total_sections: 8, word_count: 230 });
  });

  it('limits the nesting to depth', () => {
    const one = buildOutline(page, { depth: 1, includeSnippets: false });
    expect(shape(one.outline.sections)).toEqual([['Growing Tomatoes at Home']]);
    expect(one.metadata).toMatchObject({ max_depth: 1, total_sections: 1 });
    const four = buildOutline(page, { depth: 4, includeSnippets: false });
    expect(shape(four.outline.sections)[0]![1]![1]).toEqual(['Planting', [['Soil', [['Testing the pH']]]]]);
    expect(four.metadata).toMatchObject({ max_depth: 4, total_sections: 9 });
    expect(buildOutline(page, { depth: 6, includeSnippets: false }).metadata.total_sections).toBe(9);
  });

  it('gives each section the first ~160 characters of its own text when asked', () => {
    const [root] = buildOutline(page, { depth: 3, includeSnippets: true }).outline.sections;
    expect(root!.snippet).toBe('Tomatoes are the most popular crop in home gardens, and for good reason: a few healthy plants on a sunny patio can feed a family through the whole summer.');
    expect(root!.snippet!.length).toBeLessThanOrEqual(160);
    const planting = root!.subsections![1]!;
    expect(planting.snippet).toBe('Plant seedlings outdoors two weeks after the last frost, when the soil has warmed. Bury the stem deeply: new roots will grow along the buried part.');
    // A heading followed straight by a subheading has no text of its own.
    expect(root!.subsections![2]!.snippet).toBe('');
  });

  it('has no snippet field at all without include_snippets', () => {
    const json = JSON.stringify(buildOutline(page, { depth: 6, includeSnippets: false }));
    expect(json).not.toContain('snippet');
  });

  it('clamps an out-of-range depth rather than throwing', () => {
    expect(buildOutline(page, { depth: 0, includeSnippets: false }).metadata.max_depth).toBe(1);
    expect(buildOutline(page, { depth: 99, includeSnippets: false }).metadata.max_depth).toBe(4);
    expect(buildOutline(page, { depth: Number.NaN, includeSnippets: false }).metadata.max_depth).toBe(3);
  });
});

describe('buildOutline without headings (fixtures/no-headings.html)', () => {
  it('segments the main text by topic and titles each segment with its key phrase', () => {
    const outline = buildOutline(fixture('no-headings'), { depth: 3, includeSnippets: true });
    expect(outline.source).toBe('content-segments');
    expect(outline.outline.sections.map((s) => [s.level, s.title])).toEqual([[1, 'Bees'], [1, 'Chain']]);
    expect(outline.outline.sections[0]!.snippet).toMatch(/^Keeping honey bees in a small garden/);
    expect(outline.outline.sections[1]!.snippet).toMatch(/^A bicycle chain needs attention/);
    expect(outline.metadata).toEqual({ estimated_read_time: 1, max_depth: 1, total_sections: 2, word_count: 313 });
  });
});

describe('buildOutline on the same text under a title (fixtures/no-headings.html with an <h1>)', () => {
  const html = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'no-headings.html'), 'utf8').replace('<article>', '<article><h1>Notes from the weekend</h1>');
  const page = parsePage(html, 'https://garden.example/notes/weekend');

  it('puts the topic segments under the title, one level down', () => {
    const outline = buildOutline(page, { depth: 3, includeSnippets: true });
    expect(outline.source).toBe('content-segments');
    expect(shape(outline.outline.sections)).toEqual([['Notes from the weekend', [['Bees'], ['Chain']]]]);
    const [root] = outline.outline.sections;
    expect(root!.snippet).toBe('');
    expect(root!.subsections!.map((s) => s.level)).toEqual([2, 2]);
    expect(root!.subsections![1]!.snippet).toMatch(/^A bicycle chain needs attention/);
    expect(outline.metadata).toMatchObject({ max_depth: 2, total_sections: 3 });
  });

  it('keeps the title alone at depth 1', () => {
    expect(shape(buildOutline(page, { depth: 1, includeSnippets: false }).outline.sections)).toEqual([['Notes from the weekend']]);
  });
});

describe('buildOutline on an article without headings of its own (fixtures/article-without-headings.html)', () => {
  it('outlines the article under its title (set in a site header), without the headings of promos, related links, comments or sign-ups', () => {
    const outline = buildOutline(fixture('article-without-headings', 'https://rail.example/night-trains'), { depth: 3, includeSnippets: true });
    expect(shape(outline.outline.sections)).toEqual([['Night trains return to the Alps']]);
    expect(outline.outline.sections[0]!.snippet).toMatch(/^After a decade without them, night trains will again cross the Alps/);
    expect(outline.metadata).toMatchObject({ max_depth: 1, total_sections: 1 });
  });
});

describe('buildOutline on an empty page (fixtures/empty.html)', () => {
  it('returns no sections and zero counts', () => {
    const outline = buildOutline(fixture('empty'), { depth: 3, includeSnippets: true });
    expect(outline).toEqual({
      title: 'Loading…',
      outline: { sections: [] },
      metadata: { estimated_read_time: 0, max_depth: 0, total_sections: 0, word_count: 0 },
      source: 'content-segments',
    });
  });
});
